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
    private let base: Configuration
    private let currentDirectory: String
    /// The folder the run's configuration was read down to, absolute and normalized (`/`
    /// for the file system's root): nested files lie below it.
    private let rootPath: String
    /// By absolute folder's bytes: the scope of its files (an index into `configurations`),
    /// or nil. Bytes, not `String`s: two folders whose names are canonically equivalent
    /// Unicode are still two folders, each with its own `.viewlint.yml`.
    private var scopeOfFolder: [ByteKey: Int?] = [:]
    private var configurations: [Configuration] = []
    private var exclusions: [[PathPattern]] = []
    /// By folder as printed (`Sources/App`), as bytes: a folder met again is one lookup.
    private var scopeOfPrintedFolder: [ByteKey: Int?] = [:]
    /// The folder of the file asked before, as printed, and its scope: the walk yields a
    /// folder's files together, so most files are answered by comparing these bytes.
    private var lastPrintedFolder: [UInt8]?
    private var lastScope: Int?
    private(set) var errors: [String] = []
    /// Every nested configuration file read: inputs of the run, which no output may replace.
    private(set) var readPaths: [String] = []

    init(base: Configuration, rootDirectory: String, currentDirectory: String) {
        self.base = base
        self.currentDirectory = currentDirectory
        rootPath = "/" + FilePath.normalizedComponents(FilePath.resolve(rootDirectory.isEmpty ? "." : rootDirectory,
                                                                        against: currentDirectory)).joined(separator: "/")
    }

    /// The scopes for the linter, asked once the files are parsed.
    var scopes: ConfigurationScopes {
        ConfigurationScopes(configurations: { [self] in found }, scope: { [self] path in scope(of: path) },
                            isExcluded: { [self] path, scope in isExcluded(path, scope: scope) })
    }

    /// The configurations found so far, by scope (complete once every file was asked).
    var found: [Configuration] { lock.locked { configurations } }

    func scope(of path: String) -> Int? {
        // On bytes: with a `String` or `Substring` key (hashed as canonical Unicode) and the
        // folder split into component `String`s, this lookup cost 3.9% of a run on eight
        // apps of 424 folders.
        lock.locked {
            if let last = lastPrintedFolder, FilePath.hasFolder(path, last) { return lastScope }
            let printedFolder = FilePath.folderBytes(of: path)
            let scope: Int?
            if let known = scopeOfPrintedFolder[ByteKey(printedFolder)] {
                scope = known
            } else {
                scope = self.scope(ofFolder: Self.absoluteFolder(of: path, against: currentDirectory))
                scopeOfPrintedFolder[ByteKey(printedFolder)] = scope
            }
            lastPrintedFolder = printedFolder
            lastScope = scope
            return scope
        }
    }

    /// The absolute folder of the file at `path`, without `.`, `..` or doubled slashes:
    /// the resolved path cut at its last `/` when it has none of them (nearly always),
    /// else rebuilt from its normalized components.
    static func absoluteFolder(of path: String, against currentDirectory: String) -> [UInt8] {
        let absolute = Array(FilePath.resolve(path, against: currentDirectory).utf8)
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var needsNormalizing = false
        var componentStart = 0
        for index in 0...absolute.count {
            guard index == absolute.count || absolute[index] == slash else { continue }
            let length = index - componentStart
            if (length == 0 && index > 0) || (length == 1 && absolute[componentStart] == dot)
                || (length == 2 && absolute[componentStart] == dot && absolute[componentStart + 1] == dot) {
                needsNormalizing = true
                break
            }
            componentStart = index + 1
        }
        if needsNormalizing {
            let components = FilePath.normalizedComponents(String(decoding: absolute, as: UTF8.self))
            return Array(("/" + components.dropLast().joined(separator: "/")).utf8)
        }
        guard let last = absolute.lastIndex(of: slash), last > 0 else { return [slash] }
        return Array(absolute[..<last])
    }

    func isExcluded(_ path: String, scope: Int) -> Bool {
        let patterns = lock.locked { exclusions[scope] }
        return PathPattern.anyCovers(patterns, pathOrItsFolders: FilePath.normalizedComponents(
            FilePath.resolve(path, against: currentDirectory)))
    }

    /// Called with the lock held. `folder`: absolute and normalized (`absoluteFolder`).
    private func scope(ofFolder folder: [UInt8]) -> Int? {
        let rootBytes = rootPath.utf8
        guard folder.count > rootBytes.count, folder.starts(with: rootBytes),
              rootBytes.count == 1 || folder[rootBytes.count] == UInt8(ascii: "/") else { return nil }
        if let known = scopeOfFolder[ByteKey(folder)] { return known }
        let parentEnd = folder.lastIndex(of: UInt8(ascii: "/")) ?? 0
        let parent = scope(ofFolder: parentEnd == 0 ? [UInt8(ascii: "/")] : Array(folder[..<parentEnd]))
        var result = parent
        let key = String(decoding: folder, as: UTF8.self)
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
                    exclusions.append(refined.excluded.map { PathPattern($0, relativeTo: rootPath) })
                    result = configurations.count - 1
                } catch {
                    errors.append(error.description)
                }
            }
        }
        scopeOfFolder[ByteKey(folder)] = result
        return result
    }
}
