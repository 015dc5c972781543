import XCTest
@testable import ViewLintSyntax
@testable import ViewLintModel

/// Which types the index takes for views and for view modifiers.
final class ViewDiscoveryTests: XCTestCase {
    private func index(_ files: [String: String]) -> ModuleIndex {
        ModuleIndex(files: files.sorted { $0.key < $1.key }.map { Parser.parse(path: $0.key, text: $0.value) })
    }

    /// A typealias of `View` or of a protocol that refines it names a view wherever an
    /// inheritance clause uses it, in any file, through chains of aliases and protocols.
    func testTypealiasesOfViewProtocolsMakeViews() {
        let module = index([
            "A.swift": """
                protocol DetailScreen: View {}
                typealias Screen = DetailScreen
                typealias Plain = View
                typealias Again = Screen
                protocol Refined: Again {}
                """,
            "B.swift": """
                struct Profile {}
                extension Profile: Screen { var body: some View { Text("") } }
                struct Settings: Plain { var body: some View { Text("") } }
                enum Tab: Refined { case a; var body: some View { Text("") } }
                typealias Count = Int
                struct Number: Count {}
                struct Generic: Box<View> {}
                """,
        ])
        XCTAssertEqual(module.views.map(\.name).sorted(), ["Profile", "Settings", "Tab"])
    }

    func testViewModifierConformersAreListedApart() {
        let module = index([
            "M.swift": """
                struct CardStyle: ViewModifier {
                    let onTap: () -> Void
                    func body(content: Content) -> some View { content }
                }
                struct Later {}
                extension Later: SwiftUI.ViewModifier { func body(content: Content) -> some View { content } }
                final class NotAValue: ViewModifier { func body(content: Content) -> some View { content } }
                struct Screen: View { var body: some View { Text("").modifier(CardStyle(onTap: {})) } }
                """,
        ])
        XCTAssertEqual(module.viewModifiers.map(\.name), ["CardStyle", "Later"])
        XCTAssertEqual(module.viewModifiers.first?.storedProperties.map(\.declaration.name), ["onTap"])
        XCTAssertEqual(module.views.map(\.name), ["Screen"])
    }
}
