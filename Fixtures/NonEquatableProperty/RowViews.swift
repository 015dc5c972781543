import SwiftUI

/// A row with a closure property: SwiftUI re-runs its body on every parent update.
struct MessageRow: View {
    let message: Message
    var onTap: () -> Void // expect: 9 non_equatable_property "Property 'onTap' ('() -> Void') is a closure, which never compares equal: 'MessageRow' re-runs its body on every parent update"
    var onDelete: ((Message) async throws -> Void)? // expect: 9 non_equatable_property "is a closure, which never compares equal"

    var body: some View {
        Button(action: onTap) {
            Text(message.subject)
        }
    }
}

/// A struct of the module that wraps a closure is not Equatable either.
struct Handler<Action> {
    let run: (Action) -> Void
}

struct ComposeButton: View {
    let handler: Handler<ComposeAction> // expect: 9 non_equatable_property "('Handler<ComposeAction>') is not Equatable, so SwiftUI compares it field by field"
    let title: String

    var body: some View {
        Button(title) { handler.run(.open) }
    }
}

enum ComposeAction { case open, close }

/// Classes compare by reference; type-erased views never compare equal.
final class FeedModel: ObservableObject {
    @Published var items: [String] = []
}

struct FeedHeader: View {
    let model: FeedModel // expect: 9 non_equatable_property "('FeedModel') holds a class instance, compared by identity"
    let accessory: AnyView // expect: 9 non_equatable_property "('AnyView') is not Equatable"
    let style: HeaderStyle
    let badges: [String: Badge] // expect: 9 non_equatable_property "'Badge' is not Equatable"
    @ObservedObject var observed: FeedModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack { Text("Feed"); accessory }
    }
}

enum HeaderStyle { case compact, large }

enum Badge {
    case count(Int)
    case dot
}

typealias TapAction = () -> Void

struct Chip: View {
    let label: String
    let action: TapAction // expect: 9 non_equatable_property "is a closure, which never compares equal"

    var body: some View { Button(label, action: action) }
}
