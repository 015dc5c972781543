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
        genericParameters(of: name, file: file, own: entry?.genericParameters ?? [])
    }

    /// `genericParameters(of:file:entry:)` for the entry of `name` as `entry(named:file:)`
    /// finds it, without a copy of that entry.
    func genericParameters(of name: String, file: String) -> Set<String> {
        guard !name.isEmpty else { return [] }
        return genericParameters(of: name, file: file, own: genericParameters(named: name, file: file) ?? [])
    }

    /// `own`: the type's own generic parameters.
    private func genericParameters(of name: String, file: String, own: [String]) -> Set<String> {
        guard !name.isEmpty else { return [] }
        // The enclosing types: `Outer.Inner` for `Outer.Inner.View`, then `Outer`. Most
        // views are nested in nothing and generic in nothing.
        let scopes = QualifiedNames.enclosingScopes(of: name)
        if scopes.isEmpty, own.isEmpty { return [] }
        var parameters = Set(own)
        for scope in scopes {
            parameters.formUnion(genericParameters(named: String(scope), file: file) ?? [])
        }
        return parameters
    }
}
