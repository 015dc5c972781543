import ViewLintSupport
import ViewLintSyntax

/// Sorts a run's findings or scores by file path (bytes, as `LexicographicBytes`) and then by what
/// follows, as a stable sort by `LexicographicBytes.position` would, but compares each distinct
/// path only once: every element gets its path's rank, and the sort compares integers.
/// A big module has thousands of findings in hundreds of files with long shared prefixes.
enum PathRankedSort {
    /// Orders `elements` by `path`'s bytes, then line, then column, then `precedes`; equal
    /// elements keep their order. In place: the list is often a big module's findings,
    /// sorted at the run's peak of memory. The keys are read once into integers, so that
    /// the sort touches the elements only on ties of position.
    static func sort<Element>(_ elements: inout [Element], path: (Element) -> String,
                              position: (Element) -> (line: Int, column: Int),
                              then precedes: (Element, Element) -> Bool) {
        guard elements.count > 1 else { return }
        let ranks = pathRanks(elements, path: path)
        let positions = elements.map(position)
        let order = elements.indices.sorted { a, b in
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            if positions[a].line != positions[b].line { return positions[a].line < positions[b].line }
            if positions[a].column != positions[b].column { return positions[a].column < positions[b].column }
            if precedes(elements[a], elements[b]) { return true }
            if precedes(elements[b], elements[a]) { return false }
            return a < b
        }
        elements.permute(into: order)
    }

    /// Each element's path's rank among the distinct paths in byte order. Paths are
    /// numbered in order of first appearance first: the elements of one file mostly come
    /// together, so the last path is checked before any lookup. A long path is looked up by
    /// where its bytes are stored (`StringStorage`): the paths of one file's findings are
    /// mostly one string, and hashing each one's bytes cost 10.5 M instructions of the 1 M-line
    /// run's 14.1 M here (5.9 M in all so). Two numbers can so share a path's bytes; they
    /// share its rank too.
    private static func pathRanks<Element>(_ elements: [Element], path: (Element) -> String) -> [Int] {
        var firstSeen: [String] = []
        // Room for a path an element at once: grown from empty, the table was rehashed as it
        // grew (1.0 M instructions of a million-line run's 6.0 M here).
        var numberAtAddress: [Int: Int] = [:]
        numberAtAddress.reserveCapacity(elements.count)
        var numberOfPathBytes: [PathBytes: Int] = [:]
        var numberOfElement = [Int](repeating: 0, count: elements.count)
        var lastAddress: Int?
        var lastNumber = 0
        for index in elements.indices {
            let current = path(elements[index])
            let address = StringStorage.address(of: current)
            if address == nil || address != lastAddress {
                let known = address.map { numberAtAddress[$0] } ?? numberOfPathBytes[PathBytes(current)]
                if let known {
                    lastNumber = known
                } else {
                    lastNumber = firstSeen.count
                    if let address { numberAtAddress[address] = lastNumber } else { numberOfPathBytes[PathBytes(current)] = lastNumber }
                    firstSeen.append(current)
                }
                lastAddress = address
            }
            numberOfElement[index] = lastNumber
        }
        var rankOfNumber = [Int](repeating: 0, count: firstSeen.count)
        var rank = -1
        var previous: String?
        for number in firstSeen.indices.sorted(by: { LexicographicBytes.precedes(firstSeen[$0], firstSeen[$1]) }) {
            if previous.map({ LexicographicBytes.compare($0, firstSeen[number]) != 0 }) ?? true { rank += 1 }
            rankOfNumber[number] = rank
            previous = firstSeen[number]
        }
        return numberOfElement.map { rankOfNumber[$0] }
    }

    /// A path without a storage address (up to 15 bytes) as a key, equal exactly when the
    /// bytes are (`String` compares canonical Unicode, which tells apart less than the sort does).
    private struct PathBytes: Hashable {
        let path: String

        init(_ path: String) {
            self.path = path
        }

        static func == (a: PathBytes, b: PathBytes) -> Bool {
            LexicographicBytes.compare(a.path, b.path) == 0
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
        }
    }
}

extension Finding {
    /// Sorts `findings` by `ordered` (`PathRankedSort`).
    package static func sortForOutput(_ findings: inout [Finding]) {
        // Ties of position are rare: `ordered` itself breaks them, so the two orders agree.
        PathRankedSort.sort(&findings, path: \.file, position: { ($0.line, $0.column) }, then: Finding.ordered)
    }
}

extension ViewScore {
    /// Sorts `scores` by `ordered` (`PathRankedSort`).
    package static func sortForOutput(_ scores: inout [ViewScore]) {
        PathRankedSort.sort(&scores, path: \.file, position: { ($0.line, $0.column) }, then: ViewScore.ordered)
    }
}
