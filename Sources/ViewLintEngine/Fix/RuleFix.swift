import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `viewlint fix`: the fixes of every registered rule that has one (`FixableRule`), for
/// the views declared in the files named; the command line writes them.
public enum RuleFix {
    /// The fixes for the views declared in `files`, rule by rule in registry order.
    public static func edits(in module: ModuleIndex, configuration: Configuration, files: Set<String>) -> RuleFixes {
        let context = RuleContext(module: module, configuration: configuration)
        var all = RuleFixes()
        for rule in RuleRegistry.fixableRules {
            let fixes = rule.fixes(in: context, files: files)
            all.edits += fixes.edits
            all.skipped += fixes.skipped
        }
        return all
    }
}
