import SwiftUI

extension CheckoutView: View {
    var body: some View { // expect: 9 body_complexity "'CheckoutView' has body complexity 11 (limit 10): summary +6, 5 closures;"
        Form {                                         // +1
            Section("Order") { summary }               // +1, summary +1 + 5
            Section {                                  // +1
                Button("Pay") { onPay(.card) }         // +1
            } footer: {                                // +1
                Text("Secure payment")
            }
        }
    }
}
