import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The default `lint` output (README "Reporters"): one line per finding, in `Finding.ordered`
/// order, in the shape Xcode and most editors turn into clickable issues.
public enum XcodeReporter {
    /// `path:line:col: warning: <message> (<rule_id>)`, `error:` for errors; every line
    /// ends with a newline, no findings give an empty string. A control character in the
    /// path or the message is escaped (`LineText`), and so is every `:` of the path (which
    /// begins the line), so that each finding stays one line and no file name can forge
    /// another finding or a workflow command.
    public static func report(_ findings: [Finding]) -> String {
        var text = ""
        write(findings, to: TextOutput { text += $0 })
        return text
    }

    /// The same text as `report`, handed to `output` in chunks (`ChunkedTextWriter`): the
    /// whole report is never held at once. With `jobs > 1`, two threads format it (`writeInRounds`).
    public static func write(_ findings: [Finding], to output: TextOutput, jobs: Int = 1) {
        let findings = Finding.inOutputOrder(findings)
        if jobs > 1, findings.count > roundSize {
            writeInRounds(findings, to: output)
        } else {
            writeOrdered(findings, to: output, chunkSize: ChunkedTextWriter.defaultChunkSize)
        }
    }

    /// `write` with chunks of a chosen size (tests use small ones).
    static func write(_ findings: [Finding], to output: TextOutput, chunkSize: Int) {
        writeOrdered(Finding.inOutputOrder(findings), to: output, chunkSize: chunkSize)
    }

    private static func writeOrdered(_ findings: [Finding], to output: TextOutput, chunkSize: Int) {
        var writer = ChunkedTextWriter(to: output, chunkSize: chunkSize)
        append(findings[...], to: &writer)
        writer.flush()
    }

    /// Findings a round formats, half on each thread: the other thread's half (about 280
    /// bytes a finding) is all the report holds at once beyond the chunk being written.
    static let roundSize = 1024

    /// The report formatted by two threads a round at a time: this thread writes the first
    /// half of a round as `write` does while another formats the second into pieces of its
    /// own, written after it: the same bytes as one thread writes. (The million-line run's
    /// report, 7,318 findings: 18.6 M instructions on the one thread left after the rules,
    /// now 9.4 M there and 8.4 M beside it, callgrind `--separate-threads`.)
    static func writeInRounds(_ findings: [Finding], to output: TextOutput) {
        var writer = ChunkedTextWriter(to: output)
        var start = findings.startIndex
        while start < findings.endIndex {
            let middle = min(start + roundSize / 2, findings.endIndex)
            let end = min(start + roundSize, findings.endIndex)
            let second = ParallelMap.beside(jobs: 2, { append(findings[start..<middle], to: &writer) },
                                            { pieces(of: findings[middle..<end]) })
            writer.flush()
            for piece in second { output.write(piece) }
            start = end
        }
        writer.flush()
    }

    /// The lines of `findings` in pieces of about 16 KiB, made `String`s on the formatting
    /// thread rather than by the one that writes them.
    private static func pieces(of findings: ArraySlice<Finding>) -> [String] {
        let collected = CollectedPieces()
        var writer = ChunkedTextWriter(to: TextOutput { collected.pieces.append($0) }, chunkSize: 16 * 1024)
        append(findings, to: &writer)
        writer.flush()
        return collected.pieces
    }

    private final class CollectedPieces {
        var pieces: [String] = []
    }

    private static func append(_ findings: ArraySlice<Finding>, to writer: inout ChunkedTextWriter) {
        // Fields read in place: a copy of each finding retained and released all its strings.
        for index in findings.indices {
            writer.append(lineText: findings[index].file, field: true)
            writer.append(byte: UInt8(ascii: ":"))
            writer.append(decimal: findings[index].line)
            writer.append(byte: UInt8(ascii: ":"))
            writer.append(decimal: findings[index].column)
            writer.append(literal: ": ")
            writer.append(findings[index].severity.rawValue)
            writer.append(literal: ": ")
            writer.append(lineText: findings[index].message, field: false)
            writer.append(literal: " (")
            writer.append(findings[index].rule.rawValue)
            writer.append(byte: UInt8(ascii: ")"))
            writer.endLine()
        }
    }

    /// Problems with input files (printed on stderr): `path:line:col: warning: message`,
    /// ordered by path bytes, line, column.
    public static func report(_ diagnostics: [FileDiagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics.sorted(by: FileDiagnostic.ordered) {
            text += LineText.escapedField(diagnostic.file)
                + ":\(diagnostic.line):\(diagnostic.column): warning: \(LineText.escaped(diagnostic.message))\n"
        }
        return text
    }
}

extension FileDiagnostic {
    /// Output order: file (bytes), line, column, then message so that ties never depend on
    /// the order the diagnostics were produced in.
    public static func ordered(_ a: FileDiagnostic, _ b: FileDiagnostic) -> Bool {
        LexicographicBytes.position((a.file, a.line, a.column), (b.file, b.line, b.column)) { LexicographicBytes.precedes(a.message, b.message) }
    }
}
