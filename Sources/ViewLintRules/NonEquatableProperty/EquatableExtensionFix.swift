import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// `viewlint fix --equatable`: for each view that `non_equatable_property` reports, an
/// `extension View: Equatable` whose `==` compares every stored property SwiftUI would
/// compare, and names in a comment each property it leaves out and why.
extension NonEquatablePropertyRule: FixableRule {
    /// The extensions for the views declared in `files` that the rule reports.
    public static func fixes(in context: RuleContext, files: Set<String>) -> RuleFixes {
        let reported = Set(NonEquatablePropertyRule().findings(in: context).compactMap(\.view))
        let judge = PropertyJudge(context: context)
        var fixes = RuleFixes()
        for view in context.module.views where reported.contains(view.name) && files.contains(view.file) {
            if view.declaration.isDeclaredInCode {
                fixes.skipped.append(.init(file: view.file, view: view.name, reason: "it is declared inside code, where no extension reaches it"))
                continue
            }
            if !view.declaration.genericParameters.isEmpty {
                fixes.skipped.append(.init(file: view.file, view: view.name, reason: "it is generic; write its == by hand"))
                continue
            }
            guard let text = extensionText(for: view, judge: judge) else {
                fixes.skipped.append(.init(file: view.file, view: view.name,
                                           reason: "its name or a property's name cannot be written in Swift as it was read"))
                continue
            }
            fixes.edits.append(.init(file: view.file, view: view.name, text: text))
        }
        return fixes
    }

    /// The extension's text, every name spelled as Swift needs it (`SwiftIdentifier`); nil
    /// when a name cannot be spelled.
    static func extensionText(for view: ViewType, judge: PropertyJudge) -> String? {
        guard let viewName = SwiftIdentifier.spelledType(view.name) else { return nil }
        var compared: [String] = []
        var leftOut: [(name: String, reason: String)] = []
        for property in view.storedProperties {
            let name = property.declaration.name
            if judge.isDynamic(property) {
                leftOut.append((name, "a dynamic property SwiftUI tracks itself"))
            } else if property.declaration.attributes.contains("SkipEquatable") {
                leftOut.append((name, "marked @SkipEquatable"))
            } else if property.declaration.isInitializedConstant {
                leftOut.append((name, "the same in every instance"))
            } else if let reason = judge.reasonNotCompared(property, in: view) {
                leftOut.append((name, reason.explanation))
            } else if let spelled = SwiftIdentifier.spelled(name) {
                compared.append(spelled)
            } else {
                return nil
            }
        }
        let access = view.declaration.accessLevel.map { ($0 == "open" ? "public" : $0) + " " } ?? ""
        var text = "\nextension \(viewName): Equatable {\n"
        for (name, reason) in leftOut { text += "    // '\(LineText.escaped(name))' is left out: \(reason).\n" }
        text += "    \(access)static func == (lhs: \(viewName), rhs: \(viewName)) -> Bool {\n"
        if compared.isEmpty {
            text += "        true\n"
        } else {
            text += "        " + compared.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: "\n            && ") + "\n"
        }
        text += "    }\n}\n"
        return text
    }
}
