import Foundation

/// The results as a table (stage | seconds | MB/s | lines/s | files/s), plain or Markdown.
struct ResultTable {
    var files: Int
    var lines: Int
    var bytes: Int
    var rows: [Stage] = []

    static let header = ["stage", "seconds", "MB/s", "lines/s", "files/s"]

    func cells(_ stage: Stage) -> [String] {
        // Under half a millisecond the clock says too little for a rate.
        guard stage.seconds >= 0.0005 else { return [stage.name, String(format: "%.3f", stage.seconds), "-", "-", "-"] }
        let seconds = stage.seconds
        return [
            stage.name,
            String(format: "%.3f", stage.seconds),
            Self.compact(Double(bytes) / 1e6 / seconds, millions: false),
            Self.compact(Double(lines) / seconds, millions: true),
            Self.compact(Double(files) / seconds, millions: true),
        ]
    }

    /// `1.4 M`, `73 K`, `168`.
    static func compact(_ value: Double, millions: Bool) -> String {
        if millions && value >= 1e6 { return String(format: "%.1f M", value / 1e6) }
        if millions && value >= 1e4 { return String(format: "%.0f K", value / 1e3) }
        return value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    func render(markdown: Bool) -> String {
        let body = rows.map(cells)
        if markdown {
            var text = "| " + Self.header.joined(separator: " | ") + " |\n"
            text += "| --- | ---: | ---: | ---: | ---: |\n"
            for row in body { text += "| " + row.joined(separator: " | ") + " |\n" }
            return text
        }
        let all = [Self.header] + body
        let widths = Self.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in all.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            text += cells.joined(separator: "  ") + "\n"
            if index == 0 { text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        return text
    }
}
