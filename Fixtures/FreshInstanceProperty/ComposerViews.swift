import Combine
import SwiftUI

final class DraftStore {
    var text = ""
}

struct MessageComposerBar: View {
    let draftID: String
    private let feedback = UIImpactFeedbackGenerator(style: .heavy) // expect: 17 fresh_instance_property "makes a new 'UIImpactFeedbackGenerator' with every value of 'MessageComposerBar'"
    let store: DraftStore = DraftStore() // expect: 9 fresh_instance_property "makes a new 'DraftStore'"
    let textChanges = PassthroughSubject<String, Never>() // expect: 9 fresh_instance_property "'PassthroughSubject'"
    private static let dateFormatter = DateFormatter()
    @State private var counter = NumberFormatter()
    @StateObject private var model = ComposerModel()

    var body: some View {
        HStack {
            Button("Send") { feedback.impactOccurred() }
            Text(Self.dateFormatter.string(from: .now))
        }
    }
}

struct DraftBadge: View, Equatable {
    let count: Int
    let formatter = NumberFormatter()

    static func == (lhs: DraftBadge, rhs: DraftBadge) -> Bool {
        lhs.count == rhs.count
    }

    var body: some View {
        Text(formatter.string(for: count) ?? "")
    }
}
