import SwiftUI

// A ViewModifier is compared like a view before body(content:) runs: a stored closure
// makes every new value of it unequal to the last.
struct CardStyle: ViewModifier {
    let cornerRadius: CGFloat
    let onLongPress: () -> Void // expect: 9 non_equatable_property "so SwiftUI sees 'CardStyle' as changed"

    func body(content: Content) -> some View {
        content
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .onLongPressGesture(perform: onLongPress)
    }
}

struct Highlight: ViewModifier {
    let isOn: Bool

    func body(content: Content) -> some View {
        content.background(isOn ? Color.yellow : Color.clear)
    }
}

// A typealias of a protocol that refines View, in an extension's inheritance clause,
// makes the extended type a view.
protocol DetailScreen: View {}
typealias Screen = DetailScreen

struct OrderDetail {
    let orderID: String
    let onCancel: () -> Void // expect: 9 non_equatable_property "Property 'onCancel' is a closure"
}

extension OrderDetail: Screen {
    var body: some View {
        VStack {
            Text(orderID)
            Button("Cancel", action: onCancel)
        }
    }
}
