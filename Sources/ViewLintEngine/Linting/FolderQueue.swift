import ViewLintSupport

/// The folders of a walk still to be listed, shared by the threads that list them, and what
/// each listing held (`FileWalker.walk`). A folder's listing is recorded under its number;
/// the folders it holds get numbers of their own and wait here. Listed by several threads
/// at once, folders finish in any order; reading the listings from the arguments down gives
/// the order one thread would have met everything in, whatever the timing.
///
/// Invariant: every stored property but `lock` is read and written only inside `locked`,
/// which is what makes the `@unchecked Sendable` true. `busy` counts the threads listing a
/// folder taken from `pending`; when both are empty, every listing is recorded and no
/// thread adds a folder any more.
final class FolderQueue: @unchecked Sendable {
    /// A folder to list: its number, its path as printed, its components (`FileWalker`).
    struct Folder: Sendable {
        var number: Int
        var path: String
        var components: [String]
    }

    /// What one listing found (or the walk's arguments), each kind of entry in a list of its
    /// own and `kinds` telling how they interleave in walk order. (Entries as one list of an
    /// enum, copied through the queue, cost a million-line walk 2 M instructions more.)
    struct Listing {
        enum Kind: UInt8 { case file, folder, problem }

        var files: [FileWalker.FoundFile] = []
        var folders: [(path: String, components: [String])] = []
        var problems: [InputProblem] = []
        /// Empty while every entry is a file, as in most folders of sources.
        private(set) var kinds: [Kind] = []
        var inByteOrder = true

        mutating func add(_ file: FileWalker.FoundFile) {
            if !kinds.isEmpty { kinds.append(.file) }
            files.append(file)
        }

        mutating func addFolder(path: String, components: [String]) {
            noteKind(.folder)
            folders.append((path, components))
        }

        mutating func add(_ problem: InputProblem) {
            noteKind(.problem)
            problems.append(problem)
        }

        private mutating func noteKind(_ kind: Kind) {
            if kinds.isEmpty { kinds = Array(repeating: .file, count: files.count) }
            kinds.append(kind)
        }
    }

    /// A recorded listing: where its kinds, files, folders and problems start in the walk's
    /// lists (each kind's entries are numbered consecutively). Numbers only: reading the
    /// listings back retains nothing.
    private struct Recorded {
        var firstKind: Int
        var kindCount: Int
        var firstFile: Int
        var fileCount: Int
        var firstFolder: Int
        var firstProblem: Int
    }

    /// What the threads share, in one value: each locked step is one access to it (the
    /// queue's fields read one by one were an exclusivity check each, 1.4 M instructions
    /// of the eight apps' walk).
    private struct State {
        var pending: [Folder] = []
        var busy = 0
        /// The listings by folder number; nil until the folder is listed.
        var listings: [Recorded?] = []
        /// What the arguments held.
        var arguments: Recorded?
        /// Every file announced, in the order announced.
        var files: [FileWalker.FoundFile] = []
        /// Every problem met, in the order recorded.
        var problems: [InputProblem] = []
        /// Every listing's kinds, one after another.
        var kinds: [Listing.Kind] = []
        var allInByteOrder = true

        mutating func take() -> Folder? {
            guard let folder = pending.popLast() else { return nil }
            busy += 1
            return folder
        }

        /// Numbers what `listing` found, queues its folders (the first on top, so that one
        /// thread lists folders in the order a recursive walk would) and hands its files to
        /// `announce`.
        mutating func record(_ listing: Listing, announce: (FileWalker.FoundFile) -> Void) -> Recorded {
            for file in listing.files { announce(file) }
            let recorded = Recorded(firstKind: kinds.count, kindCount: listing.kinds.count, firstFile: files.count,
                                    fileCount: listing.files.count, firstFolder: listings.count, firstProblem: problems.count)
            if !listing.kinds.isEmpty { kinds.append(contentsOf: listing.kinds) }
            files.append(contentsOf: listing.files)
            if !listing.problems.isEmpty { problems.append(contentsOf: listing.problems) }
            for index in listing.folders.indices.reversed() {
                listings.append(nil)
                let folder = listing.folders[index]
                pending.append(Folder(number: recorded.firstFolder + index, path: folder.path, components: folder.components))
            }
            if !listing.inByteOrder { allInByteOrder = false }
            return recorded
        }

        /// `record` for the listing of `folder`.
        mutating func record(_ listing: Listing, of folder: Folder, announce: (FileWalker.FoundFile) -> Void) {
            listings[folder.number] = record(listing, announce: announce)
            busy -= 1
        }
    }

    private let lock = Lock()
    private var state = State()

    /// `arguments`: the walk's arguments, as a listing; their files are announced at once.
    init(arguments: Listing, announce: (FileWalker.FoundFile) -> Void) {
        state.arguments = state.record(arguments, announce: announce)
    }

    /// The next folder to list; waits while another thread may still add one. Nil when every
    /// folder is listed.
    func next() -> Folder? {
        let folder: Folder? = lock.locked {
            while state.pending.isEmpty, state.busy > 0 { lock.wait() }
            return state.take()
        }
        // The last one out wakes whoever still waits, so that they return too.
        if folder == nil { lock.wakeAll() }
        return folder
    }

    /// The next folder to list if one waits, else nil at once.
    func nextIfAny() -> Folder? {
        lock.locked { state.take() }
    }

    /// Records the listing of `folder` (taken by `next` or `nextIfAny`): its folders are
    /// numbered and queued, and each file is handed to `announce`, under the lock, so that
    /// announcements are numbered in the order they are made.
    func record(_ listing: Listing, of folder: Folder, announce: (FileWalker.FoundFile) -> Void) {
        lock.locked { state.record(listing, of: folder, announce: announce) }
        lock.wakeAll()
    }

    /// `record`, then `next`, in one locked step unless `next` has to wait: the walk's own
    /// thread records each folder's listing and takes the next folder (two steps were a
    /// second lock and unlock for every folder).
    func recordAndTakeNext(_ listing: Listing, of folder: Folder, announce: (FileWalker.FoundFile) -> Void) -> Folder? {
        let taken: Folder? = lock.locked {
            state.record(listing, of: folder, announce: announce)
            return state.take()
        }
        // Only the walk's own thread waits on the lock (in `next`): none to wake here.
        return taken ?? next()
    }

    /// The walk's result once every folder is listed: its files (in the order announced),
    /// their positions in walk order and its problems in walk order, with whether every
    /// listing met its paths in byte order. Walk order is the listings read from the
    /// arguments down, depth first: the order of one thread's walk.
    func walk() -> FileWalker.Walk {
        lock.locked { [state] in
            var walk = FileWalker.Walk()
            walk.files = state.files
            walk.order.reserveCapacity(state.files.count)
            walk.metInByteOrder = state.allInByteOrder
            // Each open listing with how far it is read: entries, files, folders, problems.
            var stack: [(recorded: Recorded, entry: Int, file: Int, folder: Int, problem: Int)] = []
            if let arguments = state.arguments { stack.append((arguments, 0, 0, 0, 0)) }
            while let top = stack.indices.last {
                let recorded = stack[top].recorded
                if recorded.kindCount == 0 {
                    // Files only.
                    for file in recorded.firstFile..<(recorded.firstFile + recorded.fileCount) { walk.order.append(file) }
                    stack.removeLast()
                    continue
                }
                guard stack[top].entry < recorded.kindCount else {
                    stack.removeLast()
                    continue
                }
                let kind = state.kinds[recorded.firstKind + stack[top].entry]
                stack[top].entry += 1
                switch kind {
                case .file:
                    walk.order.append(recorded.firstFile + stack[top].file)
                    stack[top].file += 1
                case .folder:
                    let number = recorded.firstFolder + stack[top].folder
                    stack[top].folder += 1
                    if let listing = state.listings[number] { stack.append((listing, 0, 0, 0, 0)) }
                case .problem:
                    walk.problems.append(state.problems[recorded.firstProblem + stack[top].problem])
                    stack[top].problem += 1
                }
            }
            return walk
        }
    }
}
