import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every `lint` reporter on one fixed result whose paths and messages hold what the formats
/// must escape (quotes, `<`, `&`, `'`, CR LF, `%`, `:`, `,`, spaces, non-ASCII, a control
/// character), given out of order. Expectations are written by hand; XML outputs are also
/// parsed back with `XMLParser`, JSON ones with `JSONSerialization`.
final class CIReporterTests: XCTestCase {
    static let oddPath = "Sources/My App/Ünï \"Q\" <&> 'x' 100%,a:b.swift"
    static let oddMessage = "Property 'onTap' of \"Row\" is <T> & more\r\nnext: 50%, done|ok"

    /// In output order: 3, 2, 4, 1 (file bytes `./` < `B` < `S`; same place: rule id order).
    static let finding1 = Finding(file: oddPath, line: 7, column: 13, severity: .warning, rule: .nonEquatableProperty,
                                  view: "Row", message: oddMessage)
    static let finding2 = Finding(file: "./A.swift", line: 2, column: 9, severity: .error, rule: .bodyComplexity,
                                  view: "A", message: "View 'A' has body complexity 12 (limit 10)")
    static let finding3 = Finding(file: "./A.swift", line: 2, column: 9, severity: .warning, rule: .anyViewInBody,
                                  view: "A", message: "AnyView hides the structure")
    static let finding4 = Finding(file: "B.swift", line: 10, column: 1, severity: .warning, rule: .unstableId,
                                  view: nil, message: "bell\u{07}tab\there")

    static let result = LintResult(
        views: [
            ViewScore(file: oddPath, name: "Row", line: 5, column: 8, score: 3),
            ViewScore(file: "B.swift", name: "Zed", line: 4, column: 8, score: 12),
            ViewScore(file: "./A.swift", name: "A", line: 1, column: 8, score: 12),
        ],
        findings: [finding1, finding4, finding2, finding3])

    private var findings: [Finding] { Self.result.findings }

    // MARK: xcode and json

    func testXcodeKeepsOneLinePerFinding() {
        XCTAssertEqual(XcodeReporter.report(findings), """
        ./A.swift:2:9: warning: AnyView hides the structure (anyview_in_body)
        ./A.swift:2:9: error: View 'A' has body complexity 12 (limit 10) (body_complexity)
        B.swift:10:1: warning: bell\\u{7}tab\\there (unstable_id)
        Sources/My App/Ünï "Q" <&> 'x' 100%,a\\u{3A}b.swift:7:13: warning: Property 'onTap' of "Row" is <T> & more\\r\\nnext: 50%, done|ok (non_equatable_property)

        """)
    }

    func testJSONIsExactAndParses() throws {
        let output = JSONReporter.report(Self.result)
        XCTAssertEqual(output, #"{"views":[{"file":"./A.swift","name":"A","line":1,"column":8,"score":12},"#
            + #"{"file":"B.swift","name":"Zed","line":4,"column":8,"score":12},"#
            + #"{"file":"Sources/My App/Ünï \"Q\" <&> 'x' 100%,a:b.swift","name":"Row","line":5,"column":8,"score":3}],"#
            + #""findings":[{"file":"./A.swift","line":2,"column":9,"severity":"warning","rule":"anyview_in_body","view":"A","message":"AnyView hides the structure"},"#
            + #"{"file":"./A.swift","line":2,"column":9,"severity":"error","rule":"body_complexity","view":"A","message":"View 'A' has body complexity 12 (limit 10)"},"#
            + #"{"file":"B.swift","line":10,"column":1,"severity":"warning","rule":"unstable_id","view":null,"message":"bell\u0007tab\there"},"#
            + #"{"file":"Sources/My App/Ünï \"Q\" <&> 'x' 100%,a:b.swift","line":7,"column":13,"severity":"warning","rule":"non_equatable_property","view":"Row","message":"Property 'onTap' of \"Row\" is <T> & more\u000d\nnext: 50%, done|ok"}]}"#)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let parsed = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(parsed.map { $0["message"] as? String }, [Self.finding3, Self.finding2, Self.finding4, Self.finding1].map(\.message))
        XCTAssertEqual(parsed.last?["file"] as? String, Self.oddPath)
        XCTAssertTrue(parsed[2]["view"] is NSNull)
    }

    // MARK: sarif

    /// A rule's index in SARIF's rule table: its place in the registry.
    private func ruleIndex(_ id: String) -> Int {
        RuleRegistry.ids.firstIndex(of: RuleID(rawValue: id)) ?? -1
    }

    func testSARIFResultsAreExact() throws {
        let output = SARIFReporter.report(findings)
        let head = #"{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"#
            + #""name":"viewlint","version":"0.1.0","semanticVersion":"0.1.0","rules":[{"id":"body_complexity","name":"BodyComplexity","#
            + #""shortDescription":{"text":"Body Complexity"},"fullDescription":{"text":"#
        XCTAssertTrue(output.hasPrefix(head), output)
        let tail = #"]}},"columnKind":"utf16CodeUnits","results":["#
            + #"{"ruleId":"anyview_in_body","ruleIndex":\#(ruleIndex("anyview_in_body")),"level":"warning","message":{"text":"AnyView hides the structure"},"#
            + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"A.swift"},"region":{"startLine":2,"startColumn":9}}}],"#
            + #""partialFingerprints":{"viewlint/v1":"01aa7101f5b245fe:0"}},"#
            + #"{"ruleId":"body_complexity","ruleIndex":\#(ruleIndex("body_complexity")),"level":"error","message":{"text":"View 'A' has body complexity 12 (limit 10)"},"#
            + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"A.swift"},"region":{"startLine":2,"startColumn":9}}}],"#
            + #""partialFingerprints":{"viewlint/v1":"e804be06e1ca4be5:0"}},"#
            + #"{"ruleId":"unstable_id","ruleIndex":\#(ruleIndex("unstable_id")),"level":"warning","message":{"text":"bell\u0007tab\there"},"#
            + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"B.swift"},"region":{"startLine":10,"startColumn":1}}}],"#
            + #""partialFingerprints":{"viewlint/v1":"6b13cb6ca2cb4252:0"}},"#
            + #"{"ruleId":"non_equatable_property","ruleIndex":\#(ruleIndex("non_equatable_property")),"level":"warning","#
            + #""message":{"text":"Property 'onTap' of \"Row\" is <T> & more\u000d\nnext: 50%, done|ok"},"#
            + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"#
            + #""Sources/My%20App/%C3%9Cn%C3%AF%20%22Q%22%20%3C%26%3E%20%27x%27%20100%25%2Ca%3Ab.swift"},"#
            + #""region":{"startLine":7,"startColumn":13}}}],"partialFingerprints":{"viewlint/v1":"6c0d7214100f991b:0"}}]}]}"#
        XCTAssertTrue(output.hasSuffix(tail), output)
        XCTAssertTrue(output.contains(#""helpUri":"https://github.com/viewlint/viewlint/blob/main/README.md#body_complexity""#), output)
        XCTAssertEqual(SARIFReporter.helpUri(of: .unusedSuppression), "https://github.com/viewlint/viewlint/blob/main/README.md#suppressing-findings")
        // Every rule's anchor is a section of the README, titled by the id alone (GitHub's
        // anchor of "`body_complexity`" is "#body_complexity").
        let readme = try String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/README.md", encoding: .utf8)
        for rule in RuleRegistry.ids {
            XCTAssertTrue(readme.contains("\n### `\(rule.rawValue)`\n"), "no README section for \(rule.rawValue)")
        }
        XCTAssertTrue(readme.contains("\n## Suppressing findings\n"))
    }

    /// A finding keeps its fingerprint when code above it moves (line and column change);
    /// two findings alike but for their place get two.
    func testFingerprintsFollowAFindingThatMoves() {
        let moved = findings.map { finding -> Finding in
            var copy = finding
            copy.line += 40
            copy.column += 4
            return copy
        }
        let ordered = findings.sorted(by: Finding.ordered), movedOrdered = moved.sorted(by: Finding.ordered)
        XCTAssertEqual(FindingFingerprint.of(ordered), FindingFingerprint.of(movedOrdered))
        let twin = Finding(file: "A.swift", line: 9, column: 9, severity: .error, rule: .bodyComplexity, view: "A",
                           message: "View 'A' has body complexity 12 (limit 10)")
        XCTAssertEqual(FindingFingerprint.of([Self.finding2, twin]), ["e804be06e1ca4be5:0", "e804be06e1ca4be5:1"])
    }

    // MARK: gitlab

    /// GitLab's documented Code Quality fields, each with the type GitLab expects.
    func testGitLabCodeQualityFields() throws {
        let output = GitLabReporter.report(findings)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 4)
        let first = entries[0]
        XCTAssertEqual(Set(first.keys), ["description", "check_name", "fingerprint", "severity", "location"])
        XCTAssertEqual(first["description"] as? String, "AnyView hides the structure")
        XCTAssertEqual(first["check_name"] as? String, "anyview_in_body")
        XCTAssertEqual(first["fingerprint"] as? String, "01aa7101f5b245fe:0")
        XCTAssertEqual(first["severity"] as? String, "minor")
        let location = try XCTUnwrap(first["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "A.swift")
        XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 2)
        XCTAssertEqual(entries[1]["severity"] as? String, "major")
        XCTAssertEqual((entries[3]["location"] as? [String: Any])?["path"] as? String, Self.oddPath)
        XCTAssertEqual(entries[3]["description"] as? String, Self.oddMessage)
        XCTAssertEqual(Set(entries.compactMap { $0["fingerprint"] as? String }).count, 4)
        XCTAssertEqual(GitLabReporter.report([]), "[]\n")
    }

    func testSARIFHasEveryRequiredKeyAndTheRulesMetadata() throws {
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(SARIFReporter.report(findings).utf8)) as? [String: Any])
        XCTAssertEqual(root["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "viewlint")
        XCTAssertEqual(driver["version"] as? String, ViewLintVersion.current)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.descriptions.count)
        for (rule, description) in zip(rules, RuleRegistry.descriptions) {
            XCTAssertEqual(rule["id"] as? String, description.id.rawValue)
            let name = try XCTUnwrap(rule["name"] as? String)
            XCTAssertEqual(name.lowercased(), description.name.lowercased().filter(\.isLetter))
            XCTAssertTrue(name.allSatisfy { $0.isLetter } && name.first?.isUppercase == true, name)
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, description.name)
            XCTAssertEqual((rule["fullDescription"] as? [String: Any])?["text"] as? String, description.summary)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, description.defaultSeverity.rawValue)
        }
        XCTAssertEqual(rules.compactMap { $0["name"] as? String }.filter { ["IDInLazyContainer", "NonEquatableProperty", "AnyViewInBody", "ConditionalRowInList"].contains($0) }.count, 4)
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4)
        for result in results {
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[ruleIndex]["id"] as? String, result["ruleId"] as? String, "ruleIndex points at the rule")
            XCTAssertTrue(["warning", "error"].contains(result["level"] as? String ?? ""))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertNotNil(URL(string: uri), "a valid URI reference: \(uri)")
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
        }
        XCTAssertEqual((results.last?["message"] as? [String: Any])?["text"] as? String, Self.oddMessage)
    }

    func testSARIFEmptyRunStillHasTheRules() throws {
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(SARIFReporter.report([]).utf8)) as? [String: Any])
        let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        XCTAssertTrue(SARIFReporter.report([]).hasSuffix(#""columnKind":"utf16CodeUnits","results":[]}]}"#))
    }

    func testSARIFDescribesUnusedSuppressionOnlyWhenReported() throws {
        let unused = Finding(file: "a.swift", line: 1, column: 1, severity: .warning, rule: .unusedSuppression, view: nil,
                             message: "'viewlint:disable unstable_id' suppresses nothing")
        let output = SARIFReporter.report([unused])
        let count = RuleRegistry.descriptions.count
        XCTAssertTrue(output.contains(#"{"id":"unused_suppression","name":"UnusedSuppression","shortDescription":{"text":"Unused Suppression"},"#))
        XCTAssertTrue(output.contains(#"{"ruleId":"unused_suppression","ruleIndex":\#(count),"level":"warning","#), output)
        XCTAssertFalse(SARIFReporter.report(findings).contains("unused_suppression"))
    }

    func testSARIFURIs() {
        XCTAssertEqual(SARIFReporter.uri("./././Sources/a b.swift"), "Sources/a%20b.swift")
        XCTAssertEqual(SARIFReporter.uri("/home/me/My App/V.swift"), "file:///home/me/My%20App/V.swift")
        XCTAssertEqual(SARIFReporter.uri("../Other/#1?.swift"), "../Other/%231%3F.swift")
        XCTAssertEqual(SARIFReporter.uri("a~b_c-d.swift"), "a~b_c-d.swift")
        XCTAssertEqual(SARIFReporter.uri("😀.swift"), "%F0%9F%98%80.swift")
    }

    func testUTF16ColumnsFollowTheLexersLines() {
        // BOM, then lines ended by CRLF, CR and LF; line 4 is `é😀x`: x is byte 7, UTF-16 unit 4.
        let bytes = Array("\u{FEFF}ab\r\nc\rd\né😀x\n".utf8)
        XCTAssertEqual(UTF16Column.of(line: 1, column: 2, in: bytes), 2)
        XCTAssertEqual(UTF16Column.of(line: 2, column: 1, in: bytes), 1)
        XCTAssertEqual(UTF16Column.of(line: 3, column: 1, in: bytes), 1)
        XCTAssertEqual(UTF16Column.of(line: 4, column: 7, in: bytes), 4)
        XCTAssertEqual(UTF16Column.of(line: 4, column: 3, in: bytes), 2)
        XCTAssertNil(UTF16Column.of(line: 6, column: 1, in: bytes))
        XCTAssertNil(UTF16Column.of(line: 4, column: 40, in: bytes))
        XCTAssertNil(UTF16Column.of(line: 0, column: 1, in: bytes))
    }

    // MARK: github-actions

    func testGitHubActionsIsExact() {
        XCTAssertEqual(GitHubActionsReporter.report(findings), """
        ::warning file=./A.swift,line=2,col=9,title=anyview_in_body::AnyView hides the structure
        ::error file=./A.swift,line=2,col=9,title=body_complexity::View 'A' has body complexity 12 (limit 10)
        ::warning file=B.swift,line=10,col=1,title=unstable_id::bell\\u{7}tab\\there
        ::warning file=Sources/My App/Ünï "Q" <&> 'x' 100%25%2Ca%3Ab.swift,line=7,col=13,title=non_equatable_property::Property 'onTap' of "Row" is <T> & more%0D%0Anext: 50%25, done|ok

        """)
        XCTAssertEqual(GitHubActionsReporter.report([]), "")
    }

    func testGitHubActionsEscapingOrder() {
        // `%` first, so that the `%` of an escape is never escaped again.
        XCTAssertEqual(GitHubActionsReporter.data("%0A\n:,"), "%250A%0A:,")
        XCTAssertEqual(GitHubActionsReporter.property("%3A:\r,"), "%253A%3A%0D%2C")
    }

    // MARK: checkstyle

    func testCheckstyleIsExactAndRoundTrips() throws {
        let output = CheckstyleReporter.report(findings)
        XCTAssertEqual(output, """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="./A.swift">
            <error line="2" column="9" severity="warning" message="AnyView hides the structure" source="viewlint.anyview_in_body"/>
            <error line="2" column="9" severity="error" message="View &apos;A&apos; has body complexity 12 (limit 10)" source="viewlint.body_complexity"/>
          </file>
          <file name="B.swift">
            <error line="10" column="1" severity="warning" message="bell\u{FFFD}tab&#9;here" source="viewlint.unstable_id"/>
          </file>
          <file name="Sources/My App/Ünï &quot;Q&quot; &lt;&amp;&gt; &apos;x&apos; 100%,a:b.swift">
            <error line="7" column="13" severity="warning" message="Property &apos;onTap&apos; of &quot;Row&quot; is &lt;T&gt; &amp; more&#13;&#10;next: 50%, done|ok" source="viewlint.non_equatable_property"/>
          </file>
        </checkstyle>

        """)
        let elements = try XMLElements.parse(output)
        XCTAssertEqual(elements.map(\.name), ["checkstyle", "file", "error", "error", "file", "error", "file", "error"])
        XCTAssertEqual(elements.filter { $0.name == "file" }.map { $0.attributes["name"] }, ["./A.swift", "B.swift", Self.oddPath])
        XCTAssertEqual(elements.last?.attributes["message"], Self.oddMessage, "entities and character references read back")
        XCTAssertEqual(elements[5].attributes["message"], "bell\u{FFFD}tab\there")
    }

    func testCheckstyleWithoutFindings() throws {
        XCTAssertEqual(CheckstyleReporter.report([]), """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>

        """)
        XCTAssertEqual(try XMLElements.parse(CheckstyleReporter.report([])).map(\.name), ["checkstyle"])
    }

    // MARK: junit

    func testJUnitIsExactAndRoundTrips() throws {
        let output = JUnitReporter.report(findings)
        XCTAssertEqual(output, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="viewlint" tests="4" failures="4" errors="0">
            <testcase classname="./A.swift" name="anyview_in_body:2:9">
              <failure message="AnyView hides the structure" type="warning">./A.swift:2:9: AnyView hides the structure</failure>
            </testcase>
            <testcase classname="./A.swift" name="body_complexity:2:9">
              <failure message="View &apos;A&apos; has body complexity 12 (limit 10)" type="error">./A.swift:2:9: View &apos;A&apos; has body complexity 12 (limit 10)</failure>
            </testcase>
            <testcase classname="B.swift" name="unstable_id:10:1">
              <failure message="bell\u{FFFD}tab&#9;here" type="warning">B.swift:10:1: bell\u{FFFD}tab&#9;here</failure>
            </testcase>
            <testcase classname="Sources/My App/Ünï &quot;Q&quot; &lt;&amp;&gt; &apos;x&apos; 100%,a:b.swift" name="non_equatable_property:7:13">
              <failure message="Property &apos;onTap&apos; of &quot;Row&quot; is &lt;T&gt; &amp; more&#13;&#10;next: 50%, done|ok" type="warning">Sources/My App/Ünï &quot;Q&quot; &lt;&amp;&gt; &apos;x&apos; 100%,a:b.swift:7:13: Property &apos;onTap&apos; of &quot;Row&quot; is &lt;T&gt; &amp; more&#13;&#10;next: 50%, done|ok</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
        let elements = try XMLElements.parse(output)
        XCTAssertEqual(elements.filter { $0.name == "testcase" }.count, 4)
        XCTAssertEqual(elements.filter { $0.name == "failure" }.map { $0.attributes["type"] }, ["warning", "error", "warning", "warning"])
        XCTAssertEqual(elements.last?.attributes["message"], Self.oddMessage)
        XCTAssertEqual(elements.last?.text, Self.oddPath + ":7:13: " + Self.oddMessage)
    }

    func testJUnitCleanRunIsOnePassingCase() throws {
        let output = JUnitReporter.report([])
        XCTAssertEqual(output, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="viewlint" tests="1" failures="0" errors="0">
            <testcase classname="viewlint" name="no findings"/>
          </testsuite>
        </testsuites>

        """)
        XCTAssertEqual(try XMLElements.parse(output).map(\.name), ["testsuites", "testsuite", "testcase"])
    }

    // MARK: XML escaping

    func testXMLTextEscapesAndReplacesWhatXMLCannotHold() throws {
        XCTAssertEqual(XMLText.escaped(#"<a href="x">Tom & 'Jerry'</a>"#),
                       "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        XCTAssertEqual(XMLText.escaped("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}"), String(repeating: "\u{FFFD}", count: 6))
        XCTAssertEqual(XMLText.escaped("\t\n\r"), "&#9;&#10;&#13;")
        XCTAssertEqual(XMLText.escaped("\u{FFFE}\u{FFFF}é😀\u{7F}"), "\u{FFFD}\u{FFFD}é😀\u{7F}")
        XCTAssertEqual(XMLText.escaped("&amp;"), "&amp;amp;", "never treats its input as already escaped")
        // Every scalar below U+0100 and a few beyond, as an attribute: well-formed, and read
        // back the same except for what XML 1.0 forbids.
        var all = ""
        for value in 1..<0x100 { all.unicodeScalars.append(Unicode.Scalar(value)!) }
        all += "\u{2028}\u{FFFE}😀"
        let elements = try XMLElements.parse("<a v=\"\(XMLText.escaped(all))\">\(XMLText.escaped(all))</a>")
        let expected = String(String.UnicodeScalarView(all.unicodeScalars.map { scalar in
            (scalar.value < 0x20 && ![0x9, 0xA, 0xD].contains(scalar.value)) || scalar.value == 0xFFFE ? "\u{FFFD}" : scalar
        }))
        XCTAssertEqual(elements.first?.attributes["v"], expected)
        XCTAssertEqual(elements.first?.text, expected)
    }

    // MARK: markdown

    func testMarkdownIsExact() {
        XCTAssertEqual(MarkdownReporter.report(findings), """
        | File | Line | Column | Severity | Rule | Message |
        | --- | ---: | ---: | --- | --- | --- |
        | ./A.swift | 2 | 9 | warning | `anyview_in_body` | AnyView hides the structure |
        | ./A.swift | 2 | 9 | error | `body_complexity` | View 'A' has body complexity 12 (limit 10) |
        | B.swift | 10 | 1 | warning | `unstable_id` | bell\\u{7}tab\\there |
        | Sources/My App/Ünï "Q" &lt;&amp;&gt; 'x' 100%,a\\u{3A}b.swift | 7 | 13 | warning | `non_equatable_property` | Property 'onTap' of "Row" is &lt;T&gt; &amp; more<br>next: 50%, done\\|ok |

        """)
    }

    func testMarkdownCells() {
        XCTAssertEqual(MarkdownReporter.cell("a|b\\c"), "a\\|b\\\\c")
        XCTAssertEqual(MarkdownReporter.cell("1\n2\r3\r\n4"), "1<br>2<br>3<br>4")
        // A path with a pipe stays in its column: the row still has seven unescaped bars.
        let piped = Finding(file: "x|y.swift", line: 1, column: 1, severity: .warning, rule: .unstableId, view: nil, message: "m|n")
        let row = MarkdownReporter.report([piped]).split(separator: "\n")[2]
        XCTAssertEqual(row, "| x\\|y.swift | 1 | 1 | warning | `unstable_id` | m\\|n |")
    }

    // MARK: summary

    func testSummaryIsExact() {
        XCTAssertEqual(SummaryReporter.report(Self.result, context: ReportContext(scoreLimit: 10)), """
        Findings by severity:
          error: 1
          warning: 3

        Findings by rule:
          body_complexity: 1
          non_equatable_property: 1
          unstable_id: 1
          anyview_in_body: 1

        SCORE  VIEW  LOCATION
           12  A     ./A.swift:1:8
           12  Zed   B.swift:4:8
            3  Row   Sources/My App/Ünï "Q" <&> 'x' 100%,a\\u{3A}b.swift:5:8

        3 views, 2 over the limit of 10.

        """)
        // --top 1: the highest view only; the closing line still counts all three.
        XCTAssertTrue(SummaryReporter.report(Self.result, context: ReportContext(scoreLimit: 10), top: 1).hasSuffix("""
        SCORE  VIEW  LOCATION
           12  A     ./A.swift:1:8

        3 views, 2 over the limit of 10; the 1 highest shown.

        """))
    }

    func testSummaryOfAnEmptyRun() {
        XCTAssertEqual(SummaryReporter.report(LintResult(), context: ReportContext(scoreLimit: 10)), """
        Findings by severity:
          error: 0
          warning: 0

        Findings by rule:
          none

        No views found.

        """)
    }

    // MARK: determinism

    func testEveryReporterIgnoresTheInputOrder() {
        var generator = SystemRandomNumberGenerator()
        for kind in ReporterKind.accepted(by: .lint) {
            let reference = kind.render(Self.result, context: ReportContext(scoreLimit: 10), sources: [])
            for _ in 0..<5 {
                var shuffled = Self.result
                shuffled.findings.shuffle(using: &generator)
                shuffled.views.shuffle(using: &generator)
                XCTAssertEqual(kind.render(shuffled, context: ReportContext(scoreLimit: 10), sources: []), reference, kind.rawValue)
            }
        }
    }
}

/// The elements of an XML document in document order, with attributes and text, as
/// `XMLParser` reads them; throws when the document is not well-formed.
struct XMLElements {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    struct NotWellFormed: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ xml: String) throws -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw NotWellFormed(description: String(describing: parser.parserError)) }
        return collector.elements
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let index = open.last else { return }
            elements[index].text += string
        }
    }
}
