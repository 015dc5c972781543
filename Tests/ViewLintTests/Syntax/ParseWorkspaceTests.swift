import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// A worker parses file after file with one workspace (its names carry over); what a file
/// parses to must not depend on which files that worker read before it.
final class ParseWorkspaceTests: XCTestCase {
    private func fixtureSources() throws -> [(path: String, bytes: [UInt8])] {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var sources: [(path: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            sources.append((url.lastPathComponent, Array(try Data(contentsOf: url))))
        }
        // Names the fixtures share, spelled in another order, and calls of capitalized names.
        sources.append(("Shared.swift", Array("""
            struct Shared: View {
                let title: String
                var body: some View { VStack { Row(title: title); Row(title: `title`).equatable() } }
            }
            """.utf8)))
        return sources.sorted { $0.path < $1.path }
    }

    /// What rules read of a file, as text.
    private func summary(_ file: FileSyntax) -> String {
        func code(_ summary: CodeSummary) -> String {
            let uses = summary.uses.map { "\($0.name)@\($0.position.line):\($0.position.column)(\($0.labels.joined(separator: ",")))\($0.isCall)\($0.trailingClosures)" }
            return "closures:\(summary.closures.count) uses:" + uses.joined(separator: " ") + " reads:" + summary.memberAccesses.joined(separator: ",")
        }
        func members(_ list: [MemberDeclaration]) -> [String] {
            list.map { "  \($0.kind) \($0.name): \($0.typeText ?? "-") [\($0.attributes.joined(separator: ","))] \(code($0.code))" }
        }
        var lines: [String] = []
        for type in file.types {
            lines.append("\(type.kind) \(type.name): \(type.inheritance.joined(separator: ","))")
            lines += members(type.members)
        }
        for ext in file.extensions {
            lines.append("extension \(ext.extendedName): \(ext.inheritance.joined(separator: ","))")
            lines += members(ext.members)
        }
        lines += file.constructions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.total)/\($0.value.marked)" }
        lines += file.calls.calls.map { call in
            "\(call.callee)@\(call.position.line) in \(call.enclosing.call)/\(call.enclosing.argument): "
                + call.arguments.map { "\($0.label)\($0.start.line)-\($0.end.line)=\(file.calls.text(of: $0))" }.joined(separator: ",")
        }
        lines += file.calls.conditionals.map { "\($0.keyword)@\($0.position.line) in \($0.closure.call)/\($0.closure.argument)" }
        return lines.joined(separator: "\n")
    }

    func testAFileParsesTheSameWhateverTheWorkerReadBefore() throws {
        let sources = try fixtureSources()
        let alone = sources.map { summary(Parser.parse(path: $0.path, bytes: $0.bytes, query: .everyRule)) }
        XCTAssertTrue(alone.contains { $0.contains("Row=2/1") }, "the shared file's constructions are counted")
        for order in [Array(sources.indices), Array(sources.indices.reversed())] {
            var workspace = ParseWorkspace(query: .everyRule)
            for index in order {
                let parsed = Parser.parse(path: sources[index].path, bytes: sources[index].bytes, workspace: &workspace)
                XCTAssertEqual(summary(parsed), alone[index], sources[index].path)
            }
        }
    }

    func testNamesKeepTheirNumbersAcrossFilesWhoseBytesAreGone() {
        var table = NameInterner()
        var first = Array("alpha beta `alpha`".utf8)
        let firstNumbers = first.withUnsafeBufferPointer { buffer in
            table.read(buffer)
            return Lexer.lex(buffer).tokens.map { table.index(of: $0) }
        }
        XCTAssertEqual(firstNumbers, [0, 1, 0])
        // The first file's bytes are overwritten: the table compares with bytes of its own.
        first.withUnsafeMutableBufferPointer { $0.update(repeating: 0x7A) }
        let second = Array("beta gamma alpha".utf8)
        let secondNumbers = second.withUnsafeBufferPointer { buffer in
            table.read(buffer)
            return Lexer.lex(buffer).tokens.map { table.index(of: $0) }
        }
        XCTAssertEqual(secondNumbers, [1, 2, 0])
        XCTAssertEqual(table.names, ["alpha", "beta", "gamma"])
    }

    /// A file with thousands of members does not leave a worker holding their room for
    /// the rest of the run.
    func testAHugeFileLeavesABoundedWorkspace() {
        let members = (0..<5_000).map { "    var p\($0): some View { Text(\"\($0)\") }\n" }.joined()
        let uses = String(repeating: "p0; ", count: 3_000)
        let source = "struct Big: View {\n\(members)    var body: some View { VStack { \(uses) } }\n}\n"
        var workspace = ParseWorkspace()
        let parsed = Parser.parse(path: "Big.swift", bytes: Array(source.utf8), workspace: &workspace)
        XCTAssertEqual(parsed.types.first?.members.count, 5_001)
        XCTAssertEqual(parsed.types.first?.members.last?.code.uses.count, 3_001)
        XCTAssertLessThanOrEqual(workspace.collectorPool.count, ParseWorkspace.keptCollectors)
        XCTAssertTrue(workspace.collectorPool.allSatisfy { $0.summary.uses.isEmpty && $0.summary.uses.capacity <= ParseWorkspace.keptRoom })
    }

    /// Damaged files (cut short, hostile bytes inserted) leave nothing behind: each file of
    /// a long sequence through one workspace parses as it does alone.
    func testDamagedFilesLeaveNothingForTheNext() throws {
        let sources = try fixtureSources().map(\.bytes) + RobustnessMutationTests.trickySnippets.map { Array($0.utf8) }
        let hostile: [[UInt8]] = [[0x00], [0xFF], Array("\"\"\"".utf8), Array("{".utf8), Array("}".utf8), Array("(".utf8),
                                  Array("\\(".utf8), Array("/*".utf8), Array("`".utf8)]
        var random = SeededGenerator(seed: 0x5EED)
        var workspace = ParseWorkspace()
        var compared = 0
        for text in sources where !text.isEmpty {
            for _ in 0..<12 {
                var variant = Array(text[..<Int.random(in: 0...text.count, using: &random)])
                let insertion = hostile[Int.random(in: 0..<hostile.count, using: &random)]
                variant.insert(contentsOf: insertion, at: Int.random(in: 0...variant.count, using: &random))
                let shared = Parser.parse(path: "V.swift", bytes: variant, workspace: &workspace)
                let alone = Parser.parse(path: "V.swift", bytes: variant)
                XCTAssertEqual(summary(shared), summary(alone), String(decoding: variant, as: UTF8.self))
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }

    /// A lint's workspace leaves out the members of classes, actors and protocols (no rule
    /// reads them) and keeps everything else of the file as it is.
    func testALintLeavesOutTheMembersOfClassesActorsAndProtocols() {
        let source = Array("""
            final class Model: ObservableObject { @Published var title = ""; func load() { fetch { } } }
            actor Store { var items: [Int] = [] }
            protocol Titled { var title: String { get } }
            struct Row: View { let model: Model; var body: some View { Text(model.title) } }
            enum Kind { case a; var label: String { "a" } }
            extension Model { var subtitle: String { title } }
            """.utf8)
        let full = Parser.parse(path: "M.swift", bytes: source)
        var workspace = ParseWorkspace()
        workspace.keepsMembersOfClassesActorsAndProtocols = false
        let lint = Parser.parse(path: "M.swift", bytes: source, workspace: &workspace)
        XCTAssertEqual(full.types.map(\.members.count), [2, 1, 1, 2, 1])
        XCTAssertEqual(lint.types.map(\.members.count), [0, 0, 0, 2, 1])
        // Everything else is the same: the types, their inheritance, the extension's members.
        XCTAssertEqual(lint.types.map(\.name), full.types.map(\.name))
        XCTAssertEqual(lint.types.map(\.inheritance), full.types.map(\.inheritance))
        XCTAssertEqual(summary(lint).split(separator: "\n").filter { !$0.hasPrefix("  ") },
                       summary(full).split(separator: "\n").filter { !$0.hasPrefix("  ") })
        func valueTypesAndExtensions(_ file: FileSyntax) -> String {
            var kept = FileSyntax(path: file.path)
            kept.types = file.types.filter(\.kind.canBeView)
            kept.extensions = file.extensions
            return summary(kept)
        }
        XCTAssertEqual(valueTypesAndExtensions(lint), valueTypesAndExtensions(full))
    }

    /// A lint's workspace leaves out bare uses of names spelled like types and keeps the rest
    /// of the file as it is: the constructions those names count, `self.Name`, other uses.
    func testALintLeavesOutTheUsesOfNamesSpelledLikeTypes() {
        let source = Array("""
            struct Card: View {
                let title: String
                var body: some View {
                    VStack { Text(title); Header(); self.Footer; footer; `Badge` }.equatable()
                }
                var footer: some View { Color.red }
            }
            """.utf8)
        let full = Parser.parse(path: "C.swift", bytes: source)
        var workspace = ParseWorkspace()
        workspace.keepsUsesOfTypeLikeNames = false
        let lint = Parser.parse(path: "C.swift", bytes: source, workspace: &workspace)
        func uses(_ file: FileSyntax) -> [[String]] { file.types[0].members.map { $0.code.uses.map(\.name) } }
        XCTAssertEqual(uses(full), [[], ["VStack", "Text", "title", "Header", "Footer", "footer", "Badge"], ["Color"]])
        // A backticked name is kept: only the first byte of the spelling is looked at.
        XCTAssertEqual(uses(lint), [[], ["title", "Footer", "footer", "Badge"], []])
        XCTAssertEqual(lint.constructions.count, 3)
        XCTAssertEqual(summary(lint).split(separator: "\n").filter { !$0.hasPrefix("  ") },
                       summary(full).split(separator: "\n").filter { !$0.hasPrefix("  ") })
        XCTAssertEqual(lint.types[0].members.map(\.code.closures), full.types[0].members.map(\.code.closures))
    }

    /// A lint's workspace counts closures without keeping where they open; the count is the
    /// same, and a member is no bigger for carrying it.
    func testALintCountsClosuresWithoutTheirPositions() throws {
        let sources = try fixtureSources()
        var workspace = ParseWorkspace()
        workspace.keepsClosurePositions = false
        var counted = 0
        for source in sources {
            let full = Parser.parse(path: source.path, bytes: source.bytes)
            let lint = Parser.parse(path: source.path, bytes: source.bytes, workspace: &workspace)
            let fullMembers = (full.types.map(\.members) + full.extensions.map(\.members)).joined()
            let lintMembers = (lint.types.map(\.members) + lint.extensions.map(\.members)).joined()
            XCTAssertEqual(lintMembers.map(\.code.closureCount), fullMembers.map(\.code.closures.count), source.path)
            XCTAssertEqual(fullMembers.map(\.code.closureCount), fullMembers.map(\.code.closures.count), source.path)
            XCTAssertTrue(lintMembers.allSatisfy(\.code.closures.isEmpty), source.path)
            counted += lintMembers.map(\.code.closureCount).reduce(0, +)
        }
        XCTAssertGreaterThan(counted, 100)
        // A run holds every member: the count and the flags pack into the room after the code summary.
        XCTAssertLessThanOrEqual(MemoryLayout<MemberDeclaration>.stride, 96)
    }
}
