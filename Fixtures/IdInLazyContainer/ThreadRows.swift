import SwiftUI

struct MessageThread: Identifiable, Equatable {
    let id: UUID
    let subject: String
    let unread: Int
}

/// The `.id` sits in the row's own body, yet it is on every row the ForEach below builds.
struct ThreadRow: View {
    let thread: MessageThread

    var body: some View {
        HStack {
            Text(thread.subject)
            Spacer()
            if thread.unread > 0 {
                Text("\(thread.unread)").id(thread.unread)
            }
        }
        .id(thread.id) // expect: 10 id_in_lazy_container "is on each row of the List at line 39: it makes List create every row up front"
    }
}

/// Built only outside lazy containers: its root `.id` resets it on purpose.
struct ThreadHeader: View {
    let title: String

    var body: some View {
        Text(title).id(title)
    }
}

struct ThreadList: View {
    let threads: [MessageThread]

    var body: some View {
        ThreadHeader(title: "Inbox")
        List {
            ForEach(threads) { thread in
                ThreadRow(thread: thread)
            }
        }
    }
}
