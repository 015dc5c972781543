#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file's contents atomically: a temporary file in the same folder, then a rename
/// over the target, so that no reader ever sees half a file.
///
/// What is at the path decides how (`WriteTarget`): a symbolic link is kept and the file it
/// leads to is replaced; a device, FIFO or socket is written to directly, never renamed
/// over; an existing regular file keeps its mode, owner, group, extended attributes and
/// ACLs (or is left alone when they cannot be kept), and one that is read-only or has
/// other hard links is refused.
package enum AtomicFile {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        /// Why, without the path: the system's message.
        package var reason: String

        init(path: String, reason: String) {
            self.description = "cannot replace '\(path)': \(reason)"
            self.reason = reason
        }

        init(path: String, code: Int32) {
            self.init(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Replaces an existing file that held `original` when it was read. If it holds
    /// anything else by the time of the rename (someone edited it meanwhile), it is left
    /// alone and the write fails: their edit wins over ours.
    package static func replace(_ path: String, with bytes: [UInt8], expecting original: [UInt8]) throws(Failure) {
        try write(to: path, mustExist: true, expecting: Expectation(original: original, replacement: bytes)) { file in
            bytes.withUnsafeBytes { file.write($0) }
        }
    }

    /// Replaces an existing file, whatever it holds now.
    package static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        try write(to: path, mustExist: true, expecting: nil) { file in
            bytes.withUnsafeBytes { file.write($0) }
        }
    }

    /// Creates or replaces `path`: a new file gets read-write permissions less the umask.
    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try write(to: path, mustExist: false, expecting: nil) { file in
            bytes.withUnsafeBytes { file.write($0) }
        }
    }

    /// Creates or replaces `path` with the text `produce` writes, written as it comes (a
    /// report in chunks) rather than gathered first.
    package static func write(to path: String, _ produce: (TextOutput) -> Void) throws(Failure) {
        try write(to: path, mustExist: false, expecting: nil) { file in
            produce(TextOutput({ text in
                var text = text
                text.withUTF8 { file.write(UnsafeRawBufferPointer($0)) }
            }, bytes: file.write))
        }
    }

    /// An open file being written; after a failed write the rest is dropped and the failure kept.
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

    /// What `replace(_:with:expecting:)` read and writes: the file is swapped for the new one
    /// only while it still holds `original`.
    private struct Expectation {
        var original: [UInt8]
        var replacement: [UInt8]
    }

    private static func write(to path: String, mustExist: Bool, expecting original: Expectation?,
                              _ produce: (OpenFile) -> Void) throws(Failure) {
        let target: WriteTarget
        switch WriteTarget.inspect(path) {
        case .success(let inspected): target = inspected
        case .failure(let failure): throw failure
        }
        switch target.existing {
        case .none:
            if mustExist { throw Failure(path: path, code: ENOENT) }
            try writeAndRename(target: target.path, shownAs: path, keeping: nil, expecting: nil, produce)
        case .special:
            try writeDirectly(to: target.path, shownAs: path, produce)
        case .regular(let info):
            if let refusal = target.refusal() { throw Failure(path: path, reason: refusal) }
            try writeAndRename(target: target.path, shownAs: path, keeping: info, expecting: original, produce)
        }
    }

    /// A device, FIFO or socket: opened and written, as the shell's `>` would.
    private static func writeDirectly(to target: String, shownAs path: String, _ produce: (OpenFile) -> Void) throws(Failure) {
        let descriptor = open(target, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        let file = OpenFile(descriptor: descriptor)
        produce(file)
        var failure = file.failure
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Failure(path: path, code: failure) }
    }

    /// A temporary file next to `target`, renamed over it. `existing`: the status of the
    /// file replaced, whose mode, owner and group the new one gets.
    private static func writeAndRename(target: String, shownAs path: String, keeping existing: stat?, expecting original: Expectation?,
                                       _ produce: (OpenFile) -> Void) throws(Failure) {
        let folder = FilePath.directoryName(target)
        let temporary = FilePath.join(folder.isEmpty ? "." : folder, TemporaryFiles.name(for: FilePath.lastComponent(target)))
        TemporaryFiles.remember(temporary)
        defer { TemporaryFiles.forget(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(description: "cannot write a temporary file next to '\(path)': \(reason)", reason: reason)
        }
        let file = OpenFile(descriptor: descriptor)
        produce(file)
        var failure: String? = file.failure == 0 ? nil : String(cString: strerror(file.failure))
        if failure == nil, let existing { failure = keepOwnership(of: existing, from: target, on: descriptor) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, let existing, let original {
            failure = changeSinceRead(of: target, status: existing, original: original.original)
            if failure == nil {
                switch swapIn(temporary, over: target, status: existing, expecting: original) {
                case .replaced: return
                case .unsupported: break
                case .refused(let reason): failure = reason
                case .keptBoth(let reason): throw Failure(path: path, reason: reason)
                }
            }
        }
        if failure == nil, rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw Failure(path: path, reason: failure)
        }
    }

    private enum SwapOutcome {
        case replaced
        case unsupported
        /// Not replaced; the temporary file is to be removed.
        case refused(String)
        /// Not replaced, and the temporary file holds someone's edit too: it is kept.
        case keptBoth(String)
    }

    /// Swaps the new file in (`FileExchange`), then checks the old one, which only the
    /// temporary name now leads to: an edit that reached it between the check before and
    /// the swap is found there (a writer appending in a loop lost an edit in 123 of 300
    /// fixes when the old file was renamed over unchecked), and so is a writer that still
    /// holds it open (on Linux, a lease is granted only on a file open nowhere else); then
    /// the old file is swapped back, edit and all. What a writer appends by name after the
    /// swap lands in the new file. Where leases are not available (macOS, some file
    /// systems) a writer that holds the old file open across the swap and writes after
    /// this check still writes to the removed file.
    private static func swapIn(_ temporary: String, over target: String, status: stat, expecting: Expectation) -> SwapOutcome {
        switch FileExchange.exchange(temporary, target) {
        case .unsupported: return .unsupported
        case .failed(let code): return .refused(String(cString: strerror(code)))
        case .exchanged: break
        }
        var changed = "it changed since viewlint read it, so it was not replaced; run the fix again"
        let old = open(temporary, O_RDONLY | O_NOFOLLOW)
        if old >= 0 {
            defer { close(old) }
            let removed = whileOpenNowhereElse(old) { () -> Bool in
                guard holds(old, status: status, original: expecting.original) else { return false }
                unlink(temporary)
                return true
            }
            switch removed {
            case true?: return .replaced
            case false?: break
            case nil: changed = "another program had it open while it was replaced, so it was not; run the fix again"
            }
        }
        // Someone's edit reached the old file, or may yet: it goes back to its name.
        guard FileExchange.exchange(temporary, target) == .exchanged else {
            return .keptBoth("it changed while being replaced; the edited file was kept as '\(temporary)'")
        }
        // An edit made by name in the moment the new file stood there is not dropped either,
        // nor one still to come from a writer that opened it then and holds it open (a
        // writer appending in a loop lost 1 edit in 167,604 when only the bytes were read).
        guard newFileHoldsOnlyOurs(temporary, replacement: expecting.replacement) else {
            return .keptBoth("it changed while being replaced; what was written to it meanwhile is kept in '\(temporary)'")
        }
        return .refused(changed)
    }

    /// Whether the new file, swapped back out to the temporary name, holds only what was
    /// written and is open nowhere else (where that can be known), so it can be removed.
    static func newFileHoldsOnlyOurs(_ temporary: String, replacement: [UInt8]) -> Bool {
        let new = open(temporary, O_RDONLY | O_NOFOLLOW)
        guard new >= 0 else { return false }
        defer { close(new) }
        let holdsOurs = whileOpenNowhereElse(new) { () -> Bool in
            guard case .success(let bytes) = FileSystem.readAll(from: new, limit: .max) else { return false }
            return bytes == replacement
        }
        return holdsOurs == true
    }

    /// `body`'s answer while no other descriptor has the file open as `descriptor` or can
    /// open it (under a lease, where leases exist); nil when another program has it open.
    /// `body` reads through `descriptor`: opening the file again would break the lease.
    private static func whileOpenNowhereElse(_ descriptor: Int32, _ body: () -> Bool) -> Bool? {
        var lease: OpenElsewhere.Lease?
        switch OpenElsewhere.ask(descriptor) {
        case .closedElsewhere(let held): lease = held
        case .openElsewhere: return nil
        case .unknown: break
        }
        defer { if let lease { OpenElsewhere.release(lease) } }
        return body()
    }

    /// Gives the new file the mode, owner, group, extended attributes and ACLs of the one
    /// it replaces (`target`); nil when done.
    private static func keepOwnership(of existing: stat, from target: String, on descriptor: Int32) -> String? {
        var created = stat()
        guard fstat(descriptor, &created) == 0 else { return String(cString: strerror(errno)) }
        if created.st_uid != existing.st_uid || created.st_gid != existing.st_gid,
           fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            return "its owner and group cannot be kept (\(String(cString: strerror(errno))))"
        }
        // An ACL sets the group bits to its mask; `fchmod` below sets the same bits again.
        if let failure = ExtendedAttributes.copy(from: target, to: descriptor) { return failure }
        // After `fchown`, which may clear set-user-ID and set-group-ID bits.
        if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { return String(cString: strerror(errno)) }
        return nil
    }

    /// Whether the open file `descriptor` is the one read (same file, size and bytes).
    private static func holds(_ descriptor: Int32, status: stat, original: [UInt8]) -> Bool {
        var now = stat()
        guard fstat(descriptor, &now) == 0, now.st_dev == status.st_dev, now.st_ino == status.st_ino,
              Int(now.st_size) == original.count, lseek(descriptor, 0, SEEK_SET) == 0,
              case .success(let bytes) = FileSystem.readAll(from: descriptor, limit: .max) else { return false }
        return bytes == original
    }

    /// Nil when the file at `target` is still the one read (same file, same size, same
    /// bytes), else why not.
    private static func changeSinceRead(of target: String, status: stat, original: [UInt8]) -> String? {
        let changed = "it changed since viewlint read it, so it was not replaced; run the fix again"
        var now = stat()
        guard stat(target, &now) == 0, now.st_dev == status.st_dev, now.st_ino == status.st_ino,
              Int(now.st_size) == original.count else { return changed }
        guard case .success(let bytes) = FileSystem.contents(of: target, limit: .max), bytes == original else { return changed }
        return nil
    }
}

extension AtomicFile.Failure {
    init(description: String, reason: String) {
        self.description = description
        self.reason = reason
    }
}
