import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

final class ArgumentParsingTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> Invocation {
        try ArgumentParser.parse(arguments)
    }

    /// The message of the usage error the arguments produce, or a failure when they parse.
    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            XCTFail("expected a usage error, got \(invocation)", file: file, line: line)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: Subcommands and defaults

    func testNoArgumentsLintsWithDefaults() throws {
        let invocation = try parse([])
        XCTAssertEqual(invocation.command, .lint)
        XCTAssertEqual(invocation.paths, [])
        XCTAssertEqual(invocation.configurationPaths, [])
        XCTAssertEqual(invocation.reporter, .xcode)
    }

    func testExplicitLintSubcommand() throws {
        XCTAssertEqual(try parse(["lint", "Sources"]), Invocation(command: .lint, paths: ["Sources"]))
    }

    func testAuditDefaultsToTextTable() throws {
        let invocation = try parse(["audit"])
        XCTAssertEqual(invocation.command, .audit)
        XCTAssertEqual(invocation.reporter, .text)
    }

    func testAuditTakesJSON() throws {
        XCTAssertEqual(try parse(["audit", "--reporter", "json", "A", "B"]),
                       Invocation(command: .audit, paths: ["A", "B"], reporter: .json))
    }

    func testSubcommandOnlyAsFirstPositional() throws {
        XCTAssertEqual(try parse(["Sources", "audit"]), Invocation(command: .lint, paths: ["Sources", "audit"]))
        XCTAssertEqual(try parse(["lint", "audit"]), Invocation(command: .lint, paths: ["audit"]))
        XCTAssertEqual(try parse(["--config", "c.yml", "audit", "x"]),
                       Invocation(command: .audit, paths: ["x"], configurationPaths: ["c.yml"]))
    }

    // MARK: Option forms

    func testOptionValueSeparateOrWithEquals() throws {
        let separate = try parse(["--config", "my.yml", "--reporter", "json", "."])
        let joined = try parse(["--config=my.yml", "--reporter=json", "."])
        let expected = Invocation(command: .lint, paths: ["."], configurationPaths: ["my.yml"], reporter: .json)
        XCTAssertEqual(separate, expected)
        XCTAssertEqual(joined, expected)
    }

    func testEqualsFormKeepsLaterEqualsSignsInValue() throws {
        XCTAssertEqual(try parse(["--config=a=b.yml"]).configurationPaths, ["a=b.yml"])
    }

    func testEqualsFormReachesAValueStartingWithDash() throws {
        XCTAssertEqual(try parse(["--config=-odd.yml"]).configurationPaths, ["-odd.yml"])
    }

    func testOptionsMayFollowPaths() throws {
        XCTAssertEqual(try parse(["A", "--reporter", "json", "B"]),
                       Invocation(command: .lint, paths: ["A", "B"], reporter: .json))
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try parse(["--", "--config", "audit", "-h"]),
                       Invocation(command: .lint, paths: ["--config", "audit", "-h"]))
        XCTAssertEqual(try parse(["audit", "--", "--version"]),
                       Invocation(command: .audit, paths: ["--version"]))
    }

    func testLoneDashIsAPath() throws {
        XCTAssertEqual(try parse(["-"]).paths, ["-"])
    }

    // MARK: Help and version

    func testHelpFlags() throws {
        XCTAssertEqual(try parse(["--help"]).command, .help)
        XCTAssertEqual(try parse(["-h"]).command, .help)
        XCTAssertEqual(try parse(["audit", "--reporter", "json", "-h"]).command, .help)
    }

    func testHelpWinsOverOtherErrors() throws {
        XCTAssertEqual(try parse(["--bogus", "--help"]).command, .help)
        XCTAssertEqual(try parse(["--config", "--help"]).command, .help)
    }

    func testVersion() throws {
        XCTAssertEqual(try parse(["--version"]).command, .version)
        XCTAssertEqual(try parse(["--version", "--help"]).command, .help)
        XCTAssertEqual(ViewLintVersion.current, "0.1.0")
    }

    func testFlagsTakeNoValue() {
        XCTAssertEqual(usageError(["--help=yes"]), "option '--help' takes no value")
        XCTAssertEqual(usageError(["--version=2"]), "option '--version' takes no value")
    }

    // MARK: Usage errors

    func testUnknownOptionSuggestsClosest() {
        XCTAssertEqual(usageError(["--confg", "x.yml"]), "unknown option '--confg'; did you mean '--config'?")
        XCTAssertEqual(usageError(["--reportr=json"]), "unknown option '--reportr'; did you mean '--reporter'?")
        XCTAssertEqual(usageError(["--verison"]), "unknown option '--verison'; did you mean '--version'?")
        XCTAssertEqual(usageError(["-help"]), "unknown option '-help'; did you mean '--help'?")
    }

    func testUnknownOptionFarFromEverythingHasNoSuggestion() {
        XCTAssertEqual(usageError(["--frobnicate"]), "unknown option '--frobnicate'")
        XCTAssertEqual(usageError(["-x"]), "unknown option '-x'")
    }

    func testMissingOptionValue() {
        XCTAssertEqual(usageError(["--config"]), "missing value for option '--config'")
        XCTAssertEqual(usageError(["--reporter"]), "missing value for option '--reporter'")
        XCTAssertEqual(usageError(["--config", "--reporter", "json"]), "missing value for option '--config'")
        XCTAssertEqual(usageError(["--config="]), "empty value for option '--config'")
    }

    /// `--jobs` takes 1 to 256: a negative number is a wrong value (not a missing one), and
    /// no count can overflow or start threads without end.
    func testJobsAreBounded() throws {
        XCTAssertEqual(try parse(["--jobs", "256"]).jobs, 256)
        let expected = "'--jobs' takes a whole number from 1 to 256, got "
        XCTAssertEqual(usageError(["--jobs", "-1"]), expected + "'-1'")
        XCTAssertEqual(usageError(["--jobs=-1"]), expected + "'-1'")
        XCTAssertEqual(usageError(["--jobs", "0"]), expected + "'0'")
        XCTAssertEqual(usageError(["--jobs", "257"]), expected + "'257'")
        XCTAssertEqual(usageError(["--jobs", "9223372036854775807"]), expected + "'9223372036854775807'")
        XCTAssertEqual(usageError(["--jobs", "4611686018427387904"]), expected + "'4611686018427387904'")
        XCTAssertEqual(usageError(["--jobs", "-x"]), "missing value for option '--jobs'")
    }

    /// `viewlint ''` names no path: it must not lint the current folder.
    func testAnEmptyPathIsAUsageError() {
        XCTAssertEqual(usageError([""]), "an empty path; name a file or folder, or '.' for the current one")
        XCTAssertEqual(usageError(["audit", "a.swift", ""]), "an empty path; name a file or folder, or '.' for the current one")
    }

    /// An argument that is not UTF-8 names its bytes instead of being repaired into a path
    /// that does not exist.
    func testArgumentsThatAreNotUTF8AreNamed() throws {
        XCTAssertEqual(try CommandLineTool.decodedArguments([Array("--quiet".utf8), [0x41, 0xC3, 0xA9]]).get(), ["--quiet", "Aé"])
        guard case .failure(let problem) = CommandLineTool.decodedArguments([[0x42, 0xFE, 0x2E, 0x73]]) else {
            return XCTFail("an argument that is not UTF-8 was taken")
        }
        XCTAssertEqual(problem.description, "the argument 'B\\xFE.s' is not valid UTF-8")
    }

    func testRepeatedOption() {
        XCTAssertEqual(usageError(["--baseline", "a.json", "--baseline=b.json"]), "option '--baseline' given more than once")
    }

    /// `--config` is the one option that may be repeated: a later file refines the earlier.
    func testConfigMayBeRepeatedInOrder() throws {
        XCTAssertEqual(try parse(["--config", "a.yml", "--config=b.yml", "x"]).configurationPaths, ["a.yml", "b.yml"])
        XCTAssertEqual(usageError(["--no-config", "--config", "a.yml", "--config", "b.yml"]), "'--no-config' and '--config' exclude each other")
    }

    func testUnknownReporter() {
        XCTAssertEqual(usageError(["--reporter", "xml"]), "unknown reporter 'xml'; expected one of 'xcode', 'json', 'sarif', 'github-actions', 'checkstyle', 'gitlab', 'junit', 'markdown', 'summary'")
        XCTAssertEqual(usageError(["--reporter", "jsn"]), "unknown reporter 'jsn'; expected one of 'xcode', 'json', 'sarif', 'github-actions', 'checkstyle', 'gitlab', 'junit', 'markdown', 'summary'; did you mean 'json'?")
        XCTAssertEqual(usageError(["audit", "--reporter", "txt"]), "unknown reporter 'txt'; expected one of 'text', 'json', 'html'; did you mean 'text'?")
    }

    func testReporterOfTheOtherSubcommand() {
        XCTAssertEqual(usageError(["audit", "--reporter", "xcode"]), "reporter 'xcode' does not apply to 'audit'; expected one of 'text', 'json', 'html'")
        XCTAssertEqual(usageError(["--reporter", "text"]), "reporter 'text' does not apply to 'lint'; expected one of 'xcode', 'json', 'sarif', 'github-actions', 'checkstyle', 'gitlab', 'junit', 'markdown', 'summary'")
    }

    // MARK: Edit distance

    func testEditDistance() {
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("abc", ""), 3)
        XCTAssertEqual(EditDistance.between("same", "same"), 0)
        XCTAssertEqual(EditDistance.between("--confg", "--config"), 1)
        XCTAssertEqual(EditDistance.between("ab", "ba"), 2)
    }

    func testClosestPicksSmallestDistanceAndRefusesFarOnes() {
        XCTAssertEqual(EditDistance.closest(to: "--hepl", among: ["--config", "--help"]), "--help")
        XCTAssertNil(EditDistance.closest(to: "--zzzzzz", among: ["--config", "--help"]))
        XCTAssertNil(EditDistance.closest(to: "-x", among: ["-h"]))
    }
}
