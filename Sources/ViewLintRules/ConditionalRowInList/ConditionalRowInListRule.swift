import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `conditional_row_in_list`: a List row closure whose top level is an `if` without `else`
/// (or a `switch` with an empty case) makes the number of views per element vary, so
/// List must build rows to count them and cannot stay lazy.
public struct ConditionalRowInListRule: Rule {
    public typealias Options = BasicRuleOptions

    public init() {}

    public static let description = RuleDescription(
        id: .conditionalRowInList,
        name: "Conditional Row in List",
        summary: "Inside List { ForEach(...) { ... } } or List(items) { ... }, a row closure whose top level is an if "
            + "without else, or a switch with an empty case, produces zero or one view per element: the number of "
            + "rows is not constant, so List cannot stay lazy. Filter the data before ForEach instead. A ForEach "
            + "outside any List is not reported.",
        defaultSeverity: .warning,
        triggeringExamples: ConditionalRowInListExamples.triggering,
        nonTriggeringExamples: ConditionalRowInListExamples.nonTriggering
    )

    public static func syntaxQuery(_ options: Options) -> SyntaxQuery {
        LazyContainerContent.query(containers: [LazyContainerContent.list, LazyContainerContent.forEach])
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: ConditionalRowInListRule.self)
        guard options.enabled else { return [] }
        // By index, files without conditionals passed over unread: a copy of each file's
        // records retained and released their lists (1.3 -> 0.2 M instructions of the 1 M-line lint).
        let callRecords = context.module.callRecords
        var rows: [(file: String, row: ClosureConditional)] = []
        for index in callRecords.indices where callRecords[index].records.conditionals.contains(where: \.hasEmptyBranch) {
            let (file, records) = callRecords[index]
            for row in records.conditionals where row.hasEmptyBranch && LazyContainerContent.isListRow(row.closure, in: records) {
                rows.append((file, row))
            }
        }
        return rows.map { entry in
            let what = entry.row.keyword == .if ? "an 'if' without 'else'" : "a 'switch' with an empty case"
            return Finding(
                file: entry.file, line: entry.row.position.line, column: entry.row.position.column,
                severity: options.severity, rule: .conditionalRowInList,
                view: context.module.view(enclosing: entry.row.enclosingType),
                message: "A List row built by \(what) gives elements a varying number of views, so List cannot "
                    + "stay lazy; filter the data before ForEach instead")
        }
    }
}

extension RuleID {
    public static let conditionalRowInList = RuleID(rawValue: "conditional_row_in_list")
}

extension RuleSettings {
    /// The options of `conditional_row_in_list`.
    public var conditionalRowInList: BasicRuleOptions {
        get { self[ConditionalRowInListRule.self] }
        set { self[ConditionalRowInListRule.self] = newValue }
    }
}
