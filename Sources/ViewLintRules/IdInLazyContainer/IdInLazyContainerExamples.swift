import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `id_in_lazy_container`; `↓` marks each finding.
enum IdInLazyContainerExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct InboxView: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items) { item in
                        Row(item: item).↓id(item.id)
                    }
                }
            }
        }
        """),
        RuleExample("""
        struct FeedView: View {
            var body: some View {
                List(posts) { post in
                    if post.isPinned {
                        PinnedRow(post: post)
                            .↓id(post.id)
                    }
                }
            }
        }
        """),
        RuleExample("""
        let rows = ForEach(0..<10, content: { index in Text("\\(index)").↓id(index) })
        """),
        // At the root of a row view's body: on every row the ForEach builds.
        RuleExample("""
        struct ThreadRow: View {
            let thread: MessageThread
            var body: some View {
                Text(thread.subject).↓id(thread.id)
            }
        }
        struct ThreadList: View {
            let threads: [MessageThread]
            var body: some View {
                List { ForEach(threads) { thread in ThreadRow(thread: thread) } }
            }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct InboxView: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items, id: \\.id) { item in
                        Row(item: item, id: item.id)
                    }
                }
            }
        }
        """),
        // Outside any list: another rule's business.
        RuleExample("""
        struct Banner: View {
            var body: some View {
                NoMatterText().id(UUID())
            }
        }
        """),
        // A closure nested inside another argument is not content.
        RuleExample("""
        struct Picker: View {
            var body: some View {
                List(items.filter { $0.id(1) }) { item in Text(item.name) }
                    .id(selection)
            }
        }
        """),
    ]
}
