import SwiftUI

/// A profile screen split into computed-property sections. Splitting does not help:
/// SwiftUI runs `header`, `stats` and `actions` inside `body`.
struct ProfileScreen: View {
    let user: User
    let onFollow: () -> Void // expect: 9 non_equatable_property "Property 'onFollow'"
    @State private var isExpanded = false

    var body: some View { // expect: 9 body_complexity "complexity 15 (limit 10): header +5, stats +4, actions +4;"
        ScrollView {                                   // +1
            VStack(alignment: .leading, spacing: 16) { // +1
                header                                 // +1, + 4 (below)
                stats                                  // +1, + 3
                actions                                // +1, + 3
            }
        }
    }

    private var header: some View {
        HStack {                                       // +1
            AsyncImage(url: user.avatarURL) { image in // +1
                image.resizable()
            } placeholder: {                           // +1
                ProgressView()
            }
            Text(user.name).font(.title)
            Button(isExpanded ? "Less" : "More") {     // +1
                isExpanded.toggle()
            }
        }
    }

    private var stats: some View {
        HStack {                                       // +1
            ForEach(user.stats) { stat in              // +1
                VStack { Text(stat.value); Text(stat.label) } // +1
            }
        }
    }

    @ViewBuilder
    private var actions: some View {
        if user.canFollow {
            Button("Follow", action: onFollow)
        }
        Menu {                                         // +1
            Button("Share") { }                        // +1
        } label: {                                     // +1
            Image(systemName: "ellipsis")
        }
    }
}

/// The same content as separate view structs: each is diffed on its own.
struct ProfileScreenSplit: View {
    let user: User

    var body: some View {
        ScrollView {                                   // +1
            VStack {                                   // +1
                ProfileHeader(user: user)
                ProfileStats(stats: user.stats)
            }
        }
    }
}
