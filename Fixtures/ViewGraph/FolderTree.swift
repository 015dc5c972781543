import SwiftUI

struct Folder: Identifiable, Equatable {
    let id: UUID
    var name: String
    var children: [Folder]
}

// A recursive view: the tree builds itself per child, with a new closure each time. The
// cycle is cut: the cost counts the tree's own body once.
struct FolderTree: View {
    let folder: Folder
    let onOpen: (Folder) -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        VStack(alignment: .leading) {
            Text(folder.name)
            ForEach(folder.children) { child in
                FolderTree(folder: child, onOpen: { onOpen($0) })
            }
        }
    }
}

struct FolderBrowser: View {
    let root: Folder

    var body: some View {
        FolderTree(folder: root, onOpen: { print($0.name) })
    }
}
