import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// A finding's message, written as an interpolated literal and built in one byte buffer.
///
/// A run builds thousands of messages of a dozen pieces each; `String` interpolation
/// appends piece by piece to a growing string, which costs several times more than
/// copying the bytes once. The text is the same as the literal's interpolation.
struct FindingMessage: ExpressibleByStringInterpolation {
    let text: String

    /// `FindingMessage("…\(value)…")`: the literal is built as a `FindingMessage`.
    init(_ message: FindingMessage) {
        self = message
    }

    init(stringLiteral value: String) {
        text = value
    }

    init(stringInterpolation: Interpolation) {
        text = String(decoding: stringInterpolation.bytes, as: UTF8.self)
    }

    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        mutating func appendLiteral(_ literal: String) {
            literal.withUTF8Bytes { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ value: String) {
            value.withUTF8Bytes { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ value: Int) {
            appendInterpolation(String(value))
        }
    }
}
