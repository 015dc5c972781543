import ViewLintSupport

public enum MemberKind: String, Sendable {
    case storedProperty, computedProperty, method
}

public struct MemberDeclaration: Sendable {
    // References first, flags last: the layout packs, and a run holds every member. Names
    // as numbers (`SharedName`): the member is 48 bytes rather than 72 (measured: 2.2 MB
    // less at the 1 M-line peak).
    /// `attributes` and `parameters`, in the room of one reference: most members have
    /// neither, a property has no parameters, and few methods have attributes.
    @usableFromInline var attributesAndParameters: AttributesAndParameters
    /// Closures and candidate member uses in the member's code (all accessors, the
    /// method body and its parameters' default values).
    public var code: CodeSummary
    public var position: SourcePosition
    @usableFromInline var sharedName: SharedName
    /// `typeText`, when `hasTypeText`.
    private var sharedTypeText: SharedName
    public var kind: MemberKind
    /// One byte for every yes-or-no fact.
    private var flags: MemberFlags

    public var name: String {
        @inlinable get { sharedName.text }
        set { sharedName = SharedName(newValue) }
    }

    /// The number of `name`: equal numbers, equal bytes (`SharedName`).
    @inlinable
    public var nameNumber: SharedName { sharedName }

    /// Declared type of a property, return type of a method, as written; for a stored
    /// property without one whose initial value constructs a type (`= DateFormatter()`),
    /// that type's name (`typeIsInferred`).
    public var typeText: String? {
        get { flags.contains(.hasTypeText) ? sharedTypeText.text : nil }
        set {
            sharedTypeText = newValue.map(SharedName.init) ?? .empty
            flags.set(.hasTypeText, newValue != nil)
        }
    }

    public init(kind: MemberKind, name: String, position: SourcePosition, isStatic: Bool, typeText: String?,
                attributes: [String], parameters: [Parameter], isViewBuilding: Bool, code: CodeSummary,
                isInitializedConstant: Bool = false, typeIsInferred: Bool = false,
                initialValueConstructsType: Bool = false) {
        self.init(kind: kind, name: SharedName(name), position: position, isStatic: isStatic,
                  typeText: typeText.map(SharedName.init),
                  attributesAndParameters: AttributesAndParameters(attributes, parameters),
                  isViewBuilding: isViewBuilding, code: code, isInitializedConstant: isInitializedConstant,
                  typeIsInferred: typeIsInferred, initialValueConstructsType: initialValueConstructsType)
    }

    /// With lists the parser shares among its members (`RecentLists`).
    init(kind: MemberKind, name: SharedName, position: SourcePosition, isStatic: Bool, typeText: SharedName?,
         attributesAndParameters: AttributesAndParameters, isViewBuilding: Bool, code: CodeSummary,
         isInitializedConstant: Bool, typeIsInferred: Bool, initialValueConstructsType: Bool) {
        sharedName = name
        sharedTypeText = typeText ?? .empty
        self.attributesAndParameters = attributesAndParameters
        self.code = code
        self.position = position
        self.kind = kind
        flags = typeText == nil ? [] : .hasTypeText
        self.isStatic = isStatic
        self.isViewBuilding = isViewBuilding
        self.isInitializedConstant = isInitializedConstant
        self.typeIsInferred = typeIsInferred
        self.initialValueConstructsType = initialValueConstructsType
    }

    /// Attribute names, last component only (`State` for `@SwiftUI.State`). Inlined where
    /// rules read it (another module): called, the getter took a copy of the whole member
    /// (measured: 16 M instructions of a 1 M-line run).
    public var attributes: [String] {
        @inlinable get { attributesAndParameters.attributes }
        set { attributesAndParameters = AttributesAndParameters(newValue, parameters) }
    }

    /// The parameters of a method; empty for a property.
    public var parameters: [Parameter] {
        @inlinable get { attributesAndParameters.parameters }
        set { attributesAndParameters = AttributesAndParameters(attributes, newValue) }
    }

    /// `typeText` when it is written in the declaration.
    public var writtenType: String? { typeIsInferred ? nil : typeText }

    public var isStatic: Bool {
        get { flags.contains(.isStatic) }
        set { flags.set(.isStatic, newValue) }
    }

    /// The declared or return type names `View`/`AnyView`, or it carries `@ViewBuilder`.
    public var isViewBuilding: Bool {
        get { flags.contains(.isViewBuilding) }
        set { flags.set(.isViewBuilding, newValue) }
    }

    /// A `let` with an initial value: every instance holds an equal value (though not the
    /// same object when the value constructs one: `initialValueConstructsType`).
    public var isInitializedConstant: Bool {
        get { flags.contains(.isInitializedConstant) }
        set { flags.set(.isInitializedConstant, newValue) }
    }

    /// `typeText` is not written but read off the initial value's construction.
    public var typeIsInferred: Bool {
        get { flags.contains(.typeIsInferred) }
        set { flags.set(.typeIsInferred, newValue) }
    }

    /// The initial value is one call that constructs the type `typeText` names
    /// (`= DateFormatter()`, `: Model = Model(id: 1)`): each new instance of the owner
    /// gets a new value.
    public var initialValueConstructsType: Bool {
        get { flags.contains(.initialValueConstructsType) }
        set { flags.set(.initialValueConstructsType, newValue) }
    }
}

/// The yes-or-no facts of a member, in one byte.
struct MemberFlags: OptionSet, Sendable {
    let rawValue: UInt8

    static let isStatic = MemberFlags(rawValue: 1 << 0)
    static let isViewBuilding = MemberFlags(rawValue: 1 << 1)
    static let isInitializedConstant = MemberFlags(rawValue: 1 << 2)
    static let typeIsInferred = MemberFlags(rawValue: 1 << 3)
    static let initialValueConstructsType = MemberFlags(rawValue: 1 << 4)
    /// `typeText` is not nil (its shared name may be empty: `typeText` is then "").
    static let hasTypeText = MemberFlags(rawValue: 1 << 5)
}

/// A member's attributes and parameters as one reference: a run holds every member, and
/// the member is 8 bytes smaller (measured: 0.7 MB less at the 1 M-line peak).
/// The lists are the parser's shared copies, and so is the one-element list of a member
/// with both (`@ViewBuilder func row(_ item: Item)`): methods repeat such pairs by the
/// thousand.
@usableFromInline
enum AttributesAndParameters: Sendable {
    case neither
    case attributes([String])
    case parameters([Parameter])
    /// One element.
    case both([AttributesWithParameters])

    init(_ attributes: [String], _ parameters: [Parameter]) {
        self.init(attributes, parameters) { [$0] }
    }

    init(_ attributes: [String], _ parameters: [Parameter], sharing pairs: inout RecentLists<AttributesWithParameters>) {
        self.init(attributes, parameters) { pairs.sharedList(of: $0) }
    }

    private init(_ attributes: [String], _ parameters: [Parameter],
                 keeping keep: (AttributesWithParameters) -> [AttributesWithParameters]) {
        switch (attributes.isEmpty, parameters.isEmpty) {
        case (true, true): self = .neither
        case (false, true): self = .attributes(attributes)
        case (true, false): self = .parameters(parameters)
        case (false, false): self = .both(keep(AttributesWithParameters(attributes: attributes, parameters: parameters)))
        }
    }

    @inlinable
    var attributes: [String] {
        switch self {
        case .attributes(let attributes): attributes
        case .both(let both): both[0].attributes
        case .neither, .parameters: []
        }
    }

    @inlinable
    var parameters: [Parameter] {
        switch self {
        case .parameters(let parameters): parameters
        case .both(let both): both[0].parameters
        case .neither, .attributes: []
        }
    }
}

@usableFromInline
struct AttributesWithParameters: Sendable, Equatable {
    @usableFromInline var attributes: [String]
    @usableFromInline var parameters: [Parameter]
}
