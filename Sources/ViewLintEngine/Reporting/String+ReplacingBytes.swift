import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

extension String {
    /// Every occurrence of `target` replaced by `replacement`, left to right, matched on
    /// UTF-8 bytes (as a literal search does, not by Characters: `|` followed by a combining
    /// mark is still a `|` to escape).
    func replacingBytes(of target: String, with replacement: String) -> String {
        let source = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, source.count >= pattern.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        var changed = false
        while index < source.count {
            if source[index] == pattern[0], source.count - index >= pattern.count,
               source[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
                changed = true
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return changed ? String(decoding: result, as: UTF8.self) : self
    }
}
