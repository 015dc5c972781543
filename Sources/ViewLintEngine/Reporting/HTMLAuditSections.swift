import ViewLintSupport
import ViewLintModel
import ViewLintRules

/// The parts of the HTML audit that come from the view graph: what to fix first, the
/// drawing's frame and data, the filters, and the views table whose rows open to each
/// view's findings and explanation. Everything from the code is escaped (`XMLText`), and
/// the data for the script is JSON made safe inside `<script>` (`scriptJSON`).
enum HTMLAuditSections {
    /// Paths longer than this lose their middle, so that a row fits a 1,400-pixel window.
    static let pathLimit = 64

    /// `Sources/App/Feature/…/Detail/DetailView.swift:12:9`: start and end kept.
    static func elided(_ text: String, limit: Int = pathLimit) -> String {
        guard text.count > limit else { return text }
        let head = limit * 2 / 5
        let tail = limit - head - 1
        return String(text.prefix(head)) + "…" + String(text.suffix(tail))
    }

    /// The folder a file is in, `.` for none.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The views that cost most per update, with what makes each spread.
    static func fixFirst(_ graph: ViewGraph, findings: [Finding], limit: Int = 5) -> String {
        var spreading: [Int: [ViewGraph.Edge]] = [:]
        for edge in graph.edges where edge.spreads { spreading[edge.parent, default: []].append(edge) }
        let ranked = graph.nodes.indices.filter { spreading[$0] != nil }.sorted { a, b in
            let (x, y) = (graph.nodes[a], graph.nodes[b])
            if x.reRunCost != y.reRunCost { return y.reRunCost < x.reRunCost }
            if (x.score ?? -1) != (y.score ?? -1) { return (x.score ?? -1) > (y.score ?? -1) }
            return a < b
        }.prefix(limit)
        var html = "<section id=\"fix-first\"><h2>Fix first</h2>\n"
        guard !ranked.isEmpty else { return html + "<p>No update spreads past a view: every child compares equal.</p></section>\n" }
        html += "<p>The views whose one update runs the most bodies again: each spreads through the red edges below."
            + " Make the named inputs comparable (pass a stored closure, make the child Equatable) from the top.</p>\n<ol>\n"
        for id in ranked {
            let node = graph.nodes[id]
            let spreads = spreading[id] ?? []
            html += "<li><a href=\"#\" class=\"view-link\" data-node=\"\(id)\">\(XMLText.escaped(node.name))</a>"
                + " <span class=\"cost\">re-run \(XMLText.escaped(node.reRunCost.text))</span>"
                + " <span class=\"score\">(score \(node.score.map(String.init) ?? "–"))</span><ul>"
            for edge in spreads.prefix(4) {
                let times = edge.elementDepth == 0 ? "" : (edge.elementDepth == 1 ? " ×N" : " ×N^\(edge.elementDepth)")
                html += "<li>→ \(XMLText.escaped(graph.nodes[edge.child].name))\(times): "
                    + "\(XMLText.escaped(edge.unequalBecause ?? "")) "
                    + "<span class=\"loc\" title=\"\(XMLText.escaped("\(edge.file):\(edge.line)"))\">"
                    + "\(XMLText.escaped(elided("\(edge.file):\(edge.line)", limit: 48)))</span></li>"
            }
            if spreads.count > 4 { html += "<li>… \(spreads.count - 4) more</li>" }
            html += "</ul></li>\n"
        }
        return html + "</ol></section>\n"
    }

    /// The drawing's frame: controls, the SVG the script fills, the panel a click fills.
    static let graphFrame = """
    <section id="graph-section"><h2>View graph</h2>
    <p class="legend">Boxes are views, sized by body score; <span class="red">red</span> edges pass an input the child \
    cannot compare equal (labeled with the property), so a parent update runs the child's body again; \
    <b>×N</b> marks a child built per element of a ForEach or List; dashed edges close a cycle (cut).</p>
    <div id="graph-controls"><input id="graph-search" type="search" placeholder="Search views"> \
    <button id="zoom-in" type="button">+</button><button id="zoom-out" type="button">−</button>\
    <button id="zoom-fit" type="button">Fit</button> <label>Show <select id="graph-scope">\
    <option value="spreads" selected>views a parent's update makes unequal</option><option value="edges">every view with an edge</option>\
    <option value="all">every view</option></select></label></div>
    <div id="graph-layout"><svg id="graph" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="view graph"></svg>
    <aside id="graph-panel"><p>Click a view to see its findings and how its score is made.</p></aside></div>
    <pre id="graph-summary" hidden></pre>
    </section>

    """

    /// The folder and rule filters for the table and the findings.
    static func filters(folders: [String], rules: [String]) -> String {
        var html = "<div id=\"filters\"><label>Folder <select id=\"folder-filter\"><option value=\"\">all</option>"
        for folder in folders {
            html += "<option value=\"\(XMLText.escaped(folder))\">\(XMLText.escaped(elided(folder, limit: 60)))</option>"
        }
        html += "</select></label> <label>Rule <select id=\"rule-filter\"><option value=\"\">all</option>"
        for rule in rules { html += "<option>\(XMLText.escaped(rule))</option>" }
        return html + "</select></label></div>\n"
    }

    /// The views table: re-run cost, score, name, elided location; a click on a row opens
    /// the row below it, with the view's findings and explanation.
    static func viewsTable(_ views: [ViewScore], graph: ViewGraph?, findings: [Finding], limit: Int) -> String {
        var nodeAt: [ViewGraph.Place: Int] = [:]
        for (id, node) in (graph?.nodes ?? []).enumerated() { nodeAt[ViewGraph.Place(file: node.file, line: node.line, column: node.column)] = id }
        var findingsOf: [String: [Finding]] = [:]
        for finding in findings { if let view = finding.view { findingsOf[view, default: []].append(finding) } }
        let costs = graph?.propertyCostsByPlace ?? [:]
        var html = """
        <table id="views">
        <colgroup><col class="c-cost"><col class="c-score"><col class="c-view"><col class="c-loc"></colgroup>
        <thead><tr><th data-kind="cost">Re-run</th><th data-kind="number">Score</th><th data-kind="text">View</th>\
        <th data-kind="text">Location</th></tr></thead>

        """
        for view in views {
            let id = nodeAt[ViewGraph.Place(file: view.file, line: view.line, column: view.column)]
            let node = id.map { graph!.nodes[$0] }
            let own = findingsOf[view.name, default: []]
            let rules = Set(own.map(\.rule.rawValue)).sorted().joined(separator: " ")
            let location = "\(view.file):\(view.line):\(view.column)"
            let overClass = view.isOver(limit) ? " over" : ""
            let costKey = node.map { costSortKey($0.reRunCost) } ?? "0"
            html += "<tbody class=\"view\(overClass)\" data-folder=\"\(XMLText.escaped(folder(of: view.file)))\" "
                + "data-rules=\"\(XMLText.escaped(rules))\"\(id.map { " data-node=\"\($0)\"" } ?? "")>"
                + "<tr class=\"row\"><td data-sort=\"\(costKey)\">\(XMLText.escaped(node?.reRunCost.text ?? "–"))</td>"
                + "<td>\(view.scoreText)</td><td>\(XMLText.escaped(view.name))</td>"
                + "<td title=\"\(XMLText.escaped(location))\">\(XMLText.escaped(elided(location)))</td></tr>"
                + "<tr class=\"detail\"><td colspan=\"4\">"
            if own.isEmpty {
                html += "<p class=\"none\">No findings.</p>"
            } else {
                html += "<ul class=\"view-findings\">"
                for finding in own {
                    let cost = ReRunCostSections.findingCost(finding, in: costs).map { " <span class=\"cost\">re-run cost \(XMLText.escaped($0.text))</span>" } ?? ""
                    html += "<li><span class=\"rule\">\(finding.rule.rawValue)</span> "
                        + "<span class=\"loc\">\(finding.line):\(finding.column)</span> \(XMLText.escaped(finding.message))\(cost)</li>"
                }
                html += "</ul>"
            }
            if let explanation = node?.explanation {
                html += "<details><summary>explain</summary><pre class=\"explain\">\(XMLText.escaped(explanation))</pre></details>"
            }
            html += "</td></tr></tbody>\n"
        }
        return html + "</table>\n"
    }

    /// A key that sorts costs as numbers do: the degree, then each coefficient from the highest power.
    static func costSortKey(_ cost: ReRunCost) -> String {
        var key = String(cost.degree)
        for power in stride(from: cost.degree, through: 0, by: -1) {
            let digits = String(cost[power])
            key += "." + String(repeating: "0", count: max(0, 19 - digits.count)) + digits
        }
        return key
    }

    /// The data the script draws from, as JSON inside `<script type="application/json">`:
    /// `<`, `>`, `&` and the line separators written as `\u` escapes, so that no text from
    /// the code can close the element or break the script.
    static func graphData(_ graph: ViewGraph, findings: [Finding]) -> String {
        var findingsOf: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { if let view = finding.view { findingsOf[view, default: []].append(index) } }
        let costs = graph.propertyCostsByPlace
        let nodes = graph.nodes.map { node in
            "{\"name\":\(JSONString.quoted(node.name)),\"file\":\(JSONString.quoted(node.file)),\"line\":\(node.line),"
                + "\"score\":\(node.score.map(String.init) ?? "null"),\"cost\":\(JSONString.quoted(node.reRunCost.text)),"
                + "\"costKey\":\(JSONString.quoted(costSortKey(node.reRunCost))),\"equatable\":\(node.isEquatable),"
                + "\"cycle\":\(node.isInCycle),\"root\":\(node.isRoot),\"kind\":\"\(node.kind.rawValue)\","
                + "\"explain\":\(node.explanation.map(JSONString.quoted) ?? "null"),"
                + "\"findings\":[\((findingsOf[node.name] ?? []).map(String.init).joined(separator: ","))]}"
        }
        let edges = graph.edges.map { edge in
            "{\"from\":\(edge.parent),\"to\":\(edge.child),\"spreads\":\(edge.spreads),\"cut\":\(edge.isCut),"
                + "\"depth\":\(edge.elementDepth),\"stopped\":\(edge.stoppedByEquatable && edge.unequalBecause != nil),"
                + "\"label\":\(JSONString.quoted(edge.passes.filter(\.makesUnequal).compactMap(\.property).joined(separator: ", "))),"
                + "\"because\":\(edge.unequalBecause.map(JSONString.quoted) ?? "null"),"
                + "\"at\":\(JSONString.quoted("\(edge.file):\(edge.line)"))}"
        }
        let findingList = findings.map { finding in
            "{\"rule\":\(JSONString.quoted(finding.rule.rawValue)),\"at\":\(JSONString.quoted("\(finding.file):\(finding.line):\(finding.column)")),"
                + "\"message\":\(JSONString.quoted(finding.message)),"
                + "\"cost\":\(ReRunCostSections.findingCost(finding, in: costs).map { JSONString.quoted($0.text) } ?? "null")}"
        }
        let json = "{\"nodes\":[\(nodes.joined(separator: ","))],\"edges\":[\(edges.joined(separator: ","))],"
            + "\"findings\":[\(findingList.joined(separator: ","))]}"
        return "<script type=\"application/json\" id=\"graph-data\">\(scriptSafe(json))</script>\n"
    }

    static func scriptSafe(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
