import SwiftUI

/// Row views whose body ends in an `.id`: only the one a List builds per element is reported.
struct ContactRow: View {
    let contact: Contact

    var body: some View {
        Text(contact.name)
            .id(contact.id) // expect: 14 id_in_lazy_container "is on each row of the List at Fixtures/IdInLazyContainer/ContactScreens.swift:15: it makes List create every row up front"
    }
}

/// Built by a ForEach in the List, but as a NavigationLink's destination: no row.
struct ContactCard: View {
    let contact: Contact

    var body: some View {
        VStack {
            Text(contact.name)
        }
        .id(contact.id)
    }
}

/// Built per element in a LazyVStack: its id is a cheap scroll target.
struct ContactTile: View {
    let contact: Contact

    var body: some View {
        Text(contact.initials).id(contact.id)
    }
}
