import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The `.id(…)` modifiers of the module: a member call named `id` with one unlabeled
/// argument (`.id(x)`, `.id { x }`), chained on an expression.
enum IdModifiers {
    static let name = "id"

    /// What the parser must record to find them.
    static var query: SyntaxQuery { SyntaxQuery(calls: [name]) }

    /// `name` as a number: the callee compared without its text read.
    static let sharedName = SharedName(name)

    /// Whether a recorded call is such a modifier.
    static func isIdModifier(_ call: CallFact) -> Bool {
        call.calls(sharedName) && call.isQueried && call.isMember && !call.receiver.isEmpty && call.hasOneUnlabeledArgument
    }

    /// One modifier, with its file and the file's records.
    typealias Entry = (file: String, call: CallFact, records: CallRecords)

    /// Every one, with its file and the file's records, in file order; the files are read on
    /// `jobs` threads. Two rules read them (`RuleContext.idModifiers` finds them once).
    static func all(in module: ModuleIndex, jobs: Int = 1) -> [Entry] {
        let callRecords = module.callRecords
        return ParallelMap.flatMapBatches(count: callRecords.count, jobs: jobs) { batch in
            var entries: [Entry] = []
            for file in batch {
                // The callees tested in place first: a copy of each fact filtered retained
                // and released its lists (5.5 -> 1.8 M instructions of the 1 M-line lint).
                let found = callRecords[file].records.indices(ofCallsTo: sharedName)
                guard !found.isEmpty else { continue }
                let (path, records) = callRecords[file]
                let start = entries.count
                for index in found where isIdModifier(records.calls[index]) { entries.append((path, records.calls[index], records)) }
                entries[start...].sort { $0.call.position < $1.call.position }
            }
            return entries
        }
    }

    /// The argument's text: `item.id`, or `{ item.id }` for a trailing closure.
    static func argument(of call: CallFact, in records: CallRecords) -> String {
        records.text(of: call.arguments[0])
    }

    /// How a finding quotes the call: `.id(item.id)`, `.id { item.id }`, a long argument cut
    /// short (`.id { … }` for a closure too long to be kept).
    static func quoted(_ call: CallFact, in records: CallRecords) -> String {
        let text = argument(of: call, in: records)
        let arguments = text.isEmpty && call.arguments[0].isClosure ? "{ … }" : MessageText.shortened(text)
        return call.arguments[0].isTrailing ? ".id \(arguments)" : ".id(\(arguments))"
    }
}
