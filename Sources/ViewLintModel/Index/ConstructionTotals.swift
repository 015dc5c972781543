import ViewLintSupport
import ViewLintSyntax

/// Calls of each capitalized name (`Name(…)`), summed over a module's files as they are
/// indexed: a module calls the same few hundred names in every file, and keeping each
/// file's list to the end of the run cost a count per name per file.
struct ConstructionTotals: Sendable {
    /// The names called, numbered in the order first met.
    private var names = NameSet()
    /// By number in `names`.
    private var counts: [Constructions] = []
    /// By a name's shared number (`SharedName`), its number in `names` + 1 (0: not met yet).
    /// A name's string is inserted in `names` only when its shared number is first met:
    /// inserted for every file, the names cost 10.1 M instructions of the 1 M-line run (callgrind).
    private var numberByShared: [Int32] = []

    mutating func add(_ file: [NamedConstructions]) {
        // Read in place: an entry taken whole retains and releases its name.
        for entry in file.indices {
            let shared = Int(file[entry].sharedName.numberValue)
            if shared >= numberByShared.count {
                numberByShared.append(contentsOf: repeatElement(0, count: max(shared + 1, 2 * numberByShared.count) - numberByShared.count))
            }
            var number = Int(numberByShared[shared]) - 1
            if number < 0 {
                // Equal bytes, equal shared numbers; strings equal otherwise share a number in `names`.
                number = names.insert(file[entry].name)
                numberByShared[shared] = Int32(truncatingIfNeeded: number + 1)
            }
            if number == counts.count { counts.append(file[entry].counts) } else { counts[number].add(file[entry].counts) }
        }
    }

    /// How many distinct names are called.
    var count: Int { counts.count }

    /// The totals by name.
    var byName: [String: Constructions] {
        Dictionary(uniqueKeysWithValues: zip(names.names, counts))
    }
}
