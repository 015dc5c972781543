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
