import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The declaration model the parser builds, checked directly.
final class ParserTests: XCTestCase {
    private func parse(_ text: String) -> FileSyntax { Parser.parse(path: "P.swift", text: text) }

    private func members(_ text: String, of type: String) throws -> [MemberDeclaration] {
        try XCTUnwrap(parse(text).types.first { $0.name == type }).members
    }

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

    // MARK: Helpers for code summaries

    /// `code` as the getter of `V.body`: its first line is line 3 of the file. Lines in
    /// the results below are relative to `code` (1 = its first line); columns are absolute.
    private func body(_ code: String, extra: String = "") throws -> CodeSummary {
        let text = "struct V: View {\nvar body: some View {\n" + code + "\n}\n" + extra + "\n}\n"
        let type = try XCTUnwrap(parse(text).types.first { $0.name == "V" })
        return try XCTUnwrap(type.members.first { $0.name == "body" }).code
    }

    private func uses(_ summary: CodeSummary, _ watched: Set<String>) -> [String] {
        summary.uses.filter { watched.contains($0.name) }.sorted { $0.position < $1.position }
            .map { "\($0.name)@\($0.position.line - 2)" }
    }

    private func closures(_ summary: CodeSummary) -> [String] {
        summary.closures.sorted().map { "\($0.line - 2):\($0.column)" }
    }

    // MARK: Type declarations

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

    // MARK: Extensions

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

    // MARK: Members

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

    // MARK: Closures

    func testEveryKindOfClosureIsRecordedWhereItOpens() throws {
        let summary = try body("""
        VStack {
            Button(action: { go() }) { Text("") }
            Button { } label: { }
            let f = { }
            Color.red.onAppear { }.task { }
            Text("\\(items.map { $0.name })")
            List(items) { item in Row(item) }
        }
        """)
        XCTAssertEqual(closures(summary), ["1:8", "2:20", "2:30", "3:12", "3:23", "4:13", "5:24", "5:33", "6:23", "7:17"])
    }

    func testStatementBlocksAreNoClosures() throws {
        let summary = try body("""
        if a { } else if b { } else { }
        guard c else { return }
        switch d { case .x: break; default: break }
        for i in xs where i > 0 { }
        for try await (k, v) in seq { }
        for case let .some(x) in xs { }
        while e { }
        while let x = it.next() { }
        do { try f() } catch MyError.bad { } catch let e as Other { } catch { }
        defer { }
        func local() { }
        struct Local { var v: Int { get { 1 } set { } } }
        var w = 0 { didSet { } }
        if #available(iOS 17, *) { }
        let z = if a { 1 } else { 2 }
        if items.contains(where: { $0 > 1 }) { }
        repeat { } while g
        Button { }
        """)
        XCTAssertEqual(closures(summary), ["16:26", "18:8"])
    }

    func testClosuresInsideStatementBlocksStillCount() throws {
        let summary = try body("""
        switch d {
        case .x:
            VStack { }
        default:
            if a { HStack { } } else { ZStack { } }
        }
        """)
        XCTAssertEqual(closures(summary), ["3:12", "5:19", "5:39"])
    }

    func testDefaultValuesAndAccessorsOfMembersAreTheirCode() throws {
        let list = try members("""
        struct S {
            func a(x: () -> Void = { }, y: Int = { 1 }()) { VStack { } }
            var b: Int {
                get { [1].map { $0 }.count }
                set { Task { } }
            }
            var c = 0 { didSet { Task { } } }
        }
        """, of: "S")
        XCTAssertEqual(list[0].code.closures.sorted(), [SourcePosition(line: 2, column: 28), SourcePosition(line: 2, column: 42),
                                                       SourcePosition(line: 2, column: 60)])
        XCTAssertEqual(list[1].code.closures.sorted(), [SourcePosition(line: 4, column: 23), SourcePosition(line: 5, column: 20)])
        XCTAssertEqual(list[2].code.closures, [])
    }

    // MARK: Member uses

    func testUseDetails() throws {
        let summary = try body("""
        row(for: 1, in: 2)
        row(1, b: { })
        make { } label: { }
        make() { }
        header
        (1)
        self.row(for: 3)
        self!.header
        if check(1) { }
        if header { }
        for x in items { }
        switch mode { default: EmptyView() }
        """)
        let watched: Set = ["row", "make", "header", "check", "items", "mode"]
        let details = summary.uses.filter { watched.contains($0.name) }.sorted { $0.position < $1.position }
            .map { "\($0.name)@\($0.position.line - 2):\($0.position.column) \($0.isCall) \($0.labels) \($0.trailingClosures)" }
        XCTAssertEqual(details, [
            "row@1:1 true [\"for\", \"in\"] 0",
            "row@2:1 true [\"_\", \"b\"] 0",
            "make@3:1 true [] 2",
            "make@4:1 true [] 1",
            "header@5:1 false [] 0",
            "row@7:6 true [\"for\"] 0",
            "header@8:7 false [] 0",
            "check@9:4 true [\"_\"] 0",
            "header@10:4 false [] 0",
            "items@11:10 false [] 0",
            "mode@12:8 false [] 0",
        ])
    }

    func testWhatIsNoUse() throws {
        let summary = try body("""
        Text(.m)
        other.m
        Self.m
        Text(\\.m)
        Text(\\V.m)
        f(m: 1)
        #if m
        #elseif os(m)
        #endif
        @Attr(m) var q = 1
        if let m { }
        let g = { [m] in }
        let h = { [y = m, unowned self] in }
        Button { } m: { }
        guard var m else { return }
        m
        """, extra: "var m: Int { 1 }")
        XCTAssertEqual(uses(summary, ["m"]), ["m@13"])
    }

    // MARK: Shadowing

    func testClosureParametersShadow() throws {
        let summary = try body("""
        f { m in m }
        f { a, m in m }
        f { (m: Int) in m }
        f { (_ m: Int, b) -> Int in m }
        f { [weak self] m in m }
        f { @MainActor in m }
        f { _ in m }
        f { [m] in m }
        m
        """)
        XCTAssertEqual(uses(summary, ["m"]), ["m@6", "m@7", "m@9"])
    }

    func testLocalBindingsShadowFromTheEndOfTheirDeclaration() throws {
        let summary = try body("""
        let m = m
        m
        VStack {
            var n = n, k = n
            n
        }
        n
        let (a, b) = (m, n)
        """)
        XCTAssertEqual(uses(summary, ["m", "n", "a", "b"]), ["m@1", "n@4", "n@4", "n@7", "n@8"])
    }

    func testIfAndWhileConditionsShadowInLaterConditionsAndTheThenBlock() throws {
        let summary = try body("""
        if let m = m, m > 0, case .a(let n) = n, n { m; n } else { m; n }
        m
        while let m = m, m { m }
        if var m { m } else if m { m }
        """)
        XCTAssertEqual(uses(summary, ["m", "n"]), ["m@1", "n@1", "m@1", "n@1", "m@2", "m@3", "m@4", "m@4"])
    }

    func testGuardBindsInTheRestOfTheBlockNotInItsElse() throws {
        let summary = try body("""
        VStack {
            guard let m = m, m > 0, let n = f() else { return m; n }
            m; n
        }
        m; n
        """)
        XCTAssertEqual(uses(summary, ["m", "n"]), ["m@2", "m@2", "n@2", "m@5", "n@5"])
    }

    func testForPatternsShadowInWhereAndBody() throws {
        let summary = try body("""
        for m in m where m > 0 { m }
        for (a, m) in pairs { m; a }
        for case let .some(m) in items { m }
        m
        """)
        XCTAssertEqual(uses(summary, ["m", "a"]), ["m@1", "m@4"])
    }

    func testCasePatternsShadowInTheirCaseBody() throws {
        let summary = try body("""
        switch value {
        case .a(let m), .b(let m):
            m
        case let .c(m, n):
            m; n
        case .d(var m):
            m
        case .e:
            m; n
        default:
            m
        }
        """)
        XCTAssertEqual(uses(summary, ["m", "n"]), ["m@9", "n@9", "m@11"])
    }

    func testCatchPatternsAndImplicitError() throws {
        let summary = try body("""
        do { try f(error) } catch let m as MyError { m; error } catch MyError.bad(let m) { m } catch { error; m }
        error
        """)
        XCTAssertEqual(uses(summary, ["m", "error"]), ["error@1", "error@1", "m@1", "error@2"])
    }

    func testAccessorImplicitNames() throws {
        let list = try members("""
        struct S {
            var a: Int {
                get { newValue; oldValue }
                set { newValue; oldValue }
            }
            var b: Int {
                get { 1 }
                set(v) { v; newValue }
            }
            var c: Int = 0 {
                willSet { newValue; oldValue }
                didSet { oldValue; newValue }
            }
            var v: Int { 1 }
        }
        """, of: "S")
        let watched: Set = ["newValue", "oldValue", "v"]
        XCTAssertEqual(list[0].code.uses.filter { watched.contains($0.name) }.sorted { $0.position < $1.position }.map(\.position.line), [3, 3, 4])
        XCTAssertEqual(list[1].code.uses.filter { watched.contains($0.name) }.map { "\($0.name)@\($0.position.line)" }, ["newValue@8"])
    }

    func testParametersAndLocalDeclarationsShadow() throws {
        let list = try members("""
        struct S {
            func row(for m: Int, n: Int = m, _ k: Int) -> some View {
                m; n; k
                func local(a: Int) { a; m }
                func k2() { }
                k2()
                struct T2 { }
                T2()
                a
            }
            var m: Int { 1 }
        }
        """, of: "S")
        let summary = list[0].code
        XCTAssertEqual(uses(summary, ["m", "n", "k", "a", "k2", "T2"]).map { "\($0)" }, ["m@0", "a@7"])
    }

    // MARK: Robustness

    func testDeepAndBrokenInputs() throws {
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            _ = parse(String(repeating: open, count: 20_000))
            _ = parse(String(repeating: open, count: 20_000) + String(repeating: close, count: 20_000))
            _ = parse("struct V: View { var body: some View { " + String(repeating: open, count: 20_000) + " } }")
        }
        let nested = String(repeating: "VStack { ", count: 5_000) + String(repeating: "} ", count: 5_000)
        let syntax = parse("struct Deep: View {\n    var body: some View { \(nested) }\n}\n")
        XCTAssertEqual(try XCTUnwrap(syntax.types.first?.members.first).code.closures.count, 5_000)
        XCTAssertEqual(parse("").types.count, 0)
        XCTAssertEqual(parse("\"").types.count, 0)
        let broken = parse("struct A: View { var body: some View { VStack {\n")
        XCTAssertEqual(broken.types.map(\.name), ["A"])
        XCTAssertEqual(broken.types.first?.members.map(\.name), ["body"])
        XCTAssertEqual(broken.types.first?.members.first?.code.closures, [SourcePosition(line: 1, column: 47)])
        let stray = parse("}\n)\nstruct B: View { var body: some View { Text(\"\") } }\n]\nstruct C {}")
        XCTAssertEqual(stray.types.map(\.name), ["B", "C"])
        XCTAssertEqual(stray.types.first?.inheritance, ["View"])
    }

    func testCaseLabelsReadTheirExpressionsAndWhereClauses() throws {
        let summary = try body("""
        switch value {
        case m:
            EmptyView()
        case .a(let x) where x > m:
            EmptyView()
        case .b(n):
            EmptyView()
        case let .c(x) where x == n, .d(let x) where x == m:
            x
        default: EmptyView()
        }
        if case .a(let x) = m, case .b(n) = x { x }
        """)
        XCTAssertEqual(uses(summary, ["m", "n", "x"]), ["m@2", "m@4", "n@6", "n@8", "m@8", "m@12", "n@12"])
    }

    func testTypedTuplePatternGivesEachNameItsElementType() throws {
        let list = try members("""
        struct S {
            let (a, b): (Int, () -> Void)
            var (c, _, d): (x: Int, y: Dictionary<String, Int>, z: [String])
            let (e, f): Pair
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(list.map(\.typeText), ["Int", "() -> Void", "Int", "[String]", "Pair", "Pair"])
    }

    func testMoreUsesInCallsAndStrings() throws {
        let summary = try body("""
        ForEach(items, id: \\.self) { item in row(item) }
        .sheet(isPresented: $show) { show }
        Text("\\(m) and \\(n(1)) m n")  // m n
        /* m */ Text("m")
        """)
        XCTAssertEqual(summary.uses.filter { ["row", "show", "m", "n"].contains($0.name) }.sorted { $0.position < $1.position }
            .map { "\($0.name)@\($0.position.line - 2):\($0.position.column) \($0.isCall) \($0.labels)" },
                       ["row@1:38 true [\"_\"]", "show@2:30 false []", "m@3:9 false []", "n@3:18 true [\"_\"]"])
    }

    func testDeclarationsInsideConditionalCompilation() throws {
        let list = try members("""
        struct S: View {
            #if DEBUG
            var body: some View { A() }
            #elseif os(iOS) && !targetEnvironment(simulator)
            var body: some View { B() }
            #else
            static var body: Int { 0 }
            #endif
            #if canImport(UIKit)
            func f() {}
            #endif
        }
        """, of: "S")
        XCTAssertEqual(list.map { "\($0.name)@\($0.position.line)" }, ["body@3", "body@5", "body@7", "f@10"])
        XCTAssertEqual(list.map(\.isStatic), [false, false, true, false])
    }

    func testClosureSignatures() throws {
        let summary = try body("""
        f { (a, b) in a; b; m }
        f { a, b -> Int in a }
        f { [weak self, m] (x: Int) async throws -> some View in x; m }
        f { [self] in self.m }
        f { @Sendable [n = m] in n }
        f { m
            in
            m
        }
        """)
        XCTAssertEqual(uses(summary, ["a", "b", "m", "n", "x"]), ["m@1", "m@4", "m@5"])
    }

    func testTruncatedSourcesParse() {
        let source = """
        @MainActor struct A<T: View>: View where T: Equatable {
            @State private var m = 0
            var (a, b): (Int, String)
            var body: some View {
                VStack(alignment: .leading) { [weak self] x in
                    if let y = m, case .a(let z) = y { Text("\\(z)") } else { EmptyView() }
                    guard let q else { return }
                    for (i, j) in zip(a, b) where i > 0 { row(for: i) }
                    switch m { case .a(let w) where w > 0: Text(""); default: EmptyView() }
                    repeat { } while m > 0
                    do { try f() } catch { print(error) }
                }
            }
            func row(for i: Int) -> some View { Text("") }
        }
        extension A.B<Int>: P & Q {}
        enum E { case a(Int), b }
        """
        let bytes = Array(source.utf8)
        for length in 0...bytes.count {
            _ = Parser.parse(path: "T.swift", bytes: Array(bytes[..<length]))
        }
        XCTAssertEqual(Parser.parse(path: "T.swift", bytes: bytes).types.map(\.name), ["A", "E"])
    }

    func testDeclarationOddities() throws {
        let syntax = parse("""
        struct `Type`: View, /* note */ Swift.Equatable { let id = UUID(); var body: some View { Text("") } }
        struct A:
            View
        {
            @Environment(\\.colorScheme)
            private var scheme
            @State
            var count = 0
            var action: () -> Void { { } }
            var handler: (() -> Void)? = nil
            var lazyValue: Int = { 1 }()
            typealias Body = Never
            class func make() -> A { A() }
        }
        enum E { enum F { case x(Int) }; case a }
        extension Foo: @retroactive Bar, Baz {}
        protocol P: View where Body == Never {
            associatedtype Item
            func row() -> some View
            var title: String { get }
        }
        """)
        XCTAssertEqual(syntax.types.map(\.name), ["Type", "A", "E", "E.F", "P"])
        XCTAssertEqual(syntax.types.map(\.inheritance), [["View", "Swift.Equatable"], ["View"], [], [], ["View"]])
        let a = syntax.types[1].members
        XCTAssertEqual(a.map(\.name), ["scheme", "count", "action", "handler", "lazyValue", "make"])
        XCTAssertEqual(a.map(\.attributes), [["Environment"], ["State"], [], [], [], []])
        XCTAssertEqual(a.map(\.kind), [.storedProperty, .storedProperty, .computedProperty, .storedProperty, .storedProperty, .method])
        XCTAssertEqual(a.map(\.typeText), [nil, nil, "() -> Void", "(() -> Void)?", "Int", "A"])
        XCTAssertEqual(a[2].code.closures, [SourcePosition(line: 9, column: 30)])
        XCTAssertEqual(a[5].isStatic, true)
        XCTAssertEqual(syntax.types[0].members.map(\.name), ["id", "body"])
        XCTAssertEqual(syntax.types.map(\.hasAssociatedValues), [false, false, false, true, false])
        XCTAssertEqual(syntax.types[4].members.map { "\($0.name):\($0.kind.rawValue)" }, ["row:method", "title:computedProperty"])
        XCTAssertEqual(syntax.typealiases.map(\.name), ["A.Body"])
        XCTAssertEqual(syntax.extensions.map(\.inheritance), [["Bar", "Baz"]])
    }

    func testMoreUseShapes() throws {
        let summary = try body("""
        Text("")
            .font(m)
        row (for: 1)
        m!.x; m?.y; -m
        `default`
        super.m
        if let x = m { } else if let y = n { y; x } else { m }
        label: for q in m { }
        """)
        XCTAssertEqual(uses(summary, ["m", "n", "x", "y", "row", "default"]),
                       ["m@2", "row@3", "m@4", "m@4", "m@4", "default@5", "m@7", "n@7", "x@7", "m@7", "m@8"])
        XCTAssertEqual(summary.uses.first { $0.name == "row" }?.labels, ["for"])
    }

    func testAForLoopAtTheStartOfAClosureIsNoSignature() throws {
        let summary = try body("""
        Button { for item in m { save(item) } }
        VStack { let a = m
            for x in a { } }
        List { if m { } }
        """)
        XCTAssertEqual(closures(summary), ["1:8", "2:8", "4:6"])
        XCTAssertEqual(uses(summary, ["m", "save", "item", "a", "x"]), ["m@1", "save@1", "m@2", "m@4"])
    }

    func testStatementsFollowedByClosures() throws {
        let summary = try body("""
        if m { } else { }
        VStack { }
        guard let x = f() else { return }
        VStack { }
        do { } catch { }
        Button { }
        while m { }
        Button { }
        for x in xs { }
        Button { }
        if a { }
        else { }
        Group { }
        let v = m ? { 1 } : { 2 }
        return Group { }
        """)
        XCTAssertEqual(closures(summary), ["2:8", "4:8", "6:8", "8:8", "10:8", "13:7", "14:13", "14:21", "15:14"])
    }

    func testSelfMembersAreNeverShadowedAndStringsHideCode() throws {
        let summary = try body("""
        f { m in self.m; m }
        Text("é\\(m)")
        Text(#"\\(m)"#); Text(#"\\#(n)"#)
        Text(\"""
            m \\(n)
            \""")
        """)
        XCTAssertEqual(summary.uses.filter { ["m", "n"].contains($0.name) }.sorted { $0.position < $1.position }
            .map { "\($0.name)@\($0.position.line - 2):\($0.position.column)" },
                       ["m@1:15", "m@2:11", "n@3:27", "n@5:9"])
    }

    func testAllmanAccessors() throws {
        let list = try members("""
        struct S {
            var x: Int
            {
                get
                {
                    m
                }
                set
                {
                    m = newValue
                }
            }
        }
        """, of: "S")
        XCTAssertEqual(list.map(\.kind), [.computedProperty])
        XCTAssertEqual(list[0].code.uses.filter { ["m", "newValue"].contains($0.name) }.map(\.position.line), [6, 10])
        XCTAssertEqual(list[0].code.closures, [])
    }
}
