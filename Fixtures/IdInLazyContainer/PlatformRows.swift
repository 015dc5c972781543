import SwiftUI

struct Episode: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// A postfix `#if` block in the chain: the `.id` after `#endif` is still on every row.
struct EpisodeList: View {
    let episodes: [Episode]

    var body: some View {
        List {
            ForEach(episodes) { episode in
                Text(episode.title)
                #if os(iOS)
                .listRowBackground(Color.clear)
                #else
                .id(episode.title) // expect: 18 id_in_lazy_container ".id(episode.title) on each row of the List at line 13"
                #endif
                .id(episode.id) // expect: 18 id_in_lazy_container ".id(episode.id) on each row of the List at line 13"
            }
        }
    }
}
