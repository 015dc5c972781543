import XCTest
@testable import ViewLintSupport

/// Names looked up in the shared table without being stored: found when stored, nil when
/// not, and still not stored after the question.
final class ExistingNamesTests: XCTestCase {
    func testAStoredNameIsFoundAndANewOneIsNotStored() {
        let stored = SharedName("existingNamesStoredTitle")
        let never = "existingNamesNeverStored\(UInt64.random(in: 0 ... .max))"
        never.withUTF8Bytes { XCTAssertNil(SharedName.existing($0)) }
        "existingNamesStoredTitle".withUTF8Bytes { XCTAssertEqual(SharedName.existing($0), stored) }
        // Asking stored nothing: still not there.
        never.withUTF8Bytes { XCTAssertNil(SharedName.existing($0)) }
        XCTAssertNil(SharedName.existing(in: never, from: 0))
        "".withUTF8Bytes { XCTAssertEqual(SharedName.existing($0), .empty) }
    }

    func testAPartOfATextIsLookedUpByItsBytes() {
        let stored = SharedName("existingNamesAction")
        XCTAssertEqual(SharedName.existing(in: "existingNamesAction", from: 0), stored)
        XCTAssertEqual(SharedName.existing(in: "self.existingNamesAction", from: 5), stored)
        XCTAssertNil(SharedName.existing(in: "existingNamesNoSuchAction", from: 0))
        XCTAssertEqual(SharedName.existing(in: "existingNamesAction", from: 99), .empty)
        XCTAssertEqual(SharedName.existing(in: "existingNamesAction", from: -1), stored)
        // Bytes, not characters: a decomposed accent is another name.
        let accented = SharedName("existingNamesCaf\u{E9}")
        XCTAssertEqual(SharedName.existing(in: "existingNamesCaf\u{E9}", from: 0), accented)
        XCTAssertNil(SharedName.existing(in: "existingNamesCafe\u{301}", from: 0))
    }
}
