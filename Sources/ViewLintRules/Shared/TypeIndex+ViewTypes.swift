import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What several rules and the view graph ask of the module's types about a view's
/// properties, in one place.
extension TypeIndex {
    /// Whether `name`, written inside `context` in `file`, names a class or actor: the
    /// module's, one listed in the options, or a framework class views commonly make.
    func isClass(_ name: String, from context: String, file: String, listed: Set<String>) -> Bool {
        if listed.contains(name) { return true }
        if let entry = resolution(of: name, from: context, file: file)?.entry { return entry.kind == .class || entry.kind == .actor }
        return SwiftUIFacts.frameworkClasses.contains(name)
            || SwiftUIFacts.frameworkClasses.contains(String(name.split(separator: ".").last ?? ""))
    }

    /// Generic parameters of the type `name` (whose entry is `entry`) and of every type it
    /// is nested in.
    func genericParameters(of name: String, file: String, entry: Entry?) -> Set<String> {
        guard !name.isEmpty else { return [] }
        // The enclosing types: `Outer.Inner` for `Outer.Inner.View`, then `Outer`. Most
        // views are nested in nothing and generic in nothing.
        let scopes = QualifiedNames.enclosingScopes(of: name)
        let own = entry?.genericParameters ?? []
        if scopes.isEmpty, own.isEmpty { return [] }
        var parameters = Set(own)
        for scope in scopes {
            parameters.formUnion(self.entry(named: String(scope), file: file)?.genericParameters ?? [])
        }
        return parameters
    }
}
