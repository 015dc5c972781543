import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `non_equatable_property`; `↓` marks each finding.
enum NonEquatablePropertyExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct RowView: View {
            let title: String
            let ↓onTap: () -> Void
            var body: some View { Button(title, action: onTap) }
        }
        """),
        RuleExample("""
        struct ProfileHeader: View {
            var ↓content: AnyView
            let ↓onDelete: (@MainActor (Int) async throws -> Bool)?
            var body: some View { content }
        }
        """),
        // A struct or enum holding a closure: the message names the path (`onTap`, `detail.0`).
        RuleExample("""
        struct Handler<Action> { let title: String; let onTap: (Action) -> Void }
        enum Route { case list, detail(() -> Void) }
        struct ActionRow: View {
            let ↓handler: Handler<String>
            let ↓route: Route
            var body: some View { Text("Row") }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        // Dynamic property wrappers are tracked by SwiftUI itself.
        RuleExample("""
        struct CounterView: View {
            @State private var count = 0
            @Binding var isOn: Bool
            @Environment(\\.dismiss) private var dismiss
            @StateObject private var model = Model()
            var body: some View { Text("\\(count)") }
        }
        """),
        // The view is Equatable: its author decides what == compares.
        RuleExample("""
        @Equatable
        struct RowView: View {
            let title: String
            @SkipEquatable let handler: () -> Void
            var body: some View { Text(title) }
        }
        """),
        RuleExample("""
        struct ItemRow: View {
            let item: Item
            let onTap: () -> Void
            var body: some View { Text(item.name) }
        }
        extension ItemRow: Equatable {
            static func == (lhs: Self, rhs: Self) -> Bool { lhs.item == rhs.item }
        }
        """),
        // SwiftUI compares these equal when the parent passes the same: plain data, a class
        // instance (by identity), an existential (by type and payload), an array (by storage).
        RuleExample("""
        struct Badge { let title: String; let count: Int }
        final class ProfileModel {}
        protocol Loader {}
        struct ItemRow: View {
            let badge: Badge
            let model: ProfileModel
            let loader: any Loader
            let handlers: [() -> Void]
            var body: some View { Text(badge.title) }
        }
        """),
        // Framework types and generic parameters are not judged; computed properties are not stored.
        RuleExample("""
        struct Card<Content: View>: View {
            let content: Content
            let date: Date
            var action: () -> Void { {} }
            static let shared: () -> Void = {}
            var body: some View { content }
        }
        """),
    ]
}
