extension Int {
    /// `self + other`, or `Int.max` where the sum would overflow. Scores add up along
    /// every expansion, so a chain of helpers each using the next twice doubles per helper
    /// (62 of them pass `Int.max`): such a score stays past every limit instead of trapping.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }
}
