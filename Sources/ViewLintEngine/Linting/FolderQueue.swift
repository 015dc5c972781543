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

    /// What a folder's listing holds, in the order one thread meets it.
    enum Item: Sendable {
        /// With the number of its `announce` call, in the order files were announced.
        case file(FileWalker.FoundFile, announced: Int)
        case folder(number: Int)
        case problem(InputProblem)
    }

    /// What a listing found, before its folders are numbered.
    enum Found {
        case file(FileWalker.FoundFile)
        case folder(path: String, components: [String])
        case problem(InputProblem)
    }

    private let lock = Lock()
    private var pending: [Folder] = []
    private var busy = 0
    /// The listings by folder number; nil until the folder is listed.
    private var listings: [[Item]?] = []
    private var announcedCount: Int
    private var allInByteOrder = true

    /// `announcedBefore`: how many files were announced before the walk (file arguments);
    /// the walk's announcements are numbered after them.
    init(announcedBefore: Int) {
        announcedCount = announcedBefore
    }

    /// Queues a root of the walk, numbered 0, 1, … in the order added; before `next` is called.
    func add(path: String, components: [String]) {
        lock.locked {
            listings.append(nil)
            pending.append(Folder(number: listings.count - 1, path: path, components: components))
        }
    }

    /// The next folder to list; waits while another thread may still add one. Nil when every
    /// folder is listed.
    func next() -> Folder? {
        let folder: Folder? = lock.locked {
            while pending.isEmpty, busy > 0 { lock.wait() }
            guard let folder = pending.popLast() else { return nil }
            busy += 1
            return folder
        }
        // The last one out wakes whoever still waits, so that they return too.
        if folder == nil { lock.wakeAll() }
        return folder
    }

    /// Records the listing of `folder` (taken by `next`): its folders are numbered and queued,
    /// first one on top, so that one thread lists folders in the order a recursive walk would;
    /// each file is handed to `announce`, under the lock, so that announcements are numbered
    /// in the order they are made.
    func record(_ found: [Found], of folder: Folder, inByteOrder: Bool, announce: (FileWalker.FoundFile) -> Void) {
        lock.locked {
            var items: [Item] = []
            items.reserveCapacity(found.count)
            let firstNew = pending.count
            for entry in found {
                switch entry {
                case .file(let file):
                    announce(file)
                    items.append(.file(file, announced: announcedCount))
                    announcedCount += 1
                case .folder(let path, let components):
                    listings.append(nil)
                    let number = listings.count - 1
                    pending.append(Folder(number: number, path: path, components: components))
                    items.append(.folder(number: number))
                case .problem(let problem):
                    items.append(.problem(problem))
                }
            }
            pending[firstNew...].reverse()
            listings[folder.number] = items
            if !inByteOrder { allInByteOrder = false }
            busy -= 1
        }
        lock.wakeAll()
    }

    /// Whether every listing said a walk meets its paths in byte order (`FileSystem.Entries`).
    var inByteOrder: Bool { lock.locked { allInByteOrder } }

    /// The listing of a folder; read once every folder is listed.
    func listing(_ number: Int) -> [Item] {
        lock.locked { listings[number] ?? [] }
    }
}
