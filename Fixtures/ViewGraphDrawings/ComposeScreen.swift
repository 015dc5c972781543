import SwiftUI

// One child built at two sites of one parent (the branches of a `switch`): the JSON keeps
// both sites, the drawings draw one arrow for them. The row built per element of the
// `ForEach` is another arrow (×N), and the footer, built once, stays one arrow.
struct ComposeScreen: View {
    enum Mode { case reply, forward }

    @State private var mode = Mode.reply
    @State private var text = ""
    let recipients: [String]

    var body: some View {
        VStack {
            switch mode {
            case .reply:
                ComposeField(text: text, onSend: { send() })
            case .forward:
                ComposeField(text: text, onSend: { send() })
            }
            ForEach(recipients, id: \.self) { recipient in
                ComposeField(text: recipient, onSend: { send() })
            }
            ComposeFooter(count: recipients.count)
        }
    }

    private func send() {}
}

struct ComposeField: View {
    let text: String
    let onSend: () -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        Button(text, action: onSend)
    }
}

struct ComposeFooter: View {
    let count: Int

    var body: some View {
        Text("\(count) recipients")
    }
}
