import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A rule that can fix what it reports (`viewlint fix`): text appended to the file that
/// declares a view. The rule says what to append; writing files is the engine's.
public protocol FixableRule: Rule {
    /// The fixes for the views declared in `files` that the rule reports in `context`.
    static func fixes(in context: RuleContext, files: Set<String>) -> RuleFixes
}

/// What a rule's fix does: the text appended for each view, and each view it leaves alone.
public struct RuleFixes: Sendable, Equatable {
    /// Text to append to the file that declares a view.
    public struct Edit: Sendable, Equatable {
        public var file: String
        public var view: String
        public var text: String

        public init(file: String, view: String, text: String) {
            self.file = file
            self.view = view
            self.text = text
        }
    }

    /// Why a view gets no fix.
    public struct Skip: Sendable, Equatable {
        public var file: String
        public var view: String
        public var reason: String

        public init(file: String, view: String, reason: String) {
            self.file = file
            self.view = view
            self.reason = reason
        }
    }

    public var edits: [Edit] = []
    public var skipped: [Skip] = []

    public init(edits: [Edit] = [], skipped: [Skip] = []) {
        self.edits = edits
        self.skipped = skipped
    }
}
