import ViewLintSupport

/// A short text lexed into tokens with their spellings, for code outside the parser that
/// reads an expression the parser kept as text (a rule reading an `.id(…)` argument).
public struct LexedText: Sendable {
    public struct Piece: Sendable, Equatable {
        public var kind: TokenKind
        /// The token's bytes as written (a name without its backticks).
        public var text: String
    }

    public let pieces: [Piece]

    public init(_ text: String) {
        let bytes = Array(text.utf8)
        pieces = bytes.withUnsafeBufferPointer { buffer in
            let source = SourceText(buffer)
            return Lexer.lex(buffer).tokens.map { token in
                Piece(kind: token.kind, text: token.kind == .identifier ? source.name(of: token) : source.text(of: token))
            }
        }
    }
}
