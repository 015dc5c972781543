import SwiftUI

/// A hand-written == that forgot a property added later: the view stops updating.
struct PostRow: View, Equatable {
    let post: Post
    let isHighlighted: Bool // expect: 9 equatable_ignores_property "'PostRow.==' never reads 'isHighlighted'"
    let onOpen: () -> Void
    @Environment(\.colorScheme) private var colorScheme
    private let placeholderCount = 3

    var body: some View {
        Button(action: onOpen) {
            Text(post.title).bold(isHighlighted)
        }
    }

    static func == (lhs: PostRow, rhs: PostRow) -> Bool {
        lhs.post.id == rhs.post.id
    }
}

/// Plain values only: SwiftUI compares this view bitwise and never calls its ==.
enum Trend {
    case up
    case down
}

struct ScoreBadge: View, Equatable { // expect: 8 trivial_equatable_view "never calls its custom =="
    let score: Int
    let trend: Trend // expect: 9 equatable_ignores_property "never reads 'trend'"

    var body: some View {
        Label("\(score)", systemImage: trend == .up ? "arrow.up" : "arrow.down")
    }

    static func == (lhs: ScoreBadge, rhs: ScoreBadge) -> Bool {
        lhs.score / 10 == rhs.score / 10
    }
}

/// The same kind of view, but every use asks SwiftUI to call ==.
struct RankBadge: View, Equatable {
    let rank: Int

    var body: some View { Text("#\(rank)") }

    static func == (lhs: RankBadge, rhs: RankBadge) -> Bool { lhs.rank / 100 == rhs.rank / 100 }
}

struct Leaderboard: View {
    let ranks: [Int]

    var body: some View {
        VStack {
            ScoreBadge(score: 10, trend: .up)
            RankBadge(rank: 1).equatable()
            EquatableView(content: RankBadge(rank: 2))
        }
    }
}
