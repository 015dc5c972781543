import ViewLintSupport
import ViewLintSyntax

/// The module's construction totals, summed as the parse workers finish each file: a file's
/// counts by name then go with its parse, instead of waiting in every file for the index
/// (a module calls the same few hundred names in every file).
///
/// Invariant: `totals` is read and written only inside `lock.locked`, which is what makes
/// the `@unchecked Sendable` true. Sums do not depend on the order files are added in.
package final class ConstructionSums: @unchecked Sendable {
    private let lock = Lock()
    private var totals = ConstructionTotals()

    package init() {}

    /// Adds the file's counts to the sums and empties its list.
    package func take(from file: inout FileSyntax) {
        guard !file.constructionCounts.isEmpty else { return }
        let counts = file.constructionCounts
        file.constructionCounts = []
        lock.locked { totals.add(counts) }
    }

    /// What was summed so far.
    var summed: ConstructionTotals {
        lock.locked { totals }
    }
}
