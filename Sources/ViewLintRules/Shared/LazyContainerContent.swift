import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Which closures passed to a lazy container are its content (README `id_in_lazy_container`):
/// for `List` (and any other container but `ForEach`), every closure passed directly as an
/// argument or as a trailing closure; for `ForEach`, its trailing closures and a
/// `content:` closure. `SwiftUI.List` is a container; a member of anything else is not.
enum LazyContainerContent {
    static let list = "List"
    static let forEach = "ForEach"

    /// What the parser must record to tell the content of `containers`.
    static func query(containers: some Sequence<String>) -> SyntaxQuery {
        SyntaxQuery(closureCallees: Set(containers))
    }

    static func isContent(_ closure: CallClosure, of containers: Set<String>) -> Bool {
        guard containers.contains(closure.callee), closure.receiver == nil || closure.receiver == SwiftUIFacts.moduleName else {
            return false
        }
        return closure.isTrailing || closure.callee != forEach || closure.label == "content"
    }

    /// Whether the recorded closure at `index` builds one row of a List: the content of
    /// a `ForEach` inside a List's content, or of a data-driven `List(items) { … }`.
    static func isListRow(_ index: Int, in records: CallRecords) -> Bool {
        let closure = records.closures[index]
        let containers: Set = [list, forEach]
        guard isContent(closure, of: containers) else { return false }
        guard closure.callee == forEach else { return closure.firstArgumentIsUnlabeled }
        return records.closures.contains { other in
            other.callee == list && isContent(other, of: containers) && other.bodyContains(closure.bodyStart)
        }
    }
}
