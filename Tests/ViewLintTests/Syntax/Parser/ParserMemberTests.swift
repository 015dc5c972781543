import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The parser: members: stored and computed properties, methods, accessors.
final class ParserMemberTests: ParserTestCase {
    func testAccessorsAndObservers() throws {
        let list = try members("""
        protocol P {
            var a: Int { get }
            var b: Int { get set }
            var c: Int { mutating get async throws }
            func d()
            static var e: String { get }
        }
        """, of: "P")
        XCTAssertEqual(list.map { "\($0.name):\($0.kind.rawValue):\($0.isStatic)" },
                       ["a:computedProperty:false", "b:computedProperty:false", "c:computedProperty:false",
                        "d:method:false", "e:computedProperty:true"])
        let view = try members("""
        struct S {
            var a: Int {
                get { 1 }
                set { }
            }
            var b: Int { willSet { } didSet { } }
            var c = 0 { didSet { } }
            var d: Int = 0 {
                willSet { }
            }
            var e: Int
            {
                get { 1 }
            }
            var f: Int
            {
                didSet { }
            }
            lazy var g: [String: Int] = [:]
            nonisolated(unsafe) static var h = 0
            class var i: Int { 1 }
            public private(set) var j: String = ""
            var k: Int { @MainActor get { 1 } }
        }
        """, of: "S")
        XCTAssertEqual(view.map { "\($0.name):\($0.kind.rawValue)" }, [
            "a:computedProperty", "b:storedProperty", "c:storedProperty", "d:storedProperty", "e:computedProperty",
            "f:storedProperty", "g:storedProperty", "h:storedProperty", "i:computedProperty", "j:storedProperty",
            "k:computedProperty",
        ])
        XCTAssertEqual(view.map(\.isStatic), [false, false, false, false, false, false, false, true, true, false, false])
        XCTAssertEqual(view.map(\.typeText), ["Int", "Int", nil, "Int", "Int", "Int", "[String: Int]", nil, "Int", "String", "Int"])
    }

    func testBindingListsAndTuplePatterns() throws {
        let list = try members("""
        struct S {
            var a, b: Int
            var c = 1, d: String
            let (e, f) = (1, 2)
            let (g, h): (Int, String)
            var i: Int, j: Bool, k = ""
            let l = [1, 2].map { $0 }, m: Double
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"])
        XCTAssertEqual(list.map(\.typeText), ["Int", "Int", nil, "String", nil, nil, "Int", "String",
                                              "Int", "Bool", nil, nil, "Double"])
        XCTAssertEqual(list.map(\.isInitializedConstant), [false, false, false, false, true, true, false, false,
                                                           false, false, false, true, false])
        XCTAssertEqual(list.map(\.kind), Array(repeating: .storedProperty, count: 13))
        XCTAssertEqual(list.map(\.position.column), [9, 12, 9, 16, 10, 13, 10, 13, 9, 17, 26, 9, 32])
    }

    /// A comma inside an initializer's generic arguments separates no bindings; a `<` that
    /// is a comparison opens none.
    func testGenericArgumentsInAnInitializerAreNotABindingList() throws {
        let list = try members("""
        struct S {
            @State private var task = Task<Void, Never> { }
            private let subject = PassthroughSubject<String, Never>()
            var table = [Int: Set<Optional<Int>?>](), other = Dictionary<String, [Int]>.init()
            var below = x < y, above = 2
            var glued = m<n, tail = 1
            var call = f(a<b, c>(d))
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["task", "subject", "table", "other", "below", "above", "glued", "tail", "call"])
    }

    func testGenericArgumentsInACallKeepItsLabels() throws {
        let list = try members("""
        struct S {
            var body: some View {
                row(title: Pair<Int, Int>(1, 2), for: Set<Int>())
                row(Dictionary<String, Int>(), x < y, m<n)
            }
        }
        """, of: "S")
        let uses = try XCTUnwrap(list.first).code.uses.filter { $0.name == "row" }
        XCTAssertEqual(uses.map(\.labels), [["title", "for"], ["_", "_", "_"]])
    }

    func testPropertyWrappersAndTypeText() throws {
        let list = try members("""
        struct S {
            @State private var a = false
            @SwiftUI.State var b: Int = 0
            @FetchRequest<Item>(sortDescriptors: []) private var c: FetchedResults<Item>
            @Environment(\\.dismiss) var d
            @MainActor @Binding var e: [ String :   Int ]
            var f: (Int,
                    String) -> Void
            var g: Int? // a comment
            var h: @escaping @MainActor (Item) async throws -> Bool
            var i: Optional<() -> Void> = nil
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.attributes), [["State"], ["State"], ["FetchRequest"], ["Environment"], ["MainActor", "Binding"],
                                                [], [], [], []])
        XCTAssertEqual(list.map(\.typeText), [nil, "Int", "FetchedResults<Item>", nil, "[ String : Int ]",
                                              "(Int, String) -> Void", "Int?", "@escaping @MainActor (Item) async throws -> Bool",
                                              "Optional<() -> Void>"])
        XCTAssertEqual(list.map(\.kind), Array(repeating: .storedProperty, count: 9))
    }

    /// A type written with one space between tokens is read from the file's bytes: its text is
    /// that of the same tokens with other blanks, a comment or a line break between them.
    func testTypeTextsWithOneSpaceReadAsWithOtherBlanks() throws {
        let list = try members("""
        struct S {
            var a: some View
            var b: some\tView
            var c: some /* x */ View
            var d: [String: Int]
            var e: [String:\tInt]
            var f: (Int) -> Void
            var g: (Int)  ->
                Void
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.typeText), ["some View", "some View", "some View", "[String: Int]", "[String: Int]",
                                              "(Int) -> Void", "(Int) -> Void"])
    }

    /// Swift 6 reads a `(` after a space as the start of the type, not as the attribute's
    /// arguments: `@MainActor () -> Void` is a function type.
    func testAttributedFunctionTypesKeepTheirParameters() throws {
        let list = try members("""
        struct S {
            let a: @MainActor () -> Void
            var b: @Sendable (Item) -> Void
            let c: @MainActor @Sendable (Int, String) async throws -> Bool
            let d: @escaping (Item) throws -> Void
            let e: @convention(block) (Int) -> Void
            let f: @MainActor () -> Void = {}
            let g: Int
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(list.map(\.typeText), ["@MainActor () -> Void", "@Sendable (Item) -> Void",
                                              "@MainActor @Sendable (Int, String) async throws -> Bool",
                                              "@escaping (Item) throws -> Void", "@convention(block) (Int) -> Void",
                                              "@MainActor () -> Void", "Int"])
        for type in list.dropLast() {
            XCTAssertEqual(TypeExpression.parse(try XCTUnwrap(type.typeText)), .function, type.name)
        }
    }

    /// The old spelling with a space before an attribute's arguments still reads them as arguments.
    func testSpacedAttributeArgumentsBeforeADeclaration() throws {
        let list = try members("""
        struct S {
            @available (iOS 13, *) func f() {}
            @available (iOS 13, *)
            var g: Int { 0 }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["f", "g"])
        XCTAssertEqual(list.map(\.attributes), [["available"], ["available"]])
    }

    func testViewBuildingMembers() throws {
        let list = try members("""
        struct S {
            var a: some View { EmptyView() }
            var b: any View { EmptyView() }
            var c: AnyView { AnyView(EmptyView()) }
            var d: some SwiftUI.View { EmptyView() }
            @ViewBuilder var e: Text { Text("") }
            var f: HeaderView { HeaderView() }
            var g: some ToolbarContent { ToolbarItem { } }
            var h: [AnyView] { [] }
            func i() -> HeaderView { HeaderView() }
            @ViewBuilder func j(_ x: Int) -> some View { EmptyView() }
            func k() -> ViewModel { ViewModel() }
            func l(v: some View) -> Int { 0 }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])
        XCTAssertEqual(list.map(\.isViewBuilding), [true, true, true, true, true, false, false, true, false, true, false, false])
    }

    func testMethodSignatures() throws {
        let list = try members("""
        struct S {
            func a() {}
            func b(_ x: Int, y: Int, for z: Int, in: Int, `default` w: Int) {}
            func c(x: Int = 1, y: [Int] = [1, 2], z: (Int) -> Int = { $0 }) -> Int { 0 }
            func d<T: Equatable, U>(_ t: T, _ u: Dictionary<T, U> = [:]) async throws -> [T] where U: Hashable { [] }
            static func + (lhs: S, rhs: S) -> S { lhs }
            mutating func e() throws(MyError) -> String { "" }
            func f(_ body: @escaping () -> Void) rethrows {}
            prefix static func - (x: S) -> S { x }
            init() {}
            init?(x: Int) {}
            subscript(i: Int) -> Int { get { i } set { } }
            deinit {}
            func g(
                first: Int,
                second: String = ""
            ) -> some View {
                EmptyView()
            }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "+", "e", "f", "-", "g"])
        XCTAssertEqual(list.map { $0.parameters.map { "\($0.label)\($0.hasDefault ? "=" : "")" } }, [
            [], ["_", "y", "for", "in", "default"], ["x=", "y=", "z="], ["_", "_="], ["lhs", "rhs"], [], ["_"], ["x"], ["first", "second="],
        ])
        XCTAssertEqual(list.map(\.typeText), [nil, nil, "Int", "[T]", "S", "String", nil, "S", "some View"])
        XCTAssertEqual(list.map(\.isStatic), [false, false, false, false, true, false, false, true, false])
        XCTAssertEqual(list.map(\.kind), Array(repeating: .method, count: 9))
        XCTAssertEqual(list[0].position, SourcePosition(line: 2, column: 10))
        XCTAssertEqual(list[4].position, SourcePosition(line: 6, column: 17))
    }
}
