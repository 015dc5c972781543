import SwiftUI

/// Helpers named like views are members all the same: each use counts, and a view-building
/// one is expanded into `body`.
struct ComposerToolbar: View {
    @Binding var text: String
    @State private var isShowingEmoji = false

    var body: some View { // expect: 9 body_complexity "complexity 11"
        HStack {                                             // +1
            AttachmentMenu                                   // +1, + 4
            EmojiButton(isOn: $isShowingEmoji)               // +1, + 2
            Spacer()
            CharacterCount(text.count)                       // +1 (returns Text: not expanded)
        }
        .padding(.horizontal)
        .sheet(isPresented: $isShowingEmoji) { Text("😀") } // +1
    }

    private var AttachmentMenu: some View {
        Menu {                                               // +1
            Button("Photo") { }                              // +1
            Button("File") { }                               // +1
        } label: {                                           // +1
            Image(systemName: "paperclip")
        }
    }

    private func EmojiButton(isOn: Binding<Bool>) -> some View {
        Button { isOn.wrappedValue.toggle() } label: { Image(systemName: "face.smiling") } // +2
    }

    private func CharacterCount(_ count: Int) -> Text {
        Text("\(count)")
    }
}
