import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax

/// A hostile repository could fill a hash table's one slot with names chosen ahead (a fixed
/// hash is public) and make every lookup walk past all of them: quadratic time. Both tables
/// of names mix a per-process seed into the slot, so names that share a slot under one seed
/// spread out under another.
final class SeededNameHashTests: XCTestCase {
    private let mask = 1023

    /// The first `count` names `n0`, `n1`, … whose slot under `slot` is 0.
    private func namesInSlotZero(count: Int, slot: (String) -> Int) -> [String] {
        var names: [String] = []
        var number = 0
        while names.count < count {
            let name = "n\(number)"
            if slot(name) == 0 { names.append(name) }
            number += 1
        }
        return names
    }

    func testIndexTableNamesSharingASlotSpreadUnderAnotherSeed() throws {
        func slot(_ name: String, seed: UInt64) -> Int {
            let table = NameTable(capacity: 0, seed: seed)
            return Int(table.folded(NameHash.ofASCII(name)!)) & mask
        }
        let crowded = namesInSlotZero(count: 64) { slot($0, seed: 0x243F_6A88_85A3_08D3) }
        let slots = Set(crowded.map { slot($0, seed: 0x1319_8A2E_0370_7344) })
        XCTAssertGreaterThan(slots.count, 40, "names chosen for one slot under one seed still crowd under another")
    }

    func testInternerNamesSharingASlotSpreadUnderAnotherSeed() {
        func slot(_ name: String, seed: UInt64) -> Int {
            let bytes = Array(name.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                let head = NameInterner.head(at: buffer.baseAddress!, count: buffer.count, wordIsReadable: false)
                return Int(NameInterner.hash(at: buffer.baseAddress!, count: buffer.count, head: head, seed: seed | 1)) & mask
            }
        }
        let crowded = namesInSlotZero(count: 64) { slot($0, seed: 0x243F_6A88_85A3_08D3) }
        let slots = Set(crowded.map { slot($0, seed: 0x1319_8A2E_0370_7344) })
        XCTAssertGreaterThan(slots.count, 40, "names chosen for one slot under one seed still crowd under another")
    }

    /// Numbers follow the order names are met, whatever the seed: no output depends on it.
    func testInternerNumbersDoNotDependOnTheSeed() {
        let text = Array("struct Feed: View { var body: some View { Text(title) } let title: String }".utf8)
        func numbers(seed: UInt64) -> [Int] {
            text.withUnsafeBufferPointer { buffer in
                var interner = NameInterner(seed: seed)
                interner.read(buffer)
                defer { interner.endOfFile() }
                return Lexer.lex(buffer).tokens.filter { $0.kind == .identifier }.map { interner.index(of: $0) }
            }
        }
        XCTAssertEqual(numbers(seed: 0x243F_6A88_85A3_08D3), numbers(seed: 0xDEAD_BEEF))
        XCTAssertGreaterThanOrEqual(numbers(seed: 0x243F_6A88_85A3_08D3).count, 8)
    }
}
