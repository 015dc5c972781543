import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `.id(…)` at the root of a view's body (`var body: some View { Text(…).id(item.id) }`),
/// where that view is built in row position of a List's per-element content somewhere in
/// the module (`List { ForEach(items) { item in Row(item: item) } }`): every row carries
/// the explicit identity as if the `.id` were written inside the `ForEach`, yet no single
/// file shows it. Row position is the notion of `LazyContainerContent.container(holding:)`:
/// a view built as a `NavigationLink`'s destination, in a sheet, or in a `LazyVStack`'s
/// `ForEach` is no row of a List.
enum RowRootIds {
    /// Where a view is first built as a row: the file and the List's name and position.
    struct RowSite {
        var file: String
        var container: String
        var position: SourcePosition
    }

    /// `idModifiers`: the module's (`IdModifiers.all`).
    static func findings(in module: ModuleIndex, idModifiers: [IdModifiers.Entry], containers: Set<String>,
                         severity: Severity) -> [Finding] {
        let roots = idModifiers.filter { entry in
            entry.call.enclosing == .top && entry.call.enclosingMember == "body"
                && module.view(enclosing: entry.call.enclosingType) != nil
        }
        guard !roots.isEmpty else { return [] }
        let sites = rowSites(of: Set(roots.compactMap { $0.call.enclosingType.map(simpleName) }), in: module, containers: containers)
        guard !sites.isEmpty else { return [] }
        return roots.compactMap { entry in
            guard let view = entry.call.enclosingType, let site = sites[simpleName(of: view)] else { return nil }
            let call = IdModifiers.quoted(entry.call, in: entry.records)
            let place = site.file == entry.file ? "line \(site.position.line)" : "\(site.file):\(site.position.line)"
            return Finding(
                file: entry.file, line: entry.call.position.line, column: entry.call.position.column,
                severity: severity, rule: .idInLazyContainer, view: view,
                message: FindingMessage("""
                    \(call) at the root of the body of '\(MessageText.shortened(view))' is on each row of the \
                    \(site.container) at \(place): it \(IdInLazyContainerRule.consequence(of: site.container))
                    """).text)
        }
    }

    /// The first row site of each of `names` built in row position, in file order.
    static func rowSites(of names: Set<String>, in module: ModuleIndex, containers: Set<String>) -> [String: RowSite] {
        var sites: [String: RowSite] = [:]
        for (file, records) in module.callRecords {
            var firstInFile: [String: (built: SourcePosition, site: RowSite)] = [:]
            // By index, the facts read in place: most calls are no view of `names`.
            for index in records.calls.indices where !records.calls[index].isMember && names.contains(records.calls[index].callee) {
                let name = records.calls[index].callee
                let position = records.calls[index].position
                guard sites[name] == nil,
                      let container = LazyContainerContent.container(holding: records.calls[index].enclosing, in: records,
                                                                     containers: containers) else { continue }
                if let known = firstInFile[name], known.built < position { continue }
                let list = records.calls[container]
                firstInFile[name] = (position, RowSite(file: file, container: list.callee, position: list.position))
            }
            for (name, entry) in firstInFile { sites[name] = entry.site }
        }
        return sites
    }

    /// `Row` of `Feed.Row`: a row is built by the name as written, most often unqualified.
    private static func simpleName(of view: String) -> String {
        guard let dot = view.lastIndex(of: ".") else { return view }
        return String(view[view.index(after: dot)...])
    }
}
