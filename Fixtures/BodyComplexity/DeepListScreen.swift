import SwiftUI

struct InboxScreen: View {
    @StateObject private var model = InboxModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View { // expect: 9 body_complexity "'InboxScreen' has body complexity 14 (limit 10)"
        NavigationStack {                                          // +1
            List {                                                 // +1
                ForEach(model.sections) { section in               // +1
                    Section {                                      // +1
                        ForEach(section.messages) { message in     // +1
                            Button {                               // +1
                                model.open(message)
                            } label: {                             // +1
                                HStack {                           // +1
                                    Text(message.subject)
                                    Spacer()
                                    if message.isUnread {
                                        Circle().frame(width: 8, height: 8)
                                    }
                                }
                            }
                            .swipeActions {                        // +1
                                Button(role: .destructive) { model.delete(message) } label: { // +2
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                        }
                    } header: {                                    // +1
                        Text(section.title)
                    }
                }
            }
            .toolbar {                                             // +1
                Button("Done") { dismiss() }                       // +1
            }
        }
    }
}
