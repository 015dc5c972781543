import SwiftUI

struct InboxItem: Identifiable, Equatable {
    let id: Int
    let sender: String
    let isFlagged: Bool
}

/// Per-element List content through Section and HStack, a data-driven List, and what is
/// no row: a NavigationLink's destination and a sheet's content.
struct SectionedInbox: View {
    let sections: [String]
    let items: [InboxItem]

    var body: some View {
        List {
            ForEach(sections, id: \.self) { name in
                Section(name) {
                    ForEach(items) { item in
                        HStack {
                            Text(item.sender)
                                .id(item.id) // expect: 34 id_in_lazy_container ".id(item.id) on each row of the List at line 16"
                            Spacer()
                        }
                    }
                }
            }
        }
        List(items) { item in
            Text(item.sender).id(item.sender) // expect: 31 id_in_lazy_container ".id(item.sender) on each row of the List at line 29"
        }
    }
}

struct InboxLinks: View {
    let items: [InboxItem]
    @State private var previewed: InboxItem?

    var body: some View {
        List {
            ForEach(items) { item in
                NavigationLink(destination: MessageDetail(item: item).id(item.id)) {
                    Text(item.sender)
                        .background(FlagMark(isOn: item.isFlagged).id(item.id)) // expect: 68 id_in_lazy_container ".id(item.id) on each row of the List at line 40"
                }
                NavigationLink {
                    MessageDetail(item: item).id(item.id)
                } label: {
                    Text("Open")
                }
                Button(item.sender) { previewed = item }
                    .sheet(isPresented: .constant(previewed == item)) {
                        MessageDetail(item: item).id(item.id)
                    }
            }
        }
    }
}

struct MessageDetail: View {
    let item: InboxItem

    var body: some View {
        Text(item.sender)
    }
}

struct FlagMark: View {
    let isOn: Bool

    var body: some View {
        Image(systemName: isOn ? "flag.fill" : "flag")
    }
}
