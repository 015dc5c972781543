import SwiftUI

/// Views that stay under the complexity limit.
struct TagList: View {
    let tags: [String]
    let onSelect: (String) -> Void // expect: 9 non_equatable_property "'onSelect'"

    var body: some View {
        ScrollView(.horizontal) {                      // +1
            HStack {                                   // +1
                ForEach(tags, id: \.self) { title in   // +1
                    Button(title) { onSelect(title) }  // +1
                }
            }
        }
    }

    /// Shadowed by the closure parameter above: never used.
    var title: some View { VStack { VStack { VStack { } } } }
}

struct CounterView: View {
    @State private var count = 0
    @Binding var isPresented: Bool

    var body: some View {
        let label = label                              // label +1 (the initializer), then shadowed
        return VStack {                                // +1
            Text(label)
            Stepper("Count", value: $count)
            Button("Close") { isPresented = false }    // +1
        }
    }

    private var label: String { "Count: \(count)" }
}

final class NotAView {
    var body: some View { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { VStack { } } } } } } } } } } } }
}
