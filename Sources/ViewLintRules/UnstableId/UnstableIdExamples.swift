import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `unstable_id`; `↓` marks each finding.
enum UnstableIdExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct Banner: View {
            var body: some View {
                VStack {
                    Text("Hello").↓id(UUID())
                    Text("Now").↓id(Date.now)
                    Image("a").↓id(UUID().uuidString)
                    Image("b").↓id(Int.random(in: 0..<100))
                }
            }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct Banner: View {
            let message: Message
            @State private var token = UUID()
            var body: some View {
                Text(message.text).id(message.id)
                Text("Reset").id(token)
            }
        }
        """),
        // Outside any view.
        RuleExample("""
        let preview = Text("Hello").id(UUID())
        """),
    ]
}
