#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory a file is read into, reused for file after file by one worker: reading a file
/// then costs its `open`, `read` and `close`, and no allocation. Never shared between
/// threads; `bytes` is valid until the next `read`.
///
/// Invariant: the buffer owns `start`, room for `capacity` bytes of which the first `count`
/// were read (`count <= capacity`), and frees it when it goes. `bytes` lends that memory:
/// it is valid until the next `read` (which may move it) or the buffer's end, so a parse
/// finishes with a file's bytes before its worker reads the next file. Never shared
/// between threads.
package final class ReadBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private var count = 0

    package init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 1)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes of the last file read.
    var bytes: UnsafeBufferPointer<UInt8> {
        assert(count <= capacity, "read past the buffer's room")
        return UnsafeBufferPointer(start: start, count: count)
    }

    /// Reads the whole file at `path`; nil when it is read, else why not.
    ///
    /// Only regular files are read, so a read that returns less than it was asked for has
    /// met the file's end, and a file is read whole by one `read` when it fits.
    /// `isRegular`: the walk met a regular file there, so no `fstat` is needed unless the
    /// file outgrows the buffer. Anything else (a path given on the command line) is first
    /// asked what it is. A folder, met where a file was expected, fails with "Is a
    /// directory"; a FIFO, device or socket is refused (opened without blocking, never
    /// read: it could block or never end).
    ///
    /// More than `limit` bytes fail (`skipsLargeFile`: as a skip, a warning), and the
    /// buffer never grows past the limit and one byte: a file known to be larger (by its
    /// `fstat`, asked once a walked file fills the buffer) is not read at all, one that
    /// grows while it is read stops at the limit.
    func read(_ path: String, isRegular: Bool, limit: Int = ReadLimits.sourceFile, skipsLargeFile: Bool = true) -> FileSystem.Failure? {
        count = 0
        // Non-blocking: opening a FIFO for reading would otherwise wait for a writer. The path
        // handed over in place: passed as a `String`, it was copied to an array for each file
        // (560 instructions a file, with its release).
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { return FileSystem.Failure(code: errno) }
        defer { close(descriptor) }
        // Made only when it is the answer: its message, written for every file read, was
        // most of the instructions of reading (0.5% of a 1 M-line run).
        func tooLarge() -> FileSystem.Failure { .tooLarge(limit, isSkip: skipsLargeFile) }
        var sizeIsKnown = false
        if !isRegular {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return FileSystem.Failure(code: errno) }
            if info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) { return FileSystem.Failure(code: EISDIR) }
            guard info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return .notRegular }
            guard Int(info.st_size) <= limit else { return tooLarge() }
            // Room for the whole file and one byte more, so that one read meets its end.
            reserve(max(Int(info.st_size), 0) + 1)
            sizeIsKnown = true
        }
        while true {
            if count == capacity {
                // A walked file larger than the buffer: its size, asked once, refuses it
                // before it is read if it is over the limit, else gives it room at once.
                if !sizeIsKnown {
                    sizeIsKnown = true
                    var info = stat()
                    if fstat(descriptor, &info) == 0 {
                        guard Int(info.st_size) <= limit else {
                            count = 0
                            return tooLarge()
                        }
                        reserve(Int(info.st_size) + 1)
                    }
                }
                // Never more room than the limit and one byte: enough to tell a larger file.
                if count == capacity {
                    guard count <= limit else {
                        count = 0
                        return tooLarge()
                    }
                    // `limit` may be `Int.max` (a file read whole to compare): no room past it.
                    reserve(min(capacity * 2, limit == .max ? limit : limit + 1))
                }
            }
            let read = systemRead(descriptor, start + count, capacity - count)
            assert(read <= capacity - count, "the system read more than it was asked for")
            if read < 0 {
                if errno == EINTR { continue }
                count = 0
                return FileSystem.Failure(code: errno)
            }
            if read > 0 { count += read }
            // The end: `read` gave nothing, or less than it was asked for (a regular file).
            if read == 0 || count < capacity {
                guard count <= limit else {
                    count = 0
                    return tooLarge()
                }
                return nil
            }
        }
    }

    /// Room for `needed` bytes, keeping the ones read so far.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: needed)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity = needed
    }
}

/// The system's `read`, under a name the buffer's own `read` does not hide.
private func systemRead(_ descriptor: Int32, _ into: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, into, count)
}
