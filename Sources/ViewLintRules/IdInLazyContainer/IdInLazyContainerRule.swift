import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `id_in_lazy_container`: an explicit `.id(…)` on a row a List builds per element makes
/// List create every row up front to learn their identities.
public struct IdInLazyContainerRule: Rule {
    public typealias Options = IdInLazyContainerOptions

    public init() {}

    public static let description = RuleDescription(
        id: .idInLazyContainer,
        name: "ID in Lazy Container",
        summary: "A List collects the identity of every row up front: an .id(...) on a row it builds per element "
            + "(in a ForEach inside the List, or in the row closure of List(items) { ... }) makes it build every row "
            + "view at once, which defeats lazy loading. So does an .id(...) at the root of the body of a view that "
            + "such a row builds. Give the data its identity (Identifiable, or ForEach's id: parameter) instead. "
            + "A LazyVStack or plain stack keeps using ids cheaply (scroll targets), a List's static rows are built "
            + "anyway, and a NavigationLink's destination or a modifier's closure (.sheet, .overlay) holds no rows.",
        defaultSeverity: .warning,
        triggeringExamples: IdInLazyContainerExamples.triggering,
        nonTriggeringExamples: IdInLazyContainerExamples.nonTriggering
    )

    public static func syntaxQuery(_ options: Options) -> SyntaxQuery {
        IdModifiers.query.union(LazyContainerContent.query(containers: options.reportedContainers, constructions: true))
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: IdInLazyContainerRule.self)
        guard options.enabled else { return [] }
        let containers = options.reportedContainers
        var findings: [Finding] = []
        for entry in context.idModifiers {
            guard let container = LazyContainerContent.container(holding: entry.call.enclosing, in: entry.records,
                                                                 containers: containers) else { continue }
            let list = entry.records.calls[container]
            findings.append(Finding(
                file: entry.file, line: entry.call.position.line, column: entry.call.position.column,
                severity: options.severity, rule: .idInLazyContainer, view: context.module.view(enclosing: entry.call.enclosingType),
                message: FindingMessage("""
                    \(IdModifiers.quoted(entry.call, in: entry.records)) on each row of the \(list.callee) at line \
                    \(list.position.line) \(Self.consequence(of: list.callee))
                    """).text))
        }
        findings += RowRootIds.findings(in: context, idModifiers: context.idModifiers, containers: containers,
                                         severity: options.severity)
        return findings
    }

    /// What an `.id` on the rows of a container named so does; only a List is said to
    /// create its rows up front (a ForEach is reported only with `any_foreach`, and may
    /// stand in no List at all).
    static func consequence(of container: String) -> String {
        container == LazyContainerContent.forEach
            ? "would make a List create every row up front, were the ForEach in one; give the data its identity instead"
            : "makes \(container) create every row up front to learn its identity; give the data its identity instead"
    }
}

extension RuleID {
    public static let idInLazyContainer = RuleID(rawValue: "id_in_lazy_container")
}

extension RuleSettings {
    /// The options of `id_in_lazy_container`.
    public var idInLazyContainer: IdInLazyContainerOptions {
        get { self[IdInLazyContainerRule.self] }
        set { self[IdInLazyContainerRule.self] = newValue }
    }
}
