/// The run's summary line ends stderr and carries a time that varies; tests that compare
/// stderr exactly compare what comes before it (its shape is tested on its own).
enum SummaryLine {
    static func removed(from stderr: String) -> String {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[lines.count - 2].hasPrefix("Found "), lines[lines.count - 2].hasSuffix(" s") else { return stderr }
        lines.remove(at: lines.count - 2)
        return lines.joined(separator: "\n")
    }
}
