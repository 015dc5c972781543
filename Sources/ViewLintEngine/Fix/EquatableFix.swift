import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// `viewlint fix --equatable`: for each view that `non_equatable_property` reports, an
/// `extension View: Equatable` whose `==` compares every stored property SwiftUI would
/// compare, and names in a comment each property it leaves out and why.
public enum EquatableFix {
    /// An extension to append to the file that declares a view.
    public struct Edit: Sendable, Equatable {
        public var file: String
        public var view: String
        public var text: String
    }

    /// Why a view gets no extension.
    public struct Skip: Sendable, Equatable {
        public var file: String
        public var view: String
        public var reason: String
    }

    /// The edits for the views declared in `files` that `non_equatable_property` reports.
    public static func edits(in module: ModuleIndex, configuration: Configuration, files: Set<String>) -> (edits: [Edit], skipped: [Skip]) {
        let context = RuleContext(module: module, configuration: configuration)
        let reported = Set(NonEquatablePropertyRule().findings(in: context).compactMap(\.view))
        let judge = PropertyJudge(context: context)
        var edits: [Edit] = []
        var skipped: [Skip] = []
        for view in module.views where reported.contains(view.name) && files.contains(view.file) {
            if view.declaration.isDeclaredInCode {
                skipped.append(Skip(file: view.file, view: view.name, reason: "it is declared inside code, where no extension reaches it"))
                continue
            }
            if !view.declaration.genericParameters.isEmpty {
                skipped.append(Skip(file: view.file, view: view.name, reason: "it is generic; write its == by hand"))
                continue
            }
            guard let text = extensionText(for: view, judge: judge) else {
                skipped.append(Skip(file: view.file, view: view.name,
                                    reason: "its name or a property's name cannot be written in Swift as it was read"))
                continue
            }
            edits.append(Edit(file: view.file, view: view.name, text: text))
        }
        return (edits, skipped)
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
