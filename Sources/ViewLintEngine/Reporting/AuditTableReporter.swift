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
        let all = sortedByScore(views)
        let rows = all.prefix(top ?? all.count).map { view in
            var row = view
            row.name = LineText.escapedField(view.name)
            row.file = LineText.escapedField(view.file)
            return row
        }
        let scoreWidth = max("SCORE".count, rows.map { characterCount($0.scoreText) }.max() ?? 0)
        let nameWidth = max("VIEW".count, rows.map { characterCount($0.name) }.max() ?? 0)

        // Bytes appended to one list, made a string once: each row made of strings joined
        // with `+` (or appended to a string piece by piece) was most of a million-line
        // audit's report (with the sort: 193 → 57 M instructions).
        var text: [UInt8] = []
        text.reserveCapacity(rows.reduce(64) { $0 + scoreWidth + nameWidth + $1.file.utf8.count + 32 })
        appendPadded("SCORE", width: scoreWidth, left: true, to: &text)
        text.append(contentsOf: "  ".utf8)
        appendPadded("VIEW", width: nameWidth, left: false, to: &text)
        text.append(contentsOf: "  LOCATION\n".utf8)
        for view in rows {
            appendPadded(view.scoreText, width: scoreWidth, left: true, to: &text)
            text.append(contentsOf: "  ".utf8)
            appendPadded(view.name, width: nameWidth, left: false, to: &text)
            text.append(contentsOf: "  ".utf8)
            text.append(contentsOf: view.file.utf8)
            text.append(UInt8(ascii: ":"))
            text.append(contentsOf: String(view.line).utf8)
            text.append(UInt8(ascii: ":"))
            text.append(contentsOf: String(view.column).utf8)
            text.append(UInt8(ascii: "\n"))
        }
        let over = all.filter { $0.isOver(limit) }.count
        let bodiless = all.filter { $0.score == nil }.count
        let withoutBody = bodiless == 0 ? "" : " (\(bodiless) without a body of their own)"
        let shown = rows.count < all.count ? "; the \(rows.count) highest shown" : ""
        text.append(contentsOf: "\n\(all.count) \(all.count == 1 ? "view" : "views")\(withoutBody), \(over) over the limit of \(limit)\(shown).\n".utf8)
        return String(decoding: text, as: UTF8.self)
    }

    /// `views` in audit order (`ViewScore.byScore`). Views come in position order as a rule
    /// (`ViewScore.ordered`), and then a stable sort of their positions by score alone is
    /// that order, without comparing paths for every tie of scores nor moving the views
    /// (sorted whole, they were 80 M instructions of a million-line audit).
    static func sortedByScore(_ views: [ViewScore]) -> [ViewScore] {
        guard views.indices.dropFirst().allSatisfy({ !ViewScore.ordered(views[$0], views[$0 - 1]) }) else {
            return views.sorted(by: ViewScore.byScore)
        }
        let keys = views.map { $0.score ?? -1 }
        let order = views.indices.sorted { keys[$0] != keys[$1] ? keys[$0] > keys[$1] : $0 < $1 }
        return order.map { views[$0] }
    }

    /// The characters of `text`, counted as bytes when they are ASCII (one byte each).
    private static func characterCount(_ text: String) -> Int {
        text.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 } } ? text.utf8.count : text.count
    }

    /// `text` padded with spaces to `width` characters, on the left or the right.
    private static func appendPadded(_ text: String, width: Int, left: Bool, to output: inout [UInt8]) {
        let padding = max(0, width - characterCount(text))
        if !left { output.append(contentsOf: text.utf8) }
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
        if left { output.append(contentsOf: text.utf8) }
    }
}
