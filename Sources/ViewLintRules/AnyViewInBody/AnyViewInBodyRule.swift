import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `anyview_in_body` (opt-in): type erasure inside a view's body or its view-building
/// members hides the view structure that SwiftUI diffs.
public struct AnyViewInBodyRule: Rule {
    public typealias Options = BasicRuleOptions
    /// Opt-in: off until a configuration turns it on.
    public static let defaultOptions = BasicRuleOptions(enabled: false)

    public init() {}

    public static let description = RuleDescription(
        id: .anyViewInBody,
        name: "AnyView in Body",
        summary: "AnyView(...) or .eraseToAnyView() inside a view's body or its view-building members erases the "
            + "view's type: SwiftUI can no longer see the structure it diffs, and replaces the whole subtree when "
            + "the wrapped type changes. Use @ViewBuilder, if/else or generics instead. Opt-in: enable it under "
            + "rules in .viewlint.yml.",
        defaultSeverity: .warning,
        triggeringExamples: AnyViewInBodyExamples.triggering,
        nonTriggeringExamples: AnyViewInBodyExamples.nonTriggering
    )

    /// `AnyView(…)` (also `SwiftUI.AnyView(…)`) and `.eraseToAnyView()`.
    public static func syntaxQuery(_ options: Options) -> SyntaxQuery {
        SyntaxQuery(callsInCode: [anyView, eraseToAnyView])
    }

    private static let anyView = "AnyView"
    private static let eraseToAnyView = "eraseToAnyView"

    static func isTypeErasure(_ call: NamedCall) -> Bool {
        switch call.name {
        case anyView: call.receiver == nil || call.receiver == SwiftUIFacts.moduleName
        case eraseToAnyView: call.receiver != nil
        default: false
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: AnyViewInBodyRule.self)
        guard options.enabled else { return [] }
        return context.mapViews { views in
            var findings: [Finding] = []
            for view in views where view.bodyPlace != nil {
                // The body and every other view-building member: their code runs inside body.
                for group in view.memberGroups {
                    // Members are read in place: a copy of each would retain all its fields.
                    let members = group.members
                    for index in members.indices where members[index].isViewBuilding {
                        guard !members[index].isStatic, members[index].kind != .storedProperty else { continue }
                        for call in members[index].code.namedCalls where Self.isTypeErasure(call) {
                            findings.append(Finding(
                                file: group.file, line: call.position.line, column: call.position.column, severity: options.severity,
                                rule: .anyViewInBody, view: view.name,
                                message: "Type erasure in '\(view.name).\(members[index].name)' hides the view structure "
                                    + "SwiftUI diffs; use @ViewBuilder, if/else or a generic view instead of AnyView"))
                        }
                    }
                }
            }
            return findings
        }
    }
}

extension RuleID {
    public static let anyViewInBody = RuleID(rawValue: "anyview_in_body")
}

extension RuleSettings {
    /// The options of `anyview_in_body`.
    public var anyViewInBody: BasicRuleOptions {
        get { self[AnyViewInBodyRule.self] }
        set { self[AnyViewInBodyRule.self] = newValue }
    }
}
