import ViewLintSupport
import ViewLintSyntax

/// The order in which the index reads files: by path, byte by byte (`LexicographicBytes`), files of
/// the same path in the order given.
enum FileOrder {
    /// Positions of `files` in that order. Inputs usually arrive sorted, and then nothing
    /// is sorted again.
    static func of(_ files: [FileSyntax]) -> [Int] {
        let isSorted = files.indices.dropFirst().allSatisfy { compare(files[$0 - 1].path, files[$0].path) <= 0 }
        if isSorted { return Array(files.indices) }
        return files.indices.sorted { a, b in
            let order = compare(files[a].path, files[b].path)
            return order != 0 ? order < 0 : a < b
        }
    }

    private static func compare(_ a: String, _ b: String) -> Int { LexicographicBytes.compare(a, b) }
}
