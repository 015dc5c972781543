import SwiftUI

struct Contact: Identifiable, Equatable {
    let id: UUID
    let name: String
    let initials: String
}

/// Builds the rows of ContactRows.swift.
struct ContactScreens: View {
    let contacts: [Contact]

    var body: some View {
        NavigationStack {
            List {
                ForEach(contacts) { contact in
                    NavigationLink(destination: ContactCard(contact: contact)) {
                        ContactRow(contact: contact)
                    }
                }
            }
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(contacts) { contact in
                        ContactTile(contact: contact)
                    }
                }
            }
        }
    }
}
