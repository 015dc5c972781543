import Foundation
import XCTest
@testable import ViewLintSyntax
@testable import ViewLintRules

/// The parser knows no rule (README "Architecture"): what rules need of a file they ask
/// for through a `SyntaxQuery`, so no rule id and no name a rule asks about is spelled in
/// ViewLintSyntax's code.
final class SyntaxKnowsNoRuleTests: XCTestCase {
    /// `AnyView` is also a type a member may return: the syntax model tells view-building
    /// members (`-> AnyView`, `some View`, `@ViewBuilder`), a fact of declarations.
    private static let sharedWithDeclarations: Set<String> = ["AnyView"]

    func testNoRuleIdOrQueriedNameIsSpelledInTheSyntaxLayer() throws {
        let query = SyntaxQuery.everyRule
        var ruleNames = Set(RuleRegistry.ids.map(\.rawValue))
        ruleNames.formUnion(query.calls)
        ruleNames.formUnion(query.callsInCode)
        ruleNames.formUnion([query.markingModifier, query.markingCall].compactMap { $0 })
        ruleNames.formUnion(SwiftUIFacts.lazyContainers)
        XCTAssertTrue(ruleNames.isSuperset(of: ["List", "ForEach", "id", "equatable", "EquatableView"]))
        ruleNames.subtract(Self.sharedWithDeclarations)

        let folder = PackageRoot.url.appendingPathComponent("Sources/ViewLintSyntax")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        var found: [String] = []
        var scanned = 0
        for file in files where file.hasSuffix(".swift") {
            scanned += 1
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                for match in literal.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    guard let range = Range(match.range(at: 1), in: line) else { continue }
                    if ruleNames.contains(String(line[range])) { found.append("\(file): \"\(line[range])\"") }
                }
            }
        }
        XCTAssertGreaterThan(scanned, 30, "the scan must have found the sources")
        XCTAssertEqual(found, [])
    }
}
