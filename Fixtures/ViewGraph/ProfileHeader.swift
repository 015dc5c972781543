import SwiftUI

// `AvatarBadge` is built by two parents (`ContactListRow` and `ProfileCard`), each passing a
// new closure.
struct ProfileCard: View {
    let name: String

    var body: some View {
        VStack {
            AvatarBadge(initials: String(name.prefix(2)), onTap: { print(name) })
            Text(name)
        }
    }
}

struct AvatarBadge: View {
    let initials: String
    let onTap: () -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        Text(initials)
            .onTapGesture { onTap() }
    }
}
