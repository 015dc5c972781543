import XCTest
@testable import ViewLintSyntax

/// A run keeps every declaration to its end: lists that declarations repeat are kept
/// once per worker, not once per declaration.
final class SharedDeclarationListsTests: XCTestCase {
    private func storage<Element>(_ list: [Element]) -> UnsafeRawPointer? {
        list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testEqualListsOfDeclarationsInTwoFilesShareStorage() throws {
        var workspace = ParseWorkspace()
        let first = Parser.parse(path: "A.swift", bytes: Array("""
            struct A: View, Equatable {
                @State var count: Int
                func row(_ item: Int, title: String) -> some View { Text(title) }
                var body: some View { Text("") }
            }
            """.utf8), workspace: &workspace)
        let second = Parser.parse(path: "B.swift", bytes: Array("""
            struct B: View, Equatable {
                @State var flag: Bool
                func row(_ item: Int, title: String) -> some View { Text(title) }
                var body: some View { Text("") }
            }
            extension B: View, Equatable {}
            """.utf8), workspace: &workspace)
        let a = try XCTUnwrap(first.types.first), b = try XCTUnwrap(second.types.first)
        XCTAssertEqual(b.inheritance, ["View", "Equatable"])
        XCTAssertEqual(storage(a.inheritance), storage(b.inheritance))
        XCTAssertEqual(storage(b.inheritance), storage(try XCTUnwrap(second.extensions.first).inheritance))
        XCTAssertEqual(b.members[0].attributes, ["State"])
        XCTAssertEqual(storage(a.members[0].attributes), storage(b.members[0].attributes))
        XCTAssertEqual(b.members[1].parameters.map(\.label), ["_", "title"])
        XCTAssertEqual(storage(a.members[1].parameters), storage(b.members[1].parameters))
    }

    /// Declarations of one file and of the next, read through the same reused lists, each
    /// keep their own attributes and parameters; the lists are left empty, and a huge
    /// declaration's room is not kept for the rest of the run.
    func testDeclarationsReadThroughReusedListsKeepTheirOwn() throws {
        var workspace = ParseWorkspace()
        let parameters = (0..<3_000).map { "p\($0): Int" }.joined(separator: ", ")
        let first = Parser.parse(path: "A.swift", bytes: Array("""
            struct A: View {
                @State @Environment(\\.x) var x: Int
                @ViewBuilder func row(_ item: Int, title: String = "") -> some View { Text(title) }
                func huge(\(parameters)) {}
                @Binding var y: Bool
                var body: some View { Text("") }
            }
            """.utf8), workspace: &workspace)
        let second = Parser.parse(path: "B.swift", bytes: Array("""
            struct B: View {
                @FocusState var z: Bool
                func cell(label: String) -> some View { Text(label) }
                var body: some View { Text("") }
            }
            """.utf8), workspace: &workspace)
        let a = try XCTUnwrap(first.types.first).members, b = try XCTUnwrap(second.types.first).members
        XCTAssertEqual(a.map(\.attributes), [["State", "Environment"], ["ViewBuilder"], [], ["Binding"], []])
        XCTAssertEqual(a[1].parameters.map(\.label), ["_", "title"])
        XCTAssertEqual(a[1].parameters.map(\.hasDefault), [false, true])
        XCTAssertEqual(a[2].parameters.count, 3_000)
        XCTAssertEqual(b.map(\.attributes), [["FocusState"], [], []])
        XCTAssertEqual(b[1].parameters.map(\.label), ["label"])
        XCTAssertTrue(workspace.spareParameters.isEmpty && workspace.spareInheritance.isEmpty
                      && workspace.spareMemberParameters.isEmpty && workspace.spareBindings.isEmpty)
        XCTAssertEqual(workspace.prefixAttributes.map { workspace.names.names[Int($0)] }, ["FocusState"],
                       "the last prefix with attributes, read in place")
        XCTAssertLessThanOrEqual(workspace.spareParameters.capacity, ParseWorkspace.keptRoom)
        XCTAssertLessThanOrEqual(workspace.spareMemberParameters.capacity, ParseWorkspace.keptRoom)
        XCTAssertEqual(a.capacity, a.count, "members trimmed to their number")
        let lists = workspace.fileLists
        XCTAssertTrue(lists.typeNames.isEmpty && lists.typeNestings.isEmpty && lists.memberCollectors.isEmpty
                      && lists.unresolvedFrames.isEmpty, "the file's lists are left empty for the next file")
    }

    /// Inherited names are found among recent lists by their numbers, dotted names too.
    func testInheritedDottedNamesAreSharedByTheirNumbers() throws {
        var workspace = ParseWorkspace()
        let file = Parser.parse(path: "A.swift", bytes: Array("""
            struct A: SwiftUI.View, Equatable {}
            struct B: SwiftUI.View, Equatable {}
            struct C: SwiftUI.View {}
            enum D: `Equatable` {}
            """.utf8), workspace: &workspace)
        XCTAssertEqual(file.types.map(\.inheritance), [["SwiftUI.View", "Equatable"], ["SwiftUI.View", "Equatable"],
                                                       ["SwiftUI.View"], ["Equatable"]])
        XCTAssertEqual(storage(file.types[0].inheritance), storage(file.types[1].inheritance))
        XCTAssertNotEqual(storage(file.types[0].inheritance), storage(file.types[2].inheritance))
    }

    func testListsNotMetLatelyAreKeptAsGiven() {
        var lists = RecentLists<String>()
        let first = ["A"]
        XCTAssertEqual(storage(lists.shared(first)), storage(first))
        for index in 0..<RecentLists<String>.capacity { _ = lists.shared(["B\(index)"]) }
        let again = ["A"]
        XCTAssertEqual(storage(lists.shared(again)), storage(again), "pushed out by as many others as it holds")
        XCTAssertEqual(storage(lists.shared(["A"])), storage(again))
        XCTAssertTrue(lists.shared([]).isEmpty)
    }
}
