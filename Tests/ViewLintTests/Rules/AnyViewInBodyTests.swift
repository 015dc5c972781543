import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class AnyViewInBodyTests: XCTestCase {
    private func reported(_ source: String, enabled: Bool = true) -> [String] {
        var configuration = Configuration()
        configuration.anyViewInBody.enabled = enabled
        return Linter(configuration: configuration).lint([SourceInput(path: "A.swift", text: source)]).findings
            .filter { $0.rule == .anyViewInBody }.map { "\($0.line):\($0.column)" }
    }

    private let source = """
    struct Card: View {
        var body: some View {
            VStack { AnyView(Text("a")); header.eraseToAnyView() }
        }
        var header: some View { SwiftUI.AnyView(Text("b")) }
        func plain() -> Int { _ = AnyView(Text("c")); return 1 }
        static var shared: some View { AnyView(Text("d")) }
    }
    struct Helper { var body: some View { AnyView(Text("e")) } }
    let free = AnyView(Text("f"))
    """

    func testBodyAndViewBuildingMembersOnly() {
        XCTAssertEqual(reported(source), ["3:18", "3:45", "5:37"])
    }

    func testOffByDefault() {
        XCTAssertEqual(reported(source, enabled: false), [])
        XCTAssertFalse(Configuration().anyViewInBody.enabled)
    }
}
