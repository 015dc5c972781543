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
    static func findings(in context: RuleContext, idModifiers: [IdModifiers.Entry], containers: Set<String>,
                         severity: Severity) -> [Finding] {
        let module = context.module
        let roots = idModifiers.filter { entry in
            entry.call.enclosing == .top && entry.call.enclosingMember == "body"
                && module.view(enclosing: entry.call.enclosingType) != nil
        }
        guard !roots.isEmpty else { return [] }
        let names = Set(roots.compactMap { $0.call.enclosingType.map(simpleName) })
        let sites = rowSites(of: names, context: context, containers: containers)
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
    ///
    /// The run's parse noted only the names of the views built in closures of `containers`
    /// and `ForEach` (`constructionNamesInClosures`): the files that build one of `names`
    /// there are parsed again with the chains, in file order, a few at a time, until every
    /// name has its site. (Recorded in every file, the chains were most of what the call facts
    /// cost a lint, and a module with no `.id` at the root of a body needs none; parsed again
    /// all at once, the files that build a common row view cost a module of 300 K lines 24%
    /// more instructions, where the first of them holds the site.) Without sources to read
    /// again, the records the parse made.
    static func rowSites(of names: Set<String>, context: RuleContext, containers: Set<String>) -> [String: RowSite] {
        let callRecords = context.module.callRecords
        var sites: [String: RowSite] = [:]
        guard let parseAgain = context.parseAgain else {
            addRowSites(of: names, in: callRecords, containers: containers, to: &sites)
            return sites
        }
        let query = LazyContainerContent.rowSiteQuery(containers: containers)
        var remaining = names
        var next = 0
        var batch = 1
        while !remaining.isEmpty, next < callRecords.count {
            let builds = BuiltNames(remaining)
            var files: [String] = []
            while files.count < batch, next < callRecords.count {
                if builds.any(of: callRecords[next].records.closureConstructionNames) { files.append(callRecords[next].file) }
                next += 1
            }
            guard !files.isEmpty else { break }
            addRowSites(of: remaining, in: parseAgain(files, query), containers: containers, to: &sites)
            remaining.subtract(sites.keys)
            batch = min(batch * 2, 64)
        }
        return sites
    }

    /// Tells whether a file's closure construction names hold one of a set of names.
    /// Compared as numbers when only the same bytes spell each name as a `String`
    /// (`NameHash.equalsOnlyItsBytes`): each name's text and hash cost more than the filter.
    private struct BuiltNames {
        let names: Set<String>
        let numbers: Set<SharedName>
        let byNumber: Bool

        init(_ names: Set<String>) {
            self.names = names
            numbers = Set(names.map(SharedName.init))
            byNumber = names.allSatisfy(NameHash.equalsOnlyItsBytes)
        }

        func any(of built: [SharedName]) -> Bool {
            built.contains { byNumber ? numbers.contains($0) : names.contains($0.text) }
        }
    }

    /// Adds to `sites` the first row site in file order of each of `names` not in it yet.
    private static func addRowSites(of names: Set<String>, in callRecords: [(file: String, records: CallRecords)],
                                    containers: Set<String>, to sites: inout [String: RowSite]) {
        for (file, records) in callRecords {
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
    }

    /// `Row` of `Feed.Row`: a row is built by the name as written, most often unqualified.
    private static func simpleName(of view: String) -> String {
        guard let dot = view.lastIndex(of: ".") else { return view }
        return String(view[view.index(after: dot)...])
    }
}
