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

/// Files a repository can hold never hang or exhaust the tool: what is not a regular file
/// is refused, every read is capped, a text in another encoding is named, and a closed
/// standard input is an error.
final class InputSafetyTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func run(_ arguments: [String],
                     standardInput: @escaping () -> Result<[UInt8], InputProblem> = { .success([]) })
        -> (code: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let code = CommandLineTool.run(arguments: arguments, currentDirectory: tree.root,
                                       stdout: TextOutput { out += $0 }, stderr: TextOutput { err += $0 },
                                       standardInput: standardInput)
        return (code, out, SummaryLine.removed(from: err))
    }

    private func path(_ relative: String) -> String { tree.root + "/" + relative }

    /// A file of `size` bytes that takes no room on disk.
    private func sparseFile(_ relative: String, size: Int) throws {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(ftruncate(descriptor, off_t(size)), 0)
    }

    private let closureView = "struct V: View {\n    let a: () -> Void\n    var body: some View { Text(\"\") }\n}\n"

    /// A FIFO where a file is expected would block the read forever: named on the command
    /// line it is refused at once, exit 2, and the rest of the run goes on.
    func testFIFOsAreRefusedWhereverAFileIsRead() throws {
        try tree.file("V.swift", closureView)
        XCTAssertEqual(mkfifo(path("config.fifo"), 0o644), 0)
        XCTAssertEqual(mkfifo(path("Pipe.swift"), 0o644), 0)
        let config = run(["--config", "config.fifo", "V.swift"])
        XCTAssertEqual(config.code, 2)
        XCTAssertTrue(config.stderr.contains("config.fifo") && config.stderr.contains("not a regular file"), config.stderr)
        let baseline = run(["--baseline", "config.fifo", "V.swift"])
        XCTAssertEqual(baseline.code, 2)
        XCTAssertTrue(baseline.stderr.contains("cannot read baseline 'config.fifo': it is not a regular file"), baseline.stderr)
        let named = run(["Pipe.swift", "V.swift"])
        XCTAssertEqual(named.code, 2)
        XCTAssertTrue(named.stderr.contains("viewlint: error: cannot read 'Pipe.swift': it is not a regular file"), named.stderr)
        XCTAssertTrue(named.stdout.contains("V.swift:2:9: warning:"), named.stdout)
        // A walk takes regular files only: it passes the FIFO by without opening it.
        let walked = run(["."])
        XCTAssertEqual(walked.code, 0, walked.stderr)
        XCTAssertTrue(walked.stdout.contains("V.swift:2:9: warning:"), walked.stdout)
    }

    /// A device never ends (`/dev/zero`): refused before a byte is read.
    func testADeviceIsNeverRead() throws {
        try tree.file("V.swift", closureView)
        let result = run(["--baseline", "/dev/zero", "--config", "/dev/zero", "V.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("not a regular file"), result.stderr)
    }

    /// A Swift file over the limit is skipped with a warning naming it (exit 0, the other
    /// files linted); a configuration or baseline over its limit is an error.
    func testReadsAreCapped() throws {
        try tree.file("V.swift", closureView)
        try sparseFile("Generated.swift", size: ReadLimits.sourceFile + 1)
        let lint = run(["."])
        XCTAssertEqual(lint.code, 0, lint.stderr)
        XCTAssertTrue(lint.stderr.contains("viewlint: warning: skipped 'Generated.swift': it is larger than 64 MiB"),
                      lint.stderr)
        XCTAssertTrue(lint.stdout.contains("V.swift:2:9: warning:"))
        try sparseFile("big.yml", size: ReadLimits.settingsFile + 1)
        let config = run(["--config", "big.yml", "V.swift"])
        XCTAssertEqual(config.code, 2)
        XCTAssertTrue(config.stderr.contains("big.yml") && config.stderr.contains("larger than 16 MiB"), config.stderr)
        let baseline = run(["--baseline", "big.yml", "V.swift"])
        XCTAssertEqual(baseline.code, 2)
        XCTAssertTrue(baseline.stderr.contains("larger than 16 MiB"), baseline.stderr)
    }

    /// UTF-16 and UTF-32 (told by their byte-order marks) are named, not linted as noise.
    func testOtherEncodingsAreNamed() throws {
        try tree.file("V.swift", closureView)
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array(closureView.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf32 = [UInt8]([0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x73])
        XCTAssertTrue(FileManager.default.createFile(atPath: path("Wide.swift"), contents: Data(utf16)))
        XCTAssertTrue(FileManager.default.createFile(atPath: path("Wider.swift"), contents: Data(utf32)))
        let result = run(["."])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("viewlint: warning: skipped 'Wide.swift': it is UTF-16"), result.stderr)
        XCTAssertTrue(result.stderr.contains("viewlint: warning: skipped 'Wider.swift': it is UTF-32"), result.stderr)
        let piped = run(["--stdin-path", "In.swift"], standardInput: { .success(utf16) })
        XCTAssertTrue(piped.stderr.contains("skipped 'In.swift': it is UTF-16"), piped.stderr)
    }

    /// A closed or unreadable standard input is an error, never "0 findings".
    func testAnUnreadableStandardInputIsAnError() throws {
        let closed = run(["--stdin-path", "In.swift"], standardInput: {
            .failure(InputProblem(path: "", failure: FileSystem.Failure(code: EBADF)))
        })
        XCTAssertEqual(closed.code, 2)
        XCTAssertTrue(closed.stderr.contains("cannot read 'In.swift': standard input: Bad file descriptor"), closed.stderr)
        // Nothing was linted, and the summary says so.
        var summary = ""
        _ = CommandLineTool.run(arguments: ["--stdin-path", "In.swift"], currentDirectory: tree.root, stdout: TextOutput { _ in },
                                stderr: TextOutput { summary += $0 },
                                standardInput: { .failure(InputProblem(path: "", failure: FileSystem.Failure(code: EBADF))) },
                                clock: { 0 })
        XCTAssertTrue(summary.hasSuffix("Found 0 findings (0 errors) in 0 files, 0.00 s\n"), summary)
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        close(descriptors[0])
        close(descriptors[1])
        guard case .failure(let failure) = FileSystem.readAll(from: descriptors[0]) else {
            return XCTFail("a closed descriptor read as input")
        }
        XCTAssertEqual(failure.code, EBADF)
        let folder = open(tree.root, O_RDONLY)
        defer { close(folder) }
        guard case .failure(let directory) = FileSystem.readAll(from: folder) else { return XCTFail("a folder read as input") }
        XCTAssertEqual(directory.code, EISDIR)
    }
}
