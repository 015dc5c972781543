/// One input file: the path as it will be printed, and its bytes or where to read them.
///
/// A walked file is read by the worker that lints it, so that a run holds the bytes of
/// only as many files as it has workers; text from memory (standard input, tests) is
/// carried as it is.
public struct SourceInput: Sendable {
    public var path: String
    private var storage: Storage

    private enum Storage: Sendable {
        case bytes([UInt8])
        /// Read when needed, from this path (resolved against the run's folder).
        case file(String)
        /// Read when needed, from `path` resolved against this folder. The folder's string is
        /// shared by every file of a walk, where a resolved path would be a second copy of
        /// each file's path for the whole run. `isRegular`: the walk met a regular file.
        case fileIn(folder: String, isRegular: Bool)
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.storage = .bytes(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A file read only when it is linted. `location` is where to open it; `path` is how
    /// it is printed.
    public init(path: String, readingFrom location: String) {
        self.path = path
        self.storage = .file(location)
    }

    /// A file read only when it is linted, from `path` resolved against `folder` (the run's
    /// current folder) at that moment.
    package init(path: String, resolvedAgainst folder: String, isRegular: Bool = false) {
        self.path = path
        self.storage = .fileIn(folder: folder, isRegular: isRegular)
    }

    /// The bytes; a file not read yet is read now, and is empty when it cannot be read.
    public var bytes: [UInt8] {
        guard case .success(let bytes) = load() else { return [] }
        return bytes
    }

    /// The bytes, or why the file cannot be read.
    func load() -> Result<[UInt8], FileSystem.Failure> {
        if case .bytes(let bytes) = storage { return .success(bytes) }
        return withBytes(reading: ReadBuffer()) { Array($0) }
    }

    /// `body` of the bytes, read into `buffer` when they are a file's: a worker reuses one
    /// buffer for all its files, so that reading one allocates nothing.
    package func withBytes<Result>(reading buffer: ReadBuffer,
                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Swift.Result<Result, FileSystem.Failure> {
        withBytes(reading: buffer, { .success(body($0)) }, orElse: { .failure($0) })
    }

    /// `body` of the bytes as `withBytes` reads them, or `failed` of why they cannot be read.
    /// No `Result` of the caller's type is made here, where the type is not known: looking
    /// up its metadata cost 335 instructions for each file a run reads.
    package func withBytes<Output>(reading buffer: ReadBuffer, _ body: (UnsafeBufferPointer<UInt8>) -> Output,
                                   orElse failed: (FileSystem.Failure) -> Output) -> Output {
        let failure: FileSystem.Failure?
        switch storage {
        case .bytes(let bytes):
            return bytes.withUnsafeBufferPointer { bytes in
                if let encoding = FileSystem.Failure.otherEncoding(of: bytes) { return failed(encoding) }
                return body(bytes)
            }
        case .file(let location): failure = buffer.read(location, isRegular: false)
        case .fileIn(let folder, let isRegular): failure = buffer.read(FilePath.resolve(path, against: folder), isRegular: isRegular)
        }
        if let failure { return failed(failure) }
        if let encoding = FileSystem.Failure.otherEncoding(of: buffer.bytes) { return failed(encoding) }
        return body(buffer.bytes)
    }

    /// Reads a deferred file now and keeps its bytes; nil when it reads, else the problem.
    package mutating func loadNow() -> InputProblem? {
        switch load() {
        case .success(let bytes):
            storage = .bytes(bytes)
            return nil
        case .failure(let failure):
            return InputProblem(path: path, failure: failure)
        }
    }
}
