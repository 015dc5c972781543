import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The index and the rules hash ASCII names as bytes; every lookup must still answer as
/// `String` equality does (canonical equivalence), for any text.
final class NameLookupTests: XCTestCase {
    /// `NameHash.asciiEquivalents` lists every scalar that equals an ASCII character as a
    /// `String`: a text with any other non-ASCII scalar equals no ASCII text.
    func testASCIIEquivalentsAreEveryScalarEqualToAnASCIICharacter() {
        var ascii: [String: UInt8] = [:]
        for byte in UInt8(0)..<0x80 { ascii[String(Character(Unicode.Scalar(byte)))] = byte }
        var found: [Unicode.Scalar: UInt8] = [:]
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let byte = ascii[String(Character(scalar))] else { continue }
            found[scalar] = byte
        }
        XCTAssertEqual(found, NameHash.asciiEquivalents)
    }

    private let texts = [
        "", "K", "Kelvin", "\u{212A}", "\u{212A}elvin", "a;b", "a\u{037E}b", "`x", "\u{1FEF}x", "é", "e\u{301}",
        "Café", "Cafe\u{301}", "K\u{301}", "A.B", "A.K", "A.\u{212A}", "Outer.Inner", "Ünï", "U\u{308}ni\u{308}",
        "🙂", "A.", ".A", "A..B",
    ]

    /// A text that `equalsOnlyItsBytes` says so of equals, as a `String`, only texts of its bytes.
    func testATextThatEqualsOnlyItsBytesHasNoOtherSpelling() {
        XCTAssertEqual(texts.filter(NameHash.equalsOnlyItsBytes), ["", "A.B", "Outer.Inner", "A.", ".A", "A..B"])
        XCTAssertTrue(NameHash.equalsOnlyItsBytes("Row"))
        XCTAssertFalse(NameHash.equalsOnlyItsBytes("KRow"))
        for text in texts where NameHash.equalsOnlyItsBytes(text) {
            for other in texts where other == text { XCTAssertEqual(Array(other.utf8), Array(text.utf8), text) }
        }
    }

    func testNameSetAnswersAsSetOfStrings() {
        for members in [["K", "Kelvin", "a;b", "`x", "A.K"], ["é", "K", "Café"], texts] {
            let names = NameSet(members)
            let reference = Set(members)
            XCTAssertEqual(names.count, reference.count, "\(members)")
            for text in texts {
                XCTAssertEqual(names.contains(text), reference.contains(text), "\(text.unicodeScalars) in \(members)")
                if let number = names.number(of: text) { XCTAssertEqual(names.names[number], text) }
            }
        }
    }

    /// The index holds tables of every type and view name for the whole run: a slot is a
    /// folded hash and a number, eight bytes.
    func testANameTableSlotIsEightBytes() {
        XCTAssertEqual(MemoryLayout<NameTable.Slot>.stride, 8)
    }

    /// Hashes that differ only in bits the slot does not keep land in one slot and are told
    /// apart by the caller's comparison; a thousand names grow the table and stay found.
    func testNameTableFindsEveryNumberWhenFoldedHashesCollide() {
        var table = NameTable()
        // Bits 61 to 63 fall out of the 32 a slot keeps: each eight hashes fold to one.
        let hashes: [UInt64] = (0..<1_000).map { UInt64($0 / 8) | (UInt64($0 % 8) << 61) }
        for (number, hash) in hashes.enumerated() { table.insert(hash, value: Int32(number)) }
        for (number, hash) in hashes.enumerated() {
            XCTAssertEqual(table.find(hash) { $0 == Int32(number) }, Int32(number))
        }
        XCTAssertNil(table.find(hashes[5]) { _ in false })
    }

    func testResolutionMatchesTheCandidateWalk() {
        let knownSets = [
            ["A", "A.K", "A.B.K", "K", "Outer.Inner", "Outer.Inner.X", "X", "A..B", ".A"],
            ["A.\u{212A}", "Café", "A.Cafe\u{301}.X", "Ünï.K"],
            ["Card", "K", "Ünï", "Cafe\u{301}"],
        ]
        for known in knownSets {
            let names = QualifiedNames(known)
            let reference = Set(known)
            for name in texts + ["X", "Inner.X", "B.K"] {
                for context in texts + ["A.B", "Outer.Inner", "A.B.C", "Ünï"] {
                    let expected = QualifiedNames.resolveByCandidates(name, from: context, contains: reference.contains)
                    let found = names.resolve(name, from: context).map { names.names.names[$0] }
                    XCTAssertEqual(found, expected, "\(name) from \(context) in \(known)")
                }
            }
        }
    }

    /// A name's number says whether its text is ASCII, and a text that is not equals the one
    /// ASCII text `asciiText(equalTo:)` gives, as a `String`, or none.
    func testNamesKnowWhetherTheyAreASCIIAndWhichASCIITextTheyEqual() {
        XCTAssertTrue(SharedName.empty.isASCII)
        let otherwise = NameHash.bytesSpelledOtherwiseToo
        for byte in UInt8(0)..<128 {
            let bit = byte < 64 ? otherwise.low >> UInt64(byte) : otherwise.high >> UInt64(byte - 64)
            XCTAssertEqual(bit & 1 == 1, "K;`".utf8.contains(byte), "byte \(byte)")
            XCTAssertEqual(NameHash.isSpelledOtherwiseToo(byte), "K;`".utf8.contains(byte), "byte \(byte)")
        }
        for text in ["Kelvin", "a;b", "`x", "row"] {
            XCTAssertTrue(SharedName(text).isASCII, text)
            XCTAssertEqual(NameHash.asciiText(equalTo: text), text)
        }
        for text in ["\u{212A}elvin", "a\u{037E}b", "\u{1FEF}x", "é", "e\u{301}", "Ünï"] {
            XCTAssertFalse(SharedName(text).isASCII, text)
            let ascii = NameHash.asciiText(equalTo: text)
            XCTAssertEqual(ascii != nil, ["\u{212A}elvin", "a\u{037E}b", "\u{1FEF}x"].contains(text), text)
            if let ascii {
                XCTAssertEqual(ascii, text)
                XCTAssertTrue(ascii.utf8.allSatisfy { $0 < 0x80 }, text)
            }
        }
    }

    /// A use spelled with the Kelvin sign names a member spelled `K` (and the other way
    /// round), as `String` equality says.
    func testAUseEqualOnlyAsAStringNamesTheMember() throws {
        let source = """
        struct V: View {
            var body: some View { VStack { \u{212A}elvin } }
            var Kelvin: some View { VStack { Text("") } }
        }
        """
        let result = Linter(jobs: 1).lint([SourceInput(path: "V.swift", text: source)])
        // VStack's closure, the use, the member's own closure.
        XCTAssertEqual(try XCTUnwrap(result.views.first).score, 3)
    }

    /// Protocols refine `View` and `Equatable` through nested names and each other; a
    /// cycle refines nothing, and a class chain that loops is not Equatable.
    func testProtocolRefinementThroughNestedNamesAndCycles() {
        let source = """
        protocol Loop1: Loop2 {}
        protocol Loop2: Loop1 {}
        enum Outer {
            protocol Card: View {}
            protocol Fancy: Card {}
            protocol Keyed: Named {}
            protocol Named: Hashable {}
        }
        struct Deck: Outer.Fancy { let action: () -> Void; var body: some View { Text("") } }
        struct Looped: Loop1 { let action: () -> Void; var body: some View { Text("") } }
        struct Model: Outer.Keyed {}
        final class Store: Outer.Named {}
        class Base: Equatable { static func == (a: Base, b: Base) -> Bool { true } }
        class Derived: Base {}
        class Cyc1: Cyc2 {}
        class Cyc2: Cyc1 {}
        struct Screen: View {
            let model: Model
            let store: Store
            let derived: Derived
            let cyc: Cyc1
            let deck: Deck
            var body: some View { Text("") }
        }
        extension Outer {
            struct Inner: Fancy { let action: () -> Void; var body: some View { Text("") } }
        }
        """
        let result = Linter(jobs: 2).lint([SourceInput(path: "P.swift", text: source)])
        XCTAssertEqual(result.views.map(\.name), ["Deck", "Screen", "Outer.Inner"])
        // Contract v2: `cyc` (a class) is reported only with the opt-in `class` kind.
        XCTAssertEqual(result.findings.map { "\($0.view ?? ""):\($0.line)" }, ["Deck:9", "Screen:22", "Outer.Inner:26"])
        var configuration = Configuration()
        configuration.nonEquatableProperty.kinds = ["closure", "value", "class"]
        let withClasses = Linter(configuration: configuration, jobs: 2).lint([SourceInput(path: "P.swift", text: source)])
        XCTAssertEqual(withClasses.findings.map { "\($0.view ?? ""):\($0.line)" },
                       ["Deck:9", "Screen:21", "Screen:22", "Outer.Inner:26"])
    }

    /// Protocol and typealias chains thousands long, declared in either order, are
    /// resolved in one pass each (they took time in proportion to the square of their length).
    func testLongProtocolAndTypealiasChains() {
        let count = 8_000
        var source = "struct Screen: P0 { let onTap: () -> Void; var body: some View { Text(\"\") } }\n"
        source += "struct Keyed: E0 { let onTap: () -> Void }\n"
        source += "struct Holder: View { let keyed: Keyed; var body: some View { Text(\"\") } }\n"
        // Declared from the far end backwards: each round of the old fixed point found one more.
        for index in (0..<count).reversed() {
            source += "protocol P\(index): A\(index) {}\n"
            source += "typealias A\(index) = P\(index + 1)\n"
            source += "protocol E\(index): E\(index + 1) {}\n"
        }
        source += "protocol P\(count): View {}\nprotocol E\(count): Hashable {}\n"
        let index = ModuleIndex(files: [Parser.parse(path: "C.swift", text: source)])
        XCTAssertEqual(index.views.map(\.name), ["Screen", "Holder"])
        XCTAssertEqual(index.types.equatableProtocols.count, count + 1)
        XCTAssertTrue(index.types.isEquatable("Keyed"))
    }

    func testBatchesCoverEveryIndexInOrder() {
        for count in [0, 1, 7, 100, 1_001] {
            for jobs in 1...4 {
                let batches = ParallelMap.mapBatches(count: count, jobs: jobs) { $0 }
                XCTAssertEqual(batches.flatMap { $0 }, Array(0..<count), "count \(count), jobs \(jobs)")
            }
        }
    }

    /// A file's own types are found by its path as `String`s compare it (canonical
    /// equivalence), and from no other file.
    func testAFilesOwnTypesAreFoundByItsPath() {
        let precomposed = "Caf\u{E9}.swift", decomposed = "Cafe\u{301}.swift"
        let index = TypeIndex(files: [Parser.parse(path: precomposed, text: "private struct Item {}\n"),
                                      Parser.parse(path: "Other.swift", text: "fileprivate struct Other {}\n")])
        XCTAssertEqual(index.entry(named: "Item", file: precomposed)?.declaration.file, precomposed)
        XCTAssertEqual(index.entry(named: "Item", file: decomposed)?.declaration.file, precomposed)
        XCTAssertNil(index.entry(named: "Item", file: "Other.swift"))
        XCTAssertNil(index.entry(named: "Item"))
        XCTAssertEqual(index.entry(named: "Other", file: "Other.swift")?.declaration.file, "Other.swift")
        XCTAssertNil(index.entry(named: "Other", file: precomposed))
    }
}
