import Foundation

/// Reads `.viewlint.yml`.
public enum ConfigurationLoader {
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: 0, key: nil, message: "cannot read the configuration file")
        }
        return try parse(text: String(decoding: data, as: UTF8.self), path: path)
    }

    public static func parse(text: String, path: String) throws(ConfigurationError) -> Configuration {
        // Stub until the YAML reader lands.
        return Configuration()
    }
}
