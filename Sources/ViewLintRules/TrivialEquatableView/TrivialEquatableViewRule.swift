import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `trivial_equatable_view`: a custom `==` that SwiftUI never calls. A view whose stored
/// properties are all plain values is compared bitwise, unless the use site asks for
/// `==` with `.equatable()` or `EquatableView`.
public struct TrivialEquatableViewRule: Rule {
    public typealias Options = BasicRuleOptions

    public init() {}

    public static let description = RuleDescription(
        id: .trivialEquatableView,
        name: "Trivial Equatable View",
        summary: "A view that declares Equatable with a custom == but whose stored properties are all plain values "
            + "(integers, floating point, Bool, enums without payloads, tuples of these) and that has no dynamic "
            + "property is compared bitwise by SwiftUI, which never calls ==, unless every use site says "
            + ".equatable() or wraps it in EquatableView.",
        defaultSeverity: .warning,
        triggeringExamples: TrivialEquatableViewExamples.triggering,
        nonTriggeringExamples: TrivialEquatableViewExamples.nonTriggering
    )

    static let plainTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Bool",
    ]

    /// Where a view is made Equatable at its use: `Row().equatable()`, `EquatableView(content: Row())`.
    public static func syntaxQuery(_ options: Options) -> SyntaxQuery {
        SyntaxQuery(markingModifier: "equatable", markingCall: "EquatableView")
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let options = context.options(of: TrivialEquatableViewRule.self)
        guard options.enabled else { return [] }
        let judge = PropertyJudge(context: context)
        let types = context.module.types
        // The views with a custom == and only plain values, in view order; whether their uses
        // all ask for == is counted across the module only if there is one.
        let suspects = context.mapViews { views in
            var parsedTypes = ParsedTypes()
            return views.filter { view in
                guard !view.equalityOperatorPlaces.isEmpty, types.isEquatable(view.name, file: view.file) else { return false }
                let stored = view.storedPropertyPlaces
                return !stored.contains(where: { judge.isDynamic(view[$0]) })
                    && stored.allSatisfy({ isPlain(view[$0], in: view, types: types, parsedTypes: &parsedTypes) })
            }
        }
        guard !suspects.isEmpty else { return [] }
        let constructions = context.module.constructions
        return suspects.compactMap { view in
            let simpleName = String(view.name.split(separator: ".").last ?? "")
            let uses = constructions[simpleName] ?? Constructions()
            if uses.total > 0, uses.marked == uses.total { return nil }
            return Finding(
                file: view.file, line: view.declaration.position.line, column: view.declaration.position.column,
                severity: options.severity, rule: .trivialEquatableView, view: view.name,
                message: FindingMessage("""
                    '\(view.name)' has only plain stored values, so SwiftUI compares it bitwise and never calls its \
                    custom ==; apply .equatable() where it is used, or drop the ==
                    """).text)
        }
    }

    private func isPlain(_ property: MemberDeclaration, in view: ViewType, types: TypeIndex,
                         parsedTypes: inout ParsedTypes) -> Bool {
        guard let written = property.writtenType else { return false }
        return isPlain(parsedTypes.parse(written), context: view.name, file: view.file, types: types)
    }

    private func isPlain(_ type: TypeExpression, context: String, file: String, types: TypeIndex) -> Bool {
        switch type {
        case .tuple(let elements):
            return elements.allSatisfy { isPlain($0, context: context, file: file, types: types) }
        case .named(let path, let arguments) where arguments.isEmpty:
            let name = Equatability.dotted(path)
            if let entry = types.resolution(of: name, from: context, file: file)?.entry {
                return entry.kind == .enum && !entry.hasAssociatedValues
            }
            return Self.plainTypes.contains(name) || name.hasPrefix("Swift.") && Self.plainTypes.contains(String(name.dropFirst(6)))
        default:
            return false
        }
    }
}

extension RuleID {
    public static let trivialEquatableView = RuleID(rawValue: "trivial_equatable_view")
}

extension RuleSettings {
    /// The options of `trivial_equatable_view`.
    public var trivialEquatableView: BasicRuleOptions {
        get { self[TrivialEquatableViewRule.self] }
        set { self[TrivialEquatableViewRule.self] = newValue }
    }
}
