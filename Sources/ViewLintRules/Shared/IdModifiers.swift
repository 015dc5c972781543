import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// The `.id(…)` modifiers of the module: `.id(x)` or `.id { x }`, one unlabeled argument,
/// chained on an expression.
enum IdModifiers {
    static let name = "id"

    /// What the parser must record to find them.
    static var query: SyntaxQuery { SyntaxQuery(modifiers: [name]) }

    /// Every one, with its file and the file's records, in file order.
    static func all(in module: ModuleIndex) -> [(file: String, call: ModifierCall, records: CallRecords)] {
        module.callRecords.flatMap { file, records in
            records.modifiers.filter { $0.name == name && $0.hasOneUnlabeledArgument }.map { (file, $0, records) }
        }
    }

    /// How a finding quotes the call: `.id(item.id)`, `.id { item.id }`, a long argument cut short.
    static func quoted(_ call: ModifierCall) -> String {
        let arguments = MessageText.shortened(call.arguments)
        return call.isTrailingClosure ? ".id \(arguments)" : ".id(\(arguments))"
    }
}
