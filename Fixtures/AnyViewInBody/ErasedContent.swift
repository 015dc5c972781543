import SwiftUI

struct NotificationCell: View {
    let notification: AppNotification

    var body: some View {
        HStack {
            icon
            if notification.isMention {
                AnyView(MentionText(notification: notification)) // expect: 17 anyview_in_body "hides the view structure"
            } else {
                Text(notification.text)
            }
        }
    }

    @ViewBuilder
    private var icon: some View {
        Image(systemName: notification.symbol)
            .eraseToAnyView() // expect: 14 anyview_in_body "'NotificationCell.icon'"
    }

    /// Not view-building: type erasure here is not this rule's business.
    private func debugDescription() -> String {
        String(describing: AnyView(EmptyView()))
    }
}
