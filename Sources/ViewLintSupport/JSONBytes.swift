/// The writes of a JSON text, inlined into the writer that makes them (`JSONText.writing`): a
/// report's or graph's JSON is hundreds of thousands of small writes, and a call into this module for
/// each cost more than the write. A value lent for one `writing` call, its fields reached
/// only through `inout`, so that exclusive access is proven when the writer compiles, not
/// tested on every write as a class's fields would be. Public, not `package`: Swift 6.3
/// inlines an `@inlinable package` method into no other module.
///
/// Invariant: `storage` holds `capacity` bytes, the first `count` written; the buffer is the
/// lending `JSONText`'s, handed back (perhaps moved by `grow`) when `writing` returns.
public struct JSONBytes {
    @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var count: Int
    /// The last string given to `repeatedString` that needs no escape.
    @usableFromInline var lastPlain: String

    @usableFromInline
    init(storage: UnsafeMutablePointer<UInt8>, capacity: Int, count: Int, lastPlain: String) {
        self.storage = storage
        self.capacity = capacity
        self.count = count
        self.lastPlain = lastPlain
    }

    /// Written as is: punctuation, keys and the fixed words of the schema.
    @inlinable @inline(__always)
    public mutating func raw(_ literal: StaticString) {
        guard literal.hasPointerRepresentation else { return raw(made: literal.description) }
        append(literal.utf8Start, literal.utf8CodeUnitCount)
    }

    /// Written as is: a text the writer made, never one from the code.
    @inlinable
    public mutating func raw(made text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A quoted JSON string (`JSONText.quoted`).
    @inlinable @inline(__always)
    public mutating func string(_ text: String) {
        _ = appendQuoted(text, checking: true)
    }

    /// `string(text)` for a text that is often the last one given here (a file's path, for
    /// each of its nodes and edges): the same string again skips the search for bytes to
    /// escape, at the cost of comparing the two, which takes no time when they share storage.
    @inlinable @inline(__always)
    public mutating func repeatedString(_ text: String) {
        let known = !text.isEmpty && text == lastPlain
        if appendQuoted(text, checking: !known), !known { lastPlain = text }
    }

    /// `string(text)`; whether `text` needed no escape. `checking` false: the caller knows it needs none.
    /// The text read where it is stored (borrowed, not copied to be made contiguous), the
    /// write inlined into its callers here: 5.6 M instructions of a million-line graph run's
    /// JSON fewer (the graph's writer still calls `string` itself, as the compiler chooses).
    @inlinable @inline(__always)
    mutating func appendQuoted(_ text: String, checking: Bool) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in appendQuoted(utf8, checking: checking) }
            ?? { var copy = text; return copy.withUTF8 { appendQuoted($0, checking: checking) } }()
        if !plain { raw(made: Self.quoted(text)) }
        return plain
    }

    /// `utf8` quoted when it needs no escape; whether it did not.
    @inlinable @inline(__always)
    mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, checking: Bool) -> Bool {
        guard !checking || Self.isPlain(utf8) else { return false }
        reserve(utf8.count + 2)
        storage[count] = UInt8(ascii: "\"")
        if let base = utf8.baseAddress { (storage + count + 1).update(from: base, count: utf8.count) }
        storage[count + 1 + utf8.count] = UInt8(ascii: "\"")
        count += utf8.count + 2
        return true
    }

    /// The decimal digits of `value`, as string interpolation prints them: written from the
    /// last digits back, two at a time from a table of the pairs `00`…`99` (one digit at a
    /// time, dividing by 10, was 6.4 M instructions of a million-line graph run's JSON).
    @inlinable @inline(__always)
    public mutating func number(_ value: Int) {
        guard value >= 0 else { return raw(made: String(value)) }
        guard value >= 10 else {
            reserve(1)
            storage[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            count += 1
            return
        }
        var digits = 2
        var bound = 100
        while digits < 19, value >= bound {
            digits += 1
            bound &*= 10
        }
        reserve(digits)
        let pairs = Self.digitPairs.utf8Start
        var rest = value
        var index = count + digits
        while rest >= 100 {
            let pair = (rest % 100) &* 2
            rest /= 100
            index -= 2
            storage[index] = pairs[pair]
            storage[index + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            storage[index - 2] = pairs[rest &* 2]
            storage[index - 1] = pairs[rest &* 2 + 1]
        } else {
            storage[index - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        count += digits
    }

    /// The two digits of every number below 100, in order.
    @inlinable
    static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    @inlinable
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        append(base, bytes.count)
    }

    @inlinable @inline(__always)
    mutating func append(_ base: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (storage + count).update(from: base, count: length)
        count += length
    }

    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    /// `JSONText`'s, out of line: the inlined writes may reach only public or
    /// `@usableFromInline` declarations.
    @usableFromInline
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { JSONText.isPlain(bytes) }

    @usableFromInline
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }

    /// Out of line: rare, and kept out of the writes.
    @usableFromInline @inline(never)
    mutating func grow(_ extra: Int) {
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity = grown
    }
}
