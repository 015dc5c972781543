import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool never destroys a user's file: what it writes (`--output`, `--write-baseline`,
/// `fix`, `init`) goes where it should, keeps what it should, or is refused with exit 2.
final class OutputSafetyTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String], stdout: TextOutput? = nil) -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root,
                                       stdout: stdout ?? TextOutput { out += $0 }, stderr: TextOutput { err += $0 })
        return (code, out, SummaryLine.removed(from: err))
    }

    private func path(_ relative: String) -> String { tree.root + "/" + relative }

    private func contents(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    private func status(_ relative: String, followingLinks: Bool = false) -> stat {
        var info = stat()
        _ = followingLinks ? stat(path(relative), &info) : lstat(path(relative), &info)
        return info
    }

    private func kind(_ relative: String) -> mode_t { status(relative).st_mode & mode_t(S_IFMT) }

    private let closureView = "struct V: View {\n    let a: () -> Void\n    var body: some View { Text(\"\") }\n}\n"

    private let fixable = "struct Row: View {\n    let title: String\n    let onTap: () -> Void\n    var body: some View { Text(title) }\n}\n"

    // MARK: 1. Devices and FIFOs are written to, never renamed over

    func testOutputOntoAFIFOWritesIntoItAndKeepsIt() throws {
        try tree.file("V.swift", closureView)
        XCTAssertEqual(mkfifo(path("report.fifo"), 0o644), 0)
        let reader = FIFOReader(path: path("report.fifo"))
        let result = run(["--output", "report.fifo", "V.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(reader.wait().contains("V.swift:2:9: warning:"))
        XCTAssertEqual(kind("report.fifo"), mode_t(S_IFIFO), "the FIFO was replaced")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted(), ["V.swift", "report.fifo"])
    }

    func testBaselineOntoADeviceWritesIntoItAndKeepsIt() throws {
        // A device of its own (a copy of /dev/null's), so that a failure cannot harm the system's.
        try tree.file("V.swift", closureView)
        var null = stat()
        guard stat("/dev/null", &null) == 0, mknod(path("null"), mode_t(S_IFCHR) | 0o666, null.st_rdev) == 0 else {
            throw XCTSkip("making a device needs root: \(String(cString: strerror(errno)))")
        }
        let result = run(["--write-baseline", "null", "--output", "null2", "V.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(kind("null"), mode_t(S_IFCHR), "the device was replaced by a regular file")
    }

    // MARK: 2. An input of the run is never overwritten

    func testWritingOntoAnInputOfTheRunIsRefused() throws {
        try tree.file("V.swift", closureView)
        try tree.file(".viewlint.yml", "rules: {}\n")
        try tree.file("base.json", "{\"version\":1,\"findings\":[]}\n")
        try tree.link("link.swift", to: "V.swift")
        let cases: [(arguments: [String], roles: [String])] = [
            (["--output", "V.swift", "V.swift"], ["--output V.swift", "a linted file"]),
            (["--output", "./link.swift", "."], ["--output ./link.swift", "a linted file"]),
            (["--write-baseline", "V.swift", "."], ["--write-baseline V.swift", "a linted file"]),
            (["--output", ".viewlint.yml", "V.swift"], ["--output .viewlint.yml", "the configuration file"]),
            (["--baseline", "base.json", "--write-baseline", "base.json", "V.swift"], ["--write-baseline base.json", "--baseline"]),
            (["--output", "new.txt", "--write-baseline", "./new.txt", "V.swift"], ["--output new.txt", "--write-baseline ./new.txt"]),
        ]
        for (arguments, roles) in cases {
            let before = try [contents("V.swift"), contents(".viewlint.yml"), contents("base.json")]
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            for role in roles { XCTAssertTrue(result.stderr.contains(role), "\(arguments): \(result.stderr)") }
            XCTAssertEqual(try [contents("V.swift"), contents(".viewlint.yml"), contents("base.json")], before, "\(arguments)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path("new.txt")))
        }
    }

    // MARK: 3. fix --equatable

    func testFixKeepsAnEditMadeSinceTheFileWasRead() throws {
        try tree.file("Row.swift", "old\n")
        let read = Array("old\n".utf8)
        try tree.file("Row.swift", "someone's edit\n")
        XCTAssertThrowsError(try AtomicFile.replace(path("Row.swift"), with: read + Array("fix\n".utf8), expecting: read)) { error in
            XCTAssertTrue("\(error)".contains("changed since viewlint read it"), "\(error)")
        }
        XCTAssertEqual(try contents("Row.swift"), "someone's edit\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root), ["Row.swift"])
    }

    func testFixThroughASymbolicLinkFixesTheTargetAndKeepsTheLink() throws {
        try tree.file("Sources/Row.swift", fixable)
        try tree.link("Row.swift", to: "Sources/Row.swift")
        let result = run(["fix", "--equatable", "Row.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(kind("Row.swift"), mode_t(S_IFLNK), "the link was replaced by a file")
        XCTAssertTrue(try contents("Sources/Row.swift").contains("extension Row: Equatable"))
    }

    func testFixKeepsOwnerAndGroup() throws {
        try tree.file("Row.swift", fixable)
        guard chown(path("Row.swift"), 4321, 8765) == 0 else { throw XCTSkip("changing a file's owner needs root") }
        let result = run(["fix", "--equatable", "Row.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(status("Row.swift").st_uid, 4321)
        XCTAssertEqual(status("Row.swift").st_gid, 8765)
    }

    func testFixKeepsCRLFLineEndings() throws {
        try tree.file("Row.swift", fixable.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = run(["fix", "--equatable", "Row.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path("Row.swift"))))
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("extension Row: Equatable"))
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            XCTAssertEqual(index > 0 ? bytes[index - 1] : 0, UInt8(ascii: "\r"), "a bare LF at byte \(index)")
        }
    }

    func testFixRefusesToSplitAHardLink() throws {
        try tree.file("Row.swift", fixable)
        XCTAssertEqual(link(path("Row.swift"), path("Other.swift")), 0)
        let result = run(["fix", "--equatable", "Row.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("hard links"), result.stderr)
        XCTAssertEqual(try contents("Row.swift"), fixable)
        XCTAssertEqual(status("Row.swift").st_ino, status("Other.swift").st_ino)
    }

    // MARK: 4. Read-only targets

    func testReadOnlyBaselineIsNotReplaced() throws {
        try tree.file("V.swift", closureView)
        try tree.file("r.json", "kept\n")
        XCTAssertEqual(chmod(path("r.json"), 0o444), 0)
        let result = run(["--write-baseline", "r.json", "V.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("read-only"), result.stderr)
        XCTAssertEqual(try contents("r.json"), "kept\n")
    }

    // MARK: 5. init never overwrites what is there

    func testInitKeepsAnExistingFileItCannotRead() throws {
        try tree.link(".viewlint.yml", to: "nowhere.yml")
        let dangling = run(["init"])
        XCTAssertEqual(dangling.code, 2)
        XCTAssertTrue(dangling.stderr.contains("exists already"), dangling.stderr)
        XCTAssertEqual(kind(".viewlint.yml"), mode_t(S_IFLNK))
        try FileManager.default.removeItem(atPath: path(".viewlint.yml"))
        try tree.folder(".viewlint.yml")
        XCTAssertEqual(run(["init"]).code, 2)
        XCTAssertEqual(kind(".viewlint.yml"), mode_t(S_IFDIR))
    }

    // MARK: 6. Standard output that fails

    func testAFailingStandardOutputIsAnError() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full here") }
        defer { close(full) }
        try tree.file("V.swift", closureView)
        let result = run(["--reporter", "sarif", "V.swift"], stdout: .descriptor(full))
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("viewlint: error: cannot write to standard output: No space left on device"), result.stderr)
    }

    func testAClosedPipeStaysQuiet() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        try tree.file("V.swift", closureView)
        let result = run(["V.swift"], stdout: .descriptor(ends[1]))
        XCTAssertEqual(result.code, 0)
        XCTAssertFalse(result.stderr.contains("error"), result.stderr)
    }

    // MARK: 7. Temporary files

    func testALongFileNameCanBeWrittenAndFixed() throws {
        let long = String(repeating: "r", count: 224) + ".swift"
        try tree.file(long, fixable)
        let result = run(["fix", "--equatable", long])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(try contents(long).contains("extension Row: Equatable"))
        let report = String(repeating: "b", count: 250)
        XCTAssertEqual(run(["--write-baseline", report, long]).code, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted(), [report, long].sorted())
        XCTAssertLessThanOrEqual(TemporaryFiles.name(for: String(repeating: "é", count: 200)).utf8.count, 255)
    }

    func testATemporaryFileIsRemovedWhenASignalEndsTheProcess() throws {
        #if os(Linux)
        let target = path("out.txt")
        var childStatus: Int32 = 0
        var leftOver: [String] = []
        XCTAssertThrowsError(try AtomicFile.write(to: target) { output in
            output.write("half a report")
            // A child stopped by SIGTERM while the temporary file is open: its handler must
            // remove the file before the signal ends it.
            let child = fork()
            if child == 0 {
                raise(SIGTERM)
                _exit(0)
            }
            waitpid(child, &childStatus, 0)
            leftOver = (try? FileManager.default.contentsOfDirectory(atPath: tree.root)) ?? []
        })
        XCTAssertEqual(childStatus & 0x7f, SIGTERM, "the child was not ended by the signal")
        XCTAssertEqual(leftOver, [], "the temporary file was left behind")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        #else
        throw XCTSkip("fork is not available to Swift here")
        #endif
    }
}

/// Reads a FIFO to its end on a thread of its own (opening it blocks until a writer comes).
private final class FIFOReader: @unchecked Sendable {
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread.detachNewThread { [self] in
            let descriptor = open(path, O_RDONLY)
            if descriptor >= 0 {
                text = String(decoding: (try? FileSystem.readAll(from: descriptor).get()) ?? [], as: UTF8.self)
                close(descriptor)
            }
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return text
    }
}
