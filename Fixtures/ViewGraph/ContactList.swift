import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: Int
    let name: String
}

// A row built per element, with a new closure each time: one update of the list runs
// every row's body.
struct ContactList: View {
    let contacts: [Contact]
    @State private var selected: Contact?

    var body: some View {
        List {
            ForEach(contacts) { contact in
                ContactListRow(contact: contact, onSelect: { selected = contact })
            }
        }
    }
}

struct ContactListRow: View {
    let contact: Contact
    let onSelect: () -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        Button(action: onSelect) {
            HStack {
                AvatarBadge(initials: String(contact.name.prefix(1)), onTap: { onSelect() })
                Text(contact.name)
            }
        }
    }
}
