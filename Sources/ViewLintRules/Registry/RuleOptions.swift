import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A rule's options: whether it runs and how serious its findings are, which every rule
/// has, and the options of its own (`options`), each with its `.viewlint.yml` key. The
/// defaults are the type's `init()` (or the rule's `defaultOptions`).
public protocol RuleOptions: Equatable, Sendable {
    init()
    var enabled: Bool { get set }
    var severity: Severity { get set }
    /// The rule's own options, in the order `viewlint rules` and `viewlint init` list them
    /// (after `enabled` and `severity`).
    static var options: [RuleOption<Self>] { get }
}

extension RuleOptions {
    /// Equality with options of any rule: false for another rule's type.
    func isEqual(to other: any RuleOptions) -> Bool {
        (other as? Self) == self
    }
}

/// A value of an option as the configuration file gives it.
public enum OptionValue: Equatable, Sendable {
    /// A whole number, 0 or more; nil for an option left unset.
    case count(Int?)
    case strings([String])
    case flag(Bool)
}

/// What an option accepts: the configuration reader checks a value against it.
public enum OptionValueKind: Equatable, Sendable {
    case count
    /// A count that may be left unset.
    case optionalCount
    /// `true` or `false`.
    case flag
    /// A list of strings; `atLeastOne` names what the list holds when it must not be empty,
    /// `allowed` the only strings it may hold, when there are such.
    case strings(atLeastOne: String?, allowed: [String]? = nil)
}

/// One option of a rule's own: its key in `.viewlint.yml`, what it accepts, and where it
/// lives in the options.
public struct RuleOption<Options>: Sendable {
    public let key: String
    public let kind: OptionValueKind
    private let read: @Sendable (Options) -> OptionValue
    private let write: @Sendable (inout Options, OptionValue) -> Void

    public func value(in options: Options) -> OptionValue { read(options) }

    /// Sets the option; a value of another kind than `kind` is ignored (the reader checks).
    public func set(_ value: OptionValue, in options: inout Options) { write(&options, value) }

    public static func count(_ key: String, _ path: WritableKeyPath<Options, Int> & Sendable) -> Self {
        Self(key: key, kind: .count, read: { .count($0[keyPath: path]) }) { options, value in
            if case .count(let count?) = value { options[keyPath: path] = count }
        }
    }

    public static func optionalCount(_ key: String, _ path: WritableKeyPath<Options, Int?> & Sendable) -> Self {
        Self(key: key, kind: .optionalCount, read: { .count($0[keyPath: path]) }) { options, value in
            if case .count(let count) = value { options[keyPath: path] = count }
        }
    }

    public static func flag(_ key: String, _ path: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        Self(key: key, kind: .flag, read: { .flag($0[keyPath: path]) }) { options, value in
            if case .flag(let flag) = value { options[keyPath: path] = flag }
        }
    }

    public static func strings(_ key: String, _ path: WritableKeyPath<Options, [String]> & Sendable,
                               atLeastOne item: String? = nil, allowed: [String]? = nil) -> Self {
        Self(key: key, kind: .strings(atLeastOne: item, allowed: allowed), read: { .strings($0[keyPath: path]) }) { options, value in
            if case .strings(let strings) = value { options[keyPath: path] = strings }
        }
    }
}
