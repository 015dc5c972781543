import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `id_in_lazy_container`: an explicit `.id(…)` on a row inside `List`/`ForEach` content
/// makes List create every row up front to learn their identities.
public struct IdInLazyContainerRule: Rule {
    public typealias Options = IdInLazyContainerOptions

    public init() {}

    public static let description = RuleDescription(
        id: .idInLazyContainer,
        name: "ID in Lazy Container",
        summary: "An .id(...) modifier inside the content of a List or ForEach makes List build every row up front "
            + "to learn their explicit identities, which defeats lazy loading. So does an .id(...) at the root of "
            + "a view's body when that view is built as a row in List or ForEach content elsewhere in the module: "
            + "every row carries it exactly as if it were written inside the ForEach. Give the data its identity "
            + "(Identifiable, or ForEach's id: parameter) instead.",
        defaultSeverity: .warning,
        triggeringExamples: IdInLazyContainerExamples.triggering,
        nonTriggeringExamples: IdInLazyContainerExamples.nonTriggering
    )

    public static func syntaxQuery(_ options: Options) -> SyntaxQuery {
        IdModifiers.query.union(LazyContainerContent.query(containers: options.containers))
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: IdInLazyContainerRule.self)
        guard options.enabled else { return [] }
        let containers = Set(options.containers)
        let inContent = IdModifiers.all(in: context.module).filter { entry in
            entry.records.isInBody(of: { LazyContainerContent.isContent($0, of: containers) }, entry.call.position)
        }
        var findings = inContent.map { entry in
            let view = context.module.view(enclosing: entry.call.enclosingType)
            let call = IdModifiers.quoted(entry.call)
            return Finding(
                file: entry.file, line: entry.call.position.line, column: entry.call.position.column,
                severity: options.severity, rule: .idInLazyContainer, view: view,
                message: "\(call) inside List or ForEach content makes List create every row up front to learn "
                    + "its identity; give the data its identity instead")
        }
        findings += RowRootIds.findings(in: context.module, containers: containers, severity: options.severity)
        return findings
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
