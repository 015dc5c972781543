import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules

/// Turns the paths of a run into the list of files to lint (README "Usage").
///
/// - A folder argument is walked recursively for `.swift` files; a file argument is taken
///   as is, whatever its extension.
/// - Walking skips the default folders (`.build`, `.git`, … and `.build*`), symbolic links
///   (never followed, to files or folders, which also rules out loops), and whatever the
///   configuration's `excluded:` patterns match. None of that applies to an argument itself.
/// - Printed paths are built from the argument as written, less a leading `./`
///   (`FilePath.printable`): `.` gives `x.swift`, `Fixtures/` gives `Fixtures/x.swift`.
/// - The result is in byte order of the paths, each file once: two spellings of one file
///   (`.` and `./x.swift`, a symbolic link argument) keep the first path in that order.
public struct FileWalker: Sendable {
    /// Folder names never entered while walking.
    public static let defaultExcludedNames: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    /// The folder relative paths are read from (the process's, or a test's).
    public var currentDirectory: String
    public var exclusions: [PathPattern] {
        didSet { compiledExclusions = exclusions.map(\.compiled) }
    }
    /// `exclusions` as the walk asks them, all at once for each path.
    private var compiledExclusions: [PathGlob]

    public init(currentDirectory: String, exclusions: [PathPattern] = []) {
        self.currentDirectory = currentDirectory
        self.exclusions = exclusions
        compiledExclusions = exclusions.map(\.compiled)
    }

    public struct Result: Equatable, Sendable {
        /// Paths as printed, in byte order, each file once.
        public var files: [String]
        /// In the order met: arguments in order, each folder's entries in byte order.
        public var problems: [InputProblem]
    }

    public func collect(_ paths: [String]) -> Result {
        let walk = walk(paths) { _ in }
        return Result(files: Self.lintOrder(of: walk).map { walk.files[$0].path }, problems: walk.problems)
    }

    /// A file as the walk meets it.
    struct FoundFile: Sendable {
        /// As printed.
        var path: String
        var identity: FileSystem.FileIdentity
        /// A regular file when met (a file argument may be a pipe or a device).
        var isRegular = true
    }

    /// What a walk met, in walk order: arguments in order, each folder's entries in byte
    /// order of their names, a folder's files and problems where the folder is met. That is
    /// not quite byte order of whole paths (`A/x.swift` comes before `A-b.swift`), and a
    /// file may come twice under two spellings: `lintOrder` puts them right.
    struct Walk {
        /// In the order announced (with several threads, not walk order).
        var files: [FoundFile] = []
        /// Positions in `files` in walk order.
        var order: [Int] = []
        /// In walk order.
        var problems: [InputProblem] = []
        /// Whether the files came in byte order of their paths after all (one argument, and
        /// no folder named like the start of a sibling's name).
        var metInByteOrder = false
    }

    /// Walks `paths` and hands each file to `announce` as soon as it is met, so that a run
    /// can lint the first files while the walk goes on; calls to `announce` never overlap.
    ///
    /// The calling thread lists the folders; other threads may help. Once the arguments are
    /// queued, `lendHelp` is given a function that lists one waiting folder and says whether
    /// there was one: a thread with nothing else to do (a parse worker waiting for files)
    /// may call it at any time. The walk's result is the same whoever lists which folder.
    ///
    /// A listing waits on the file system's code in the kernel, not on ours: on eight real
    /// apps (3,880 folders, a quarter of them in asset catalogs) the walk alone takes as long
    /// as parsing every file on one thread, so parse workers left waiting list folders too
    /// (eight apps' whole run 0.89–0.93× in wall time, 60 pairs a set; another thread
    /// only to list folders cost a million-line corpus 2% more processor time and 1 MiB).
    func walk(_ paths: [String], announce: @escaping @Sendable (FoundFile) -> Void,
              lendHelp: (@escaping @Sendable () -> Bool) -> Void = { _ in }) -> Walk {
        // One argument: every file is met by one listing or another, so the listings' own
        // inodes tell spellings of one file apart. Several: a file argument's `stat` is
        // compared with the listings', and some file systems give the two differently.
        let exactStatus = paths.count > 1
        var arguments = FolderQueue.Listing()
        for argument in paths {
            switch FileSystem.status(of: resolve(argument), followingLinks: true) {
            case .failure(let failure):
                arguments.add(InputProblem(path: argument, kind: failure.isNotFound ? .missing : .unreadable, reason: failure.description))
            case .success(let status) where status.kind == .directory:
                arguments.addFolder(path: argument, components: exclusions.isEmpty ? [] : FilePath.normalizedComponents(resolve(argument)))
            case .success(let status):
                arguments.add(FoundFile(path: FilePath.printable(argument), identity: status.identity, isRegular: status.kind == .regular))
            }
        }
        let queue = FolderQueue(arguments: arguments, announce: announce)
        let walker = self
        lendHelp {
            guard let folder = queue.nextIfAny() else { return false }
            queue.record(walker.list(folder, exactStatus: exactStatus), of: folder, announce: announce)
            return true
        }
        var next = queue.next()
        while let folder = next {
            next = queue.recordAndTakeNext(list(folder, exactStatus: exactStatus), of: folder, announce: announce)
        }
        var walk = queue.walk()
        // Several arguments may come in any order, or overlap.
        walk.metInByteOrder = walk.metInByteOrder && paths.count == 1
        return walk
    }

    /// Positions in `walk.files` of the files a run lints, in byte order of their paths,
    /// each file once: of two spellings of one file, the first in that order (ties in walk
    /// order). Not sorted again when the walk met them in order (`Walk.metInByteOrder`).
    static func lintOrder(of walk: Walk) -> [Int] {
        let files = walk.files
        var sorted = walk.order
        // Not sorted again when the walk met them in order, as it nearly always does: the
        // comparisons were 0.6 M instructions of the apps' walk, 2.5 M of a million lines'.
        if !walk.metInByteOrder {
            // Each file's position in walk order breaks ties, so the order is that of a
            // stable sort of the files in walk order.
            var walkPosition = [Int](repeating: 0, count: files.count)
            for (position, file) in sorted.enumerated() { walkPosition[file] = position }
            sorted.sort { a, b in
                let order = LexicographicBytes.compare(files[a].path, files[b].path)
                return order != 0 ? order < 0 : walkPosition[a] < walkPosition[b]
            }
        }
        var seen = FileIdentitySet(capacity: files.count)
        return sorted.filter { seen.insert(files[$0].identity) }
    }

    /// Whether walking enters a folder of this name (exclusions by name; patterns come apart).
    public static func isDefaultExcluded(folderName name: String) -> Bool {
        // A folder whose first byte starts no such name is let in without hashing its name
        // (0.2 M instructions of the apps' walk).
        guard let first = name.utf8.first, excludedFirstBytes[Int(first)] else { return false }
        return defaultExcludedNames.contains(name) || name.hasPrefix(".build")
    }

    /// Which bytes start a name of `defaultExcludedNames` (`.build…` starts with `.` too). No
    /// scalar equals one of them as a `String` but the byte itself (`NameHash.asciiEquivalents`).
    private static let excludedFirstBytes: [Bool] = {
        var starts = [Bool](repeating: false, count: 256)
        for name in defaultExcludedNames { if let first = name.utf8.first { starts[Int(first)] = true } }
        precondition(defaultExcludedNames.allSatisfy { !NameHash.isSpelledOtherwiseToo($0.utf8.first ?? 0) },
                     "an excluded name's first byte is spelled only by itself")
        return starts
    }()

    /// One folder's entries as a walk takes them, in byte order of their names: its Swift
    /// files, its folders to enter and what could not be read. `folder.components`: the
    /// folder's absolute, normalized path components when there are exclusions (else
    /// empty); an entry's are these and its name, as a listing never holds `.`, `..` or a `/`.
    private func list(_ folder: FolderQueue.Folder, exactStatus: Bool) -> FolderQueue.Listing {
        let directory = folder.path, components = folder.components
        var listing = FolderQueue.Listing()
        let named: [FileSystem.Entry]
        // Regular files not named `.swift` are left out by the listing: the walk keeps none.
        switch FileSystem.entries(ofDirectory: resolve(directory), exactStatus: exactStatus, regularFilesEndingIn: ".swift") {
        case .failure(let failure):
            listing.add(InputProblem(path: directory, kind: failure.isNotFound ? .vanished : .unreadable, reason: failure.description))
            return listing
        case .success(let entries):
            named = entries.named
            listing.inByteOrder = entries.walkOrderIsByteOrder
            // Swift files and folders whose names are not UTF-8 cannot be linted; say so.
            // In byte order, as the rest of the walk.
            for raw in entries.undecodable {
                let what: String
                if raw.count >= 6, Array(raw.suffix(6)) == Array(".swift".utf8) {
                    what = "file"
                } else if FileSystem.isDirectory(rawName: raw, in: resolve(directory)) {
                    what = "folder"
                } else {
                    continue
                }
                listing.add(InputProblem(path: FilePath.join(FilePath.printable(directory), FileSystem.printable(raw)),
                                         kind: .unreadable, reason: "the \(what) name is not valid UTF-8"))
            }
        }

        let printedDirectory = FilePath.printable(directory)
        for entry in named {
            let name = entry.name
            let status: FileSystem.Status
            switch entry.status {
            case .success(let value):
                status = value
            case .failure(let failure):
                // Gone since the listing is a warning (`InputProblem.Kind.vanished`); anything
                // else is reported as an error; the walk goes on.
                listing.add(InputProblem(path: FilePath.join(printedDirectory, name), kind: failure.isNotFound ? .vanished : .unreadable,
                                         reason: failure.description))
                continue
            }
            // The path is made only for what the walk keeps: a folder's other files (images,
            // data) and links need none.
            switch status.kind {
            case .directory:
                if Self.isDefaultExcluded(folderName: name) { continue }
                // The parent's components and the name, not the path split again for each entry:
                // with an `excluded:` pattern that split cost 4% of a 1 M-line run's instructions.
                let entryComponents = exclusions.isEmpty ? [] : components + [name]
                if isExcluded(entryComponents) { continue }
                listing.addFolder(path: FilePath.join(printedDirectory, name), components: entryComponents)
            case .regular:
                guard FilePath.hasSwiftExtension(name) else { continue }
                if !exclusions.isEmpty, isExcluded(components + [name]) { continue }
                listing.add(FoundFile(path: FilePath.join(printedDirectory, name), identity: status.identity))
            case .symbolicLink, .other:
                continue
            }
        }
        return listing
    }

    /// Whether `path` (as printed) or a folder it lies in is excluded: what a walk would
    /// never have reached.
    func isExcludedWithItsFolders(_ path: String) -> Bool {
        guard !exclusions.isEmpty else { return false }
        return PathPattern.anyCovers(exclusions, pathOrItsFolders: FilePath.normalizedComponents(resolve(path)))
    }

    /// Whether the configuration's `excluded:` patterns cover a path (its absolute,
    /// normalized components).
    private func isExcluded(_ components: [String]) -> Bool {
        guard !exclusions.isEmpty else { return false }
        return PathGlob.anyMatches(compiledExclusions, components: components)
    }

    private func resolve(_ path: String) -> String {
        FilePath.resolve(path, against: currentDirectory)
    }
}
