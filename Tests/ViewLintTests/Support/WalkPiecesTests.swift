import XCTest
@testable import ViewLintSupport

/// The walk's byte-level helpers: they must answer as the `String` operations they replace.
final class WalkPiecesTests: XCTestCase {
    func testFileIdentitySetTellsEachFileOnce() {
        var set = FileIdentitySet(capacity: 2)
        var reference = Set<FileSystem.FileIdentity>()
        // More than the capacity asked for (the table grows), colliding inodes on two devices.
        for step in 0..<500 {
            let identity = FileSystem.FileIdentity(device: UInt64(step % 3), inode: UInt64((step * 7) % 211))
            XCTAssertEqual(set.insert(identity), reference.insert(identity).inserted, "\(identity)")
        }
    }

    func testSwiftExtensionAndAbsolutePathsAsStringsTellThem() {
        for name in ["a.swift", ".swift", "swift", "a.swif", "a.Swift", "é.swift", "a.swift.txt", "\u{0600}.swift", "x\u{301}.swift", ""] {
            XCTAssertEqual(FilePath.hasSwiftExtension(name), name.hasSuffix(".swift"), name)
        }
        for path in ["/", "/a", "a", "", "./a", "/\u{301}a", "/é"] {
            XCTAssertEqual(FilePath.isAbsolute(path), path.hasPrefix("/"), path)
        }
    }

    func testPrintableStripsOnlyALeadingDotSlash() {
        XCTAssertEqual(FilePath.printable("Sources"), "Sources")
        XCTAssertEqual(FilePath.printable("."), "")
        XCTAssertEqual(FilePath.printable("./a"), "a")
        XCTAssertEqual(FilePath.printable(".hidden/a"), ".hidden/a")
        XCTAssertEqual(FilePath.printable(".//a"), "a")
    }
}
