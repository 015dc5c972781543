import SwiftUI

/// SwiftUI's `Image`, Equatable: another file's private `Image` does not stand for it here.
struct ProfileHeader: View {
    let image: Image
    let name: String

    var body: some View {
        HStack {
            image.resizable().frame(width: 40, height: 40)
            Text(name)
        }
    }
}
