import SwiftUI

extension ReviewRow: Equatable {
    static func == (lhs: ReviewRow, rhs: ReviewRow) -> Bool {
        lhs.review == rhs.review
    }
}
