import SwiftUI

final class InboxModel: ObservableObject {
    @Published var unread = 0
}

/// An @ObservedObject the view makes itself is made again on every parent update, and
/// what it held is lost: @StateObject keeps one, or the parent passes it in.
struct InboxBadge: View {
    @ObservedObject var model = InboxModel() // expect: 25 fresh_instance_property "@ObservedObject 'model' gets a new 'InboxModel' that 'InboxBadge' makes itself: each parent update makes another and its state is lost; use @StateObject, or pass it in"

    var body: some View { Text("\(model.unread)") }
}

struct InboxCounter: View {
    @ObservedObject var model: InboxModel
    @ObservedObject private var other: InboxModel

    init() {
        self.model = InboxModel() // expect: 14 fresh_instance_property "@ObservedObject 'model' gets a new 'InboxModel'"
        _other = ObservedObject(wrappedValue: InboxModel()) // expect: 9 fresh_instance_property "@ObservedObject 'other' gets a new 'InboxModel'"
    }

    var body: some View { Text("\(model.unread + other.unread)") }
}

/// Passed in, or owned by SwiftUI: not reported.
struct InboxRow: View {
    @ObservedObject var model: InboxModel
    @ObservedObject var shared: InboxModel
    @StateObject private var owned = InboxModel()

    init(model: InboxModel, shared: InboxModel) {
        self.model = model
        _shared = ObservedObject(wrappedValue: shared)
    }

    var body: some View { Text("\(model.unread + owned.unread + shared.unread)") }
}
