#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLintCore

/// Reads files the way viewlint's reader does (its `FileSystem.contents` is internal to the
/// library): `open`, `fstat`, one array of the file's size plus a spare byte, `read` until
/// end of file.
enum SourceReader {
    static func read(_ paths: [String]) -> [SourceInput] {
        var sources: [SourceInput] = []
        sources.reserveCapacity(paths.count)
        for path in paths {
            if let bytes = contents(of: path) { sources.append(SourceInput(path: path, bytes: bytes)) }
        }
        return sources
    }

    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

/// `read(2)`; named apart so that it is not taken for `SourceReader.read`.
@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
