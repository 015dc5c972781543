import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `.id(…)` at the root of a view's body (`var body: some View { Text(…).id(item.id) }`),
/// where that view is built in the content of a lazy container somewhere in the module
/// (`ForEach(items) { item in Row(item: item) }`): every row carries the explicit identity
/// as if the `.id` were written inside the `ForEach`, yet no single file shows it.
enum RowRootIds {
    /// Where a view is first built as a row: the file and the container's name and position.
    struct RowSite {
        var file: String
        var container: String
        var position: SourcePosition
    }

    static func findings(in module: ModuleIndex, containers: Set<String>, severity: Severity) -> [Finding] {
        let roots = IdModifiers.all(in: module).filter { entry in
            entry.call.enclosingMember == "body" && entry.call.closureDepth == 0
                && module.view(enclosing: entry.call.enclosingType) != nil
        }
        guard !roots.isEmpty else { return [] }
        let sites = rowSites(in: module, containers: containers)
        guard !sites.isEmpty else { return [] }
        return roots.compactMap { entry in
            guard let view = entry.call.enclosingType, let site = sites[simpleName(of: view)] else { return nil }
            let call = IdModifiers.quoted(entry.call)
            return Finding(
                file: entry.file, line: entry.call.position.line, column: entry.call.position.column,
                severity: severity, rule: .idInLazyContainer, view: view,
                message: FindingMessage("""
                    \(call) at the root of the body of '\(MessageText.shortened(view))' is on every row that \
                    \(site.container) at \(site.file):\(site.position.line) builds: List creates each row up front
                    """).text)
        }
    }

    /// The first row site of each name built in lazy content, in file order.
    static func rowSites(in module: ModuleIndex, containers: Set<String>) -> [String: RowSite] {
        var sites: [String: RowSite] = [:]
        for (file, records) in module.callRecords {
            for closure in records.closures where buildsOneRowPerElement(closure, containers: containers) {
                for name in closure.constructedNames where sites[name] == nil {
                    sites[name] = RowSite(file: file, container: closure.callee, position: closure.calleePosition)
                }
            }
        }
        return sites
    }

    /// Content run once per element of data: `ForEach`'s, or a data-driven container's
    /// (`List(items) { item in … }`). A view in static content (`List { ScrollAnchor() }`)
    /// is one row, and an `.id` there is most often a scroll target.
    private static func buildsOneRowPerElement(_ closure: CallClosure, containers: Set<String>) -> Bool {
        LazyContainerContent.isContent(closure, of: containers)
            && (closure.callee == LazyContainerContent.forEach || closure.firstArgumentIsUnlabeled)
    }

    /// `Row` of `Feed.Row`: a row is built by the name as written, most often unqualified.
    private static func simpleName(of view: String) -> String {
        guard let dot = view.lastIndex(of: ".") else { return view }
        return String(view[view.index(after: dot)...])
    }
}
