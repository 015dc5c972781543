import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id: UUID
    let text: String
    let sentAt: Date
}

/// Ids a lazy stack, a plain stack or a List's static row uses cheaply: none is a finding.
struct ChatTranscript: View {
    let messages: [ChatMessage]
    let now: Date

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .id(message.id)
                    }
                }
            }
            .onAppear { proxy.scrollTo(messages.last?.id) }
        }
        HStack {
            ForEach(messages.prefix(3)) { message in
                Circle().frame(width: 8, height: 8).id(message.id)
            }
        }
        List {
            Text(now, style: .relative)
                .id(now)
            Section("Recent") {
                Text("Last message").id(now)
            }
        }
    }
}
