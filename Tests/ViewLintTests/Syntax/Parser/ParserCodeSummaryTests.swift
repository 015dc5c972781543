import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The parser: code summaries: closures and member uses.
final class ParserCodeSummaryTests: ParserTestCase {
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

    /// A group's region of names joined by periods is read without a frame of its own
    /// (`readNamePath`): as the frame would read it.
    func testNamePathsInGroups() throws {
        let summary = try body("""
        Text("\\(header)")
        Text(verbatim: header.description)
        f(self.header)
        f(other.header)
        f([header])
        f(Header.header)
        g { header in f(header) }
        f((header))
        """, extra: "var header: String { \"\" }")
        XCTAssertEqual(uses(summary, ["header", "description"]), ["header@1", "header@2", "header@3", "header@5", "header@8"])
        XCTAssertFalse(summary.uses.contains { $0.name == "header" && $0.isCall })
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
}
