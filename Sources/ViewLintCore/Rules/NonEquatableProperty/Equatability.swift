/// Why SwiftUI cannot compare a value of some type.
public enum NonEquatableReason: Equatable, Sendable {
    /// A closure: never compares equal.
    case closure
    /// A class or actor of the module: compared by reference.
    case reference(kind: TypeKind, name: String)
    /// Any other type that is not Equatable.
    case notEquatable(String)

    var explanation: String {
        switch self {
        case .closure: return "a closure never compares equal"
        case .reference(let kind, let name): return "'\(name)' is \(kind == .actor ? "an actor" : "a class"), compared by reference"
        case .notEquatable(let name): return "'\(name)' is not Equatable"
        }
    }
}

/// Judges property types against the module's types (SPEC "Non-Equatable types").
struct Equatability {
    let types: TypeIndex
    let equatableTypes: Set<String>
    let nonEquatableTypes: Set<String>

    /// Why a value of `type`, written inside `context`, cannot be compared; nil when it can
    /// or when the type is unknown (framework types, generic parameters).
    func reason(_ type: TypeExpression, context: String, genericParameters: Set<String>) -> NonEquatableReason? {
        var visitedAliases: Set<String> = []
        return reason(type, context: context, genericParameters: genericParameters, visitedAliases: &visitedAliases)
    }

    private func reason(_ type: TypeExpression, context: String, genericParameters: Set<String>,
                        visitedAliases: inout Set<String>) -> NonEquatableReason? {
        func inner(_ type: TypeExpression) -> NonEquatableReason? {
            reason(type, context: context, genericParameters: genericParameters, visitedAliases: &visitedAliases)
        }
        switch type {
        case .function:
            return .closure
        case .optional(let wrapped), .array(let wrapped):
            return inner(wrapped)
        case .dictionary(let key, let value):
            return inner(key) ?? inner(value)
        case .tuple(let elements):
            for element in elements { if let found = inner(element) { return found } }
            return nil
        case .opaque, .unknown:
            return nil
        case .existential(let parts):
            let isEquatable = parts.contains { part in
                guard case .named(let path, _) = part else { return false }
                let name = path.joined(separator: ".")
                return types.conformanceIsEquatable(name, from: context) || equatableTypes.contains(name)
            }
            return isEquatable ? nil : .notEquatable("any " + parts.map(Self.spelling).joined(separator: " & "))
        case .named(let path, let arguments):
            let name = path.joined(separator: ".")
            if path.count == 1, genericParameters.contains(name) { return nil }
            if equatableTypes.contains(name) { return nil }
            if nonEquatableTypes.contains(name) { return .notEquatable(Self.spelling(type)) }
            if let resolved = types.resolve(name, from: context) {
                if let target = types.typealiases[resolved] {
                    guard visitedAliases.insert(resolved).inserted else { return nil }
                    return inner(TypeExpression.parse(target))
                }
                guard let entry = types.types[resolved] else { return nil }
                switch entry.kind {
                case .protocol:
                    // A bare protocol used as a type is `any P`.
                    return types.equatableProtocols.contains(resolved) ? nil : .notEquatable("any " + name)
                case .class, .actor:
                    return types.isEquatable(resolved) ? nil : .reference(kind: entry.kind, name: Self.spelling(type))
                case .struct, .enum:
                    return types.isEquatable(resolved) ? nil : .notEquatable(Self.spelling(type))
                }
            }
            if SwiftUIFacts.nonEquatableBuiltins.contains(name) { return .notEquatable(name) }
            if SwiftUIFacts.frameworkProtocols.contains(name), arguments.isEmpty { return .notEquatable("any " + name) }
            if SwiftUIFacts.optionalNames.contains(name) || SwiftUIFacts.sequenceNames.contains(name)
                || SwiftUIFacts.dictionaryNames.contains(name) {
                for argument in arguments { if let found = inner(argument) { return found } }
            }
            return nil
        }
    }

    /// A type written back in its usual spelling, for messages.
    static func spelling(_ type: TypeExpression) -> String {
        switch type {
        case .named(let path, let arguments):
            let name = path.joined(separator: ".")
            return arguments.isEmpty ? name : name + "<" + arguments.map(spelling).joined(separator: ", ") + ">"
        case .optional(let wrapped): return spelling(wrapped) + "?"
        case .array(let element): return "[" + spelling(element) + "]"
        case .dictionary(let key, let value): return "[" + spelling(key) + ": " + spelling(value) + "]"
        case .tuple(let elements): return "(" + elements.map(spelling).joined(separator: ", ") + ")"
        case .function: return "closure"
        case .existential(let parts): return "any " + parts.map(spelling).joined(separator: " & ")
        case .opaque: return "some"
        case .unknown: return "?"
        }
    }
}
