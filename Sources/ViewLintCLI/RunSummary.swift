import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import ViewLintEngine
import Dispatch

/// The line on stderr after a run: `Found 3 findings (1 error) in 12 files, 0.04 s`.
enum RunSummary {
    static func line(findings: [Finding], files: Int, seconds: Double) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let time = String(Int((seconds * 100).rounded()))
        let padded = String(repeating: "0", count: max(0, 3 - time.count)) + time
        return "Found \(count(findings.count, "finding")) (\(count(errors, "error"))) in \(count(files, "file")), "
            + "\(padded.dropLast(2)).\(padded.suffix(2)) s"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// Monotonic time for the summary line's duration.
public enum RunClock {
    /// Nanoseconds since an arbitrary start, never going back.
    public static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end >= start ? end - start : 0) / 1_000_000_000
    }
}
