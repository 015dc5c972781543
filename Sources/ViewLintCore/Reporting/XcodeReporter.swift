/// The default `lint` output (SPEC "Output"): one line per finding, in `Finding.ordered`
/// order, in the shape Xcode and most editors turn into clickable issues.
public enum XcodeReporter {
    /// `path:line:col: warning: <message> (<rule_id>)`, `error:` for errors; every line
    /// ends with a newline, no findings give an empty string. A line break inside a message
    /// becomes a space, so that each finding stays one line.
    public static func report(_ findings: [Finding]) -> String {
        var text = ""
        // Room for every line up front: a big report doubling its way up holds twice its size.
        text.reserveCapacity(findings.reduce(0) { $0 + $1.file.utf8.count + $1.message.utf8.count + 64 })
        for finding in findings.sorted(by: Finding.ordered) {
            text += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(oneLine(finding.message)) (\(finding.rule.rawValue))\n"
        }
        return text
    }

    static func oneLine(_ message: String) -> String {
        guard hasLineBreak(message) else { return message }
        return message.replacingBytes(of: "\r\n", with: " ").replacingBytes(of: "\n", with: " ")
            .replacingBytes(of: "\r", with: " ")
    }

    /// Over the contiguous bytes: every finding's message is checked.
    private static func hasLineBreak(_ message: String) -> Bool {
        var message = message
        return message.withUTF8 { bytes in
            for byte in bytes where byte == 0x0A || byte == 0x0D { return true }
            return false
        }
    }

    /// Problems with input files (printed on stderr): `path:line:col: warning: message`,
    /// ordered by path bytes, line, column.
    public static func report(_ diagnostics: [FileDiagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics.sorted(by: FileDiagnostic.ordered) {
            text += "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): warning: \(diagnostic.message)\n"
        }
        return text
    }
}

extension FileDiagnostic {
    /// Output order: file (bytes), line, column, then message so that ties never depend on
    /// the order the diagnostics were produced in.
    public static func ordered(_ a: FileDiagnostic, _ b: FileDiagnostic) -> Bool {
        ByteOrder.position((a.file, a.line, a.column), (b.file, b.line, b.column)) { ByteOrder.precedes(a.message, b.message) }
    }
}
