import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Which stored properties SwiftUI compares: not dynamic properties, not values it cannot
/// compare, not those the author marked as skipped.
package struct PropertyJudge: Sendable {
    let wrappers: NameSet
    let equatability: Equatability
    let skipEquatableLines: [String: Set<Int>]

    package init(context: RuleContext) {
        let options = context.propertyEquatability
        wrappers = SwiftUIFacts.dynamicPropertyWrappers(configured: options.propertyWrappers, types: context.module.types)
        equatability = Equatability(types: context.module.types, equatableTypes: Set(options.equatableTypes),
                                    nonEquatableTypes: Set(options.nonEquatableTypes))
        skipEquatableLines = SkipEquatableMarker.lines(in: context.module)
    }

    package func isDynamic(_ property: LocatedMember) -> Bool {
        isDynamic(property.declaration)
    }

    func isDynamic(_ property: MemberDeclaration) -> Bool {
        wrappers.containsAny(of: property.attributes)
    }

    /// Whether SwiftUI compares `property`, declared in `file`, of `view`.
    func isCompared(_ property: MemberDeclaration, in file: String, of view: ViewType,
                    parsedTypes: inout ParsedTypes) -> Bool {
        if isDynamic(property) || property.attributes.contains("SkipEquatable") { return false }
        // `let x = value`: the same in every instance, nothing to compare.
        if property.isInitializedConstant { return false }
        if !skipEquatableLines.isEmpty, skipEquatableLines[file]?.contains(property.position.line) == true {
            return false
        }
        guard let written = property.writtenType else { return true }
        return equatability.reason(parsedTypes.parse(written), context: view.name, file: view.file, genericParameters: []) == nil
    }

    /// Why SwiftUI cannot compare the property's type, if it cannot.
    package func reasonNotCompared(_ property: LocatedMember, in view: ViewType) -> NonEquatableReason? {
        guard let written = property.declaration.writtenType else { return nil }
        return equatability.reason(TypeExpression.parse(written), context: view.name, file: view.file, genericParameters: [])
    }
}
