import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Options of the `id_in_lazy_container` rule.
public struct IdInLazyContainerOptions: Equatable, Sendable {
    public var enabled = true
    public var severity: Severity = .warning
    /// Calls that collect the identity of every row up front, as `List` does: an `.id` in
    /// their per-element content is reported.
    public var containers: [String] = [LazyContainerContent.list]
    /// The literal reading: report an `.id` in the content of any `ForEach`, wherever the
    /// ForEach stands (a lazy stack, a plain stack, a sheet), as if each were a List.
    public var anyForEach = false

    public init() {}

    /// The calls whose per-element content is reported.
    var reportedContainers: Set<String> {
        Set(containers).union(anyForEach ? [LazyContainerContent.forEach] : [])
    }
}

extension IdInLazyContainerOptions: RuleOptions {
    public static let options: [RuleOption<Self>] = [
        .strings("containers", \.containers, atLeastOne: "container"),
        .flag("any_foreach", \.anyForEach),
    ]
}
