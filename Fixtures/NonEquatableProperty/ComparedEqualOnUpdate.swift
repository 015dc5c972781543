import SwiftUI

/// What SwiftUI compares equal on the next update of the parent, however it is passed:
/// nothing here is reported.

/// Plain data: compared field by field, and equal when the parent passes the same values.
struct ReactionBadge {
    let emoji: String
    let count: Int
    let weight: Double
    let tint: Color
    let kind: ReactionKind
}

enum ReactionKind { case like, boost, reply }

/// A class passed in from the parent compares by identity: the same instance is equal.
final class TimelineStore: ObservableObject {
    @Published var posts: [String] = []
}

protocol AvatarLoader {
    func load(_ url: URL) async -> Data?
}

/// An element type that is not Equatable, held in an array.
struct ReactionHandler {
    let perform: () -> Void
}

struct ReactionBar: View {
    let badge: ReactionBadge
    let store: TimelineStore
    let loader: any AvatarLoader
    let lastError: Error?
    let handlers: [ReactionHandler]
    let handlersByID: [String: ReactionHandler]

    var body: some View {
        HStack {
            Text(badge.emoji)
            Text("\(badge.count)")
        }
    }
}

/// Property wrappers of the module that SwiftUI tracks: `DynamicProperty` in their own
/// clause, or in an extension's.
@propertyWrapper
struct LazyState<Value>: DynamicProperty {
    @State private var box: Value?
    let make: () -> Value
    var wrappedValue: Value { box ?? make() }
}

@propertyWrapper
struct Toaster {
    var wrappedValue: (String) -> Void
}

extension Toaster: DynamicProperty {}

struct ToastHost: View {
    @LazyState var formatter: () -> String
    @Toaster var toast: (String) -> Void

    var body: some View {
        Text(formatter())
    }
}
