import SwiftUI

// A closure made in the screen's body goes down three levels: the list passes it through
// unchanged (equal), the toolbar wraps it in a new closure (unequal again).
struct MailboxScreen: View {
    @State private var messages: [String] = []

    var body: some View {
        InboxList(messages: messages, onArchive: { id in archive(id) })
    }

    private func archive(_ id: String) {
        messages.removeAll { $0 == id }
    }
}

struct InboxList: View {
    let messages: [String]
    let onArchive: (String) -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        VStack {
            InboxToolbar(onArchive: onArchive)
            Text("\(messages.count) messages")
        }
    }
}

struct InboxToolbar: View {
    let onArchive: (String) -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        HStack {
            ArchiveAllButton(action: { onArchive("all") })
        }
    }
}

struct ArchiveAllButton: View {
    let action: () -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        Button("Archive all", action: action)
    }
}
