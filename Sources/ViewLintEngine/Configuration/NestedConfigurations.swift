import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// The `.viewlint.yml` files below the folder the run's configuration was read down to:
/// each refines its parent's for the files under its folder (a key it sets wins, option by
/// option; `excluded` adds up, each entry read from its own file's folder). Each folder of
/// a linted file is asked once (one `lstat` of its `.viewlint.yml`), walked or named, and
/// most files share their folder with the one before: one lookup of its printed name.
///
/// Invariant: every `var` is read and written only under `lock`; the `let`s are set once
/// in `init`.
final class NestedConfigurations: @unchecked Sendable {
    private let lock = Lock()
    /// The folder the run's configuration was read down to, absolute, as components: nested
    /// files lie below it.
    private let root: [String]
    private let base: Configuration
    private let currentDirectory: String
    /// By absolute folder: the scope of its files (an index into `configurations`), or nil.
    private var scopeOfFolder: [String: Int?] = [:]
    private var configurations: [Configuration] = []
    private var exclusions: [[PathPattern]] = []
    /// By folder as printed (`Sources/App`): most files share a folder with the one before,
    /// so the folder's scope is found by one lookup of its printed name.
    private var scopeOfPrintedFolder: [Substring: Int?] = [:]
    private(set) var errors: [String] = []
    /// Every nested configuration file read: inputs of the run, which no output may replace.
    private(set) var readPaths: [String] = []

    init(base: Configuration, rootDirectory: String, currentDirectory: String) {
        self.base = base
        self.currentDirectory = currentDirectory
        root = FilePath.normalizedComponents(FilePath.resolve(rootDirectory.isEmpty ? "." : rootDirectory, against: currentDirectory))
    }

    /// The scopes for the linter, asked once the files are parsed.
    var scopes: ConfigurationScopes {
        ConfigurationScopes(configurations: { [self] in found }, scope: { [self] path in scope(of: path) },
                            isExcluded: { [self] path, scope in isExcluded(path, scope: scope) })
    }

    /// The configurations found so far, by scope (complete once every file was asked).
    var found: [Configuration] { lock.locked { configurations } }

    func scope(of path: String) -> Int? {
        // The bytes before the last `/`: a Character search would cost more than the rest.
        let printedFolder = Substring(path.utf8[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.utf8.startIndex)])
        return lock.locked {
            if let known = scopeOfPrintedFolder[printedFolder] { return known }
            let folder = Array(FilePath.normalizedComponents(FilePath.resolve(path, against: currentDirectory)).dropLast())
            let scope = scope(ofFolder: folder)
            scopeOfPrintedFolder[printedFolder] = scope
            return scope
        }
    }

    func isExcluded(_ path: String, scope: Int) -> Bool {
        let patterns = lock.locked { exclusions[scope] }
        return PathPattern.anyCovers(patterns, pathOrItsFolders: FilePath.normalizedComponents(
            FilePath.resolve(path, against: currentDirectory)))
    }

    /// Called with the lock held.
    private func scope(ofFolder folder: [String]) -> Int? {
        guard folder.count > root.count, folder.starts(with: root) else { return nil }
        let key = "/" + folder.joined(separator: "/")
        if let known = scopeOfFolder[key] { return known }
        let parent = scope(ofFolder: Array(folder.dropLast()))
        var result = parent
        let file = FilePath.join(key, ConfigurationLocator.defaultFileName)
        if case .success = FileSystem.status(of: file, followingLinks: false) {
            let over = parent.map { configurations[$0] } ?? base
            switch FileSystem.contents(of: file, limit: ReadLimits.settingsFile) {
            case .failure(let failure):
                errors.append("viewlint: error: cannot read configuration file '\(file)': \(failure.description)")
            case .success(let bytes):
                readPaths.append(file)
                do {
                    var refined = try ConfigurationLoader.parse(text: String(decoding: bytes, as: UTF8.self), path: file, over: over)
                    // This file's own `excluded` entries mean paths under its folder.
                    let own = refined.excluded.dropFirst(over.excluded.count).map { entry in
                        FilePath.isAbsolute(entry) ? entry : FilePath.join(key, entry)
                    }
                    refined.excluded = over.excluded + own
                    configurations.append(refined)
                    exclusions.append(refined.excluded.map { PathPattern($0, relativeTo: "/" + root.joined(separator: "/")) })
                    result = configurations.count - 1
                } catch {
                    errors.append(error.description)
                }
            }
        }
        scopeOfFolder[key] = result
        return result
    }
}
