import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The parser: types, extensions and their names, positions, inheritance and generics.
final class ParserDeclarationTests: ParserTestCase {
    func testTypesNamesPositionsInheritanceAndGenerics() throws {
        let syntax = parse("""
        @MainActor public struct Card<Content: View, each T>: SwiftUI.View, @unchecked Sendable, P & Q where Content: Equatable {
            enum Kind: Int { case a, b }
            enum Payload { case text(String) }
            final class Model {}
            actor Store {}
            protocol Named: Hashable {}
        }
        extension Card.Kind: CustomStringConvertible { var description: String { "" } }
        extension Array<Int>: Identifiable {}
        func make() { struct Local: View { var body: some View { EmptyView() } } }
        typealias Handler = (Int) -> Void
        """)
        XCTAssertEqual(syntax.types.map(\.name), ["Card", "Card.Kind", "Card.Payload", "Card.Model", "Card.Store", "Card.Named", "Local"])
        let card = syntax.types[0]
        XCTAssertEqual(card.position, SourcePosition(line: 1, column: 26))
        XCTAssertEqual(card.inheritance, ["SwiftUI.View", "Sendable", "P", "Q"])
        XCTAssertEqual(card.genericParameters, ["Content", "T"])
        XCTAssertEqual(card.attributes, ["MainActor"])
        XCTAssertEqual(card.accessLevel, "public")
        XCTAssertEqual(syntax.types.map(\.kind), [.struct, .enum, .enum, .class, .actor, .protocol, .struct])
        XCTAssertEqual(syntax.types[1].hasAssociatedValues, false)
        XCTAssertEqual(syntax.types[2].hasAssociatedValues, true)
        XCTAssertEqual(syntax.types.last?.isDeclaredInCode, true)
        XCTAssertEqual(card.isDeclaredInCode, false)
        XCTAssertEqual(syntax.extensions.map(\.extendedName), ["Card.Kind", "Array"])
        XCTAssertEqual(syntax.extensions.map(\.inheritance), [["CustomStringConvertible"], ["Identifiable"]])
        XCTAssertEqual(syntax.typealiases.map { "\($0.name) = \($0.target)" }, ["Handler = (Int) -> Void"])
    }

    /// Sugared types in an extension stand for the standard types they spell, and the
    /// extension's members are its own.
    func testExtensionsOfSugaredTypes() {
        let syntax = parse("""
        extension [Int] { var total: Int { 0 } }
        extension Int? { var orZero: Int { 0 } }
        extension [String: Int]: Identifiable { var id: Int { count } }
        extension [(a: Int, b: Int)] { func first() {} }
        extension [Int]? where Wrapped == [Int] { var count: Int { 0 } }
        extension Swift.Array { func last() {} }
        """)
        XCTAssertEqual(syntax.extensions.map(\.extendedName), ["Array", "Optional", "Dictionary", "Array", "Optional", "Swift.Array"])
        XCTAssertEqual(syntax.extensions.map { $0.members.map(\.name) }, [["total"], ["orZero"], ["id"], ["first"], ["count"], ["last"]])
        XCTAssertEqual(syntax.extensions[2].inheritance, ["Identifiable"])
    }

    /// `private` and `fileprivate` keep a type (and what it nests) to its file.
    /// `private(set)` is about a setter, not the type.
    func testFilePrivateTypesAndTypealiases() {
        let syntax = parse("""
        private struct Row: View { struct Badge {} }
        fileprivate final class Cache {}
        @MainActor private(set) public struct Open {}
        struct Visible { private enum Inner {} }
        private typealias Handler = () -> Void
        typealias Shared = Int
        """)
        XCTAssertEqual(syntax.types.map(\.name), ["Row", "Row.Badge", "Cache", "Open", "Visible", "Visible.Inner"])
        XCTAssertEqual(syntax.types.map(\.isFilePrivate), [true, true, true, false, false, true])
        XCTAssertEqual(syntax.typealiases.map(\.name), ["Handler", "Shared"])
        XCTAssertEqual(syntax.typealiases.map(\.isFilePrivate), [true, false])
    }

    func testStoredAndComputedProperties() throws {
        let list = try members("""
        struct S {
            var a: Int { 1 }
            var b: Int { get { 1 } set { } }
            var c: Int = 0 { didSet { } }
            var d: Int { willSet { } }
            let e = 1, f: String
            var g, h: [Int]
            let (i, j) = (1, 2)
            static var k: Int = 0
            private(set) var l: Int
            @State private var m = false
            @SwiftUI.Binding var n: Bool
            @FetchRequest<Item>(sortDescriptors: []) var o: FetchedResults<Item>
            var p: some View
            {
                Text("")
            }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"])
        XCTAssertEqual(list.map(\.kind.rawValue), ["computedProperty", "computedProperty", "storedProperty", "storedProperty",
                                                   "storedProperty", "storedProperty", "storedProperty", "storedProperty",
                                                   "storedProperty", "storedProperty", "storedProperty", "storedProperty",
                                                   "storedProperty", "storedProperty", "storedProperty", "computedProperty"])
        XCTAssertEqual(list.first { $0.name == "g" }?.typeText, "[Int]")
        XCTAssertEqual(list.first { $0.name == "f" }?.typeText, "String")
        XCTAssertEqual(list.first { $0.name == "k" }?.isStatic, true)
        XCTAssertEqual(list.filter { !$0.attributes.isEmpty }.map { "\($0.name):\($0.attributes)" },
                       ["m:[\"State\"]", "n:[\"Binding\"]", "o:[\"FetchRequest\"]"])
        XCTAssertEqual(list.first { $0.name == "e" }?.isInitializedConstant, true)
        XCTAssertEqual(list.first { $0.name == "p" }?.isViewBuilding, true)
    }

    func testMethodsParametersAndViewBuilding() throws {
        let list = try members("""
        struct S {
            func a(_ x: Int, for item: String, in: Int = 3, content: @escaping () -> Void = {}) async throws -> some View { EmptyView() }
            @ViewBuilder func b() -> Text { Text("") }
            func c() -> HeaderView { HeaderView() }
            func d() -> any View { EmptyView() }
            func e<T: View>(_ t: T) -> AnyView where T: Equatable { AnyView(t) }
            static func == (l: S, r: S) -> Bool { true }
            init(x: Int) { }
            subscript(i: Int) -> Int { i }
            deinit { }
            var f: some ToolbarContent { ToolbarItem { } }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "==", "f"])
        XCTAssertEqual(list[0].parameters, [Parameter(label: "_", hasDefault: false), Parameter(label: "for", hasDefault: false),
                                            Parameter(label: "in", hasDefault: true), Parameter(label: "content", hasDefault: true)])
        XCTAssertEqual(list.map(\.isViewBuilding), [true, true, false, true, true, false, false])
        XCTAssertEqual(list[5].isStatic, true)
        // The default value `{}` of `content` is a closure of `a`.
        XCTAssertEqual(list[0].code.closures.map(\.line), [2])
    }

    func testMemberUsesWithCallsLabelsAndTrailingClosures() throws {
        let list = try members("""
        struct S {
            var body: some View {
                VStack {
                    row(for: 1) { Text("") } label: { Text("") }
                    self.header
                    self?.header
                    other.header
                    Self.header
                    .header
                    Button(action: save)
                    Text(\\.header)
                    #if header
                    #endif
                }
            }
        }
        """, of: "S")
        let uses = try XCTUnwrap(list.first).code.uses.filter { ["row", "header", "save"].contains($0.name) }
        XCTAssertEqual(uses.map { "\($0.name)@\($0.position.line):\($0.position.column) call=\($0.isCall) \($0.labels) \($0.trailingClosures)" }, [
            "row@4:13 call=true [\"for\"] 2",
            "header@5:18 call=false [] 0",
            "header@6:19 call=false [] 0",
            "save@10:28 call=false [] 0",
        ])
    }

    func testUnbalancedInputStillParses() {
        let syntax = parse("struct A: View { var body: some View { VStack {\n}\n) ] } struct B: View { var body: some View { Text(\"\") } }")
        XCTAssertEqual(syntax.types.map(\.name).first, "A")
        _ = parse("}}}))]]")
        _ = parse("")
        _ = parse("\"")
    }

    func testNestedTypesInExtensionsAndCode() throws {
        let syntax = parse("""
        struct Outer { struct Inner { enum Deep {} } }
        extension Outer { struct Side: View { var body: some View { Text("") } } }
        extension Outer.Inner { class Further {} }
        func build() -> some View {
            let f = { struct InClosure: View { var body: some View { EmptyView() } } }
            struct InFunc { struct Nested {} }
            return EmptyView()
        }
        #Preview {
            struct InPreview: View { var body: some View { EmptyView() } }
            return InPreview()
        }
        """)
        XCTAssertEqual(syntax.types.map(\.name), ["Outer", "Outer.Inner", "Outer.Inner.Deep", "Outer.Side",
                                                  "Outer.Inner.Further", "InClosure", "InFunc", "InFunc.Nested", "InPreview"])
        XCTAssertEqual(syntax.types.map(\.isDeclaredInCode), [false, false, false, false, false, true, true, true, true])
        XCTAssertEqual(syntax.types.first { $0.name == "InPreview" }?.inheritance, ["View"])
        XCTAssertEqual(syntax.types.first { $0.name == "InPreview" }?.members.map(\.name), ["body"])
        XCTAssertEqual(syntax.types.first { $0.name == "InClosure" }?.position, SourcePosition(line: 5, column: 22))
        XCTAssertEqual(syntax.extensions.map(\.extendedName), ["Outer", "Outer.Inner"])
    }

    func testPositionsCountUTF8Bytes() {
        // `é` is two bytes, `🙂` four: columns count bytes, as swiftc does.
        let syntax = parse("/* é */ struct A {}\n/*🙂*/enum Ünï { case a }\n\tactor B {}")
        XCTAssertEqual(syntax.types.map(\.position), [SourcePosition(line: 1, column: 17), SourcePosition(line: 2, column: 14),
                                                     SourcePosition(line: 3, column: 8)])
        XCTAssertEqual(syntax.types.map(\.name), ["A", "Ünï", "B"])
    }

    func testInheritanceClauses() {
        let syntax = parse("""
        struct A: View {}
        struct B: SwiftUI.View, Equatable {}
        struct C<T>: Wrapper<T>, Base<[Int], (Int) -> Void>, View {}
        struct D: @MainActor P, @unchecked Sendable {}
        struct E: ~Copyable, View {}
        struct F: P & Q, R {}
        struct G<T>: View where T: Hashable, T: Equatable {}
        struct H<T>: View
            where T: Hashable
        {
            var body: some View { EmptyView() }
        }
        struct I {}
        enum J: String, CaseIterable {}
        protocol K: View, AnyObject {}
        class L: NSObject, ObservableObject {}
        """)
        XCTAssertEqual(syntax.types.map { "\($0.name):\($0.inheritance.joined(separator: ","))" }, [
            "A:View", "B:SwiftUI.View,Equatable", "C:Wrapper,Base,View", "D:P,Sendable", "E:View",
            "F:P,Q,R", "G:View", "H:View", "I:", "J:String,CaseIterable", "K:View,AnyObject", "L:NSObject,ObservableObject",
        ])
        XCTAssertEqual(syntax.types.first { $0.name == "H" }?.members.map(\.name), ["body"])
    }

    func testGenericParametersAndAttributes() {
        let syntax = parse("""
        @Equatable struct A<T: View, U: Collection<Int>, each V> {}
        @MainActor @preconcurrency
        public struct B<Content>: View where Content: View {}
        @available(iOS 17, *) final class C<Model: AnyObject & Sendable> {}
        @SwiftUI.MainActor enum D {}
        """)
        XCTAssertEqual(syntax.types.map(\.genericParameters), [["T", "U", "V"], ["Content"], ["Model"], []])
        XCTAssertEqual(syntax.types.map(\.attributes), [["Equatable"], ["MainActor", "preconcurrency"], ["available"], ["MainActor"]])
        XCTAssertEqual(syntax.types.map(\.accessLevel), [nil, "public", nil, nil])
        XCTAssertEqual(syntax.types[1].inheritance, ["View"])
    }

    func testEnumAssociatedValues() {
        let syntax = parse("""
        enum A { case a, b; case c }
        enum B { case a; indirect case b(B) }
        enum C: String { case a = "(", b }
        enum D { case a
            static let all = make(1)
            func f() { switch self { case .a: g(1) } }
        }
        enum E {
            case a, b(x: Int, y: String)
        }
        """)
        XCTAssertEqual(syntax.types.map(\.hasAssociatedValues), [false, true, false, false, true])
    }

    func testExtensions() {
        let syntax = parse("""
        extension Outer.Inner: View, @unchecked Sendable {
            var body: some View { EmptyView() }
        }
        extension Array<Int> { func sum() -> Int { 0 } }
        extension Dictionary where Key == String, Value: Equatable { var count2: Int { 0 } }
        extension SwiftUI.View {
            func card() -> some View { self }
        }
        public extension Model: Equatable {}
        """)
        XCTAssertEqual(syntax.extensions.map(\.extendedName), ["Outer.Inner", "Array", "Dictionary", "SwiftUI.View", "Model"])
        XCTAssertEqual(syntax.extensions.map(\.inheritance), [["View", "Sendable"], [], [], [], ["Equatable"]])
        XCTAssertEqual(syntax.extensions.map { $0.members.map(\.name) }, [["body"], ["sum"], ["count2"], ["card"], []])
        XCTAssertEqual(syntax.extensions.map(\.position.line), [1, 4, 5, 6, 9])
        XCTAssertEqual(syntax.extensions[0].position.column, 11)
        XCTAssertTrue(syntax.types.isEmpty)
    }
}
