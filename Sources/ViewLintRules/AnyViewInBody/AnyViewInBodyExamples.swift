import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `anyview_in_body`; `↓` marks each finding. The rule is opt-in.
enum AnyViewInBodyExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct Badge: View {
            let isNew: Bool
            var body: some View {
                if isNew { ↓AnyView(Text("New")) } else { content.↓eraseToAnyView() }
            }
            var content: some View { SwiftUI.↓AnyView(Image("a")) }
        }
        """, options: "enabled: true"),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct Badge: View {
            let isNew: Bool
            var body: some View {
                if isNew { Text("New") } else { Image("a") }
            }
            func erased() -> String { String(describing: AnyView.self) }
        }
        """, options: "enabled: true"),
        // Off unless enabled.
        RuleExample("""
        struct Badge: View {
            var body: some View { AnyView(Text("New")) }
        }
        """),
    ]
}
