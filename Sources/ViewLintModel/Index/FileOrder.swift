import ViewLintSupport
import ViewLintSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The order in which the index reads files: by path, byte by byte (`ByteOrder`), files of
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

    /// Negative, zero or positive as `a` sorts before, with or after `b`, byte by byte.
    private static func compare(_ a: String, _ b: String) -> Int {
        a.withUTF8Bytes { left in
            b.withUTF8Bytes { right in
                let common = min(left.count, right.count)
                if common > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, common)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
    }
}
