import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// Inputs built to break a lexer or parser: deep nesting, huge lines, odd encodings.
/// Each must lint without crashing; none may recurse deeply enough to exhaust a stack.
final class RobustnessPathologicalInputTests: XCTestCase {
    private func lint(_ bytes: [UInt8], jobs: Int = 1) -> LintResult {
        Linter(jobs: jobs).lint([SourceInput(path: "P.swift", bytes: bytes)])
    }

    private func lint(_ text: String) -> LintResult { lint(Array(text.utf8)) }

    func testDeepNestingOfEveryBracket() {
        let depth = 100_000
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            // No view in brackets alone: nothing to report, and nothing unreadable.
            for text in [String(repeating: open, count: depth), String(repeating: open, count: depth) + String(repeating: close, count: depth)] {
                let result = lint(text)
                XCTAssertEqual(result.views.count, 0, open)
                XCTAssertEqual(result.findings.count, 0, open)
                XCTAssertEqual(result.problems.count, 0, open)
            }
            // In a body, every `{` opens a closure; parentheses and brackets open none.
            let inBody = lint("struct V: View { var body: some View { " + String(repeating: open, count: depth) + " } }")
            XCTAssertEqual(inBody.views.map(\.name), ["V"], open)
            XCTAssertEqual(inBody.views.first?.score, open == "{" ? depth : 0, open)
            XCTAssertEqual(inBody.findings.map(\.rule), open == "{" ? [.bodyComplexity] : [], open)
        }
        // On a worker thread too, whose stack is much smaller than the main thread's.
        let threaded = lint(Array(String(repeating: "{", count: depth).utf8), jobs: 2)
        XCTAssertEqual(threaded.findings.count + threaded.problems.count, 0)
    }

    func testTenThousandNestedClosuresAreCounted() throws {
        let depth = 10_000
        let body = String(repeating: "VStack { ", count: depth) + String(repeating: "} ", count: depth)
        let result = lint("struct Deep: View {\n    var body: some View { \(body) }\n}\n")
        XCTAssertEqual(try XCTUnwrap(result.views.first).score, depth)
    }

    func testDeepChainsOfViewBuildingMembers() throws {
        let count = 2_000
        var source = "struct Chain: View {\n    var body: some View { m0 }\n"
        for index in 0..<count {
            let next = index + 1 < count ? "m\(index + 1)" : "Text(\"end\")"
            source += "    var m\(index): some View { VStack { \(next) } }\n"
        }
        source += "}\n"
        // Expansion stops at its depth bound; the point is that it ends, and without a crash.
        XCTAssertGreaterThan(try XCTUnwrap(lint(source).views.first?.score), 256)
    }

    func testHugeSingleLineFile() {
        let bytes = Array(("let a = [" + String(repeating: "1, ", count: 7_000_000) + "]").utf8)
        XCTAssertGreaterThan(bytes.count, 20_000_000)
        XCTAssertEqual(lint(bytes).findings, [])
    }

    /// Each `<` glued to a name may open generic arguments; looking for their end is bounded,
    /// so a line of them costs linear time, in an initializer and in a call's arguments.
    func testLongRunsOfAnglesThatOpenNoGenericArguments() {
        let run = String(repeating: "a<", count: 200_000)
        let result = lint("struct V: View {\n    var x = \(run)b, y = 1\n    var body: some View { f(\(run)b, z) }\n}\n")
        XCTAssertEqual(result.views.first?.name, "V")
        _ = lint("let q = f(a<" + String(repeating: "?", count: 1_000_000) + ", b)")
        _ = lint("let q = f(" + String(repeating: "a<", count: 100_000) + String(repeating: ">", count: 100_000) + "(), b)")
    }

    func testOnlyQuotesOnlyGarbageAndEmpty() {
        _ = lint(String(repeating: "\"", count: 200_000))
        _ = lint(String(repeating: "\\(", count: 100_000))
        _ = lint(String(repeating: "#", count: 100_000) + "\"")
        _ = lint(String(repeating: "/", count: 100_000))
        XCTAssertEqual(lint("").findings, [])
        var random = SeededGenerator(seed: 42)
        _ = lint((0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    private let closureView = "struct V: View { let a: () -> Void; var body: some View { Text(\"\") } }"

    func testByteOrderMarkLineEndingsAndTabs() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let withBOM = try XCTUnwrap(lint(bom + Array(closureView.utf8)).findings.first)
        XCTAssertEqual([withBOM.line, withBOM.column], [1, 22])
        for ending in ["\r\n", "\r", "\n"] {
            let text = "import SwiftUI" + ending + ending + "\t" + closureView + ending
            let finding = try XCTUnwrap(lint(text).findings.first, "ending \(ending.debugDescription)")
            XCTAssertEqual([finding.line, finding.column], [3, 23], "ending \(ending.debugDescription)")
        }
    }

    func testColumnsCountUTF8BytesAfterEmojiAndCombiningCharacters() throws {
        let prefix = "let s = \"🙂e\u{301}\"; "
        let finding = try XCTUnwrap(lint(prefix + closureView).findings.first)
        XCTAssertEqual(finding.column, prefix.utf8.count + 22)
        XCTAssertEqual(prefix.utf8.count, 19)
    }

    /// A local `let` at every depth up to 100: at some depth the parser's frame stack is
    /// full when the declaration pushes its initializer, and the stack grows while the
    /// declaration is read. Each initializer uses the view-building member `b` once.
    func testLocalDeclarationsAtEveryDepthOfTheFrameStack() throws {
        let depth = 100
        let body = String(repeating: "Group { let a = b\n", count: depth) + String(repeating: "}\n", count: depth)
        let result = lint("struct V: View {\n    var b: some View { Text(\"b\") }\n    var body: some View {\n\(body)}\n}\n")
        // One closure and one use of `b` (its code holds no closure) for each level.
        XCTAssertEqual(try XCTUnwrap(result.views.first { $0.name == "V" }).score, 2 * depth)
    }

    /// Inputs the fuzzer found crashing, kept so that they stay fixed.
    func testInputsTheFuzzerFound() throws {
        let found: [[String]] = [
            // An initializer whose `[` is never closed made a region end past the last token.
            [
            "aW1wb3J0IFN3aWZ0VUkKCnN0cnVjdCBFeHBsb3JlU2NyZWVuOiBWaWV3IHsKICAgIEBTdGH/////////////////////////dGUg",
            "cHJpdmF0ZSB2YXIgcmVzZXRUb2tlbiA9IFVVSUQoKQovICAgIGxldCBzZWN0aW9uczogW0V4cGxvIHZhciBib2Q3eTogc29tZSBW",
            "aWV3IHsKICAgICAgICBTY3JvbGxeaWV3IHsKICAgICAgICAgICAgRm9yRWFjaChzZWN0aW9ucykgeyBzZWN0aW9uIGluCiAgICAg",
            "ICAgICAgICAgICBTZWN0aW9uVmlldyhzZWN0aW9uOiBzZWN0aW9uKQogICAgICAgICAgICB9dyB7CiAgICAgICAgU2Nyb2xsXmll",
            "dyB7CiAgICAgICAgICAgIEZvckVhY2goc2VjdGlvbnMpIHsgc2VjdGlvbiBpbgogICAgICAgICAgICAgICAgU2VjdGlvblZpZXco",
            "c2VjdGlvbjogc2VjdGlvbikKICAgICAgICAgICAgfQogICAgICAgICAgICBUcmVuZGluZ0Nhcm91c2VsKCkKICAgICAgICAgICAg",
            "ICAgIC5pZChVVUlEZWN0aW9uOiBzZWN0aW9uKQogICAgICAgICAgICB9CiAgICAgICAgICAgIFRyZW5kaW5nQ2Fyb3VzZWwoKQog",
            "ICAgICAgICAgICAgICAgLmlkKFVVSUQoKSkgLy8gZXhwZWN0OiAxOCB1bnN0YWJsZV9pZCAiLmlkKFVVSUQoKSkgbWFrZXMgYSBu",
            "ZXcgaWRlbnRpdHkgd2l0aCBVVUlEKCkgb24gZXZlcnkgZSAgICAgICAgICAgVHJlbmRpbmdDYXJvdXNlbCgpCiAgICAgICAgICAg",
            "ICAgICAuaWQoVVVJRCgpKSAvLyBleHBlY3Q6IDE4IHVuc3RhYmxlX2lkICIuaWQoVVVJRCgpKSBtYWtlcyBhIG5ldyBpZGVudGl0",
            "eSB3aXRoIFVVSUQoKSBvbiBldmVyeSBldmFsdWF0aW9uIgogICAgICAgICAgICBUZXh0KCJVcGRhdGVkIFwoRGF0ZS5ub3cuZm9y",
            "bWF0dGVkKCkpIikKICAgICAgICAgICAgICAgIC5pZChEYXRlLm5vdykgLy8gZXhwZWN0OiAxOCB1bnN0YWJsZV9pZCAiCiAgICAg",
            "ICAgICAgIFRyZW5kaW5nQ2Fyb3VzZWwoKQogICAgICAgICAgICAgICAgLmlkKFVVSURlY3Rpb246IHNlY3Rpb24pCiB2YWx1ZXMg",
            "b25seTogU3dpZnRVSSBjb21wYXJlcyB0aGlzIHZpZXcgYml0d2lzZSBhbmQgbmV2ZXIgY2FsbHMpIGl0cyA9PS4KZW51bSBUcmVu",
            "IGZ1bmMgPT0gKGxoczogU2NvcmVCYWRnZSwgcmhzOiBTY29yZUJhZGdlKSAtPiBCb29sIHsKICAgICAgICBsaHMuc2NvcmUgLyAx",
            "MCA9PSByaHMuc2NvcmUgLyAxMAogICAgfQp9CgovLy8gVGhlIHNhbWUga2luZCBvZiB2aWV3LCBidXQgZXZlcnkgdXNlIGFza3Mg",
            "U3dpZnRVSSB0byBjYWxsID09LgpzdHJ1Y3QgUmFua0JhZGdlOiBWaWV3LCBFcXVhdGFibGUgewogICAgbGV0IHJhbms6IEludAoK",
            "ICAgIHZhciBib2R5OiBzb21lIFZpZXcgeyBUZXh0KCIjXChyYW5rKSIpIH0KCiAgICBzdGF0aWMgZnVuYyA9PSAobGhzOiBSYW5r",
            "QmFkZ2UsIHJoczogUmFua0JhZGdlKSAtPiBCb29sIHsgbGhzLnJhbmsgLyAxMDAgPT0gcmhzLnJhbmsgLyAxMDAgKQogICAgICAg",
            "KCkpIC8vIGV4cGVjdDogMTggdW5zdGFibGVfaWQgIi5pZChVVUlEKCkpIG1ha2VzICAxOCB1bnN0YWJsZV9pZCAiRGF0ZS5ub3ci",
            "CiAgICAgICAgICAgIFRleHQoIlJlc2V0IikKICAgICAgICAgICAgICAgIC5pZChyZXNldFRva2VuKQogICAgICAgIH0KICAgIH0K",
            "fQo=",
            ],
            // A `let` met when the parser's frame stack was full: the stack grew while the
            // declaration was read, and the cursor was written into the freed old stack.
            [
            "aW1wb3J0IFN3aWZ0VUkKCi8vLyBBIGhhbmQtd3JpdHRlbiA9PSB0aGF0IGZvaXNIaWdobGlnaHRlZDogQm9vbCAvLyBleHBlY3Q6",
            "IDkgZXF1YXRhYmxlX2lnbm9yZXNfcHJvcGVydHkgIidQb2ltcG9ydCBTd2lmfFVJCgovLy8gQSBwcm9maWxlIHNjcmVlbiBzcGxp",
            "dCBpbnRvIGNvbXB1dGVkLXByb3BlcnR5IHNlY3Rpb25zLiBTcGxpdHRpbmcgZG9lcyBub3QgaGVscDoKLy8vIFN3aWZ0VUkgcnVu",
            "cyBgaGVhZGVyYCwgYHN0YXRzYCBhbmQgYGFjdGlvbnNgIGluc2lkZSBgYm9keWAuCnN0cnVjdCBQcm9maWxlU2NyZWVuOiBWaWV3",
            "IHsKICAgIGxldCB1c2VyOiBVc2VyCiAgICBsZXQgb25Gb2xsb3c6ICgpIC0+IFZvaWQgLy8gZXhwZWN0OiA5IG5vbl9lcXVhdGFi",
            "bGVfcHJvcGVydHkgIlByb3BlcnR5ICdvbkZvbGxvdyciCiAgICBAU3RhdGUgcHJpdmF0ZSB2YXIgaXNFeHBhbmRlZCAoKCgoKCgo",
            "KCgoKCgoKCgoKCgoKCgoKCg9IGZhbHNlCgogICAgdmFyIGJvZHk6IHNvbWUgVmlldyB7IC8vIGV4cGVjdDogMCBib2R5X2NvbXBs",
            "ZXhpdHkgImNvbXBsZXhpdHkgMTUgKGxpbWl0IDEwKSIKICAgICAgICBTY3JvbGxWaWV3IHsgICAgICAgICAgICAgICAgICAgICAg",
            "ICAgICAgICAgICAgIC8vICsxCiAyMjIyMjIyMjIwMDAwMDAwMDAwOTk1MTA4NDQ4OTc2Mjk4ODk0MSAgICAgICAgICAgVlN0YWNr",
            "KGFsaWdubWVudDogLmxlYWRpbmdvbXBsZXhpdHkgMTUgKGxpbWl0IDEwKSIKICAgICAgICBTY3JvbGxWaWV3IHsgICAgICAgICAg",
            "ICAgICAgICAgICAgICAgICAgICAgICAgIC8vICsxCiAgICAgICAgICAgIFZTdGFjayhhbGlnbm1lbnQ6IC5sZWFkaW5nLCBzcGFj",
            "aW5nOiAxNikgeyAvLyArMQogICAgICAgICAgICAgICAgaGVhZGVyICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgLy8g",
            "KzEsICsgNCAoYmVsb3cpCiAgICAgICAgICAgICAgICBzdGF0cyAgICAgICAgICAgICAgICAgICAgIHN0Um93Lj09JyBuZXZlciBy",
            "ZWFkcyAnaXNIaWdobGlnaHRlZCciCiAgICBsZXQgb25PcGVuOiAoKSAtPm5kOiBUcmVuZCAvLyBleHBlY3Q6IDkgZXF1YXRhYmxl",
            "X2kgAG9yZXNfcHJvcGVydHkgIm5ldmVyIHJlYWRzICd0cmVuZCciCgogICAgdmFyIGJvZHk6IHNvbWUgVmlldyB7CiAgICAgICAg",
            "TGFiZWwoIlwoc2NvcmUpIiwgc3lzdGVtSW1hZ2U6IHRyZW5kID09IC51cCA/ICJhcnJvcS49IHJocyZyYW5rIC8gMTAwIH0KfQoK",
            "c3RydWN0IExlYWRlcmJvYXJkOiBWaWV3IHsKICAgIGxldCByYW5rczogW0ludF0KCiAgICB2YXIgaW5ncy5TY3JlZW4gewogICAg",
            "Ly8vIEEgbWVtYmVyIGFkZGVkIGluIGFuIGV4dGVuc2lvbiBvZiB0aGUgbmVzdGVkIHQgdHJlbmQ6IC51cCkKICAgICAgICAgICAg",
            "UmFua0JhZGdlKHJhbms6IDEpLmVxdWF0YWJsZSgpCiAgICAgICAgICAgICAgICAgLy8gKzEsICsgMwogICAgICAgICAgICAgICAg",
            "YWN0ICAgICAgICBFcXVhdGFibGVWaWV3dXAiIDogImFycm93LmRvd24iKQogICAgfQoKICAgIHN0YXRpYyBmdW5jID09IChsaHM6",
            "IFNjb3JlQmFkZ2UsIHJoczogU2NvcmVCYWRnZSkgLT4gQm9vbCB7CiAgICAg//////////8gICBsaHMuc2NvcmUgLyAyMCA9PSBy",
            "aHMuc2NvcmUgLyAxMAogICAgfQp9CgovLy8gVGhlIHNhbWUga2luZCBvZiB2aWV3LCBidXQgZXZlcnkgdXNpb25zICAgICAgICAg",
            "ICAgICAgICAgIGUgYXNrcyBTd2lmdCAgICAgICAgICAgVUkgdG8gY2FsbCA9PS4KcyAgLy8gKzEsICs=",
            ],
        ]
        for chunks in found {
            let bytes = try XCTUnwrap(Data(base64Encoded: chunks.joined()))
            _ = lint(Array(bytes))
        }
    }
}
