/// A name held in 4 bytes: its number in the process's one table of names (`SharedNames`).
///
/// A run keeps every member and member use of every file to its end; a `String` field is
/// 16 bytes (and storage of its own past 15 bytes, once per copy read from the source),
/// a `SharedName` 4, and each distinct name is kept once.
///
/// Invariant: only `SharedNames.intern` makes a nonzero number, after it stored the name, so
/// every `SharedName` names a stored text.
public struct SharedName: Sendable, Hashable {
    @usableFromInline let number: UInt32

    @usableFromInline
    init(number: UInt32) {
        self.number = number
    }

    /// The empty text, number 0, stored before any other. Made, not stored: a stored static
    /// is read through a once-check.
    @inlinable
    public static var empty: SharedName { SharedName(number: 0) }

    /// Whether this is `empty`.
    @inlinable
    public var isEmpty: Bool { number == 0 }

    /// The text.
    @inlinable
    public var text: String { SharedNames.text(of: self) }

    /// The name's number: names ordered by it are in the order they were first stored.
    @inlinable
    package var numberValue: UInt32 { number }

    /// Whether the text is ASCII: then it equals another name as a `String` only when it is
    /// that name, byte for byte, so that comparing numbers compares the texts.
    @inlinable
    public var isASCII: Bool { SharedNames.isASCII(self) }

    /// The number of `text`, stored first if new.
    @inlinable
    public init(_ text: String) {
        self = SharedNames.shared.intern(text)
    }
}

/// Every name of the process, each once, numbered in the order first stored; never emptied
/// (a run's names are what it lints, and a later run in the same process reuses them).
///
/// Reading is lock-free: `text(of:)` runs for every name a rule reads, from every thread.
/// Names are stored in chunks that never move, and a stored name is never written again,
/// so a number read while another thread stores other names reads only memory written
/// before that number was handed out; handing it to another thread (a parse's result to
/// the run) orders the two. Storing takes the lock.
///
/// Invariant: `chunks` has `chunkLimit` entries, allocated once and never freed (the table
/// lives as long as the process); chunk `c` is allocated, with `chunkSize` names, before
/// any number in it is handed out; `numbering.count` names are initialized, each exactly
/// once. `numbering` is allocated once, by `init`, never freed, and read and written only
/// under the lock (or in `init`); `numbering.slots` is a power of two long and at most half full
/// (the empty name, number 0, is stored without a slot): each nonzero slot holds a name's
/// 32-bit hash above its number + 1. `asciiChunks` mirrors `chunks`: a byte for each
/// stored name, 1 when it is ASCII, written before its number is handed out.
public final class SharedNames: @unchecked Sendable {
    @usableFromInline static let shared = SharedNames()

    @usableFromInline static let chunkBits = 14
    @usableFromInline static let chunkSize = 1 << chunkBits
    /// 64 M distinct names: far past what a run's input could hold in memory.
    @usableFromInline static let chunkLimit = 1 << 12

    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    private let asciiChunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
    private let lock = Lock()
    /// Under the lock. Reached through a pointer held in a `let`: each access to a class's
    /// stored `var` is checked for exclusivity at run time (measured: 1.2 M instructions of
    /// a 1 M-line run, with the slots and the count two properties; with them one, 2.9 M
    /// more than through the pointer and the hash below, callgrind).
    private let numbering: UnsafeMutablePointer<Numbering>

    /// The names' hash slots and how many names are stored.
    private struct Numbering {
        var count = 0
        var slots = [UInt64](repeating: 0, count: 1 << 12)
    }

    private init() {
        chunks = .allocate(capacity: Self.chunkLimit)
        chunks.initialize(repeating: nil, count: Self.chunkLimit)
        asciiChunks = .allocate(capacity: Self.chunkLimit)
        asciiChunks.initialize(repeating: nil, count: Self.chunkLimit)
        sharedNameChunks = chunks
        sharedNameASCIIChunks = asciiChunks
        numbering = .allocate(capacity: 1)
        numbering.initialize(to: Numbering())
        Self.store("", isASCII: true, in: &numbering.pointee, chunks: chunks, asciiChunks: asciiChunks)
    }

    /// The text stored under `name`'s number. (Number 0 is read without the table: it may
    /// be read before any name is stored, and so before the table is made.)
    @inlinable
    static func text(of name: SharedName) -> String {
        let number = Int(name.number)
        if number == 0 { return "" }
        let chunk = number &>> chunkBits
        precondition(chunk < chunkLimit, "name number out of range")
        guard let directory = sharedNameChunks, let names = directory[chunk] else {
            preconditionFailure("name number never handed out")
        }
        return names[number & (chunkSize - 1)]
    }

    /// Whether the text stored under `name`'s number is ASCII: a byte read, where scanning
    /// the text each time a name is compared would cost what comparing numbers saves.
    @inlinable
    static func isASCII(_ name: SharedName) -> Bool {
        let number = Int(name.number)
        if number == 0 { return true }
        let chunk = number &>> chunkBits
        precondition(chunk < chunkLimit, "name number out of range")
        guard let directory = sharedNameASCIIChunks, let flags = directory[chunk] else {
            preconditionFailure("name number never handed out")
        }
        return flags[number & (chunkSize - 1)] != 0
    }

    /// The number of `text`: equal bytes, equal number. (Texts that are equal as `String`s
    /// in different bytes keep their own numbers, so a name reads back byte for byte.)
    @usableFromInline
    func intern(_ text: String) -> SharedName {
        if text.isEmpty { return .empty }
        return text.withUTF8Bytes { bytes in intern(bytes) { text } }
    }

    /// The number of the name spelled by `bytes`; `decoded` makes its `String` when it is new.
    package func intern(_ bytes: UnsafeBufferPointer<UInt8>, decoded: () -> String) -> SharedName {
        if bytes.isEmpty { return .empty }
        let (hash, isASCII) = Self.hash(bytes)
        let chunks = chunks, asciiChunks = asciiChunks, numbering = numbering
        return lock.locked {
            Self.intern(bytes, hash: hash, isASCII: isASCII, decoded: decoded, in: &numbering.pointee, chunks: chunks,
                        asciiChunks: asciiChunks)
        }
    }

    /// The number of the name spelled by `bytes` when one was stored; nil when none was, so
    /// that no stored name has these bytes. Stores nothing: for a text that can only match
    /// names already stored (a member's, say), which then compares as a number.
    package func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> SharedName? {
        if bytes.isEmpty { return .empty }
        let hash = Self.hash(bytes).hash
        let chunks = chunks, numbering = numbering
        return lock.locked { Self.probe(bytes, hash: hash, in: numbering.pointee, chunks: chunks).name }
    }

    /// Under the lock: the stored name spelled by `bytes` (hashed `hash`), else nil and the
    /// empty slot where it goes.
    @inline(__always)
    private static func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, in numbering: borrowing Numbering,
                              chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>) -> (name: SharedName?, slot: Int) {
        let mask = numbering.slots.count - 1
        var slot = Int(hash) & mask
        while numbering.slots[slot] != 0 {
            let entry = numbering.slots[slot]
            let number = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if UInt32(truncatingIfNeeded: entry &>> 32) == hash,
               chunks[number >> chunkBits]![number & (chunkSize - 1)].withUTF8Bytes({ $0.elementsEqual(bytes) }) {
                return (SharedName(number: UInt32(number)), slot)
            }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    private static func intern(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, isASCII: Bool, decoded: () -> String,
                               in numbering: inout Numbering, chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>,
                               asciiChunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> SharedName {
        let (stored, slot) = probe(bytes, hash: hash, in: numbering, chunks: chunks)
        if let stored { return stored }
        let number = store(decoded(), isASCII: isASCII, in: &numbering, chunks: chunks, asciiChunks: asciiChunks)
        numbering.slots[slot] = UInt64(hash) &<< 32 | UInt64(number + 1)
        if numbering.count * 2 > numbering.slots.count { grow(&numbering.slots) }
        return SharedName(number: UInt32(number))
    }

    /// Under the lock (or in `init`): stores `text` as the next number, `isASCII` its flag.
    @discardableResult
    private static func store(_ text: String, isASCII: Bool, in numbering: inout Numbering,
                              chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>,
                              asciiChunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int {
        let number = numbering.count
        let chunk = number >> chunkBits
        precondition(chunk < chunkLimit, "more distinct names than the table holds")
        if chunks[chunk] == nil {
            chunks[chunk] = .allocate(capacity: chunkSize)
            asciiChunks[chunk] = .allocate(capacity: chunkSize)
        }
        (chunks[chunk]! + (number & (chunkSize - 1))).initialize(to: text)
        asciiChunks[chunk]![number & (chunkSize - 1)] = isASCII ? 1 : 0
        numbering.count += 1
        return number
    }

    private static func grow(_ slots: inout [UInt64]) {
        var grown = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        for entry in slots where entry != 0 {
            var slot = Int(truncatingIfNeeded: entry &>> 32) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = entry
        }
        slots = grown
    }

    /// The bytes' words mixed by the process's random multiplier (`NameHash.seed`) and folded
    /// to 32 bits: names a hostile repository chose ahead cannot be made to share slots,
    /// which would make storing them take quadratic time. With it, whether they are ASCII,
    /// told by the same words (FNV-1a, a byte at a time, cost as much, and the bytes' union
    /// then took a loop of its own).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, isASCII: Bool) {
        let (hash, union) = NameHash.hashAndUnion(bytes, multiplier: NameHash.seed)
        return (UInt32(truncatingIfNeeded: hash ^ (hash &>> 32)), union & 0x8080_8080_8080_8080 == 0)
    }
}

/// `SharedNames.chunks`, set once as the table is made, before any name but the empty one
/// has a number: a global with a constant first value is read without the once-check a
/// `static let` costs at every read (measured: 3.6 M instructions of a 1 M-line run).
@usableFromInline
nonisolated(unsafe) var sharedNameChunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>? = nil

/// `SharedNames.asciiChunks`, set with `sharedNameChunks`, for the same reason.
@usableFromInline
nonisolated(unsafe) var sharedNameASCIIChunks: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>? = nil

extension SharedName {
    /// The number of the name spelled by `bytes`, when such a name was stored
    /// (`SharedNames.existing`); nil when not.
    package static func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> SharedName? {
        SharedNames.shared.existing(bytes)
    }

    /// `existing` for the bytes of `text` from byte `start` on (clamped to its length).
    package static func existing(in text: String, from start: Int) -> SharedName? {
        text.withUTF8Bytes { bytes in
            SharedNames.shared.existing(UnsafeBufferPointer(rebasing: bytes[min(max(start, 0), bytes.count)...]))
        }
    }
}
