import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The findings of files under nested configurations. Scopes with the same rule settings
/// are linted together, and each group's rules see the whole module for context but lint
/// only the views (and view modifiers) with a declaration or extension in the group's
/// files: the views cost what they cost once, however many `.viewlint.yml` files there are.
/// (Rules that read call sites across files, `id_in_lazy_container`'s row sites and the
/// `.id` calls, still read the module's call records once per distinct settings.)
enum NestedLint {
    static func findings(replacing runFindings: [Finding], module: ModuleIndex, files: [IndexedFile], scopes fileScopes: [Int?],
                         configurations: [Configuration], run: Configuration, jobs: Int,
                         lint: (RuleContext) -> [Finding]) -> [Finding] {
        var scopeOfPath: [String: Int] = [:]
        for (file, scope) in zip(files, fileScopes) { if let scope { scopeOfPath[file.path] = scope } }
        var found = runFindings
        found.removeAll { scopeOfPath[$0.file] != nil }

        // Scopes in use, grouped by their rule settings (compared, not hashed: few differ).
        var groups: [(settings: RuleSettings, scopes: Set<Int>)] = []
        var groupOfScope: [Int: Int] = [:]
        for scope in Set(fileScopes.compactMap { $0 }).sorted() {
            let settings = configurations[scope].rules
            if let group = groups.firstIndex(where: { $0.settings == settings }) {
                groups[group].scopes.insert(scope)
                groupOfScope[scope] = group
            } else {
                groupOfScope[scope] = groups.count
                groups.append((settings, [scope]))
            }
        }
        // Each view goes to the groups of the files it is declared or extended in.
        var viewsOfGroup = Array(repeating: [Int](), count: groups.count)
        var modifiersOfGroup = Array(repeating: [Int](), count: groups.count)
        func groupsOf(_ paths: [String]) -> Set<Int> {
            Set(paths.compactMap { scopeOfPath[$0].flatMap { groupOfScope[$0] } })
        }
        for (index, view) in module.views.enumerated() {
            for group in groupsOf(view.memberGroups.map(\.file)) { viewsOfGroup[group].append(index) }
        }
        for (index, modifier) in module.viewModifiers.enumerated() {
            for group in groupsOf(modifier.memberGroups.map(\.file)) { modifiersOfGroup[group].append(index) }
        }
        for (group, entry) in groups.enumerated() {
            var settings = run
            settings.rules = entry.settings
            let views = viewsOfGroup[group]
            // A small group is linted on this thread: starting workers would cost more.
            let context = RuleContext(module: module.keeping(views: views, modifiers: modifiersOfGroup[group]),
                                      configuration: settings, jobs: views.count < 256 ? 1 : jobs)
            found += lint(context).filter { scopeOfPath[$0.file].map(entry.scopes.contains) == true }
        }
        return found
    }
}
