import SwiftUI

/// Every `#if` branch counts: the linter cannot know which platform will build.
struct PlatformToolbar: View {
    var body: some View { // expect: 9 body_complexity "complexity 11"
        VStack {                                       // +1
            #if os(iOS)
            HStack { Button("Share") { share() } }     // +1 +1, share +1
            NavigationLink { Detail() } label: { Text("Open") } // +2
            #elseif os(macOS)
            HStack { Button("Export") { export() } }   // +1 +1, export +1
            #else
            EmptyView()
            #endif
            #if DEBUG
            Button("Debug") { }                        // +1
            #endif
        }
        #if os(iOS)
        .onAppear { }                                  // +1
        #endif
    }

    private func share() {}
    private func export() {}
}
