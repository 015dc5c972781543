import ViewLintSupport

/// The folders of a walk still to be listed, shared by the threads that list them, and what
/// each listing held (`FileWalker.walk`). A folder's listing is recorded under its number;
/// the folders it holds get numbers of their own and wait here. Listed by several threads
/// at once, folders finish in any order; reading the listings from the roots down gives
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

    /// What a folder's listing holds, in the order one thread meets it: numbers, so that a
    /// walk keeps each file once (`files`) and its listings in 16 bytes an entry.
    enum Item: Sendable {
        /// A file by its position in `files`, the number of its announcement.
        case file(Int)
        case folder(number: Int)
        /// A problem by its position in `problems`.
        case problem(Int)
    }

    /// What a listing found, before its folders are numbered.
    enum Found {
        case file(FileWalker.FoundFile)
        case folder(path: String, components: [String])
        case problem(InputProblem)
    }

    /// What the threads share, in one value: each locked step is one access to it (the
    /// queue's fields read one by one were an exclusivity check each, 1.4 M instructions
    /// of the eight apps' walk).
    private struct State {
        var pending: [Folder] = []
        var busy = 0
        /// The listings by folder number; nil until the folder is listed.
        var listings: [[Item]?] = []
        /// Every file announced, in the order announced.
        var files: [FileWalker.FoundFile] = []
        /// Every problem met, in the order recorded.
        var problems: [InputProblem] = []
        var allInByteOrder = true

        mutating func item(for found: Found, announce: (FileWalker.FoundFile) -> Void) -> Item {
            switch found {
            case .file(let file):
                announce(file)
                files.append(file)
                return .file(files.count - 1)
            case .folder(let path, let components):
                listings.append(nil)
                pending.append(Folder(number: listings.count - 1, path: path, components: components))
                return .folder(number: listings.count - 1)
            case .problem(let problem):
                problems.append(problem)
                return .problem(problems.count - 1)
            }
        }

        mutating func take() -> Folder? {
            guard let folder = pending.popLast() else { return nil }
            busy += 1
            return folder
        }

        /// Whether a thread waiting to help is worth waking.
        mutating func record(_ found: [Found], of folder: Folder, inByteOrder: Bool,
                             announce: (FileWalker.FoundFile) -> Void) -> Bool {
            let firstNew = pending.count
            var items: [Item] = []
            items.reserveCapacity(found.count)
            for entry in found { items.append(item(for: entry, announce: announce)) }
            pending[firstNew...].reverse()
            listings[folder.number] = items
            if !inByteOrder { allInByteOrder = false }
            busy -= 1
            // Worth waking a waiting thread for when one more folder waits than the walk's own
            // thread takes next (a wake-up for each folder queued: as many wake-ups as folders,
            // most of them finding nothing to do).
            return pending.count > firstNew && pending.count >= 2
        }
    }

    private let lock = Lock()
    private var state = State()

    /// Called, outside the lock, each time a listing queues folders: a thread that waits
    /// for files may take one of them (`nextIfAny`).
    private let foldersQueued: @Sendable () -> Void

    init(foldersQueued: @escaping @Sendable () -> Void) {
        self.foldersQueued = foldersQueued
    }

    /// An argument of the walk, before `next` is called: a folder is queued as a root,
    /// numbered 0, 1, … in the order added; a file is announced at once.
    func addArgument(_ found: Found, announce: (FileWalker.FoundFile) -> Void) -> Item {
        lock.locked { state.item(for: found, announce: announce) }
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

    /// Records the listing of `folder` (taken by `next`): its folders are numbered and queued,
    /// first one on top, so that one thread lists folders in the order a recursive walk would;
    /// each file is handed to `announce`, under the lock, so that announcements are numbered
    /// in the order they are made.
    func record(_ found: [Found], of folder: Folder, inByteOrder: Bool, announce: (FileWalker.FoundFile) -> Void) {
        let queued = lock.locked { state.record(found, of: folder, inByteOrder: inByteOrder, announce: announce) }
        lock.wakeAll()
        if queued { foldersQueued() }
    }

    /// `record`, then `next`, in one locked step unless `next` has to wait: the walk's own
    /// thread records each folder's listing and takes the next folder (two steps were a
    /// second lock and unlock for every folder).
    func recordAndTakeNext(_ found: [Found], of folder: Folder, inByteOrder: Bool,
                           announce: (FileWalker.FoundFile) -> Void) -> Folder? {
        let (queued, taken): (Bool, Folder?) = lock.locked {
            let queued = state.record(found, of: folder, inByteOrder: inByteOrder, announce: announce)
            return (queued, state.take())
        }
        // Only the walk's own thread waits on the lock (in `next`): none to wake here.
        if queued { foldersQueued() }
        return taken ?? next()
    }

    /// Whether every listing said a walk meets its paths in byte order (`FileSystem.Entries`).
    var inByteOrder: Bool { lock.locked { state.allInByteOrder } }

    /// The walk's files (in the order announced), and the positions of its files and its
    /// problems in walk order: the listings read from `arguments` down, depth first, the
    /// order of one thread's walk. Once every folder is listed.
    func walkOrder(from arguments: [Item]) -> (files: [FileWalker.FoundFile], order: [Int], problems: [InputProblem]) {
        lock.locked { [state] in
            var order: [Int] = []
            order.reserveCapacity(state.files.count)
            var problemsInOrder: [InputProblem] = []
            var stack: [(items: [Item], next: Int)] = [(arguments, 0)]
            while let position = stack.indices.last {
                guard stack[position].next < stack[position].items.count else {
                    stack.removeLast()
                    continue
                }
                let item = stack[position].items[stack[position].next]
                stack[position].next += 1
                switch item {
                case .file(let file): order.append(file)
                case .folder(let number): stack.append((state.listings[number] ?? [], 0))
                case .problem(let problem): problemsInOrder.append(state.problems[problem])
                }
            }
            return (state.files, order, problemsInOrder)
        }
    }
}
