import Foundation
import XCTest
@testable import ViewLintSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 24 item 6: every signal that ends the process by default and can be caught
/// removes the temporary file of a write under way.
final class SignalCleanupTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// Runs `end` in a child forked while a temporary file is open; returns how the child
    /// ended and what was left in the folder.
    private func endChild(while target: String, _ end: @escaping () -> Void) throws -> (status: Int32, left: [String]) {
        #if os(Linux)
        var childStatus: Int32 = 0
        var leftOver: [String] = []
        XCTAssertThrowsError(try AtomicFile.write(to: target) { output in
            output.write("half a report")
            let child = fork()
            if child == 0 {
                end()
                _exit(0)
            }
            waitpid(child, &childStatus, 0)
            leftOver = (try? FileManager.default.contentsOfDirectory(atPath: tree.root)) ?? []
        })
        return (childStatus, leftOver)
        #else
        throw XCTSkip("fork is not available to Swift here")
        #endif
    }

    func testEveryCatchableFatalSignalRemovesTheTemporaryFile() throws {
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXFSZ, SIGXCPU] {
            let target = tree.root + "/out-\(signal).txt"
            let ended = try endChild(while: target) { raise(signal) }
            XCTAssertEqual(ended.status & 0x7f, signal, "signal \(signal) did not end the child")
            XCTAssertEqual(ended.left, [], "signal \(signal) left the temporary file behind")
            XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        }
    }

    /// `ulimit -f`: the kernel sends SIGXFSZ on the write past the limit.
    func testAFileSizeLimitRemovesTheTemporaryFile() throws {
        let scratch = tree.root + "/../viewlint-xfsz-\(UUID().uuidString)"
        defer { unlink(scratch) }
        let ended = try endChild(while: tree.root + "/out.txt") {
            var limit = rlimit(rlim_cur: 4, rlim_max: 4)
            #if os(Linux)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
            #else
            _ = setrlimit(RLIMIT_FSIZE, &limit)
            #endif
            let descriptor = open(scratch, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            var bytes = [UInt8](repeating: 0x61, count: 64)
            // The first write stops at the limit; the next one, past it, gets the signal.
            _ = write(descriptor, &bytes, bytes.count)
            _ = write(descriptor, &bytes, bytes.count)
        }
        XCTAssertEqual(ended.status & 0x7f, SIGXFSZ)
        XCTAssertEqual(ended.left, [String]())
    }
}
