import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class UnstableIdTests: XCTestCase {
    func testFreshValues() {
        XCTAssertEqual(FreshValue.freshPart(of: "UUID()"), "UUID()")
        XCTAssertEqual(FreshValue.freshPart(of: "UUID().uuidString"), "UUID()")
        XCTAssertEqual(FreshValue.freshPart(of: "Date()"), "Date()")
        XCTAssertEqual(FreshValue.freshPart(of: "Date.now"), "Date.now")
        XCTAssertEqual(FreshValue.freshPart(of: "Int.random(in: 0..<10)"), "Int.random")
        XCTAssertEqual(FreshValue.freshPart(of: "\"row-\\(UUID())\""), "UUID()")
        XCTAssertEqual(FreshValue.freshPart(of: "items.randomElement()"), "items.randomElement")
        XCTAssertEqual(FreshValue.freshPart(of: "ProcessInfo.processInfo.systemUptime"), "processInfo.systemUptime")
        XCTAssertEqual(FreshValue.freshPart(of: "arc4random()"), "arc4random()")
    }

    func testStableValues() {
        XCTAssertNil(FreshValue.freshPart(of: "item.id"))
        XCTAssertNil(FreshValue.freshPart(of: "token"))
        XCTAssertNil(FreshValue.freshPart(of: "Date(timeIntervalSince1970: 0)"))
        XCTAssertNil(FreshValue.freshPart(of: "UUID(uuidString: key)"))
        XCTAssertNil(FreshValue.freshPart(of: "schedule.now"))
        XCTAssertNil(FreshValue.freshPart(of: "\"UUID()\""))
    }

    func testReportedOnlyInsideViews() {
        let source = """
        struct V: View {
            var body: some View { Text("a").id(UUID()) }
        }
        extension V {
            var extra: some View { Text("b").id(Date.now) }
        }
        struct Model { func make() -> some View { Text("c").id(UUID()) } }
        let free = Text("d").id(UUID())
        """
        let findings = Linter().lint([SourceInput(path: "U.swift", text: source)]).findings.filter { $0.rule == .unstableId }
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.view ?? "-")" }, ["2:37 V", "5:38 V"])
        XCTAssertEqual(findings.first?.message, ".id(UUID()) makes a new identity with UUID() on every evaluation: each "
            + "update of 'V' rebuilds the view, which loses its state")
    }
}
