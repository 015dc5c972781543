import ViewLintSupport

/// The tokens of one file, its comments apart, and what could not be lexed.
public struct LexedFile: Sendable {
    public var tokens: [Token]
    public var comments: [CommentRange]
    public var diagnostics: [LexDiagnostic]
}

/// A hand-written Swift lexer over UTF-8 bytes.
///
/// It never fails and never recurses: string interpolation nests through an explicit
/// stack, so any input is lexed in one linear pass. Unterminated literals and comments
/// become diagnostics and lexing goes on after them.
public enum Lexer {
    public static func lex(_ bytes: [UInt8]) -> LexedFile {
        bytes.withUnsafeBufferPointer { lex($0) }
    }

    public static func lex(_ buffer: UnsafeBufferPointer<UInt8>) -> LexedFile {
        // Room for the file at once: no memory replaced as the lex makes room for its notes.
        var brackets = BracketPairing(capacity: LexerState.expectedTokenCount(byteCount: buffer.count))
        defer { brackets.deallocate() }
        return lex(buffer, pairingBracketsIn: &brackets)
    }

    /// `lex`, its bracket tokens paired in `brackets` (the parser's `BracketMatches` reads
    /// them): memory a worker keeps from file to file, grown here if the file needs more.
    static func lex(_ buffer: UnsafeBufferPointer<UInt8>, pairingBracketsIn brackets: inout BracketPairing) -> LexedFile {
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            return LexedFile(tokens: [], comments: [], diagnostics: [])
        }
        // The hot loop writes tokens as raw words (`TokenHead`): checked once a file, in every
        // build, so that a change to `Token`'s fields stops here rather than corrupting tokens.
        precondition(TokenHead.matchesLayout, "Token's stored layout is not what TokenHead writes")
        var comments: [CommentRange] = []
        var diagnostics: [LexDiagnostic] = []
        var spilled: [Token]?
        let capacity = LexerState.expectedTokenCount(byteCount: buffer.count)
        brackets.makeNoteRoom(for: capacity)
        let notes = BracketNotes(in: brackets.notes, capacity: brackets.noteCapacity)
        let tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initialized in
            var state = LexerState(base, count: buffer.count, tokens: TokenBuffer(writingInto: storage, usingAtMost: notes.capacity),
                                   bracketNotes: notes)
            state.run()
            brackets.pair(state.bracketNotes.noted, in: state.tokens.first, count: state.tokens.count)
            state.bracketNotes.freeOwnMemory()
            comments = state.comments
            diagnostics = state.diagnostics
            if state.tokens.isSpilled {
                initialized = 0
                spilled = state.tokens.takeSpilledArray()
            } else {
                initialized = state.tokens.count
            }
        }
        return LexedFile(tokens: spilled ?? tokens, comments: comments, diagnostics: diagnostics)
    }
}
