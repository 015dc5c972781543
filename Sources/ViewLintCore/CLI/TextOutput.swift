import Foundation

/// Where the tool writes text. Injected so that tests capture output without spawning a process.
public struct TextOutput {
    private let sink: (String) -> Void

    public init(_ sink: @escaping (String) -> Void) {
        self.sink = sink
    }

    public func write(_ text: String) {
        if !text.isEmpty { sink(text) }
    }

    /// The process's standard output. Reporters build their whole text first, so each
    /// run writes in a few large unbuffered writes rather than many small ones.
    public static var standardOutput: TextOutput {
        TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    }

    public static var standardError: TextOutput {
        TextOutput { FileHandle.standardError.write(Data($0.utf8)) }
    }
}
