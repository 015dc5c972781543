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
    /// whole report is never held at once.
    public static func write(_ findings: [Finding], to output: TextOutput) {
        write(findings, to: output, chunkSize: ChunkedTextWriter.defaultChunkSize)
    }

    /// `write` with chunks of a chosen size (tests use small ones).
    static func write(_ findings: [Finding], to output: TextOutput, chunkSize: Int) {
        var writer = ChunkedTextWriter(to: output, chunkSize: chunkSize)
        let findings = Finding.inOutputOrder(findings)
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
        writer.flush()
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
