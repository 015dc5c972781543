import SwiftUI

/// A row with a closure property: SwiftUI re-runs its body on every parent update.
struct MessageRow: View {
    let message: Message
    var onTap: () -> Void // expect: 9 non_equatable_property "Property 'onTap' is a closure: the parent's body makes a new one (new captures) on every update, so SwiftUI sees 'MessageRow' as changed; pass a stable value, or leave it out of an Equatable =="
    var onDelete: ((Message) async throws -> Void)? // expect: 9 non_equatable_property "Property 'onDelete' is a closure"

    var body: some View {
        Button(action: onTap) {
            Text(message.subject)
        }
    }
}

/// A struct of the module that holds a closure is new on every parent update too.
struct Handler<Action> {
    let run: (Action) -> Void
}

struct ComposeButton: View {
    let handler: Handler<ComposeAction> // expect: 9 non_equatable_property "Property 'handler' is 'Handler<ComposeAction>', whose 'run' is a closure: unless passed through unchanged, each parent update brings a new one"
    let title: String

    var body: some View {
        Button(title) { handler.run(.open) }
    }
}

enum ComposeAction { case open, close }

/// A class passed in compares by identity and is equal on the next update; an AnyView is
/// a new box each time the parent's body runs AnyView(...); an enum of plain data compares
/// field by field, a dictionary by storage.
final class FeedModel: ObservableObject {
    @Published var items: [String] = []
}

struct FeedHeader: View {
    let model: FeedModel
    let accessory: AnyView // expect: 9 non_equatable_property "Property 'accessory' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...), so SwiftUI sees 'FeedHeader' as changed"
    let style: HeaderStyle
    let badges: [String: Badge]
    let badge: Badge
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
    let action: TapAction // expect: 9 non_equatable_property "Property 'action' is a closure"

    var body: some View { Button(label, action: action) }
}
