import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The pieces that stand in for Foundation: JSON reading, byte-wise replacing, atomic writes.
final class SystemPiecesTests: XCTestCase {
    func testJSONReaderReadsValuesAndEscapes() {
        XCTAssertEqual(JSONReader.read(Array(#" {"a": [1, -2.5e1, true, false, null], "b": "x\"\\\/\n\t\u00e9\ud83d\ude00"} "#.utf8)),
                       .object(["a": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
                                "b": .string("x\"\\/\n\té😀")]))
        XCTAssertEqual(JSONReader.read(Array(#""ü""#.utf8)), .string("ü"))
        XCTAssertEqual(JSONReader.read(Array("{}".utf8))?["x"], nil)
        XCTAssertEqual(JSONReader.read(Array("1.0".utf8))?.integer, 1)
        XCTAssertNil(JSONReader.read(Array("1.5".utf8))?.integer)
    }

    func testJSONReaderRejectsWhatIsNotOneValue() {
        for text in ["", "[", "[1,]", "{\"a\" 1}", "{\"a\":1} x", "tru", "\"a\nb\"", "\"\\q\"", "[1 2]", "{1:2}"] {
            XCTAssertNil(JSONReader.read(Array(text.utf8)), text)
        }
        // Deep nesting is refused, not followed down the stack.
        XCTAssertNil(JSONReader.read(Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)))
        XCTAssertNotNil(JSONReader.read(Array((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8)))
    }

    func testReplacingBytesMatchesBytesNotCharacters() {
        XCTAssertEqual("a|b|".replacingBytes(of: "|", with: "\\|"), "a\\|b\\|")
        XCTAssertEqual("x|\u{301}y".replacingBytes(of: "|", with: "!"), "x!\u{301}y")
        XCTAssertEqual("a\r\nb".replacingBytes(of: "\r\n", with: " "), "a b")
        XCTAssertEqual("abc".replacingBytes(of: "", with: "x"), "abc")
        XCTAssertEqual("ab".replacingBytes(of: "abc", with: "x"), "ab")
    }

    func testAtomicWriteCreatesAndReplaceKeepsPermissions() throws {
        let folder = NSTemporaryDirectory() + "viewlint-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.txt"
        try AtomicFile.write(Array("one".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one")
        XCTAssertEqual(chmod(path, 0o640), 0)
        try AtomicFile.replace(path, with: Array("two".utf8))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "two")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["out.txt"])
        XCTAssertThrowsError(try AtomicFile.replace(folder + "/missing.txt", with: [])) { error in
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
        XCTAssertThrowsError(try AtomicFile.write([], to: folder + "/no/such/folder.txt"))
    }

    /// Any count of workers is clamped: the batches still cover every item once, in order,
    /// with no overflow in the arithmetic (2^62 workers crashed it, 2^63 − 1 hung).
    func testBatchesForAnyNumberOfJobsCoverEveryItemOnce() {
        for jobs in [2, 3, 256, 257, 1 << 62, Int.max] {
            for count in [1, 7, 2_048, 2_049, 10_000] {
                let batches = ParallelMap.mapBatches(count: count, jobs: jobs) { $0 }
                XCTAssertEqual(batches.flatMap { Array($0) }, Array(0..<count), "jobs \(jobs), count \(count)")
                XCTAssertLessThanOrEqual(batches.count, ParallelMap.maximumJobs * ParallelMap.batchesPerJob)
            }
        }
    }

    func testPathLastComponent() {
        XCTAssertEqual(FilePath.lastComponent("sub/a.swift"), "a.swift")
        XCTAssertEqual(FilePath.lastComponent("a.swift"), "a.swift")
        XCTAssertEqual(FilePath.lastComponent("/a"), "a")
    }
}
