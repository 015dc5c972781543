import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The Xcode report written in chunks (`ChunkedTextWriter`) is byte for byte the text the
/// reporter used to build whole, whatever the chunk size, to standard output or a file.
final class ChunkedReportTests: XCTestCase {
    /// The reporter as it was before it wrote in chunks: one string, line by line.
    private func wholeReport(_ findings: [Finding]) -> String {
        var text = ""
        for finding in findings.sorted(by: Finding.ordered) {
            text += "\(LineText.escaped(finding.file)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(LineText.escaped(finding.message)) (\(finding.rule.rawValue))\n"
        }
        return text
    }

    /// Findings with long and non-ASCII paths and messages, line breaks, ties on position,
    /// big line numbers; shuffled, so that the reporter sorts them.
    private func sampleFindings(count: Int, seed: UInt64) -> [Finding] {
        var random = SeededGenerator(seed: seed)
        let files = ["A.swift", "Sources/Ünïcode/Vue.swift", "./deep/" + String(repeating: "nested/", count: 30) + "Z.swift", "_.swift"]
        let messages = ["short", "View 'Row' has body complexity 14 (limit 10)", "line\nbreak", "crlf\r\nand\rcr", "emoji 😀 and é",
                        String(repeating: "long message ", count: 400)]
        return (0..<count).map { _ in
            Finding(file: files.randomElement(using: &random)!, line: Int.random(in: 1...1_000_000, using: &random),
                    column: Int.random(in: 1...200, using: &random), severity: Bool.random(using: &random) ? .warning : .error,
                    rule: RuleID.allCases.randomElement(using: &random)!, view: nil,
                    message: messages.randomElement(using: &random)!)
        }
    }

    private func chunks(_ findings: [Finding], chunkSize: Int) -> [String] {
        var chunks: [String] = []
        XcodeReporter.write(findings, to: TextOutput { chunks.append($0) }, chunkSize: chunkSize)
        return chunks
    }

    func testChunksJoinToTheWholeReportForAnyChunkSize() {
        let findings = sampleFindings(count: 500, seed: 5)
        let expected = wholeReport(findings)
        for size in [1, 7, 100, 4096, ChunkedTextWriter.defaultChunkSize, 10_000_000] {
            let pieces = chunks(findings, chunkSize: size)
            XCTAssertEqual(pieces.joined(), expected, "chunk size \(size)")
            XCTAssertEqual(XcodeReporter.report(findings), expected)
            // Whole lines only, and a chunk goes out as soon as it is full: what comes
            // before a chunk's last line is less than a chunk.
            for piece in pieces {
                XCTAssertTrue(piece.hasSuffix("\n"), "chunk size \(size)")
                let lastLine = piece.utf8.dropLast().reversed().prefix { $0 != UInt8(ascii: "\n") }.count + 1
                XCTAssertLessThan(piece.utf8.count - lastLine, size, "chunk size \(size)")
            }
        }
    }

    /// Formatted by two threads a round at a time, the report is the same text: rounds that
    /// end inside the list and one cut short at its end, sorted findings and shuffled ones.
    func testReportOnTwoThreadsIsTheSameText() {
        for count in [XcodeReporter.roundSize + 1, 2 * XcodeReporter.roundSize + 333] {
            let findings = sampleFindings(count: count, seed: UInt64(count))
            let expected = wholeReport(findings)
            for jobs in [2, 3] {
                var text = ""
                XcodeReporter.write(findings, to: TextOutput { text += $0 }, jobs: jobs)
                XCTAssertEqual(text, expected, "\(count) findings, \(jobs) jobs")
                text = ""
                XcodeReporter.write(findings.sorted(by: Finding.ordered), to: TextOutput { text += $0 }, jobs: jobs)
                XCTAssertEqual(text, expected, "\(count) sorted findings, \(jobs) jobs")
            }
        }
    }

    func testBigReportIsWrittenInBoundedChunks() {
        let findings = sampleFindings(count: 5000, seed: 9)
        let pieces = chunks(findings, chunkSize: ChunkedTextWriter.defaultChunkSize)
        XCTAssertGreaterThan(pieces.count, 10)
        XCTAssertLessThanOrEqual(pieces.map(\.utf8.count).max() ?? 0, ChunkedTextWriter.defaultChunkSize + 6000)
        XCTAssertEqual(pieces.joined(), wholeReport(findings))
    }

    func testNoFindingsWriteNothing() {
        XCTAssertEqual(chunks([], chunkSize: 10), [])
    }

    func testDecimalsAreWrittenAsInterpolationWritesThem() {
        var text = ""
        var writer = ChunkedTextWriter(to: TextOutput { text += $0 })
        let values = [0, 1, 9, 10, 11, 99, 100, 101, 999_999, 1_000_000, Int(Int32.max), Int.max, -1, -10, Int.min]
        for value in values {
            writer.append(decimal: value)
            writer.endLine()
        }
        writer.flush()
        XCTAssertEqual(text, values.map { "\($0)\n" }.joined())
    }

    func testSortedFindingsAreKeptAndOthersSorted() {
        let findings = sampleFindings(count: 200, seed: 3)
        let sorted = findings.sorted(by: Finding.ordered)
        XCTAssertEqual(Finding.inOutputOrder(sorted), sorted)
        XCTAssertEqual(Finding.inOutputOrder(findings), sorted)
        XCTAssertEqual(Finding.inOutputOrder([]), [])
    }

    func testOutputFileGetsTheSameBytesAsStandardOutput() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        let findings = sampleFindings(count: 3000, seed: 11)
        let result = LintResult(findings: findings)
        func run(_ arguments: [String]) -> String {
            var out = ""
            _ = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root, stdout: TextOutput { out += $0 },
                                    stderr: TextOutput { _ in }, linter: { _, _ in result })
            return out
        }
        let printed = run(["--quiet", "."])
        XCTAssertEqual(printed, wholeReport(findings))
        XCTAssertEqual(run(["--quiet", "--output", "report.txt", "."]), "")
        let written = try Data(contentsOf: URL(fileURLWithPath: tree.root + "/report.txt"))
        XCTAssertEqual(written, Data(printed.utf8))
    }

    func testStreamedAtomicWriteCreatesTheFileWhole() throws {
        let tree = try WalkerTestTree()
        defer { tree.remove() }
        let path = tree.root + "/out.txt"
        try AtomicFile.write(to: path) { output in
            output.write("one ")
            output.write("twö\n")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one twö\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root), ["out.txt"])
        XCTAssertThrowsError(try AtomicFile.write(to: tree.root + "/no/such/folder.txt") { $0.write("x") })
    }
}
