import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

extension ViewType {
    /// The names a hand-written `==` of the view reads: members after `.` (`lhs.title`) and
    /// bare uses. Empty when the view has no `==` of its own.
    var namesReadByEquality: Set<String> {
        var read: Set<String> = []
        for op in equalityOperatorPlaces {
            read.formUnion(self[op].code.memberAccesses)
            for use in self[op].code.uses { read.insert(use.name) }
        }
        return read
    }
}
