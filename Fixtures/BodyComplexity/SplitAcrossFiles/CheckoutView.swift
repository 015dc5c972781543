import SwiftUI

/// The type is declared here; it becomes a view in an extension in another file.
struct CheckoutView {
    let cart: Cart
    var onPay: (Payment) -> Void // expect: 9 non_equatable_property "so SwiftUI sees 'CheckoutView' as changed"
}

extension CheckoutView {
    var summary: some View {
        VStack(alignment: .leading) {                  // +1
            ForEach(cart.items) { item in              // +1
                HStack { Text(item.name); Spacer(); Text(item.price) } // +1
            }
            Divider()
            totalRow                                   // +1, + 1
        }
    }

    var totalRow: some View {
        HStack { Text("Total"); Spacer(); Text(cart.total) } // +1
    }
}
