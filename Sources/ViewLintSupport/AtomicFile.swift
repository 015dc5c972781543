#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file's contents atomically: a temporary file in the same folder, then a rename
/// over the target, so that no reader ever sees half a file.
package enum AtomicFile {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        /// Why, without the path: the system's message.
        package var reason: String
    }

    /// Replaces an existing file; the original's permissions carry over.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(description: "cannot replace '\(path)': \(reason)", reason: reason)
        }
        try write(bytes, to: path, permissions: info.st_mode & 0o7777)
    }

    /// Creates or replaces `path`: a new file gets read-write permissions less the umask.
    package static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil) throws(Failure) {
        try write(to: path, permissions: permissions) { file in
            bytes.withUnsafeBytes { file.write($0) }
        }
    }

    /// Creates or replaces `path` with the text `produce` writes, written as it comes (a
    /// report in chunks) rather than gathered first.
    package static func write(to path: String, permissions: mode_t? = nil, _ produce: (TextOutput) -> Void) throws(Failure) {
        try write(to: path, permissions: permissions) { file in
            produce(TextOutput { text in
                var text = text
                text.withUTF8 { file.write(UnsafeRawBufferPointer($0)) }
            })
        }
    }

    /// The open temporary file; after a failed write the rest is dropped and the failure kept.
    private final class OpenFile {
        let descriptor: Int32
        private(set) var failure: Int32 = 0

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        func write(_ bytes: UnsafeRawBufferPointer) {
            guard failure == 0 else { return }
            failure = FileSystem.writeAll(bytes, to: descriptor)
        }
    }

    private static func write(to path: String, permissions: mode_t?, _ produce: (OpenFile) -> Void) throws(Failure) {
        let folder = FilePath.directoryName(path)
        let temporary = FilePath.join(folder.isEmpty ? "." : folder,
                                      ".\(FilePath.lastComponent(path)).viewlint-\(String(UInt64.random(in: .min ... .max), radix: 16))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(description: "cannot write a temporary file next to '\(path)': \(reason)", reason: reason)
        }
        let file = OpenFile(descriptor: descriptor)
        produce(file)
        var failure = file.failure
        if failure == 0, let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            let reason = String(cString: strerror(failure))
            throw Failure(description: "cannot replace '\(path)': \(reason)", reason: reason)
        }
    }
}
