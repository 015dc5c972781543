/// A JSON text built as UTF-8 bytes in one buffer it owns: a module's report or graph is
/// hundreds of thousands of small pieces, and appending each one to a `String` (or through
/// `Array.append(contentsOf:)`) costs a hundred instructions or more.
final class JSONText {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Written as is: punctuation, keys and the fixed words of the schema.
    func raw(_ literal: StaticString) {
        // Read through its pointer: a closure over the buffer costs more than the copy.
        guard literal.hasPointerRepresentation else { return raw(made: literal.description) }
        let length = literal.utf8CodeUnitCount
        reserve(length)
        (storage + count).update(from: literal.utf8Start, count: length)
        count += length
    }

    /// Written as is: a text the writer made, never one from the code. (Its own label: a
    /// literal would otherwise take this `String` overload, not the `StaticString` one.)
    func raw(made text: String) {
        var text = text
        text.withUTF8(append)
    }

    /// A quoted JSON string (`JSONString`).
    func string(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard JSONString.isPlain(utf8) else { return false }
            reserve(utf8.count + 2)
            storage[count] = UInt8(ascii: "\"")
            count += 1
            append(utf8)
            storage[count] = UInt8(ascii: "\"")
            count += 1
            return true
        }
        if !plain { raw(made: JSONString.quoted(text)) }
    }

    /// The decimal digits of `value`, as string interpolation prints them.
    func number(_ value: Int) {
        guard value >= 0 else { return raw(made: String(value)) }
        var divisor = 1
        while value / divisor >= 10 { divisor *= 10 }
        var rest = value
        reserve(20)
        while divisor > 0 {
            storage[count] = UInt8(ascii: "0") + UInt8(rest / divisor)
            count += 1
            rest %= divisor
            divisor /= 10
        }
    }

    func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    var text: String {
        String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self)
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.update(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity = grown
    }
}
