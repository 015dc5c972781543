import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// What the parser tests share: the declaration model and code summaries the parser
/// builds, checked directly.
class ParserTestCase: XCTestCase {
    func parse(_ text: String) -> FileSyntax { Parser.parse(path: "P.swift", text: text) }

    func members(_ text: String, of type: String) throws -> [MemberDeclaration] {
        try XCTUnwrap(parse(text).types.first { $0.name == type }).members
    }

    /// `code` as the getter of `V.body`: its first line is line 3 of the file. Lines in
    /// the results below are relative to `code` (1 = its first line); columns are absolute.
    func body(_ code: String, extra: String = "") throws -> CodeSummary {
        let text = "struct V: View {\nvar body: some View {\n" + code + "\n}\n" + extra + "\n}\n"
        let type = try XCTUnwrap(parse(text).types.first { $0.name == "V" })
        return try XCTUnwrap(type.members.first { $0.name == "body" }).code
    }

    func uses(_ summary: CodeSummary, _ watched: Set<String>) -> [String] {
        summary.uses.filter { watched.contains($0.name) }.sorted { $0.position < $1.position }
            .map { "\($0.name)@\($0.position.line - 2)" }
    }

    func closures(_ summary: CodeSummary) -> [String] {
        summary.closures.sorted().map { "\($0.line - 2):\($0.column)" }
    }
}
