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
}
