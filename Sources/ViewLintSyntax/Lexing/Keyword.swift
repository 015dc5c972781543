import ViewLintSupport

/// Reserved and contextual keywords the parser cares about. Reserved ones make a
/// `.keyword` token; contextual ones stay `.identifier` tokens that carry the tag.
public enum Keyword: UInt8, Sendable {
    case none
    // Reserved.
    case kwAssociatedtype, kwClass, kwDeinit, kwEnum, kwExtension, kwFileprivate, kwFunc, kwImport
    case kwInit, kwInout, kwInternal, kwLet, kwOperator, kwPrivate, kwPrecedencegroup, kwProtocol
    case kwPublic, kwRethrows, kwStatic, kwStruct, kwSubscript, kwTypealias, kwVar
    case kwBreak, kwCase, kwCatch, kwContinue, kwDefault, kwDefer, kwDo, kwElse, kwFallthrough
    case kwFor, kwGuard, kwIf, kwIn, kwRepeat, kwReturn, kwThrow, kwSwitch, kwWhere, kwWhile
    case kwAny, kwAs, kwFalse, kwIs, kwNil, kwSelf, kwSelfType, kwSuper, kwThrows, kwTrue, kwTry
    // Contextual.
    case actor, async, await, get, set, willSet, didSet, some, any, mutating, nonmutating
    case lazy, weak, unowned, override, final, required, convenience, dynamic, indirect
    case optional, nonisolated, package, consuming, borrowing, macro, open, isolated
    case distributed, prefix, postfix, infix, read, modify, each, sending, underscore
    case then, unsafe

    public var isReserved: Bool { rawValue >= Keyword.kwAssociatedtype.rawValue && rawValue <= Keyword.kwTry.rawValue }

    /// Declaration modifiers that may stand before a declaration keyword.
    public var isDeclarationModifier: Bool {
        switch self {
        case .kwPrivate, .kwFileprivate, .kwInternal, .kwPublic, .open, .package, .kwStatic, .kwClass,
             .final, .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak,
             .unowned, .dynamic, .indirect, .optional, .nonisolated, .distributed, .prefix,
             .postfix, .infix, .consuming, .borrowing, .isolated:
            return true
        default:
            return false
        }
    }

    /// Every spelling the lexer tags, with its keyword. Read once, to build `KeywordTable`.
    static let spellings: [(spelling: String, keyword: Keyword)] = [
        ("associatedtype", .kwAssociatedtype), ("class", .kwClass), ("deinit", .kwDeinit),
        ("enum", .kwEnum), ("extension", .kwExtension), ("fileprivate", .kwFileprivate),
        ("func", .kwFunc), ("import", .kwImport), ("init", .kwInit), ("inout", .kwInout),
        ("internal", .kwInternal), ("let", .kwLet), ("operator", .kwOperator),
        ("private", .kwPrivate), ("precedencegroup", .kwPrecedencegroup),
        ("protocol", .kwProtocol), ("public", .kwPublic), ("rethrows", .kwRethrows),
        ("static", .kwStatic), ("struct", .kwStruct), ("subscript", .kwSubscript),
        ("typealias", .kwTypealias), ("var", .kwVar), ("break", .kwBreak), ("case", .kwCase),
        ("catch", .kwCatch), ("continue", .kwContinue), ("default", .kwDefault),
        ("defer", .kwDefer), ("do", .kwDo), ("else", .kwElse), ("fallthrough", .kwFallthrough),
        ("for", .kwFor), ("guard", .kwGuard), ("if", .kwIf), ("in", .kwIn),
        ("repeat", .kwRepeat), ("return", .kwReturn), ("throw", .kwThrow),
        ("switch", .kwSwitch), ("where", .kwWhere), ("while", .kwWhile), ("Any", .kwAny),
        ("as", .kwAs), ("false", .kwFalse), ("is", .kwIs), ("nil", .kwNil), ("self", .kwSelf),
        ("Self", .kwSelfType), ("super", .kwSuper), ("throws", .kwThrows), ("true", .kwTrue),
        ("try", .kwTry),
        ("actor", .actor), ("async", .async), ("await", .await), ("get", .get), ("set", .set),
        ("willSet", .willSet), ("didSet", .didSet), ("some", .some), ("any", .any),
        ("mutating", .mutating), ("nonmutating", .nonmutating), ("lazy", .lazy),
        ("weak", .weak), ("unowned", .unowned), ("override", .override), ("final", .final),
        ("required", .required), ("convenience", .convenience), ("dynamic", .dynamic),
        ("indirect", .indirect), ("optional", .optional), ("nonisolated", .nonisolated),
        ("package", .package), ("consuming", .consuming), ("borrowing", .borrowing),
        ("macro", .macro), ("open", .open), ("isolated", .isolated),
        ("distributed", .distributed), ("prefix", .prefix), ("postfix", .postfix),
        ("infix", .infix), ("_read", .read), ("_modify", .modify), ("each", .each),
        ("sending", .sending), ("_", .underscore), ("then", .then), ("unsafe", .unsafe),
    ]
}
