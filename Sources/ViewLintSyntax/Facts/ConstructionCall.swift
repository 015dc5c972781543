import ViewLintSupport

/// A call of a capitalized name in the code of a member that builds views
/// (`MemberDeclaration.isViewBuilding`, or named `body`): `Row(item: item) { … }`, with
/// each argument's label, shape and text, recorded when the query asks
/// (`SyntaxQuery.recordsConstructionCalls`). Only plain names are recorded, as in the
/// counts (`FileSyntax.constructionCounts`): not `Outer.Row(…)` nor `Row<T>(…)`.
public struct ConstructionCall: Sendable, Equatable {
    public var name: String
    /// Where the name is.
    public var position: SourcePosition
    /// The parenthesized arguments in order, then the trailing closures.
    public var arguments: [ConstructionArgument]
    /// The innermost type or extension around the call.
    public var enclosingType: String?
    /// The member whose code holds the call (`body`), if any: its name's number, the same as
    /// the member declaration's (`MemberDeclaration.nameNumber`), so that the view graph
    /// finds the member by comparing numbers, not texts.
    public private(set) var enclosingMemberName: SharedName?

    /// The member whose code holds the call (`body`), if any.
    public var enclosingMember: String? {
        get { enclosingMemberName?.text }
        set { enclosingMemberName = newValue.map(SharedName.init) }
    }

    public init(name: String, position: SourcePosition, arguments: [ConstructionArgument], enclosingType: String?,
                enclosingMember: String?) {
        self.init(name: name, position: position, arguments: arguments, enclosingType: enclosingType,
                  enclosingMemberName: enclosingMember.map(SharedName.init))
    }

    init(name: String, position: SourcePosition, arguments: [ConstructionArgument], enclosingType: String?,
         enclosingMemberName: SharedName?) {
        self.name = name
        self.position = position
        self.arguments = arguments
        self.enclosingType = enclosingType
        self.enclosingMemberName = enclosingMemberName
    }
}

/// One argument of a recorded construction call: its value's shape and bounded text, which
/// the view graph reads (queried calls keep theirs as `CallArgument`).
public struct ConstructionArgument: Sendable, Equatable {
    /// What the value is made of, read off its tokens.
    public enum Shape: Sendable, Equatable {
        /// The whole value is a closure literal (`{ … }`, a trailing closure).
        case closure
        /// The whole value is an array or dictionary literal (`[…]`).
        case collectionLiteral
        /// The value ends in a call: its callee's name, and whether the callee follows a
        /// period (`items.map { … }`: `map`, member; `AnyView(…)`: `AnyView`, not a member).
        case call(callee: String, isMember: Bool)
        /// Names joined by periods, with optional `$`, `?` and `!` (`item`, `self.onTap`,
        /// `$isOn`, `model.rows`).
        case name
        /// Anything else (literals, operators, key paths, conditionals).
        case other
    }

    /// `_` for an unlabeled argument and for the first trailing closure.
    public var label: String
    /// Where the value starts.
    public var position: SourcePosition
    public var shape: Shape
    /// The value's source text, whitespace runs made one space; a long one keeps its
    /// start and end around ` … ` (`ConstructionArgument.textLimit` bytes at most, about).
    public var text: String
    public var isTrailingClosure: Bool

    /// Bytes of text kept: the start, then the end. Bounded, so that calls nested in
    /// each other's arguments keep linear memory.
    public static let textLimit = (start: 48, end: 20)

    public init(label: String, position: SourcePosition, shape: Shape, text: String, isTrailingClosure: Bool) {
        self.label = label
        self.position = position
        self.shape = shape
        self.text = text
        self.isTrailingClosure = isTrailingClosure
    }
}
