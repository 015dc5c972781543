#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte order of strings (not Unicode collation), as the output order wants it (README
/// "Reporters"), compared with `memcmp` on the UTF-8 bytes: sorting findings compares many
/// long paths.
package enum LexicographicBytes {
    package static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b`.
    package static func compare(_ a: String, _ b: String) -> Int {
        // Read in place when both are stored as UTF-8, as nearly every string is: the
        // mutable copies `withUTF8` needs retain both strings at each comparison, and
        // sorting a walk's entries or a run's findings compares thousands of pairs.
        if let order = a.utf8.withContiguousStorageIfAvailable({ left in
            b.utf8.withContiguousStorageIfAvailable { right in compare(left, right) }
        }), let order {
            return order
        }
        var a = a, b = b
        return a.withUTF8 { left in b.withUTF8 { right in compare(left, right) } }
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let l = left.baseAddress, let r = right.baseAddress {
            let order = memcmp(l, r, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }

    /// Orders by the first key that differs: file (bytes), line, column, then `tail`.
    package static func position(_ a: (file: String, line: Int, column: Int), _ b: (file: String, line: Int, column: Int),
                         tail: () -> Bool) -> Bool {
        let files = compare(a.file, b.file)
        if files != 0 { return files < 0 }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return tail()
    }
}
