import SwiftUI

/// Helper functions are inlined into `body` too; overloads are told apart by labels.
struct OrderRow: View {
    let order: Order

    var body: some View { // expect: 9 body_complexity "complexity 11 (limit 10): row +6 (3 uses), 3 closures, badge +2;"
        VStack {                                       // +1
            row(title: "Status", value: order.status)  // +1, + 1
            row(for: order.date)                       // +1, + 2
            row(order.note)                            // +1, + 0
            badge(order.isPaid) { Text("Paid") }       // +1 trailing closure, badge +1, + 1
        }
        .onTapGesture { }                              // +1
    }

    private func row(title: String, value: String) -> some View {
        HStack { Text(title); Spacer(); Text(value) } // +1
    }

    private func row(for date: Date) -> some View {
        HStack {                                       // +1
            Text(date, style: .date)
            Text(formatted(date))                      // +1 (not view-building)
        }
    }

    private func row(_ text: String) -> Text {
        Text(text)
    }

    @ViewBuilder
    private func badge<Label: View>(_ on: Bool, @ViewBuilder label: () -> Label) -> some View {
        if on { Capsule().overlay { label() } }        // +1
    }

    private func formatted(_ date: Date) -> String { "" }
}
