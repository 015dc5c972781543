import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// The YAML subset reader: every construct it reads, every error it gives (by its exact
/// text), and no crash on any input.
final class YAMLTests: XCTestCase {
    private func parse(_ text: String) throws -> YAMLNode { try YAMLReader.parse(text, file: "c.yml") }

    /// The error's printed form, or nil when the text parses.
    private func error(_ text: String) -> String? {
        do {
            _ = try YAMLReader.parse(text, file: "c.yml")
            return nil
        } catch {
            return error.description
        }
    }

    private func entry(_ key: String, _ line: Int, _ value: YAMLNode) -> YAMLEntry {
        YAMLEntry(key: key, line: line, value: value)
    }

    private func scalar(_ text: String, _ line: Int) -> YAMLNode { .scalar(text, line: line) }

    /// The value of the only key of a one-key document.
    private func value(_ text: String) throws -> YAMLNode? {
        guard case .mapping(let entries, _) = try parse(text), entries.count == 1 else { return nil }
        return entries[0].value
    }

    // MARK: Block collections

    func testNestedBlockMappingsCarryTheKeysLines() throws {
        let text = """
        rules:

          body_complexity:
            limit: 12
            enabled: false
        reporter: json
        """
        XCTAssertEqual(try parse(text), .mapping([
            entry("rules", 1, .mapping([
                entry("body_complexity", 3, .mapping([
                    entry("limit", 4, scalar("12", 4)),
                    entry("enabled", 5, scalar("false", 5)),
                ], line: 4)),
            ], line: 3)),
            entry("reporter", 6, scalar("json", 6)),
        ], line: 1))
    }

    func testBlockSequencesIndentedOrAtTheKeysIndentation() throws {
        let text = """
        a:
            - x
            - y
        b:
        - z
        c: 1
        """
        XCTAssertEqual(try parse(text), .mapping([
            entry("a", 1, .sequence([scalar("x", 2), scalar("y", 3)], line: 2)),
            entry("b", 4, .sequence([scalar("z", 5)], line: 5)),
            entry("c", 6, scalar("1", 6)),
        ], line: 1))
        XCTAssertEqual(try parse("- one\n- 'two'\n"), .sequence([scalar("one", 1), scalar("two", 2)], line: 1))
    }

    func testSequencesOfMappingsAndOfSequences() throws {
        let text = """
        items:
          - name: a
            tags:
            - t
            size: 1
          - name: b
          -
            name: c
          - - p
            - q
        """
        XCTAssertEqual(try parse(text), .mapping([
            entry("items", 1, .sequence([
                .mapping([
                    entry("name", 2, scalar("a", 2)),
                    entry("tags", 3, .sequence([scalar("t", 4)], line: 4)),
                    entry("size", 5, scalar("1", 5)),
                ], line: 2),
                .mapping([entry("name", 6, scalar("b", 6))], line: 6),
                .mapping([entry("name", 8, scalar("c", 8))], line: 8),
                .sequence([scalar("p", 9), scalar("q", 10)], line: 9),
            ], line: 2)),
        ], line: 1))
    }

    func testEmptyValues() throws {
        XCTAssertEqual(try parse("a:\nb: 1\n"), .mapping([
            entry("a", 1, .empty(line: 1)),
            entry("b", 2, scalar("1", 2)),
        ], line: 1))
        XCTAssertEqual(try parse("a:   # nothing here\n"), .mapping([entry("a", 1, .empty(line: 1))], line: 1))
        XCTAssertEqual(try parse("-\n- x\n"), .sequence([.empty(line: 1), scalar("x", 2)], line: 1))
        XCTAssertEqual(try value("m: { a: , b: 2, c: }"), .mapping([
            entry("a", 1, .empty(line: 1)), entry("b", 1, scalar("2", 1)), entry("c", 1, .empty(line: 1)),
        ], line: 1))
        XCTAssertEqual(try value("q: ''"), scalar("", 1))
    }

    // MARK: Flow collections

    func testFlowCollectionsNest() throws {
        XCTAssertEqual(try value(#"r: { a: 1, b: [x, "y, z", [deep, {k: v}]], c: {}, d: [] }"#), .mapping([
            entry("a", 1, scalar("1", 1)),
            entry("b", 1, .sequence([
                scalar("x", 1), scalar("y, z", 1),
                .sequence([scalar("deep", 1), .mapping([entry("k", 1, scalar("v", 1))], line: 1)], line: 1),
            ], line: 1)),
            entry("c", 1, .mapping([], line: 1)),
            entry("d", 1, .sequence([], line: 1)),
        ], line: 1))
    }

    func testFlowCollectionsAllowATrailingCommaAndTightSpacing() throws {
        XCTAssertEqual(try value("s: [a, b, ]"), .sequence([scalar("a", 1), scalar("b", 1)], line: 1))
        XCTAssertEqual(try value("s: [a,b]"), .sequence([scalar("a", 1), scalar("b", 1)], line: 1))
        XCTAssertEqual(try value("m: {a: 1,}"), .mapping([entry("a", 1, scalar("1", 1))], line: 1))
        XCTAssertEqual(try value("m: {'a b': \"c d\"}"), .mapping([entry("a b", 1, scalar("c d", 1))], line: 1))
        XCTAssertEqual(try value("s: [http://x.org/a:b]"), .sequence([scalar("http://x.org/a:b", 1)], line: 1))
    }

    func testFlowCollectionsAsSequenceItems() throws {
        XCTAssertEqual(try parse("- {a: 1}\n- [b]\n"), .sequence([
            .mapping([entry("a", 1, scalar("1", 1))], line: 1),
            .sequence([scalar("b", 2)], line: 2),
        ], line: 1))
    }

    // MARK: Scalars

    func testPlainScalarsKeepColonsHashesAndGlobs() throws {
        XCTAssertEqual(try value("u: http://example.com:8080/a#b"), scalar("http://example.com:8080/a#b", 1))
        XCTAssertEqual(try value("g: **/*.generated.swift"), scalar("**/*.generated.swift", 1))
        XCTAssertEqual(try value("s: a, b and c"), scalar("a, b and c", 1))
        XCTAssertEqual(try value("t: it's here"), scalar("it's here", 1))
        XCTAssertEqual(try value("n: -1"), scalar("-1", 1))
    }

    func testDoubleQuotedEscapes() throws {
        XCTAssertEqual(try value(#"d: "a\"b\\c\nd\te\/f""#), scalar("a\"b\\c\nd\te/f", 1))
        XCTAssertEqual(try value(#"d: "it's""#), scalar("it's", 1))
        XCTAssertEqual(try value(#"d: "  padded  ""#), scalar("  padded  ", 1))
    }

    func testSingleQuotesDoubleTheQuoteAndKeepBackslashes() throws {
        XCTAssertEqual(try value(#"s: 'it''s a \n'"#), scalar(#"it's a \n"#, 1))
        XCTAssertEqual(try value("s: ''''"), scalar("'", 1))
    }

    func testQuotedKeys() throws {
        XCTAssertEqual(try parse(#""a: b": 1"# + "\n'c''d': 2\n"), .mapping([
            entry("a: b", 1, scalar("1", 1)),
            entry("c'd", 2, scalar("2", 2)),
        ], line: 1))
        XCTAssertEqual(try parse(#""q\"x": 1"#), .mapping([entry("q\"x", 1, scalar("1", 1))], line: 1))
    }

    // MARK: Comments, blank lines, documents, line ends

    func testCommentsOutsideQuotesOnly() throws {
        let text = """
        # a full-line comment
          # an indented one

        a: 1 # trailing
        b: "x # y"   # after a quote
        c: 'p # q'
        d: x#y
        e: it's # an apostrophe is not a quote
        f: "say \\"hi\\"" # escaped quotes
        g: [x, "y # z"] # after a flow sequence
        """
        XCTAssertEqual(try parse(text), .mapping([
            entry("a", 4, scalar("1", 4)),
            entry("b", 5, scalar("x # y", 5)),
            entry("c", 6, scalar("p # q", 6)),
            entry("d", 7, scalar("x#y", 7)),
            entry("e", 8, scalar("it's", 8)),
            entry("f", 9, scalar("say \"hi\"", 9)),
            entry("g", 10, .sequence([scalar("x", 10), scalar("y # z", 10)], line: 10)),
        ], line: 4))
    }

    func testDocumentMarkers() throws {
        XCTAssertEqual(try parse("--- # start\na: 1\n...\n# after the end\n"), .mapping([entry("a", 2, scalar("1", 2))], line: 2))
        XCTAssertEqual(try parse("---\n"), .empty(line: 1))
    }

    func testEmptyAndCommentOnlyTextIsEmpty() throws {
        XCTAssertEqual(try parse(""), .empty(line: 1))
        XCTAssertEqual(try parse("\n\n   \n"), .empty(line: 1))
        XCTAssertEqual(try parse("# one\n  # two\n"), .empty(line: 1))
    }

    func testWindowsAndOldMacLineEndsAndAByteOrderMark() throws {
        let expected = YAMLNode.mapping([
            entry("a", 1, scalar("1", 1)),
            entry("b", 2, .sequence([scalar("x", 3)], line: 3)),
        ], line: 1)
        XCTAssertEqual(try parse("a: 1\r\nb:\r\n  - x\r\n"), expected)
        XCTAssertEqual(try parse("a: 1\rb:\r  - x\r"), expected)
        XCTAssertEqual(try parse("\u{FEFF}a: 1\nb:\n  - x\n"), expected)
    }

    func testTabsAreFineOutsideIndentation() throws {
        XCTAssertEqual(try parse("a:\t1\t# tab before the comment\n\t\nb: [x,\ty]\n"), .mapping([
            entry("a", 1, scalar("1", 1)),
            entry("b", 3, .sequence([scalar("x", 3), scalar("y", 3)], line: 3)),
        ], line: 1))
    }

    // MARK: Errors

    func testDuplicateKeysNameTheDottedKeyAndTheSecondLine() {
        XCTAssertEqual(error("a: 1\nb: 2\na: 3\n"), "c.yml:3: error: 'a': duplicate key")
        XCTAssertEqual(error("rules:\n  body_complexity:\n    limit: 1\n    limit: 2\n"),
                       "c.yml:4: error: 'rules.body_complexity.limit': duplicate key")
        XCTAssertEqual(error("rules:\n  r: { a: 1, a: 2 }\n"), "c.yml:2: error: 'rules.r.a': duplicate key")
        XCTAssertEqual(error("items:\n  - x\n  - a: 1\n    a: 2\n"), "c.yml:4: error: 'items[1].a': duplicate key")
        XCTAssertEqual(error(#"a: 1"# + "\n" + #""a": 2"#), "c.yml:2: error: 'a': duplicate key")
    }

    func testTabsInIndentation() {
        XCTAssertEqual(error("a:\n\tb: 1\n"), "c.yml:2: error: tabs are not allowed for indentation")
        XCTAssertEqual(error("a:\n  \tb: 1\n"), "c.yml:2: error: tabs are not allowed for indentation")
        XCTAssertEqual(error("\t- x\n"), "c.yml:1: error: tabs are not allowed for indentation")
    }

    func testIndentationErrors() {
        XCTAssertEqual(error("a: 1\n   b: 2\n"), "c.yml:2: error: unexpected indentation")
        XCTAssertEqual(error("a:\n    b: 1\n  c: 2\n"), "c.yml:3: error: unexpected indentation")
        XCTAssertEqual(error("  a: 1\nb: 2\n"), "c.yml:2: error: unexpected indentation")
        XCTAssertEqual(error("a:\n  - x\n    - y\n"), "c.yml:3: error: unexpected indentation")
        XCTAssertEqual(error("a:\n  - x\n  b: 1\n"), "c.yml:3: error: expected a '- ' item")
        XCTAssertEqual(error("- x\nb: 1\n"), "c.yml:2: error: expected a '- ' item")
        XCTAssertEqual(error("a: 1\nplain\n"), "c.yml:2: error: expected 'key: value'")
        XCTAssertEqual(error("a: 1\n- x\n"), "c.yml:2: error: expected 'key: value', not a '- ' item")
        XCTAssertEqual(error("a: 1\n- b: 2\n"), "c.yml:2: error: expected 'key: value', not a '- ' item")
    }

    func testMultiLineValuesAreRefused() {
        XCTAssertEqual(error("a:\n  first\n  second\n"),
                       "c.yml:3: error: a value must be on one line (multi-line values are not supported)")
        XCTAssertEqual(error("a: [x,\n  y]\n"), "c.yml:1: error: unclosed '['")
        XCTAssertEqual(error("a: |\n  text\n"),
                       "c.yml:1: error: block scalars ('|', '>') are not supported; write the value on one line, quoted if needed")
        XCTAssertEqual(error("a: >-\n  text\n"),
                       "c.yml:1: error: block scalars ('|', '>') are not supported; write the value on one line, quoted if needed")
    }

    func testAnchorsAndTagsAreRefusedButQuotedTheyAreText() throws {
        XCTAssertEqual(error("a: &x 1\n"), "c.yml:1: error: anchors ('&') and tags ('!') are not supported; quote the value if it is text")
        XCTAssertEqual(error("a: [!!str 1]\n"), "c.yml:1: error: anchors ('&') and tags ('!') are not supported; quote the value if it is text")
        XCTAssertEqual(try value("a: '&x'"), scalar("&x", 1))
    }

    func testFlowErrors() {
        XCTAssertEqual(error("a: [1, 2\n"), "c.yml:1: error: unclosed '['")
        XCTAssertEqual(error("a: {b: 1\n"), "c.yml:1: error: unclosed '{'")
        XCTAssertEqual(error("a: {b: 1, \n"), "c.yml:1: error: unclosed '{'")
        XCTAssertEqual(error("a: [\"x\" y]\n"), "c.yml:1: error: expected ',' or ']'")
        XCTAssertEqual(error("a: {b: \"x\" y}\n"), "c.yml:1: error: expected ',' or '}'")
        XCTAssertEqual(error("a: {b}\n"), "c.yml:1: error: expected ':' after 'b'")
        XCTAssertEqual(error("a: {: 1}\n"), "c.yml:1: error: a key is missing before ':'")
        XCTAssertEqual(error("a: [x, , y]\n"), "c.yml:1: error: a value is missing")
        XCTAssertEqual(error("a: [,]\n"), "c.yml:1: error: a value is missing")
        XCTAssertEqual(error("a: {x: 1} y\n"), "c.yml:1: error: unexpected text after a flow collection")
        XCTAssertEqual(error("a: [x]]\n"), "c.yml:1: error: unexpected text after a flow collection")
    }

    func testScalarErrors() {
        XCTAssertEqual(error("a: \"open\n"), "c.yml:1: error: unterminated quoted value")
        XCTAssertEqual(error("a: 'open\nb: 1\n"), "c.yml:1: error: unterminated quoted value")
        XCTAssertEqual(error("a: \"ends in a backslash\\\n"), "c.yml:1: error: unterminated quoted value")
        XCTAssertEqual(error("a: \"x\\q\"\n"), "c.yml:1: error: unknown escape '\\q'")
        XCTAssertEqual(error("a: \"x\" y\n"), "c.yml:1: error: unexpected text after a quoted value")
        XCTAssertEqual(error(": 1\n"), "c.yml:1: error: a key is missing before ':'")
        XCTAssertEqual(error("\"k\" extra: 1\n"), "c.yml:1: error: unexpected text after a quoted value")
    }

    func testOnlyOneDocument() {
        XCTAssertEqual(error("a: 1\n---\nb: 2\n"), "c.yml:2: error: only one document is supported")
        XCTAssertEqual(error("a: 1\n...\nb: 2\n"), "c.yml:3: error: only one document is supported")
        XCTAssertEqual(error("--- a\n"), "c.yml:1: error: a value on the '---' line is not supported")
    }

    func testNestingDepthIsBounded() {
        var text = ""
        for depth in 0..<40 { text += String(repeating: " ", count: depth) + "k\(depth):\n" }
        XCTAssertEqual(error(text), "c.yml:33: error: nesting is too deep")
        XCTAssertEqual(error("a: " + String(repeating: "[", count: 100)), "c.yml:1: error: nesting is too deep")
        XCTAssertEqual(error(String(repeating: "- ", count: 100) + "x"), "c.yml:1: error: nesting is too deep")
        XCTAssertNil(error("a: " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20)))
    }

    // MARK: Robustness

    /// Every error names this file and a line of the text; nothing crashes or hangs.
    private func assertReadsOrFailsCleanly(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try YAMLReader.parse(text, file: "c.yml")
        } catch {
            let lineCount = max(1, text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count)
            XCTAssertEqual(error.file, "c.yml", file: file, line: line)
            XCTAssertTrue((1...lineCount).contains(error.line), "line \(error.line) of \(lineCount) for \(text.debugDescription)", file: file, line: line)
        }
    }

    func testRandomInputsNeverCrash() {
        var random = SeededGenerator(seed: 2024)
        let alphabet = Array("ab:-[]{},\"' #\n\r\t\\&|!.?é")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<60, using: &random)
            assertReadsOrFailsCleanly(String((0..<length).map { _ in alphabet.randomElement(using: &random)! }))
        }
    }

    func testTruncatedAndMutatedConfigurationsNeverCrash() {
        let valid = """
        # viewlint
        ---
        included: [Sources, "Tests/Unit"]
        excluded:
          - .build
          - '**/*.generated.swift'  # generated
        rules:
          body_complexity: { limit: 12, error: 20 }
          non_equatable_property:
            property_wrappers:
            - Dependency
          items:
            - name: "a\\tb"
              size: 1
        """
        XCTAssertNotNil(try? parse(valid))
        let characters = Array(valid)
        for end in 0...characters.count {
            assertReadsOrFailsCleanly(String(characters[..<end]))
            assertReadsOrFailsCleanly(String(characters[end...]))
        }
        var random = SeededGenerator(seed: 99)
        let noise = Array(":-[]{},\"'# \n\t\\")
        for _ in 0..<2_000 {
            var mutated = characters
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated.remove(at: at)
                case 1: mutated.insert(noise.randomElement(using: &random)!, at: at)
                default: mutated[at] = noise.randomElement(using: &random)!
                }
            }
            assertReadsOrFailsCleanly(String(mutated))
        }
    }

    func testLargeInputsStayFast() throws {
        // Duplicate detection and line splitting must not be quadratic.
        let text = (0..<20_000).map { "key\($0): value\($0)" }.joined(separator: "\n")
        guard case .mapping(let entries, _) = try parse(text) else { return XCTFail("not a mapping") }
        XCTAssertEqual(entries.count, 20_000)
        XCTAssertEqual(entries.last, entry("key19999", 20_000, scalar("value19999", 20_000)))
        XCTAssertEqual(error(String(repeating: "[", count: 100_000)), "c.yml:1: error: nesting is too deep")
    }
}
