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
    /// list, not a dictionary. A lint sums them as each file is parsed and empties the
    /// list (`ConstructionSums`).
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

/// What a lint still reads of a file once the module index is built: its path, its
/// `viewlint:` comments and its diagnostics. The index holds its own references to the
/// declarations and calls the rules read; the rest of the file's syntax (its lists of
/// types and extensions, the members of extensions of no view, what no rule reads) is
/// freed with the file. A third of a `FileSyntax`'s size: a run keeps one for every file
/// through its peak (measured: 0.6 MB less at 1 M lines).
package struct IndexedFile: Sendable {
    package let path: String
    package let toolComments: [ToolComment]
    package let diagnostics: [LexDiagnostic]

    package init(_ file: FileSyntax) {
        path = file.path
        toolComments = file.toolComments
        diagnostics = file.diagnostics
    }
}
