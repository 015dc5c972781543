import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// The parser: names bound in code shadow members.
final class ParserShadowingTests: ParserTestCase {
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
        f { @MainActor (m) in m }
        f { @Sendable (m: Int) async -> Int in m }
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
}
