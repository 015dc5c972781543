import SwiftUI

struct MailboxList: View {
    let mailboxes: [Mailbox]
    @State private var selection: Mailbox.ID?

    var body: some View {
        List(selection: $selection) {
            ForEach(mailboxes) { mailbox in
                MailboxRow(mailbox: mailbox)
                    .id(mailbox.id) // expect: 22 id_in_lazy_container ".id(mailbox.id) on each row of the List at line 8 makes List create every row up front"
            }
            Section("Pinned") {
                ForEach(mailboxes.filter(\.isPinned), id: \.id) { mailbox in
                    if mailbox.unreadCount > 0 { // expect: 21 conditional_row_in_list
                        MailboxRow(mailbox: mailbox).id("pinned-\(mailbox.id)") // expect: 54 id_in_lazy_container "of the List at line 8 makes List create every row up front to learn its identity"
                    }
                }
            }
        }
        .id(selection) // outside the content: not this rule's finding
    }
}

/// Not in any list: `.id(UUID())` here is `unstable_id`'s business, not `id_in_lazy_container`'s.
struct Banner: View {
    var body: some View {
        NoMatterText().id(UUID()) // expect: 24 unstable_id
    }
}

struct Gallery: View {
    let photos: [Photo]

    var body: some View {
        SwiftUI.List(photos) { photo in
            Thumbnail(photo: photo).id { photo.version } // expect: 37 id_in_lazy_container ".id { photo.version } on each row of the List at line 36"
        }
        // A lazy stack keeps using ids cheaply (a scroll target): no finding.
        ScrollView {
            LazyVStack {
                ForEach(0..<photos.count, content: { index in
                    Thumbnail(photo: photos[index])
                        .id(index)
                })
            }
        }
        List(photos.filter { $0.id(matching: 1) }) { photo in
            Text(photo.title)
                .accessibilityIdentifier(photo.id)
        }
    }
}
