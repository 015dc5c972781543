/// What one update of a view runs, in body-score points, as a polynomial in `N`, the
/// unknown number of elements a `ForEach` or data-driven `List` repeats its content for:
/// `coefficients[k]` multiplies `N^k` (`12 + 30·N + 4·N²`). One `N` stands for every
/// collection: data sizes are not known from source.
///
/// Sums saturate rather than overflow (a module can nest many diamonds of views), and
/// powers above `maximumPower` are counted as `N^maximumPower`, so that a cost stays small.
public struct ReRunCost: Sendable, Equatable, Hashable, Comparable {
    public private(set) var coefficients: [Int]

    public static let maximumPower = 4
    public static let zero = ReRunCost(0)

    public init(_ constant: Int) {
        coefficients = [max(0, constant)]
    }

    public init(coefficients: [Int]) {
        self.coefficients = coefficients.isEmpty ? [0] : coefficients.map { max(0, $0) }
        normalize()
    }

    /// The highest power of `N` with a coefficient other than 0.
    public var degree: Int { coefficients.count - 1 }

    /// (Not `coefficients == [0]`: that builds an array for every question.)
    public var isZero: Bool { coefficients.count == 1 && coefficients[0] == 0 }

    public static func + (a: ReRunCost, b: ReRunCost) -> ReRunCost {
        var sum = Array(repeating: 0, count: max(a.coefficients.count, b.coefficients.count))
        for (power, value) in a.coefficients.enumerated() { sum[power] = saturatingAdd(sum[power], value) }
        for (power, value) in b.coefficients.enumerated() { sum[power] = saturatingAdd(sum[power], value) }
        return ReRunCost(coefficients: sum)
    }

    /// The cost times `N^power`: content repeated per element, `power` collections deep.
    public func timesN(_ power: Int) -> ReRunCost {
        guard power > 0, !isZero else { return self }
        return ReRunCost(coefficients: Array(repeating: 0, count: power) + coefficients)
    }

    /// Ordered as `N` grows: the higher power first, then the coefficients from the highest power down.
    public static func < (a: ReRunCost, b: ReRunCost) -> Bool {
        if a.degree != b.degree { return a.degree < b.degree }
        for power in stride(from: a.degree, through: 0, by: -1) where a.coefficients[power] != b.coefficients[power] {
            return a.coefficients[power] < b.coefficients[power]
        }
        return false
    }

    /// `12 + 30·N + 4·N²`, `1 + N`; `0` for nothing; terms with a zero coefficient left out.
    public var text: String {
        // Most views' costs are a constant: its digits, without building terms (asked for
        // every node a graph writes).
        if coefficients.count == 1 {
            return coefficients[0] == Self.saturation ? "≥\(coefficients[0])" : String(coefficients[0])
        }
        var terms: [String] = []
        for (power, value) in coefficients.enumerated() where value != 0 {
            let saturated = value == Self.saturation ? "≥" : ""
            let factor = value == 1 ? "" : "\(saturated)\(value)·"
            switch power {
            case 0: terms.append("\(saturated)\(value)")
            case 1: terms.append(factor + "N")
            default: terms.append(factor + "N" + Self.superscript(power))
            }
        }
        return terms.isEmpty ? "0" : terms.joined(separator: " + ")
    }

    private static let saturation = Int.max / 4

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow || sum > saturation ? saturation : sum
    }

    private static func superscript(_ power: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return String(String(power).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }

    private mutating func normalize() {
        if coefficients.count > Self.maximumPower + 1 {
            var folded = Array(coefficients[...Self.maximumPower])
            for value in coefficients[(Self.maximumPower + 1)...] {
                folded[Self.maximumPower] = Self.saturatingAdd(folded[Self.maximumPower], value)
            }
            coefficients = folded
        }
        while coefficients.count > 1, coefficients.last == 0 { coefficients.removeLast() }
    }
}
