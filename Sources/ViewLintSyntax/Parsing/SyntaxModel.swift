import ViewLintSupport

/// What the parser keeps of a file: declarations and, for code-bearing members, a
/// summary of their code. No tokens survive the parse.
public struct FileSyntax: Sendable {
    public var path: String
    public var types: [TypeDeclaration] = []
    public var extensions: [ExtensionDeclaration] = []
    public var typealiases: [TypealiasDeclaration] = []
    /// The calls the query named (`SyntaxQuery`), with their closures and arguments.
    public var calls = CallRecords()
    /// Comments that hold `viewlint:`, in file order.
    public var toolComments: [ToolComment] = []
    /// How often each capitalized name is called (`Name(…)`, `Name { … }`), and how often
    /// the query's marks were on such a call; each name once, in no particular order. A
    /// list, not a dictionary: a run keeps every file's.
    public var constructionCounts: [NamedConstructions] = []

    /// `constructionCounts` by name.
    public var constructions: [String: Constructions] {
        Dictionary(constructionCounts.map { ($0.name, $0.counts) }, uniquingKeysWith: { first, second in
            var sum = first
            sum.add(second)
            return sum
        })
    }
    public var diagnostics: [LexDiagnostic] = []
    /// A member of a struct, enum or extension is named like a type (`TypeLikeName`): a
    /// lint then needs this file's uses of such names.
    package var declaresMembersNamedLikeTypes = false

    public init(path: String) {
        self.path = path
    }
}

public enum TypeKind: String, Sendable {
    case `struct`, `enum`, `class`, actor, `protocol`

    /// Whether SwiftUI can take a type of this kind for a view: only value types can be.
    public var canBeView: Bool { self == .struct || self == .enum }
}

/// A position in a file: 1-based line, UTF-8 byte column.
///
/// Stored in 32 bits each, as tokens store them: a run keeps millions of positions (every
/// closure and member use), and a file of more than 2³¹ lines or columns is not linted.
public struct SourcePosition: Sendable, Equatable, Comparable {
    @StoredIn32Bits public var line: Int
    @StoredIn32Bits public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ token: Token) {
        _line = StoredIn32Bits(token.line)
        _column = StoredIn32Bits(token.column)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// An `Int` kept in 32 bits, clamped: what a run keeps millions of (positions, counts)
/// costs half the memory, and no file has 2³¹ lines or calls.
@propertyWrapper
public struct StoredIn32Bits: Sendable, Equatable {
    private var stored: Int32

    public init(wrappedValue: Int) {
        stored = Int32(clamping: wrappedValue)
    }

    init(_ value: Int32) {
        stored = value
    }

    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }
}

public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// Qualified by the enclosing type declarations (`Outer.Inner`); a type declared
    /// inside code is named by its own name.
    public var name: String
    public var position: SourcePosition
    /// Inherited types as written, without generic arguments (`View`, `SwiftUI.View`).
    public var inheritance: [String]
    /// Attribute names, last component only (`Equatable` for `@Equatable`).
    public var attributes: [String]
    public var genericParameters: [String]
    public var members: [MemberDeclaration] = []
    /// For enums: whether any case carries associated values.
    public var hasAssociatedValues = false
    /// `public`, `open` or `package` when written; nil for internal and narrower.
    public var accessLevel: String? = nil
    /// Declared inside a function, closure or `#Preview`: no extension can reach it.
    public var isDeclaredInCode = false
}

public struct ExtensionDeclaration: Sendable {
    /// The extended type's dotted name without generic arguments.
    public var extendedName: String
    public var position: SourcePosition
    public var inheritance: [String]
    public var members: [MemberDeclaration] = []
}

public struct TypealiasDeclaration: Sendable {
    public var name: String
    public var position: SourcePosition
    public var target: String
}

public enum MemberKind: String, Sendable {
    case storedProperty, computedProperty, method
}

/// A parameter of a method, as far as calls need it.
public struct Parameter: Sendable, Equatable {
    /// The argument label; `_` for none.
    public var label: String
    public var hasDefault: Bool
}

public struct MemberDeclaration: Sendable {
    // References first, flags last: the layout packs, and a run holds every member.
    public var name: String
    /// Declared type of a property, return type of a method, as written.
    public var typeText: String?
    public var attributes: [String]
    public var parameters: [Parameter]
    /// Closures and candidate member uses in the member's code (all accessors, the
    /// method body and its parameters' default values).
    public var code: CodeSummary
    public var position: SourcePosition
    public var kind: MemberKind
    public var isStatic: Bool
    /// The declared or return type names `View`/`AnyView`, or it carries `@ViewBuilder`.
    public var isViewBuilding: Bool
    /// A `let` with an initial value: every instance holds the same value.
    public var isInitializedConstant = false

    public init(kind: MemberKind, name: String, position: SourcePosition, isStatic: Bool, typeText: String?,
                attributes: [String], parameters: [Parameter], isViewBuilding: Bool, code: CodeSummary,
                isInitializedConstant: Bool = false) {
        self.name = name
        self.typeText = typeText
        self.attributes = attributes
        self.parameters = parameters
        self.code = code
        self.position = position
        self.kind = kind
        self.isStatic = isStatic
        self.isViewBuilding = isViewBuilding
        self.isInitializedConstant = isInitializedConstant
    }
}

/// What the rules read of a member's code.
public struct CodeSummary: Sendable {
    /// Where each closure expression opens; empty when the parse only counts them
    /// (`ParseWorkspace.keepsClosurePositions`). `closureCount` counts them either way.
    public var closures: [SourcePosition] = []
    public var uses: [MemberUse] = []
    /// The calls the query names (`SyntaxQuery.callsInCode`).
    public var namedCalls: [NamedCall] = []
    /// In a hand-written `==` only: the names read after a period (`lhs.title`, `\.title`).
    public var memberAccesses: [String] = []
    /// Last, in 32 bits: a member packs its position into the room left after it.
    @StoredIn32Bits public internal(set) var closureCount: Int = 0

    public init() {}

    mutating func absorb(_ other: CodeSummary) {
        closures.append(contentsOf: other.closures)
        closureCount += other.closureCount
        uses.append(contentsOf: other.uses)
        namedCalls.append(contentsOf: other.namedCalls)
        memberAccesses.append(contentsOf: other.memberAccesses)
    }
}

/// An identifier in expression position that may name a member of the enclosing view:
/// a bare identifier not shadowed there, or the member after `self.`.
public struct MemberUse: Sendable, Equatable {
    public var name: String
    public var position: SourcePosition
    /// The labels joined by commas (labels are names or `_`, never a comma). Up to 15 bytes
    /// a String needs no storage of its own, so most calls keep their labels without an
    /// allocation, where an array of Strings would need one per call.
    var labelText: String
    /// Called with parentheses or a trailing closure.
    public var isCall: Bool
    /// Kept small: a run holds every use of every file (no call has 65,535 trailing closures).
    private var storedTrailingClosures: UInt16

    /// Argument labels of the call's parenthesized arguments (`_` for unlabeled).
    public var labels: [String] {
        get { Self.labels(in: labelText) }
        set { labelText = newValue.joined(separator: ",") }
    }

    public var trailingClosures: Int {
        get { Int(storedTrailingClosures) }
        set { storedTrailingClosures = UInt16(clamping: newValue) }
    }

    public init(name: String, position: SourcePosition, isCall: Bool, labels: [String], trailingClosures: Int) {
        self.init(name: name, position: position, isCall: isCall, labelText: labels.joined(separator: ","),
                  trailingClosures: trailingClosures)
    }

    init(name: String, position: SourcePosition, isCall: Bool, labelText: String, trailingClosures: Int) {
        self.name = name
        self.position = position
        self.labelText = labelText
        self.isCall = isCall
        self.storedTrailingClosures = UInt16(clamping: trailingClosures)
    }

    /// The labels of a `labelText`.
    static func labels(in text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}

/// Calls of one name in a file.
public struct Constructions: Sendable, Equatable {
    // 32 bits each: a run keeps a count for every name called in every file.
    @StoredIn32Bits public var total: Int
    /// Those the query's marks were on (`SyntaxQuery.markingModifier`, `markingCall`).
    @StoredIn32Bits public var marked: Int

    public init(total: Int = 0, marked: Int = 0) {
        self.total = total
        self.marked = marked
    }

    package mutating func add(_ other: Constructions) {
        total += other.total
        marked += other.marked
    }
}

/// A file's calls of one name.
public struct NamedConstructions: Sendable, Equatable {
    public var name: String
    public var counts: Constructions
}
