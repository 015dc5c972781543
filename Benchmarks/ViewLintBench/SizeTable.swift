import Foundation

/// `--sizes`: one row per corpus size, the whole run against the floor and its peak memory,
/// so that growth faster than the input shows as a rising ratio or per-line figure.
struct SizeTable {
    struct Row {
        var files: Int
        var lines: Int
        var bytes: Int
        var run: WholeRun.Result
    }

    var rows: [Row] = []

    static let header = ["lines", "files", "MB", "floor s", "viewlint s", "ratio", "ns/line", "peak MiB", "bytes/line"]

    func cells(_ row: Row) -> [String] {
        let peak = row.run.childPeakBytes
        let upperBound = peak <= row.run.floorAtSpawn  // see WholeRun: inherited from the bench
        return [
            ResultTable.compact(Double(row.lines), millions: true),
            "\(row.files)",
            String(format: "%.0f", Double(row.bytes) / 1e6),
            String(format: "%.3f", row.run.floorMedian),
            String(format: "%.3f", row.run.seconds),
            String(format: "%.2f×", row.run.seconds / max(row.run.floorMedian, 1e-9)),
            String(format: "%.0f", row.run.seconds * 1e9 / Double(max(row.lines, 1))),
            String(format: "%.1f", Double(peak) / 1_048_576) + (upperBound ? " (≤)" : ""),
            String(format: "%.1f", Double(peak) / Double(max(row.lines, 1))),
        ]
    }

    func render(markdown: Bool) -> String {
        let body = rows.map(cells)
        if markdown {
            var text = "| " + Self.header.joined(separator: " | ") + " |\n"
            text += "| " + Self.header.map { _ in "---:" }.joined(separator: " | ") + " |\n"
            for row in body { text += "| " + row.joined(separator: " | ") + " |\n" }
            return text
        }
        let all = [Self.header] + body
        let widths = Self.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in all {
            text += row.enumerated().map { column, cell in
                String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ") + "\n"
        }
        return text
    }
}
