import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What makes a stored value of a view unequal on the next update of its parent
/// (README `non_equatable_property`, contract v2).
public enum Instability: Equatable, Sendable {
    /// A closure: the parent's body makes a new one, with new captures, on every update.
    case closure
    /// `AnyView`: a new type-erased box each time `AnyView(...)` runs.
    case anyView
    /// A struct or enum of the module (as written) whose field at `path` (`item.onTap`,
    /// `route.0`) is unstable for `holds`; an empty path for a type the options list.
    case value(type: String, path: String, holds: NonEquatableKind)
    /// A class or actor of the module that is not Equatable (opt-in `class`).
    case classInstance(kind: TypeKind, name: String)
    /// An existential that is neither Equatable nor class-bound (opt-in `existential`).
    case existential(String)

    public var kind: NonEquatableKind {
        switch self {
        case .closure: .closure
        case .anyView: .anyview
        case .value: .value
        case .classInstance: .class
        case .existential: .existential
        }
    }
}

/// Judges property types by what a parent's update makes new (contract v2): closures,
/// `AnyView`, and the module's structs and enums that hold them; with the opt-in kinds,
/// existentials and class instances. A kind left out is neither reported nor looked
/// through.
struct Stability: Sendable {
    let types: TypeIndex
    /// The kinds reported, one bit each (`bit(of:)`): asked for nearly every property, where
    /// a `Set` of this `String`-backed enum would hash the raw value each time.
    private let kindBits: UInt8
    let equatableTypes: Set<String>
    let nonEquatableTypes: Set<String>

    init(types: TypeIndex, kinds: Set<NonEquatableKind>, equatableTypes: Set<String>, nonEquatableTypes: Set<String>) {
        self.types = types
        kindBits = kinds.reduce(0) { $0 | Self.bit(of: $1) }
        self.equatableTypes = equatableTypes
        self.nonEquatableTypes = nonEquatableTypes
    }

    private static func bit(of kind: NonEquatableKind) -> UInt8 {
        switch kind {
        case .closure: 1
        case .anyview: 2
        case .value: 4
        case .existential: 8
        case .class: 16
        }
    }

    /// Whether `kind` is reported (and looked through).
    private func reports(_ kind: NonEquatableKind) -> Bool {
        kindBits & Self.bit(of: kind) != 0
    }

    /// How many structs and enums deep `value` looks. Real models nest a handful; a deeper
    /// chain is generated code or hostile input, and beyond this depth a type counts as
    /// stable rather than costing stack.
    static let deepest = 48
    /// How many fields of structs and enums one property's judgement may look at before it
    /// calls the rest stable: a type is judged once per worker (`Scratch`) unless a cycle
    /// through an enclosing type made its answer depend on the way down, so only a web of
    /// mutually nested types could need more (and would need exponentially many).
    static let budget = 4096

    /// What one worker keeps across the properties it judges.
    struct Scratch {
        var parsedTypes = ParsedTypes()
        /// By type name and declaring file: whether the type is Equatable, and once judged,
        /// the field path and kind that make it unstable, or nil for stable (only results
        /// that did not depend on the path taken).
        fileprivate var known: [String: Known] = [:]
    }

    /// What a worker knows of a struct or enum of the module.
    fileprivate enum Known {
        case equatable
        /// Not Equatable, and judged.
        case judged(Found?)
        /// Not Equatable; its judgement depended on the path taken.
        case notEquatable
    }

    /// The field that makes a struct or enum unstable.
    fileprivate struct Found: Equatable {
        var path: String
        var holds: NonEquatableKind
    }

    /// The types entered on the way down from the view, for the cycle guard.
    private struct Walk {
        /// The view, first on the path: kept apart so that a walk that enters no type
        /// (most, a closure's) allocates no list.
        let root: String
        /// The types entered after the view.
        var entered: [String] = []
        /// The shallowest place on `path` a cycle met while the innermost type was judged.
        var shallowestCycle = Int.max
        var budget = Stability.budget
        var isCutShort = false

        /// How many types are on the path, the view included.
        var depth: Int { 1 + entered.count }

        /// The place of `name` on the path (the view's is 0), if it is there.
        func place(of name: String) -> Int? {
            if name == root { return 0 }
            return entered.firstIndex(of: name).map { $0 + 1 }
        }
    }

    /// Whether judging `type` may look a name up (and so read the context, the file and
    /// the generic parameters): false for a closure, an array, a dictionary, `some P`, and
    /// optionals and tuples of these, whose judgement is the same wherever they are written.
    static func readsNames(_ type: TypeExpression) -> Bool {
        switch type {
        case .function, .array, .dictionary, .opaque, .unknown: false
        case .optional(let wrapped): readsNames(wrapped)
        case .tuple(let elements): elements.contains(where: readsNames)
        case .named, .existential: true
        }
    }

    /// Why a value of `type`, declared in `view` (`file`), is new on every update; nil when
    /// it is not.
    func instability(_ type: TypeExpression, view: String, file: String, genericParameters: Set<String>,
                     scratch: inout Scratch) -> Instability? {
        var walk = Walk(root: view)
        return judge(type, context: view, file: file, generics: genericParameters, walk: &walk, scratch: &scratch)
    }

    private func judge(_ type: TypeExpression, context: String, file: String, generics: Set<String>,
                       walk: inout Walk, scratch: inout Scratch) -> Instability? {
        // A typealias is followed in this loop, not by recursion: a chain of any length
        // costs no stack.
        var type = type
        var visitedAliases: Set<String> = []
        while true {
            switch type {
            case .function:
                return reports(.closure) ? .closure : nil
            case .optional(let wrapped):
                type = wrapped
                continue
            case .array, .dictionary, .opaque, .unknown:
                return nil
            case .tuple(let elements):
                for element in elements {
                    if let found = judge(element, context: context, file: file, generics: generics, walk: &walk,
                                         scratch: &scratch) { return found }
                }
                return nil
            case .existential(let parts):
                return existential(parts, spelled: Equatability.spelling(type), context: context, file: file)
            case .named(let path, let arguments):
                let (name, found) = NamedTypeLookup.lookUp(
                    path, context: context, file: file, generics: generics, equatableTypes: equatableTypes,
                    nonEquatableTypes: nonEquatableTypes, types: types, visitedAliases: &visitedAliases)
                switch found {
                case .genericParameter, .listedEquatable, .nothing:
                    return nil
                case .listedNonEquatable:
                    return reports(.value) ? .value(type: Equatability.spelling(type), path: "", holds: .value) : nil
                case .alias(let target):
                    type = target
                    continue
                case .module(let resolvedName, let entry):
                    switch entry.kind {
                    case .protocol:
                        return existential([type], spelled: "any " + name, context: context, file: file)
                    case .class, .actor:
                        guard reports(.class), !types.isEquatable(resolvedName, entry, file: file) else { return nil }
                        return .classInstance(kind: entry.kind, name: Equatability.spelling(type))
                    case .struct, .enum:
                        return value(resolvedName, entry, spelled: type, walk: &walk, scratch: &scratch)
                    }
                case .external:
                    break
                }
                switch name {
                case "AnyView", "SwiftUI.AnyView":
                    return reports(.anyview) ? .anyView : nil
                case "Any", "Swift.Any":
                    return reports(.existential) ? .existential(name) : nil
                case "Optional", "Swift.Optional":
                    guard let wrapped = arguments.first else { return nil }
                    type = wrapped
                    continue
                default:
                    guard arguments.isEmpty, SwiftUIFacts.standardTypeRole(name) == .frameworkProtocol else { return nil }
                    return existential([type], spelled: "any " + name, context: context, file: file)
                }
            }
        }
    }

    /// An existential of `parts`, with the opt-in kind: reported unless a part is Equatable,
    /// class-bound, or a module class (`Base & P` holds a class instance).
    private func existential(_ parts: [TypeExpression], spelled: String, context: String, file: String) -> Instability? {
        guard reports(.existential) else { return nil }
        for part in parts {
            guard case .named(let path, _) = part else { continue }
            let name = Equatability.dotted(path)
            if TypeIndex.classBoundRoots.contains(name) || NamedTypeLookup.isListed(name, in: equatableTypes)
                || types.conformanceIsEquatable(name, from: context, file: file) { return nil }
            if let resolved = types.resolution(of: name, from: context, file: file), let entry = resolved.entry {
                if entry.kind == .class || entry.kind == .actor { return nil }
                if entry.kind == .protocol, types.classBoundProtocols.contains(resolved.name) { return nil }
            }
        }
        return .existential(spelled)
    }

    /// A struct or enum of the module: unstable when it is not Equatable and every one of
    /// its declarations holds an unstable field.
    /// `spelled`: the type as written, spelled in the message only when it is unstable.
    private func value(_ name: String, _ entry: TypeIndex.Entry, spelled: TypeExpression, walk: inout Walk,
                       scratch: inout Scratch) -> Instability? {
        guard reports(.value) else { return nil }
        let key = name + "\u{0}" + entry.declaration.file
        // Whether the type is Equatable is its own (name, entry and declaring file), so it
        // is asked once per worker.
        let known = scratch.known[key]
        if case .equatable? = known { return nil }
        if known == nil, types.isEquatable(name, entry, file: entry.declaration.file) {
            scratch.known[key] = .equatable
            return nil
        }
        if let onPath = walk.place(of: name) {
            walk.shallowestCycle = min(walk.shallowestCycle, onPath)
            return nil
        }
        let found: Found?
        if case .judged(let judged)? = known {
            found = judged
        } else {
            guard walk.depth <= Self.deepest, walk.budget > 0 else {
                scratch.known[key] = .notEquatable
                walk.isCutShort = true
                return nil
            }
            let depth = walk.depth
            let outerCycle = walk.shallowestCycle
            let outerCutShort = walk.isCutShort
            walk.shallowestCycle = Int.max
            walk.isCutShort = false
            walk.entered.append(name)
            let generics = types.genericParameters(of: name, file: entry.declaration.file, entry: entry)
            var first: Found?
            var isStable = false
            for declaration in entry.declarations {
                guard let field = unstableField(of: declaration, in: name, generics: generics, walk: &walk,
                                                scratch: &scratch) else {
                    isStable = true
                    break
                }
                if first == nil { first = field }
            }
            walk.entered.removeLast()
            found = isStable ? nil : first
            // A result that no enclosing type's cycle or cut made is the type's own.
            scratch.known[key] = walk.shallowestCycle >= depth && !walk.isCutShort ? .judged(found) : .notEquatable
            walk.shallowestCycle = min(outerCycle, walk.shallowestCycle)
            walk.isCutShort = outerCutShort || walk.isCutShort
        }
        return found.map { .value(type: Equatability.spelling(spelled), path: $0.path, holds: $0.holds) }
    }

    /// The first field of one declaration, in order, whose type is unstable: a stored
    /// instance property of a struct, an associated value of an enum.
    private func unstableField(of declaration: TypeIndex.Declaration, in name: String, generics: Set<String>,
                               walk: inout Walk, scratch: inout Scratch) -> Found? {
        for member in declaration.members where member.kind == .storedProperty && !member.isStatic {
            guard let written = member.writtenType else { continue }
            guard walk.budget > 0 else {
                walk.isCutShort = true
                return nil
            }
            walk.budget -= 1
            if let found = judge(scratch.parsedTypes.parse(written), context: name, file: declaration.file,
                                 generics: generics, walk: &walk, scratch: &scratch) {
                return Found(path: Self.path(member.name, then: found), holds: Self.holds(found))
            }
        }
        for enumCase in declaration.casesWithValues {
            for (position, value) in enumCase.associatedValues.enumerated() {
                guard walk.budget > 0 else {
                    walk.isCutShort = true
                    return nil
                }
                walk.budget -= 1
                if let found = judge(scratch.parsedTypes.parse(value.typeText), context: name, file: declaration.file,
                                     generics: generics, walk: &walk, scratch: &scratch) {
                    let field = enumCase.name + "." + (value.label ?? String(position))
                    return Found(path: Self.path(field, then: found), holds: Self.holds(found))
                }
            }
        }
        return nil
    }

    /// `field`, and the path inside it when it is itself a struct or enum.
    private static func path(_ field: String, then found: Instability) -> String {
        if case .value(_, let inner, _) = found, !inner.isEmpty { return field + "." + inner }
        return field
    }

    /// What the innermost field holds.
    private static func holds(_ found: Instability) -> NonEquatableKind {
        if case .value(_, _, let holds) = found { return holds }
        return found.kind
    }

}

extension Stability {
    /// The judgement of `options` (which kinds count, which types are listed) and its
    /// screen, made in one place: `non_equatable_property` and the view graph's judge
    /// must agree on what is unstable.
    static func judging(_ options: some PropertyEquatabilityOptions, types: TypeIndex) -> (stability: Stability, screen: StabilityScreen) {
        let kinds = Set(options.kinds.compactMap(NonEquatableKind.init(rawValue:)))
        let nonEquatableTypes = Set(options.nonEquatableTypes)
        return (Stability(types: types, kinds: kinds, equatableTypes: Set(options.equatableTypes), nonEquatableTypes: nonEquatableTypes),
                StabilityScreen(types: types, kinds: kinds, nonEquatableTypes: nonEquatableTypes))
    }
}
