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

    mutating func add(_ file: [NamedConstructions]) {
        for entry in file {
            let number = names.insert(entry.name)
            if number == counts.count { counts.append(entry.counts) } else { counts[number].add(entry.counts) }
        }
    }

    /// How many distinct names are called.
    var count: Int { counts.count }

    /// The totals by name.
    var byName: [String: Constructions] {
        Dictionary(uniqueKeysWithValues: zip(names.names, counts))
    }
}
