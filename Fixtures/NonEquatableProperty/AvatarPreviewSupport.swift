import SwiftUI

/// A stand-in for previews: it is this file's own `Image`, not SwiftUI's anywhere else.
private struct Image {
    let name: String
    let reload: () -> Void
}

struct AvatarPreviewCard: View {
    let image: Image // expect: 9 non_equatable_property "Property 'image' is 'Image', whose 'reload' is a closure"
    let caption: String

    var body: some View {
        Text("\(caption): \(image.name)")
    }
}
