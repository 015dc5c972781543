import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Where code stands relative to a List's rows (README `id_in_lazy_container`, the rule
/// contract's "per-element content of a List"), read from the chain of calls and closures
/// around it (`CallFact.enclosing`), lexically within one member.
enum LazyContainerContent {
    static let list = "List"
    static let forEach = "ForEach"
    static let navigationLink = "NavigationLink"
    static let destinationLabel = "destination"
    static let labelLabel = "label"
    static let contentLabel = "content"

    /// What the parser must record to tell the content of `containers` (and of `ForEach`):
    /// their closures, the calls themselves only on a chain out from something in them;
    /// with `constructions`, also the names of the views built in their closures. No text is quoted.
    static func query(containers: some Sequence<String>, constructions: Bool = false) -> SyntaxQuery {
        SyntaxQuery(quotedCalls: [], closureCalls: Set(containers).union([forEach]), constructionNamesInClosures: constructions)
    }

    /// What a second parse of a few files records to find where views are built as rows
    /// (`RowRootIds`): the calls of `containers` and `ForEach`, and each view built in their
    /// closures with its chain.
    static func rowSiteQuery(containers: some Sequence<String>) -> SyntaxQuery {
        SyntaxQuery(calls: Set(containers).union([forEach]), quotedCalls: [], constructionsInClosures: true)
    }

    /// The call of the List (or of another of `containers`) whose per-element content holds
    /// code at `start`, or nil. Per-element content: the content closure of a `ForEach` that
    /// stands in the content of the List, or the row closure of a data-driven List
    /// (`List(items) { … }`); every closure on the way is passed to a type name (`Section`,
    /// `HStack`, `Button`, `ForEach`), never as a `NavigationLink`'s destination; a closure
    /// passed to a modifier or a function ends the search; statements and arguments that
    /// are no closure are passed through; a static List met before any `ForEach` too.
    static func container(holding start: CallLink, in records: CallRecords, containers: Set<String>) -> Int? {
        var link = start
        var inForEachContent = false
        // Links lead outwards, to calls recorded before; the count only guards the loop.
        var steps = 0
        while let (index, argumentIndex) = link.callAndArgument, index < records.calls.count, steps <= records.calls.count {
            steps += 1
            guard argumentIndex < records.calls[index].arguments.count else { return nil }
            let argument = records.calls[index].arguments[argumentIndex]
            if isNavigationDestination(records.calls[index], argument: argumentIndex) { return nil }
            if argument.isClosure {
                guard TypeLikeName.isTypeLike(records.calls[index].callee) else { return nil }
                if isCall(records.calls[index], namedIn: containers) {
                    if inForEachContent { return index }
                    if records.calls[index].startsWithUnlabeledData, records.calls[index].callee != forEach || isForEachContent(argument) {
                        return index
                    }
                } else if !inForEachContent, isCall(records.calls[index], named: forEach), isForEachContent(argument) {
                    inForEachContent = true
                }
            }
            link = records.calls[index].enclosing
        }
        return nil
    }

    /// A call of one of `names` itself, bare or qualified by `SwiftUI.` (no member of anything else).
    static func isCall(_ call: CallFact, namedIn names: Set<String>) -> Bool {
        !call.isMember && names.contains(call.callee)
    }

    static func isCall(_ call: CallFact, named name: String) -> Bool {
        !call.isMember && call.callee == name
    }

    /// `ForEach`'s content: its trailing closure or its `content:` argument.
    static func isForEachContent(_ argument: CallArgument) -> Bool {
        argument.isClosure && (argument.isTrailing || argument.label == contentLabel)
    }

    /// The argument of a `NavigationLink` that is its destination: `destination:`, its
    /// first closure when a `label:` closure follows, or its only closure after an
    /// unlabeled title (`NavigationLink("Title") { Detail() }`).
    static func isNavigationDestination(_ call: CallFact, argument index: Int) -> Bool {
        guard isCall(call, named: navigationLink) else { return false }
        let argument = call.arguments[index]
        if argument.label == destinationLabel { return true }
        guard argument.isClosure else { return false }
        let isFirstClosure = !call.arguments[..<index].contains(where: \.isClosure)
        let closureFollows = call.arguments[(index + 1)...].contains(where: \.isClosure)
        if isFirstClosure, call.arguments[(index + 1)...].contains(where: { $0.isClosure && $0.label == labelLabel }) {
            return true
        }
        return isFirstClosure && !closureFollows && call.startsWithUnlabeledData
    }

    /// Whether the closure at `link` builds one row of a List (`conditional_row_in_list`):
    /// the content of a `ForEach` inside a List's content, at any depth, or the row closure
    /// of `List(items) { … }`.
    static func isListRow(_ link: CallLink, in records: CallRecords) -> Bool {
        guard let (call, argument) = records.argument(at: link), argument.isClosure,
              isCall(call, named: list) || isCall(call, named: forEach) else { return false }
        guard call.callee == forEach else {
            return call.arguments.first { !$0.isTrailing }?.label == CallArgument.unlabeled
        }
        guard isForEachContent(argument) else { return false }
        var outer = call.enclosing
        var steps = 0
        while let (index, argumentIndex) = outer.callAndArgument, index < records.calls.count, steps <= records.calls.count {
            steps += 1
            let around = records.calls[index]
            if isCall(around, named: list), argumentIndex < around.arguments.count, around.arguments[argumentIndex].isClosure {
                return true
            }
            outer = around.enclosing
        }
        return false
    }
}
