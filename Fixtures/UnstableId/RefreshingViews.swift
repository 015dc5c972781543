import SwiftUI

struct ExploreScreen: View {
    @State private var resetToken = UUID()
    let sections: [ExploreSection]

    var body: some View {
        ScrollView {
            ForEach(sections) { section in
                SectionView(section: section)
            }
            TrendingCarousel()
                .id(UUID()) // expect: 18 unstable_id ".id(UUID()) makes a new identity with UUID() on every evaluation"
            Text("Updated \(Date.now.formatted())")
                .id(Date.now) // expect: 18 unstable_id "Date.now"
            Text("Reset")
                .id(resetToken)
        }
    }
}
