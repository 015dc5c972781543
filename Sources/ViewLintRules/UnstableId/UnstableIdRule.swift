import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `unstable_id`: `.id(UUID())` and the like give a view a new identity on every
/// evaluation, so SwiftUI destroys and rebuilds it and it loses its state.
public struct UnstableIdRule: Rule {
    public typealias Options = BasicRuleOptions

    public init() {}

    public static let description = RuleDescription(
        id: .unstableId,
        name: "Unstable ID",
        summary: "An .id(...) whose value is made fresh on every evaluation (UUID(), Date(), Date.now, "
            + "Int.random(in:)) gives the view a new identity each time its parent's body runs: SwiftUI destroys "
            + "and rebuilds it, and its state is lost. Use a stable identity from the data.",
        defaultSeverity: .warning,
        triggeringExamples: UnstableIdExamples.triggering,
        nonTriggeringExamples: UnstableIdExamples.nonTriggering
    )

    public static func syntaxQuery(_ options: Options) -> SyntaxQuery { IdModifiers.query }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: UnstableIdRule.self)
        guard options.enabled else { return [] }
        return context.idModifiers.compactMap { entry in
            guard let type = context.module.view(enclosing: entry.call.enclosingType),
                  let fresh = FreshValue.freshPart(of: IdModifiers.argument(of: entry.call, in: entry.records)) else { return nil }
            return Finding(
                file: entry.file, line: entry.call.position.line, column: entry.call.position.column,
                severity: options.severity, rule: .unstableId, view: type,
                message: "\(IdModifiers.quoted(entry.call, in: entry.records)) makes a new identity with \(MessageText.shortened(fresh)) on "
                    + "every evaluation: each update of '\(type)' rebuilds the view, which loses its state")
        }
    }
}

extension RuleID {
    public static let unstableId = RuleID(rawValue: "unstable_id")
}

extension RuleSettings {
    /// The options of `unstable_id`.
    public var unstableId: BasicRuleOptions {
        get { self[UnstableIdRule.self] }
        set { self[UnstableIdRule.self] = newValue }
    }
}
