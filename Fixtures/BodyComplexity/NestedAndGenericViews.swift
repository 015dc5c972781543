import SwiftUI

/// A generic container: its content is another view, diffed on its own.
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content // expect: 22 non_equatable_property "is a closure: the parent's body makes a new one (new captures) on every update"

    var body: some View {
        VStack(alignment: .leading) {                  // +1
            Text(title).font(.headline)
            content()                                  // stored closure: +0
        }
        .padding()
    }
}

enum Settings {
    /// Nested views are named by their qualified name.
    struct Screen: View {
        @State private var notifications = true
        @State private var volume = 0.5

        var body: some View { // expect: 13 body_complexity "'Settings.Screen' has body complexity 13 (limit 10)"
            NavigationStack {                          // +1
                Form {                                 // +1
                    Card(title: "Sound") {             // +1
                        Slider(value: $volume) { editing in  // +1
                            log(editing)               // +1
                        }
                        toggles                        // +1, + 3
                    }
                    Section {                          // +1
                        Row.init(title: "About")
                    } header: {                        // +1
                        Text("Info")
                    } footer: {                        // +1
                        Text(version)                  // +1
                    }
                }
            }
        }

        private var toggles: some View {
            Group {                                    // +1
                Toggle(isOn: $notifications) {         // +1
                    Text("Notifications")
                }
                Toggle("Haptics", isOn: .constant(true)).onChange(of: volume) { _, _ in } // +1
            }
        }

        private var version: String { "1.0" }

        private func log(_ editing: Bool) {}

        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
    }
}

extension Settings.Screen {
    /// A member added in an extension of the nested type; unused by the body.
    var footerNote: some View { Text("Note") }
}
