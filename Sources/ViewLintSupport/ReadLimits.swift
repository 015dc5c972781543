/// The most bytes the tool reads from one file, so that `/dev/zero` or a huge generated
/// file cannot exhaust memory.
package enum ReadLimits {
    /// A Swift file (or standard input); a larger file is skipped with a warning.
    package static let sourceFile = 64 << 20
    /// A configuration or baseline file; a larger one is an error.
    package static let settingsFile = 16 << 20

    /// `limit` bytes in words: "64 MiB".
    package static func described(_ limit: Int) -> String {
        "\(limit >> 20) MiB"
    }
}
