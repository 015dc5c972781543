import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The default `audit` output: every view with its score, highest first, as a text table
/// for people (the JSON reporter is the one for scripts).
///
///     SCORE  VIEW         LOCATION
///        14  ContentView  Sources/ContentView.swift:12:9
///         3  Row          Sources/Row.swift:5:9
///
///     2 views, 1 over the limit of 10.
public enum AuditTableReporter {
    /// `top`: only the highest so many rows (`summary --top N`); the closing line still
    /// counts every view.
    public static func report(_ views: [ViewScore], context: ReportContext, top: Int? = nil) -> String {
        let limit = context.scoreLimit
        guard !views.isEmpty else { return "No views found.\n" }
        // Names and paths come from the code: escaped, each row stays one line.
        let all = views.sorted(by: ViewScore.byScore)
        let rows = all.prefix(top ?? all.count).map { view in
            var row = view
            row.name = LineText.escapedField(view.name)
            row.file = LineText.escapedField(view.file)
            return row
        }
        let scoreWidth = max("SCORE".count, rows.map(\.scoreText.count).max() ?? 0)
        let nameWidth = max("VIEW".count, rows.map(\.name.count).max() ?? 0)

        var text = padLeft("SCORE", scoreWidth) + "  " + padRight("VIEW", nameWidth) + "  LOCATION\n"
        for view in rows {
            text += padLeft(view.scoreText, scoreWidth) + "  " + padRight(view.name, nameWidth)
                + "  \(view.file):\(view.line):\(view.column)\n"
        }
        let over = all.filter { $0.isOver(limit) }.count
        let bodiless = all.filter { $0.score == nil }.count
        let withoutBody = bodiless == 0 ? "" : " (\(bodiless) without a body of their own)"
        let shown = rows.count < all.count ? "; the \(rows.count) highest shown" : ""
        text += "\n\(all.count) \(all.count == 1 ? "view" : "views")\(withoutBody), \(over) over the limit of \(limit)\(shown).\n"
        return text
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
