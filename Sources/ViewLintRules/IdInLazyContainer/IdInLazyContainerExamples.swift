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
                    Section("Today") {
                        ForEach(items) { item in
                            HStack { Row(item: item).↓id(item.id) }
                        }
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
        // An argument that is no closure is passed through: the badge is on every row.
        RuleExample("""
        struct Contacts: View {
            var body: some View {
                List { ForEach(people) { person in Row(person).background(Badge().↓id(person.id)) } }
            }
        }
        """),
        // At the root of a row view's body: on every row the List builds.
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
        // A lazy stack keeps using ids cheaply: a scroll target.
        RuleExample("""
        struct Chat: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(messages) { message in Bubble(message).id(message.id) } } }
            }
        }
        """),
        // A List's static row is built anyway.
        RuleExample("""
        struct Status: View {
            var body: some View {
                List { Text(updated, style: .relative).id(now) }
            }
        }
        """),
        // A NavigationLink's destination and a sheet's content are no rows.
        RuleExample("""
        struct Library: View {
            var body: some View {
                List {
                    ForEach(books) { book in
                        NavigationLink(destination: BookDetail(book).id(book.id)) { Text(book.title) }
                            .sheet(isPresented: $showsInfo) { BookInfo(book).id(book.id) }
                    }
                }
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
