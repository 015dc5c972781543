import SwiftUI

struct ShippingOrder: Identifiable, Equatable {
    struct Item: Identifiable, Equatable {
        let id: Int
        let name: String
    }
    let id: Int
    let isGift: Bool
    let isShipped: Bool
    let items: [Item]
}

/// Values chosen by `if` and `switch` expressions: the commas in their conditions are
/// not a list of bindings, so the helpers they use count like any other.
struct ShippingSummary: View {
    let order: ShippingOrder
    let isExpress: Bool

    var body: some View { // expect: 9 body_complexity "'ShippingSummary' has body complexity 11 (limit 10)"
        let tint: Color = if isExpress { .orange } else if order.isGift, showsGiftWrap { .pink } else { .secondary } // +1
        let label = switch order.isShipped { case true: shippedText default: pendingText }, note = footnote // +3
        VStack(alignment: .leading) { // +1
            Text(label).foregroundStyle(tint)
            Text(note)
            HStack { ForEach(order.items) { item in Text(item.name) } } // +2
            Button("Track") { track() } // +2
            Button("Help") { openHelp() } // +2
        }
    }

    var showsGiftWrap: Bool { order.items.count > 1 }
    var shippedText: String { "Shipped" }
    var pendingText: String { "Pending" }
    var footnote: String { "Free returns" }
    func track() {}
    func openHelp() {}
}
