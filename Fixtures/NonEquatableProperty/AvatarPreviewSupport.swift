import SwiftUI

/// A stand-in for previews: it is this file's own `Image`, not SwiftUI's anywhere else.
private final class Image {
    let name: String
    init(name: String) { self.name = name }
}

struct AvatarPreviewCard: View {
    let image: Image // expect: 9 non_equatable_property "('Image') holds a class instance"
    let caption: String

    var body: some View {
        Text("\(caption): \(image.name)")
    }
}
