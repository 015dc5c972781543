import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The parser: broken, unbalanced and odd code parses without losing what is well formed.
final class RobustnessParserTests: ParserTestCase {
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
