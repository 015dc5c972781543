import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// A problem in a configuration file: names the file, the line and the key.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var key: String?
    public var message: String

    public init(file: String, line: Int, key: String?, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    public var description: String {
        if let key { return "\(file):\(line): error: '\(key)': \(message)" }
        return "\(file):\(line): error: \(message)"
    }
}
