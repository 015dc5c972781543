import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Why `==` cannot compare a value of some type: what a hand-written `==` has to leave
/// out (`equatable_ignores_property`, `fix --equatable`). What a parent's update makes new
/// is `Stability`'s question.
public enum NonEquatableReason: Equatable, Sendable {
    /// A closure: no `==`.
    case closure
    /// A class or actor of the module: compared by identity.
    case reference(kind: TypeKind, name: String)
    /// An existential (`any P`, a bare protocol, `Any`): nothing to compare it by.
    case existential(String)
    /// A struct or enum (or a type listed as not Equatable): compared field by field.
    case notEquatable(String)

    /// Why, in a few words (the comments `fix --equatable` writes).
    package var explanation: String {
        switch self {
        case .closure: "a closure cannot be compared with =="
        case .reference(let kind, let name): "'\(name)' is \(kind == .actor ? "an actor" : "a class"), compared by identity"
        case .existential(let name): "'\(name)' is not Equatable"
        case .notEquatable(let name): "'\(name)' is not Equatable"
        }
    }

    public var kind: NonEquatableKind {
        switch self {
        case .closure: .closure
        case .reference: .class
        case .existential: .existential
        case .notEquatable: .value
        }
    }
}

/// Judges property types by whether `==` can compare them, against the module's types.
struct Equatability {
    let types: TypeIndex
    let equatableTypes: Set<String>
    let nonEquatableTypes: Set<String>

    /// Why a value of `type`, written inside `context` in `file`, cannot be compared; nil
    /// when it can or when the type is unknown (framework types, generic parameters).
    func reason(_ type: TypeExpression, context: String, file: String, genericParameters: Set<String>) -> NonEquatableReason? {
        var visitedAliases: Set<String> = []
        return reason(type, context: context, file: file, genericParameters: genericParameters,
                      visitedAliases: &visitedAliases)
    }

    private func reason(_ type: TypeExpression, context: String, file: String, genericParameters: Set<String>,
                        visitedAliases: inout Set<String>) -> NonEquatableReason? {
        func inner(_ type: TypeExpression) -> NonEquatableReason? {
            reason(type, context: context, file: file, genericParameters: genericParameters, visitedAliases: &visitedAliases)
        }
        // A typealias is followed in this loop, not by recursion: a chain of any length
        // costs no stack.
        var type = type
        while true {
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
                let name = Self.dotted(path)
                return types.conformanceIsEquatable(name, from: context, file: file) || NamedTypeLookup.isListed(name, in: equatableTypes)
            }
            return isEquatable ? nil : .existential("any " + parts.map(Self.spelling).joined(separator: " & "))
        case .named(let path, let arguments):
            let (name, found) = NamedTypeLookup.lookUp(
                path, context: context, file: file, generics: genericParameters, equatableTypes: equatableTypes,
                nonEquatableTypes: nonEquatableTypes, types: types, visitedAliases: &visitedAliases)
            switch found {
            case .genericParameter, .listedEquatable, .nothing:
                return nil
            case .listedNonEquatable:
                return .notEquatable(Self.spelling(type))
            case .alias(let target):
                type = target
                continue
            case .module(let resolvedName, let entry):
                switch entry.kind {
                case .protocol:
                    // A bare protocol used as a type is `any P`.
                    return types.equatableProtocols.contains(resolvedName) ? nil : .existential("any " + name)
                case .class, .actor:
                    return types.isEquatable(resolvedName, entry, file: file) ? nil
                        : .reference(kind: entry.kind, name: Self.spelling(type))
                case .struct, .enum:
                    return types.isEquatable(resolvedName, entry, file: file) ? nil : .notEquatable(Self.spelling(type))
                }
            case .external:
                break
            }
            switch SwiftUIFacts.standardTypeRole(name) {
            case .neverEqual?:
                return SwiftUIFacts.existentialBuiltins.contains(name) ? .existential(name) : .notEquatable(name)
            case .frameworkProtocol? where arguments.isEmpty:
                return .existential("any " + name)
            case .container?:
                for argument in arguments { if let found = inner(argument) { return found } }
            case .frameworkProtocol?, nil:
                break
            }
            return nil
        }
        }
    }


    /// A path written back with its periods; a one-part path as it is.
    static func dotted(_ path: [String]) -> String {
        path.count == 1 ? path[0] : path.joined(separator: ".")
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
