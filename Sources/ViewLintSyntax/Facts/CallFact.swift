import ViewLintSupport

/// A call in code, as the rules read it: a call the query names (`SyntaxQuery.calls`), a
/// call of a capitalized name in a closure passed to one (`constructionsInClosures`), or a
/// call that a closure around one of those is passed to (its `enclosing` chain).
///
/// One shape for every rule: `ForEach(items) { … }`, `.id(item.id)`, `List { … }`,
/// `Section(header: …) { … }` and `.sheet(isPresented: $shown) { … }` are all calls with a
/// callee, a receiver, arguments and a place in the code around them.
public struct CallFact: Sendable, Equatable {
    // References first, then 32-bit fields, flags last; names as numbers (`SharedName`): a
    // run keeps every call of every file, and a fact is 56 bytes rather than 96 (measured:
    // 1.1 MB less at the 1 M-line peak).
    /// For a member call, the names along the expression it is chained on, the base first:
    /// `Row(item: item).padding().id(x)` gives `["Row", "padding"]`, `model.rows()` gives
    /// `["model"]`; "" stands for a part that is no name (`(a ?? b).id(x)`, a literal, the
    /// chain cut after `CallFact.receiverLimit` links). Empty for an implicit member
    /// (`.init(…)`) and for a call that is no member call.
    public var receiver: [String]
    // `arguments`, kept in two fields: while the file is parsed the storage is empty and
    // the bounds are in `CallRecords.argumentList`.
    var argumentStorage: [CallArgument]
    var argumentBounds: Range<Int32>
    /// Where the callee's name is.
    public var position: SourcePosition
    /// Where the call stands: in which argument of which call, or at the top of a member.
    public var enclosing: CallLink
    @usableFromInline var sharedCallee: SharedName
    var sharedEnclosingType: SharedName
    var sharedEnclosingMember: SharedName
    private var flags: CallFactFlags

    /// The callee's name, without generic arguments (`List` of `List<Item, Never>(…)`) and
    /// without a `SwiftUI.` qualifier; "" for a call of another expression (`make()(x)`).
    public var callee: String {
        get { sharedCallee.text }
        set { sharedCallee = SharedName(newValue) }
    }

    /// Whether the callee is spelled with the bytes of `name`: for a name no other spelling
    /// equals as a `String` (an ASCII name without `K`, which the Kelvin sign also spells),
    /// the same answer as `callee == name`, with no text read.
    @inlinable
    public func calls(_ name: SharedName) -> Bool {
        sharedCallee == name
    }

    /// The innermost type or extension around the call.
    public var enclosingType: String? {
        get { flags.contains(.hasEnclosingType) ? sharedEnclosingType.text : nil }
        set {
            sharedEnclosingType = newValue.map(SharedName.init) ?? .empty
            flags.set(.hasEnclosingType, newValue != nil)
        }
    }

    /// The member whose code holds the call (`body`); known for queried calls.
    public var enclosingMember: String? {
        get { flags.contains(.hasEnclosingMember) ? sharedEnclosingMember.text : nil }
        set {
            sharedEnclosingMember = newValue.map(SharedName.init) ?? .empty
            flags.set(.hasEnclosingMember, newValue != nil)
        }
    }

    /// Sets `enclosingMember` to a shared name the parse has.
    mutating func setEnclosingMember(_ name: SharedName?) {
        sharedEnclosingMember = name ?? .empty
        flags.set(.hasEnclosingMember, name != nil)
    }

    /// Whether the callee follows a period: a member call or modifier (`Row().id(x)`,
    /// `model.rows()`, an implicit member `.init(…)`). `SwiftUI.List` is no member call.
    public var isMember: Bool {
        get { flags.contains(.isMember) }
        set { flags.set(.isMember, newValue) }
    }

    /// Whether `arguments` were read (a construction's are not, unless a chain needs them).
    var argumentsRecorded: Bool {
        get { flags.contains(.argumentsRecorded) }
        set { flags.set(.argumentsRecorded, newValue) }
    }

    /// Named by the query, as opposed to recorded because a chain or a construction needed it.
    public var isQueried: Bool {
        get { flags.contains(.isQueried) }
        set { flags.set(.isQueried, newValue) }
    }

    /// The parenthesized arguments in order, then the trailing closures. A call recorded
    /// only as a construction (`SyntaxQuery.constructionsInClosures`) has none recorded:
    /// its callee and chain are what is asked of it.
    public var arguments: CallArguments {
        get { CallArguments(storage: argumentStorage, bounds: argumentBounds) }
        set {
            argumentStorage = newValue.storage
            argumentBounds = newValue.bounds
        }
    }

    /// How many links of a receiver chain are kept: enough for any modifier chain a person
    /// writes, and a bound on the work a pathological chain costs.
    public static let receiverLimit = 24

    public init(callee: String, position: SourcePosition, isMember: Bool, receiver: [String], arguments: [CallArgument],
                enclosing: CallLink, isQueried: Bool, enclosingType: String?, enclosingMember: String? = nil) {
        self.init(callee: SharedName(callee), position: position, isMember: isMember, receiver: receiver,
                  argumentBounds: 0..<Int32(arguments.count), enclosing: enclosing, isQueried: isQueried,
                  enclosingType: enclosingType.map(SharedName.init), enclosingMember: enclosingMember.map(SharedName.init),
                  argumentsRecorded: true)
        argumentStorage = arguments
    }

    /// A fact of the parse, its arguments at `argumentBounds` in the file's list.
    init(callee: SharedName, position: SourcePosition, isMember: Bool, receiver: [String], argumentBounds: Range<Int32>,
         enclosing: CallLink, isQueried: Bool, enclosingType: SharedName?, enclosingMember: SharedName?, argumentsRecorded: Bool) {
        self.receiver = receiver
        argumentStorage = []
        self.argumentBounds = argumentBounds
        self.position = position
        self.enclosing = enclosing
        sharedCallee = callee
        sharedEnclosingType = enclosingType ?? .empty
        sharedEnclosingMember = enclosingMember ?? .empty
        var flags: CallFactFlags = []
        if isMember { flags.insert(.isMember) }
        if isQueried { flags.insert(.isQueried) }
        if argumentsRecorded { flags.insert(.argumentsRecorded) }
        if enclosingType != nil { flags.insert(.hasEnclosingType) }
        if enclosingMember != nil { flags.insert(.hasEnclosingMember) }
        self.flags = flags
    }

    /// Facts are equal when they read the same: the arguments compared, not where they are kept.
    public static func == (a: CallFact, b: CallFact) -> Bool {
        a.callee == b.callee && a.position == b.position && a.isMember == b.isMember && a.receiver == b.receiver
            && a.arguments == b.arguments && a.argumentsRecorded == b.argumentsRecorded && a.enclosing == b.enclosing
            && a.isQueried == b.isQueried && a.enclosingType == b.enclosingType && a.enclosingMember == b.enclosingMember
    }

    /// Called with exactly one argument and no label: `.id(x)`, `.id { x }`.
    public var hasOneUnlabeledArgument: Bool {
        arguments.count == 1 && arguments[0].label == CallArgument.unlabeled
    }

    /// Whether the parenthesized arguments start with an unlabeled one that is no closure
    /// (`List(items) { … }`, `List(items, selection: $s) { … }`): data, as opposed to
    /// static content (`List { … }`, `List(selection: $s) { … }`).
    public var startsWithUnlabeledData: Bool {
        guard let first = arguments.first else { return false }
        return !first.isTrailing && !first.isClosure && first.label == CallArgument.unlabeled
    }
}

/// The yes-or-no facts of a call, in one byte.
struct CallFactFlags: OptionSet, Sendable {
    let rawValue: UInt8

    static let isMember = CallFactFlags(rawValue: 1 << 0)
    static let argumentsRecorded = CallFactFlags(rawValue: 1 << 1)
    static let isQueried = CallFactFlags(rawValue: 1 << 2)
    static let hasEnclosingType = CallFactFlags(rawValue: 1 << 3)
    static let hasEnclosingMember = CallFactFlags(rawValue: 1 << 4)
}
