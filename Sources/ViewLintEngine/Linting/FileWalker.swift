import ViewLintSupport
import ViewLintSyntax
import ViewLintModel
import ViewLintRules
import Dispatch

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
        let walk = walk(paths, threads: 1) { _ in }
        return Result(files: Self.lintOrder(of: walk.files, metInByteOrder: walk.metInByteOrder).map { walk.files[$0].path },
                      problems: walk.problems)
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
        var files: [FoundFile] = []
        /// For each of `files`, the number of its `announce` call (calls are numbered from 0
        /// in the order made, which with several threads is not walk order).
        var announced: [Int] = []
        /// In walk order.
        var problems: [InputProblem] = []
        /// Whether the files came in byte order of their paths after all (one argument, and
        /// no folder named like the start of a sibling's name).
        var metInByteOrder = false
    }

    /// Walks `paths`, listing folders on `threads` threads (the calling one among them), and
    /// hands each file to `announce` as soon as it is met, so that a run can lint the first
    /// files while the walk goes on; calls to `announce` never overlap. The walk's result
    /// is the same for any number of threads.
    ///
    /// A folder listing waits on the file system, not the processor (on eight real apps, a
    /// third of the folders held no Swift file and listing them took as long as parsing the
    /// files): with a second thread listing, a two-core run's walk ended 11 ms sooner there.
    func walk(_ paths: [String], threads: Int, announce: @escaping @Sendable (FoundFile) -> Void) -> Walk {
        var walk = Walk()
        // Several arguments may come in any order, or overlap.
        walk.metInByteOrder = paths.count == 1
        // One argument: every file is met by one listing or another, so the listings' own
        // inodes tell spellings of one file apart. Several: a file argument's `stat` is
        // compared with the listings', and some file systems give the two differently.
        let exactStatus = paths.count > 1
        var arguments: [FolderQueue.Item] = []
        var roots: [(path: String, components: [String])] = []
        var announcedArguments = 0
        for argument in paths {
            switch FileSystem.status(of: resolve(argument), followingLinks: true) {
            case .failure(let failure):
                arguments.append(.problem(InputProblem(path: argument, kind: failure.isNotFound ? .missing : .unreadable,
                                                       reason: failure.description)))
            case .success(let status) where status.kind == .directory:
                let components = exclusions.isEmpty ? [] : FilePath.normalizedComponents(resolve(argument))
                arguments.append(.folder(number: roots.count))
                roots.append((argument, components))
            case .success(let status):
                let file = FoundFile(path: FilePath.printable(argument), identity: status.identity, isRegular: status.kind == .regular)
                announce(file)
                arguments.append(.file(file, announced: announcedArguments))
                announcedArguments += 1
            }
        }
        // The roots are the queue's first folders: numbered as `arguments` numbers them.
        let queue = FolderQueue(announcedBefore: announcedArguments)
        for root in roots { queue.add(path: root.path, components: root.components) }
        let walker = self
        let list: @Sendable () -> Void = {
            while let folder = queue.next() {
                let listing = walker.list(folder, exactStatus: exactStatus)
                queue.record(listing.found, of: folder, inByteOrder: listing.inByteOrder, announce: announce)
            }
        }
        let helpers = roots.isEmpty ? 0 : min(threads, Self.maximumListingThreads) - 1
        if helpers > 0 {
            let group = DispatchGroup()
            for _ in 0..<helpers { DispatchQueue.global().async(group: group, execute: list) }
            list()
            group.wait()
        } else {
            list()
        }
        walk.metInByteOrder = walk.metInByteOrder && queue.inByteOrder
        // The listings read from the roots down, depth first: the order of one thread's walk.
        var stack: [(items: [FolderQueue.Item], next: Int)] = [(arguments, 0)]
        while !stack.isEmpty {
            let position = stack.count - 1
            guard stack[position].next < stack[position].items.count else {
                stack.removeLast()
                continue
            }
            let item = stack[position].items[stack[position].next]
            stack[position].next += 1
            switch item {
            case .file(let file, let announced):
                walk.files.append(file)
                walk.announced.append(announced)
            case .folder(let number):
                stack.append((queue.listing(number), 0))
            case .problem(let problem):
                walk.problems.append(problem)
            }
        }
        return walk
    }

    /// At most this many threads list folders: enough for the kernel's listings to keep
    /// pace with the parse, few enough that they do not crowd it out.
    static let maximumListingThreads = 4

    /// Positions in `files` (in walk order) of the files a run lints, in byte order of
    /// their paths, each file once: of two spellings of one file, the first in that order.
    /// `metInByteOrder`: the walk says they are in that order already (`walk`).
    static func lintOrder(of files: [FoundFile], metInByteOrder: Bool = false) -> [Int] {
        // Not sorted again when the walk met them in order, as it nearly always does: the
        // comparisons were 0.6 M instructions of the apps' walk, 2.5 M of a million lines'.
        let sorted = metInByteOrder ? Array(files.indices) : files.indices.sorted { a, b in
            let order = LexicographicBytes.compare(files[a].path, files[b].path)
            return order != 0 ? order < 0 : a < b
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
    private func list(_ folder: FolderQueue.Folder, exactStatus: Bool) -> (found: [FolderQueue.Found], inByteOrder: Bool) {
        let directory = folder.path, components = folder.components
        var found: [FolderQueue.Found] = []
        let named: [FileSystem.Entry]
        var inByteOrder = true
        switch FileSystem.entries(ofDirectory: resolve(directory), exactStatus: exactStatus) {
        case .failure(let failure):
            found.append(.problem(InputProblem(path: directory, kind: failure.isNotFound ? .vanished : .unreadable, reason: failure.description)))
            return (found, inByteOrder)
        case .success(let entries):
            named = entries.named
            inByteOrder = entries.walkOrderIsByteOrder
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
                found.append(.problem(InputProblem(path: FilePath.join(FilePath.printable(directory), FileSystem.printable(raw)),
                                                   kind: .unreadable, reason: "the \(what) name is not valid UTF-8")))
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
                found.append(.problem(InputProblem(path: FilePath.join(printedDirectory, name), kind: failure.isNotFound ? .vanished : .unreadable,
                                                   reason: failure.description)))
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
                found.append(.folder(path: FilePath.join(printedDirectory, name), components: entryComponents))
            case .regular:
                guard FilePath.hasSwiftExtension(name) else { continue }
                if !exclusions.isEmpty, isExcluded(components + [name]) { continue }
                found.append(.file(FoundFile(path: FilePath.join(printedDirectory, name), identity: status.identity)))
            case .symbolicLink, .other:
                continue
            }
        }
        return (found, inByteOrder)
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
