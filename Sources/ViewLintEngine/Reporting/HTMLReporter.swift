import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `audit --reporter html`: one self-contained page (no network) with a histogram of
/// scores, a table of views that sorts on a click, and every finding with its code.
public enum HTMLReporter {
    /// `excerpt` gives the lines around a finding: `(first line number, lines)`.
    public static func report(_ result: LintResult, context: ReportContext,
                              excerpt: (_ file: String, _ line: Int) -> (first: Int, lines: [String])?) -> String {
        let limit = context.scoreLimit
        let views = result.views.sorted(by: ViewScore.byScore)
        let findings = result.findings.sorted(by: Finding.ordered)
        let over = views.filter { $0.isOver(limit) }.count
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>viewlint audit</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>viewlint audit</h1>
        <p id="summary">\(views.count) views, \(over) over the limit of \(limit); \(findings.count) findings.</p>
        <h2>Score distribution</h2>
        \(histogram(views))
        <h2>Views</h2>
        <table id="views">
        <thead><tr><th data-kind="number">Score</th><th data-kind="text">View</th><th data-kind="text">Location</th></tr></thead>
        <tbody>

        """
        for view in views {
            let overClass = view.isOver(limit) ? " class=\"over\"" : ""
            html += "<tr\(overClass)><td>\(view.scoreText)</td><td>\(XMLText.escaped(view.name))</td>"
                + "<td>\(XMLText.escaped("\(view.file):\(view.line):\(view.column)"))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n<h2>Findings</h2>\n"
        if findings.isEmpty { html += "<p>No findings.</p>\n" }
        for finding in findings {
            html += "<section class=\"finding \(finding.severity.rawValue)\">\n"
            html += "<h3>\(XMLText.escaped("\(finding.file):\(finding.line):\(finding.column)")) "
                + "<span class=\"rule\">\(finding.rule.rawValue)</span></h3>\n"
            html += "<p>\(XMLText.escaped(finding.message))</p>\n"
            if let code = excerpt(finding.file, finding.line) {
                html += "<pre>"
                for (offset, line) in code.lines.enumerated() {
                    let number = code.first + offset
                    let mark = number == finding.line ? " class=\"hit\"" : ""
                    html += "<span\(mark)>\(String(number).leftPadded(to: 5))  \(XMLText.escaped(line))</span>\n"
                }
                html += "</pre>\n"
            }
            html += "</section>\n"
        }
        return html + "<script>\(script)</script>\n</body>\n</html>\n"
    }

    private static func histogram(_ views: [ViewScore]) -> String {
        let counts = ReportSections.bucketCounts(views)
        let widest = max(1, counts.max() ?? 1)
        var html = "<div class=\"histogram\">\n"
        for (bucket, count) in zip(ReportSections.scoreBuckets, counts) {
            html += "<div class=\"column\"><div class=\"bar\" style=\"height:\(count * 160 / widest)px\"></div>"
                + "<div class=\"count\">\(count)</div><div class=\"label\">\(bucket.label)</div></div>\n"
        }
        return html + "</div>"
    }

    private static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:2em;color:#222}
    h1{font-size:1.6em}h2{margin-top:1.6em}
    .histogram{display:flex;align-items:flex-end;gap:16px;height:210px}
    .column{display:flex;flex-direction:column;align-items:center;justify-content:flex-end;width:64px}
    .bar{width:48px;background:#4a7bd0;border-radius:3px 3px 0 0}.count{font-weight:600}.label{color:#666}
    table{border-collapse:collapse;min-width:60%}th,td{border-bottom:1px solid #ddd;padding:4px 10px;text-align:left}
    th{cursor:pointer;background:#f4f4f4;user-select:none}th.sorted-desc::after{content:" ▼"}th.sorted-asc::after{content:" ▲"}
    tr.over td:first-child{color:#b00020;font-weight:600}
    .finding{border-left:4px solid #e0a000;padding:2px 12px;margin:12px 0;background:#fffaf0}
    .finding.error{border-color:#b00020;background:#fff3f4}.finding h3{font-size:1em;margin:6px 0}
    .rule{font-weight:normal;color:#666;font-family:monospace}
    pre{background:#f6f8fa;padding:8px;overflow-x:auto}pre .hit{background:#ffe9a8;display:inline-block;min-width:100%}
    """

    /// Sorts the views table by a clicked column; numbers by value, text by code points.
    private static let script = """
    (function(){
    var table=document.getElementById('views'),headers=table.tHead.rows[0].cells;
    function sort(index,descending){
    var kind=headers[index].getAttribute('data-kind'),body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
    function number(text){var n=Number(text);return isNaN(n)?-1:n;}
    rows.sort(function(a,b){var x=a.cells[index].textContent,y=b.cells[index].textContent;
    var order=kind==='number'?number(x)-number(y):(x<y?-1:x>y?1:0);return descending?-order:order;});
    rows.forEach(function(row){body.appendChild(row);});
    for(var i=0;i<headers.length;i++){headers[i].className='';}
    headers[index].className=descending?'sorted-desc':'sorted-asc';}
    for(var i=0;i<headers.length;i++){(function(index){headers[index].addEventListener('click',function(){
    sort(index,headers[index].className!=='sorted-desc');});})(i);}
    sort(0,true);document.body.setAttribute('data-ready','true');
    })();
    """
}
