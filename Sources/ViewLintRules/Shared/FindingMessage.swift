import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A finding's message, written as an interpolated literal and joined in one allocation.
///
/// A run builds thousands of messages of a dozen pieces each; `String` interpolation
/// appends piece by piece to a growing string, and a byte buffer decoded at the end is
/// copied twice. The pieces are kept instead and copied once into a string of their total
/// size (half the instructions of the byte buffer per message). The text is the same as
/// the literal's interpolation.
struct FindingMessage: ExpressibleByStringInterpolation {
    /// The literal's pieces and interpolated values, in order.
    private let pieces: [String]

    /// `FindingMessage("…\(value)…")`: the literal is built as a `FindingMessage`.
    init(_ message: FindingMessage) {
        self = message
    }

    init(stringLiteral value: String) {
        pieces = [value]
    }

    init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The message.
    var text: String {
        pieces.count == 1 ? pieces[0] : Self.joined(pieces, then: "")
    }

    /// How many UTF-8 bytes the message has, without joining it.
    var utf8Count: Int {
        var count = 0
        for piece in pieces { count += piece.utf8.count }
        return count
    }

    /// The message followed by `more`, joined once.
    func text(appending more: String) -> String {
        Self.joined(pieces, then: more)
    }

    private static func joined(_ pieces: [String], then more: String) -> String {
        JoinedText.joined(pieces, then: more)
    }

    struct Interpolation: StringInterpolationProtocol {
        var pieces: [String] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

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
