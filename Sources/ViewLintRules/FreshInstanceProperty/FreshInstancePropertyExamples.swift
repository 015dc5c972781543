import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `fresh_instance_property`; `↓` marks each finding.
enum FreshInstancePropertyExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct PostRow: View {
            let post: Post
            private let ↓feedback = UIImpactFeedbackGenerator(style: .heavy)
            let ↓formatter = DateFormatter()
            var body: some View {
                Button(formatter.string(from: post.date)) { feedback.impactOccurred() }
            }
        }
        """),
        RuleExample("""
        final class RowModel {}
        struct Row: View {
            let ↓model: RowModel = RowModel()
            let ↓subject = PassthroughSubject<Void, Never>()
            var body: some View { Text("") }
        }
        """),
        RuleExample("""
        struct Badge: View, Equatable {
            let count: Int
            let ↓formatter = NumberFormatter()
            static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count && lhs.formatter == rhs.formatter }
            var body: some View { Text(formatter.string(for: count) ?? "") }
        }
        """),
        // An @ObservedObject the view makes itself: recreated on every parent update.
        RuleExample("""
        final class FeedModel: ObservableObject {}
        struct Feed: View {
            @ObservedObject var ↓model = FeedModel()
            @ObservedObject var other: FeedModel
            init() { ↓_other = ObservedObject(wrappedValue: FeedModel()) }
            var body: some View { Text("") }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        // Passed in, or owned by SwiftUI.
        RuleExample("""
        final class FeedModel: ObservableObject {}
        struct Feed: View {
            @ObservedObject var model: FeedModel
            @StateObject private var owned = FeedModel()
            init(model: FeedModel) { self.model = model }
            var body: some View { Text("") }
        }
        """),
        RuleExample("""
        struct PostRow: View {
            let post: Post
            private static let formatter = DateFormatter()
            @State private var feedback = UIImpactFeedbackGenerator(style: .heavy)
            @StateObject private var model = RowModel()
            let title = String(localized: "Title")
            let spacing = CGFloat(8)
            var body: some View { Text(Self.formatter.string(from: post.date)) }
        }
        """),
        RuleExample("""
        struct Badge: View, Equatable {
            let count: Int
            let formatter = NumberFormatter()
            static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }
            var body: some View { Text(formatter.string(for: count) ?? "") }
        }
        """),
    ]
}
