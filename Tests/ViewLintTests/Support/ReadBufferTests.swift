import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A worker reads file after file into one buffer: every size must come back whole,
/// whether the walk vouched for a regular file or not, and whatever was read before.
final class ReadBufferTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    private func bytes(count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }

    func testEverySizeIsReadWholeIntoOneReusedBuffer() throws {
        let buffer = ReadBuffer(capacity: 1024)
        // Around the first capacity and its doublings, then down again: the buffer only grows.
        let sizes = [0, 1, 1023, 1024, 1025, 2048, 4096, 200_000, 7, 1024]
        for (number, size) in sizes.enumerated() {
            let path = tree.root + "/f\(number).swift"
            let expected = bytes(count: size, seed: number)
            try Data(expected).write(to: URL(fileURLWithPath: path))
            for isRegular in [true, false] {
                XCTAssertNil(buffer.read(path, isRegular: isRegular))
                XCTAssertEqual(Array(buffer.bytes), expected, "size \(size), regular: \(isRegular)")
            }
        }
    }

    func testFailuresNameTheirCause() throws {
        let buffer = ReadBuffer()
        try tree.folder("Sub")
        XCTAssertEqual(buffer.read(tree.root + "/Sub", isRegular: false)?.description, "Is a directory")
        XCTAssertEqual(buffer.read(tree.root + "/Sub", isRegular: true)?.description, "Is a directory")
        XCTAssertEqual(buffer.read(tree.root + "/missing.swift", isRegular: true)?.description, "No such file or directory")
        XCTAssertTrue(buffer.bytes.isEmpty)
    }

    /// A FIFO is refused before a byte is read, without waiting for a writer: a path
    /// argument, a configuration or a baseline must be a regular file.
    func testAPipeIsRefusedWithoutBlocking() throws {
        let path = tree.root + "/pipe.swift"
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let buffer = ReadBuffer(capacity: 4096)
        XCTAssertEqual(buffer.read(path, isRegular: false), .notRegular)
        XCTAssertEqual(buffer.bytes.count, 0)
    }

    /// A walked file over the limit is refused by its size, asked once it fills the buffer,
    /// before the rest is read: skipping a 500 MB generated file reads no more than the
    /// buffer held, and the buffer, reused for every later file, does not grow for it.
    /// Before, the buffer doubled on to twice the limit (128 MiB) and kept that size.
    func testAFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let path = tree.root + "/Huge.swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, 500 << 20), 0)
        let buffer = ReadBuffer(capacity: 1 << 16)
        for isRegular in [true, false] {
            XCTAssertEqual(buffer.read(path, isRegular: isRegular), .tooLarge(ReadLimits.sourceFile, isSkip: true))
            XCTAssertEqual(buffer.capacity, 1 << 16, "regular: \(isRegular)")
            XCTAssertEqual(buffer.bytes.count, 0)
        }
    }

    /// Around the limit, whatever the buffer's room: a file of the limit is read whole, one
    /// byte more is refused, and the buffer never grows past the limit and one byte.
    func testTheLimitIsExact() throws {
        let limit = 10_000
        for (number, size) in [limit - 1, limit, limit + 1, 3 * limit].enumerated() {
            let path = tree.root + "/f\(number).swift"
            let expected = bytes(count: size, seed: number)
            try Data(expected).write(to: URL(fileURLWithPath: path))
            for (isRegular, capacity) in [(true, 64), (true, 1024), (false, 64), (true, 20_000)] {
                let buffer = ReadBuffer(capacity: capacity)
                let failure = buffer.read(path, isRegular: isRegular, limit: limit)
                if size <= limit {
                    XCTAssertNil(failure, "size \(size), regular: \(isRegular), capacity \(capacity)")
                    XCTAssertEqual(Array(buffer.bytes), expected)
                } else {
                    XCTAssertEqual(failure, .tooLarge(limit, isSkip: true), "size \(size), regular: \(isRegular), capacity \(capacity)")
                }
                XCTAssertLessThanOrEqual(buffer.capacity, max(capacity, limit + 1))
            }
        }
    }
}
