import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A finding's message, written as an interpolated literal and joined in one allocation.
///
/// A run builds thousands of messages of a dozen pieces each; `String` interpolation
/// appends piece by piece to a growing string, and a byte buffer decoded at the end is
/// copied twice. The pieces are kept instead, the first eight in place (no list to
/// allocate and free), and copied once into a string of their total size. The text is
/// the same as the literal's interpolation.
struct FindingMessage: ExpressibleByStringInterpolation {
    /// The literal's pieces and interpolated values, in order.
    private let pieces: Pieces

    /// `FindingMessage("…\(value)…")`: the literal is built as a `FindingMessage`.
    init(_ message: FindingMessage) {
        self = message
    }

    init(stringLiteral value: String) {
        var pieces = Pieces()
        pieces.append(value)
        self.pieces = pieces
    }

    init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The message.
    var text: String {
        pieces.count == 1 ? pieces.first : pieces.joined(then: "")
    }

    /// How many UTF-8 bytes the message has, without joining it.
    var utf8Count: Int {
        var count = 0
        pieces.forEach { count += $0.utf8.count }
        return count
    }

    /// The message followed by `more`, joined once.
    func text(appending more: String) -> String {
        pieces.joined(then: more)
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var pieces = Pieces()

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(literal) }
        }

        mutating func appendInterpolation(_ value: String) {
            pieces.append(value)
        }

        mutating func appendInterpolation(_ value: Int) {
            pieces.append(String(value))
        }
    }
}

/// A message's pieces in order: eight in place, the rest in a list.
private struct Pieces {
    private(set) var count = 0
    private var inPlace: (String, String, String, String, String, String, String, String) = ("", "", "", "", "", "", "", "")
    private var rest: [String] = []

    var first: String { inPlace.0 }

    mutating func append(_ piece: String) {
        switch count {
        case 0: inPlace.0 = piece
        case 1: inPlace.1 = piece
        case 2: inPlace.2 = piece
        case 3: inPlace.3 = piece
        case 4: inPlace.4 = piece
        case 5: inPlace.5 = piece
        case 6: inPlace.6 = piece
        case 7: inPlace.7 = piece
        default: rest.append(piece)
        }
        count += 1
    }

    /// Calls `body` with each piece, in order (pieces not set are empty and end no earlier).
    func forEach(_ body: (String) -> Void) {
        body(inPlace.0)
        body(inPlace.1)
        body(inPlace.2)
        body(inPlace.3)
        body(inPlace.4)
        body(inPlace.5)
        body(inPlace.6)
        body(inPlace.7)
        for piece in rest { body(piece) }
    }

    func joined(then more: String) -> String {
        var count = more.utf8.count
        forEach { count += $0.utf8.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func copy(_ piece: String) {
                piece.withUTF8Bytes { bytes in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress, !bytes.isEmpty else { return }
                    (target + end).initialize(from: source, count: bytes.count)
                    end += bytes.count
                }
            }
            forEach(copy)
            copy(more)
            return end
        }
    }
}
