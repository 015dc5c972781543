import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `body_complexity`; `↓` marks the finding. They feed the tests and the docs.
enum BodyComplexityExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct ProfileView: View {
            var ↓body: some View {
                VStack {
                    Button("Save") { save() }
                    List { Text("Row") }
                }
            }
            func save() {}
        }
        """, options: "limit: 2"),
        // Splitting the body into computed properties does not lower the score:
        // SwiftUI runs their code inside `body`.
        RuleExample("""
        struct FeedView: View {
            var ↓body: some View {
                VStack { header; footer }
            }
            var header: some View { HStack { Text("Feed") } }
            var footer: some View { HStack { Text("End") } }
        }
        """, options: "limit: 3"),
        RuleExample("""
        struct SettingsView: View {
            var ↓body: some View {
                Form { row(title: "Sound") }
            }
            @ViewBuilder
            func row(title: String) -> some View {
                HStack { Text(title); Spacer() }
            }
        }
        """, options: "limit: 2"),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct ProfileView: View {
            var body: some View {
                VStack {
                    Text("Name")
                    Button("Save") { save() }
                }
            }
            func save() {}
        }
        """),
        // Separate view structs are diffed on their own and add nothing.
        RuleExample("""
        struct FeedView: View {
            var body: some View {
                VStack { FeedHeader(); FeedFooter() }
            }
        }
        """, options: "limit: 1"),
        // A closure parameter shadows the member of the same name.
        RuleExample("""
        struct TagsView: View {
            let tags: [String]
            var body: some View {
                ForEach(tags, id: \\.self) { title in Text(title) }
            }
            var title: some View { HStack { Text("Tags") } }
        }
        """, options: "limit: 1"),
        // Stored properties, closures included, add nothing.
        RuleExample("""
        struct RowView: View {
            let onTap: () -> Void
            var body: some View {
                Button("Open", action: onTap)
            }
        }
        """, options: "limit: 0"),
    ]
}
