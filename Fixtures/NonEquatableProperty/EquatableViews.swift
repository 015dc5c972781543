import SwiftUI

/// Airbnb's macro: the view is Equatable and the closure is left out of ==.
@Equatable
struct ProductRow: View {
    let product: Product
    @SkipEquatable let onSelect: () -> Void

    var body: some View {
        Button(product.name, action: onSelect)
    }
}

/// Made Equatable in an extension in another file (EquatableViews+Conformance.swift).
struct ReviewRow: View {
    let review: Review
    let onReport: () -> Void

    var body: some View {
        Text(review.text)
            .contextMenu { Button("Report", action: onReport) }
    }
}

/// Generic content and framework types are not judged.
struct Section<Header: View, Content: View>: View {
    let header: Header
    @ViewBuilder let content: Content
    let date: Date

    var body: some View {
        VStack { header; content }
    }
}
