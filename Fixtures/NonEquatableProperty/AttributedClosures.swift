import SwiftUI

/// Swift 6 code writes the isolation or `Sendable` on the function type itself, without
/// parentheses around it: each of these is still a closure, new with each update of the parent.
struct ConfirmSheet: View {
    let title: String
    let onDismiss: @MainActor () -> Void // expect: 9 non_equatable_property "Property 'onDismiss' is a closure"
    let onConfirm: @Sendable (Bool) -> Void // expect: 9 non_equatable_property "Property 'onConfirm' is a closure"
    var onSave: @MainActor @Sendable (String) async throws -> Void // expect: 9 non_equatable_property "pass a stable value, or leave it out of an Equatable =="

    var body: some View {
        VStack {
            Text(title)
            Button("Done") { onDismiss() }
        }
    }
}

/// The old spelling with a space before an attribute's arguments is still its arguments.
struct LegacyBadge: View {
    let count: Int

    @available (iOS 13, *)
    var body: some View {
        Text("\(count)")
    }
}
