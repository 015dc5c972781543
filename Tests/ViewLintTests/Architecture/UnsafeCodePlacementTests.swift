import Foundation
import XCTest
@testable import ViewLintSupport

/// Unsafe code belongs in ViewLintSyntax and ViewLintSupport (README "Architecture").
final class UnsafeCodePlacementTests: XCTestCase {
    private static let unsafeMarkers = ["Unsafe", "unsafe", "memchr", "memcmp", "Unmanaged"]

    func testNoUnsafeCodeOutsideSyntaxAndSupport() throws {
        let root = PackageRoot.url
        var offenders: [String] = []
        var scanned = 0
        for module in ["ViewLintModel", "ViewLintRules", "ViewLintEngine", "ViewLintCLI", "viewlint"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let relative = "Sources/\(module)/\(file)"
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                scanned += 1
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                if code.contains(where: { line in Self.unsafeMarkers.contains { line.contains($0) } }) {
                    offenders.append(relative)
                }
            }
        }
        XCTAssertGreaterThan(scanned, 50, "the scan must have found the sources")
        XCTAssertEqual(offenders, [])
    }

    /// A class the compiler cannot check for data races (`@unchecked Sendable`) says in an
    /// `Invariant:` line, in the comment just above it, what keeps it safe (its lock).
    func testEveryUncheckedSendableTypeStatesItsInvariant() throws {
        let folder = PackageRoot.url.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        var found = 0
        var missing: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.contains("@unchecked Sendable") && !line.contains("//") {
                found += 1
                // The comment block directly above the declaration (attributes may stand between).
                var above = number - 1
                var comment: [Substring] = []
                while above >= 0 {
                    let trimmed = lines[above].trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("///") || trimmed.hasPrefix("//") { comment.append(lines[above]) }
                    else if !trimmed.hasPrefix("@") { break }
                    above -= 1
                }
                if !comment.contains(where: { $0.contains("Invariant:") }) { missing.append("\(file):\(number + 1)") }
            }
        }
        XCTAssertGreaterThan(found, 5, "the scan must have found the lock-guarded classes")
        XCTAssertEqual(missing, [])
    }
}
