/// What one update of a view runs, in body-score points, as a polynomial in `N`, the
/// unknown number of elements a `ForEach` or data-driven `List` repeats its content for:
/// `coefficients[k]` multiplies `N^k` (`12 + 30·N + 4·N²`). One `N` stands for every
/// collection: data sizes are not known from source.
///
/// Sums saturate rather than overflow (a module can nest many diamonds of views), and
/// powers above `maximumPower` are counted as `N^maximumPower`, so that a cost stays small.
public struct ReRunCost: Sendable, Equatable, Hashable, Comparable {
    /// The coefficients in place, not in an array: a graph makes a cost for every node and
    /// a sum for every edge, each an allocation (10 M instructions of a million-line graph
    /// run, on one thread). Those above `degree` are 0.
    private var terms: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
    /// How many coefficients there are: `degree + 1`.
    public private(set) var count = 1

    public static let maximumPower = 4
    public static let zero = ReRunCost(0)

    public init(_ constant: Int) {
        terms.0 = max(0, constant)
    }

    public init(coefficients: [Int]) {
        self.init(count: coefficients.count) { max(0, coefficients[$0]) }
    }

    /// The cost of the coefficients `value(0)`, … `value(count - 1)` (none negative):
    /// those above `maximumPower` added to its coefficient, saturating; the zeros at the end
    /// dropped.
    private init(count: Int, _ value: (Int) -> Int) {
        for power in 0..<count {
            if power <= Self.maximumPower {
                set(power, value(power))
            } else {
                set(Self.maximumPower, Self.saturatingAdd(self[Self.maximumPower], value(power)))
            }
        }
        self.count = 1
        for power in stride(from: min(count, Self.maximumPower + 1) - 1, to: 0, by: -1) where self[power] != 0 {
            self.count = power + 1
            break
        }
    }

    /// `coefficients[k]` multiplies `N^k`; there is always one, and the last is not 0
    /// unless it is the only one.
    public var coefficients: [Int] { (0..<count).map { self[$0] } }

    /// The coefficient of `N^power` (0 above the degree).
    public subscript(power: Int) -> Int {
        switch power {
        case 0: terms.0
        case 1: terms.1
        case 2: terms.2
        case 3: terms.3
        case 4: terms.4
        default: 0
        }
    }

    private mutating func set(_ power: Int, _ value: Int) {
        switch power {
        case 0: terms.0 = value
        case 1: terms.1 = value
        case 2: terms.2 = value
        case 3: terms.3 = value
        default: terms.4 = value
        }
    }

    /// The highest power of `N` with a coefficient other than 0.
    public var degree: Int { count - 1 }

    public var isZero: Bool { count == 1 && terms.0 == 0 }

    public static func + (a: ReRunCost, b: ReRunCost) -> ReRunCost {
        ReRunCost(count: max(a.count, b.count)) { saturatingAdd(a[$0], b[$0]) }
    }

    /// The cost times `N^power`: content repeated per element, `power` collections deep.
    public func timesN(_ power: Int) -> ReRunCost {
        guard power > 0, !isZero else { return self }
        return ReRunCost(count: count + power) { $0 < power ? 0 : self[$0 - power] }
    }

    public static func == (a: ReRunCost, b: ReRunCost) -> Bool {
        a.count == b.count && a.terms.0 == b.terms.0 && a.terms.1 == b.terms.1 && a.terms.2 == b.terms.2
            && a.terms.3 == b.terms.3 && a.terms.4 == b.terms.4
    }

    /// As the array of coefficients hashed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for power in 0..<count { hasher.combine(self[power]) }
    }

    /// Ordered as `N` grows: the higher power first, then the coefficients from the highest power down.
    public static func < (a: ReRunCost, b: ReRunCost) -> Bool {
        if a.degree != b.degree { return a.degree < b.degree }
        for power in stride(from: a.degree, through: 0, by: -1) where a[power] != b[power] {
            return a[power] < b[power]
        }
        return false
    }

    /// The constant when the cost is one and its `text` is its digits (not saturated).
    public var plainConstant: Int? { count == 1 && terms.0 != Self.saturation ? terms.0 : nil }

    /// `12 + 30·N + 4·N²`, `1 + N`; `0` for nothing; terms with a zero coefficient left out.
    public var text: String {
        // Most views' costs are a constant: its digits, without building terms (asked for
        // every node a graph writes).
        if count == 1 {
            return terms.0 == Self.saturation ? "≥\(terms.0)" : String(terms.0)
        }
        var terms: [String] = []
        for power in 0..<count where self[power] != 0 {
            let value = self[power]
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
}
