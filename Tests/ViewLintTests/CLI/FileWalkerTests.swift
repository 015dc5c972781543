import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway folder tree for one test.
struct WalkerTestTree {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "viewlint-cli-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Creates a file (and its folders) at a path relative to the root.
    func file(_ path: String, _ text: String = "struct S {}\n") throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
    }

    func folder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
    }

    /// A symbolic link at `path` whose content is `destination`, written as is.
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }

    /// Makes a file or folder whose name is `name`'s bytes (which need not be UTF-8) in
    /// `folder` (relative to the root; empty for the root). Whether it was made.
    @discardableResult
    func rawEntry(_ name: [UInt8], in folder: String = "", isFolder: Bool) -> Bool {
        let path = Array((root + "/" + (folder.isEmpty ? "" : folder + "/")).utf8) + name + [0]
        let made = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { isFolder ? mkdir($0.baseAddress!, 0o755) : open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        if !isFolder, made >= 0 { close(made) }
        return made >= 0
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

final class FileWalkerTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        // Give back permissions a test may have taken so the tree can be removed.
        _ = chmod(tree.root + "/Locked", 0o755)
        tree.remove()
    }

    private func collect(_ paths: [String], excluded: [String] = []) -> FileWalker.Result {
        let exclusions = excluded.map { PathPattern($0, relativeTo: tree.root) }
        return FileWalker(currentDirectory: tree.root, exclusions: exclusions).collect(paths)
    }

    // MARK: Walking

    func testWalksNestedFoldersForSwiftFilesOnly() throws {
        try tree.file("a.swift")
        try tree.file("notes.txt")
        try tree.file("Sub/b.swift")
        try tree.file("Sub/b.swift.orig")
        try tree.file("Sub/Deep/Deeper/c.swift")
        try tree.folder("Empty")
        let result = collect(["."])
        XCTAssertEqual(result.files, ["Sub/Deep/Deeper/c.swift", "Sub/b.swift", "a.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testDotGivesPathsWithoutDotSlash() throws {
        try tree.file("x.swift")
        XCTAssertEqual(collect(["."]).files, ["x.swift"])
        XCTAssertEqual(collect(["./"]).files, ["x.swift"])
        XCTAssertEqual(collect(["./x.swift"]).files, ["x.swift"])
        XCTAssertEqual(FilePath.printable(".//./a/./b.swift"), "a/./b.swift")
    }

    func testFolderArgumentIsJoinedWithOneSlash() throws {
        try tree.file("Fixtures/x.swift")
        XCTAssertEqual(collect(["./Fixtures"]).files, ["Fixtures/x.swift"])
        XCTAssertEqual(collect(["Fixtures/"]).files, ["Fixtures/x.swift"])
        XCTAssertEqual(collect(["Fixtures//"]).files, ["Fixtures/x.swift"])
        XCTAssertEqual(collect(["./Fixtures"]).files, ["Fixtures/x.swift"])
    }

    func testAbsoluteArgumentPrintsAbsolutePaths() throws {
        try tree.file("Fixtures/x.swift")
        XCTAssertEqual(collect([tree.root + "/Fixtures"]).files, [tree.root + "/Fixtures/x.swift"])
    }

    func testFileArgumentIsTakenAsIs() throws {
        try tree.file("notes.txt")
        try tree.file("Sub/y.swift")
        XCTAssertEqual(collect(["notes.txt"]).files, ["notes.txt"])
        XCTAssertEqual(collect(["./Sub/y.swift"]).files, ["Sub/y.swift"])
    }

    // MARK: Order and duplicates

    func testFilesAreInByteOrderOfWholePaths() throws {
        // Byte order: '-' (2D) < '.' (2E) < '/' (2F) < 'B' < 'Y' < '_' < 'a' < 'z' < 'π' (CF 80).
        // A walk that sorted each folder's names and recursed would put `a/x.swift` before
        // `a-b.swift`: the order must be of the whole printed path. (Names chosen to survive
        // case-insensitive file systems and macOS's Unicode decomposition of file names.)
        for name in ["z.swift", "a.swift", "a-b.swift", "a/x.swift", "B.swift", "_u.swift", "Y.swift", "π.swift"] {
            try tree.file(name)
        }
        XCTAssertEqual(collect(["."]).files, [
            "B.swift", "Y.swift", "_u.swift", "a-b.swift", "a.swift", "a/x.swift", "z.swift", "π.swift",
        ])
    }

    func testFilesAreInByteOrderInNestedFolders() throws {
        // `Sub/a.swift` sorts before the paths in `Sub/a`, `Sub/a0.swift` after them ('0' is
        // 30): a walk met in order in one folder and out of it in another is put in order.
        for name in ["Sub/a/x.swift", "Sub/a0.swift", "Sub/a.swift", "Sub/b/y.swift", "c.swift", "d/e.swift"] {
            try tree.file(name)
        }
        XCTAssertEqual(collect(["."]).files, ["Sub/a.swift", "Sub/a/x.swift", "Sub/a0.swift", "Sub/b/y.swift", "c.swift", "d/e.swift"])
        XCTAssertEqual(collect(["Sub"]).files, ["Sub/a.swift", "Sub/a/x.swift", "Sub/a0.swift", "Sub/b/y.swift"])
    }

    func testArgumentsAreMergedIntoOneOrder() throws {
        try tree.file("b/1.swift")
        try tree.file("a/2.swift")
        XCTAssertEqual(collect(["b", "a"]).files, ["a/2.swift", "b/1.swift"])
    }

    func testSameFileIsListedOnce() throws {
        try tree.file("a.swift")
        try tree.file("Sub/b.swift")
        // `.`, `a.swift` and `./a.swift` all print `a.swift`: one file, one spelling.
        XCTAssertEqual(collect([".", "a.swift", "./a.swift", "Sub", "Sub/"]).files,
                       ["Sub/b.swift", "a.swift"])
        XCTAssertEqual(collect(["Sub", "Sub/", "Sub/b.swift"]).files, ["Sub/b.swift"])
    }

    func testHardLinksInOneWalkAreOneFile() throws {
        try tree.file("Views/a.swift")
        try tree.folder("Other")
        XCTAssertEqual(link(tree.root + "/Views/a.swift", tree.root + "/Other/a.swift"), 0)
        // One argument: the listing's own inodes; several: each entry's `fstatat`.
        XCTAssertEqual(collect(["."]).files, ["Other/a.swift"])
        XCTAssertEqual(collect(["Views", "Other"]).files, ["Other/a.swift"])
    }

    func testListingGivesTheSameStatusAsStat() throws {
        try tree.file("a.swift")
        try tree.file("Sub/b.swift")
        try tree.link("linked.swift", to: "a.swift")
        guard case .success(let listed) = FileSystem.entries(ofDirectory: tree.root, exactStatus: false),
              case .success(let statted) = FileSystem.entries(ofDirectory: tree.root, exactStatus: true) else {
            return XCTFail("the folder could not be listed")
        }
        func statuses(_ entries: FileSystem.Entries) -> [String: FileSystem.Status?] {
            Dictionary(uniqueKeysWithValues: entries.named.map { ($0.name, try? $0.status.get()) })
        }
        XCTAssertEqual(statuses(listed), statuses(statted))
        XCTAssertEqual(statuses(listed)["Sub"]??.kind, .directory)
        XCTAssertEqual(statuses(listed)["linked.swift"]??.kind, .symbolicLink)
    }

    func testListingLeavesOutRegularFilesNotNamedWithTheSuffix() throws {
        try tree.file("a.swift")
        try tree.file("notes.txt")
        try tree.file("swift")
        try tree.file(".swift")
        try tree.file("b.swift.orig")
        try tree.folder("Images.xcassets")
        try tree.folder("Named.txt")
        try tree.link("link.txt", to: "a.swift")
        XCTAssertTrue(tree.rawEntry(Array("caf".utf8) + [0xE9] + Array(".swift".utf8), isFolder: false))
        XCTAssertTrue(tree.rawEntry(Array("d".utf8) + [0xE9] + Array(".txt".utf8), isFolder: false))
        XCTAssertTrue(tree.rawEntry([0x47, 0xFF], isFolder: true))
        for exactStatus in [false, true] {
            guard case .success(let all) = FileSystem.entries(ofDirectory: tree.root, exactStatus: exactStatus),
                  case .success(let kept) = FileSystem.entries(ofDirectory: tree.root, exactStatus: exactStatus, regularFilesEndingIn: ".swift") else {
                return XCTFail("the folder could not be listed")
            }
            XCTAssertEqual(all.named.map(\.name), [".swift", "Images.xcassets", "Named.txt", "a.swift", "b.swift.orig", "link.txt", "notes.txt", "swift"])
            XCTAssertEqual(kept.named.map(\.name), [".swift", "Images.xcassets", "Named.txt", "a.swift", "link.txt"])
            XCTAssertEqual(all.undecodable.count, 3)
            XCTAssertEqual(kept.undecodable.map { FileSystem.printable($0) }, ["G\\xFF", "caf\\xE9.swift"])
        }
        // The walk finds what it found when every entry was listed.
        XCTAssertEqual(collect(["."]).files, [".swift", "a.swift"])
    }

    func testAFolderTooBigForOneReadOfItsListingIsListedWhole() throws {
        // About 200 KB of records: several reads of the listing's 32 KB buffer.
        let names = (0..<3_000).map { String(format: "AViewWithARatherLongNameToFillTheListing%04d.swift", $0) }
        try tree.folder("Big")
        for name in names {
            XCTAssertTrue(FileManager.default.createFile(atPath: tree.root + "/Big/" + name, contents: nil))
        }
        try tree.file("Big/notes.txt")
        guard case .success(let listed) = FileSystem.entries(ofDirectory: tree.root + "/Big", exactStatus: false) else {
            return XCTFail("the folder could not be listed")
        }
        XCTAssertEqual(listed.named.map(\.name), names + ["notes.txt"])
        XCTAssertEqual(collect(["Big"]).files, names.map { "Big/" + $0 })
    }

    // MARK: Exclusions

    func testDefaultExclusionsWhenWalking() throws {
        for folder in [".build", ".build-foo", ".builder", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "Sub/Pods"] {
            try tree.file(folder + "/hidden.swift")
        }
        try tree.file("build/kept.swift")
        try tree.file(".hidden/kept.swift")
        try tree.file(".build.swift") // a file, not a folder: kept
        try tree.file("Sub/kept.swift")
        XCTAssertEqual(collect(["."]).files, [".build.swift", ".hidden/kept.swift", "Sub/kept.swift", "build/kept.swift"])
    }

    func testExclusionsNeverApplyToAnArgument() throws {
        try tree.file(".build-foo/x.swift")
        try tree.file("Pods/y.swift")
        try tree.file("Pods/.git/z.swift")
        try tree.file("Generated/g.swift")
        XCTAssertEqual(collect([".build-foo"]).files, [".build-foo/x.swift"])
        // The argument is walked, but exclusions still apply to folders met inside it.
        XCTAssertEqual(collect(["Pods"]).files, ["Pods/y.swift"])
        XCTAssertEqual(collect(["Generated"], excluded: ["Generated"]).files, ["Generated/g.swift"])
        XCTAssertEqual(collect(["Generated/g.swift"], excluded: ["Generated/*.swift"]).files, ["Generated/g.swift"])
    }

    func testConfiguredExclusions() throws {
        try tree.file("Sources/App/View.swift")
        try tree.file("Sources/App/View.generated.swift")
        try tree.file("Sources/Generated/G.swift")
        try tree.file("Sources/Kit/Mocks/M.swift")
        try tree.file("Tests/T.swift")
        try tree.file("a.swift")
        let result = collect(["."], excluded: ["Tests", "Sources/Generated/", "**/*.generated.swift", "Sources/*/Mocks", "?.swift"])
        XCTAssertEqual(result.files, ["Sources/App/View.swift"])
    }

    /// The walk extends a folder's components by each entry's name instead of splitting every
    /// path again: an argument spelled with `.` and `..` must still be matched by where it is.
    func testExclusionsMatchEntriesBelowAnArgumentSpelledWithDotDot() throws {
        try tree.file("Sources/App/View.swift")
        try tree.file("Sources/App/Generated/G.swift")
        try tree.file("Sources/App/Deep/Mocks/M.swift")
        let result = collect(["./Sources/../Sources/./App"], excluded: ["Sources/App/Generated", "Sources/*/*/Mocks"])
        XCTAssertEqual(result.files, ["Sources/../Sources/./App/View.swift"])
    }

    // MARK: Symbolic links

    func testSymbolicLinksMetWhileWalkingAreNotFollowed() throws {
        try tree.file("real/r.swift")
        try tree.link("linkedFolder", to: "real")
        try tree.link("linked.swift", to: "real/r.swift")
        try tree.link("dangling.swift", to: "nowhere.swift")
        let result = collect(["."])
        XCTAssertEqual(result.files, ["real/r.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testSymbolicLinkArgumentIsFollowed() throws {
        try tree.file("real/r.swift")
        try tree.link("linkedFolder", to: "real")
        XCTAssertEqual(collect(["linkedFolder"]).files, ["linkedFolder/r.swift"])
    }

    func testSymbolicLinkLoopEnds() throws {
        try tree.file("a/b/c.swift")
        try tree.link("a/b/up", to: "..")
        try tree.link("a/self", to: ".")
        try tree.link("loop1", to: "loop2")
        try tree.link("loop2", to: "loop1")
        let result = collect(["."])
        XCTAssertEqual(result.files, ["a/b/c.swift"])
        XCTAssertEqual(result.problems, [])
    }

    // MARK: Problems

    func testMissingPathIsReportedAndTheRestIsWalked() throws {
        try tree.file("a.swift")
        let result = collect(["nope", ".", "gone/x.swift"])
        XCTAssertEqual(result.files, ["a.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["nope", "gone/x.swift"])
        XCTAssertEqual(result.problems.map(\.kind), [.missing, .missing])
        XCTAssertEqual(result.problems.first?.description, "no such file or directory: 'nope'")
    }

    func testArgumentThatCannotBeResolvedIsUnreadable() throws {
        // A symbolic link loop fails `stat` with ELOOP, not "not found": this exercises the
        // unreadable path even as root, where permissions cannot.
        try tree.file("a.swift")
        try tree.link("loop1", to: "loop2")
        try tree.link("loop2", to: "loop1")
        let result = collect(["loop1", "a.swift"])
        XCTAssertEqual(result.files, ["a.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["loop1"])
        XCTAssertEqual(result.problems.map(\.kind), [.unreadable])
        XCTAssertEqual(result.problems.first?.description, "cannot read 'loop1': Too many levels of symbolic links")
    }

    func testUnreadableFolderIsReportedAndTheRestIsWalked() throws {
        if geteuid() == 0 {
            // root reads a folder whatever its mode, so chmod cannot make one unreadable here.
            throw XCTSkip("running as root: permissions do not restrict reading")
        }
        try tree.file("Locked/secret.swift")
        try tree.file("open.swift")
        XCTAssertEqual(chmod(tree.root + "/Locked", 0o000), 0)
        let result = collect(["."])
        XCTAssertEqual(result.files, ["open.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["Locked"])
        XCTAssertEqual(result.problems.map(\.kind), [.unreadable])
    }

    // MARK: Path pieces

    func testJoin() {
        XCTAssertEqual(FilePath.join(".", "x.swift"), "./x.swift")
        XCTAssertEqual(FilePath.join("Fixtures/", "x.swift"), "Fixtures/x.swift")
        XCTAssertEqual(FilePath.join("/", "x.swift"), "/x.swift")
        XCTAssertEqual(FilePath.join("", "x.swift"), "x.swift")
        XCTAssertEqual(FilePath.join("a/b", "c"), "a/b/c")
        XCTAssertEqual(FilePath.join("a//", "c"), "a/c")
        XCTAssertEqual(FilePath.join("//", "c"), "/c")
        XCTAssertEqual(FilePath.join("é/", "ü.swift"), "é/ü.swift")
        // Joined on bytes, as the `String` version did.
        XCTAssertEqual(FilePath.join("a", ""), "a/")
        XCTAssertEqual(FilePath.join("Ordner mit Ümlaut", "Ansicht.swift"), "Ordner mit Ümlaut/Ansicht.swift")
    }

    func testNormalizedComponents() {
        XCTAssertEqual(FilePath.normalizedComponents("/a/./b//c/../d/"), ["a", "b", "d"])
        XCTAssertEqual(FilePath.normalizedComponents("/../a/.../..x"), ["a", "...", "..x"])
        XCTAssertEqual(FilePath.normalizedComponents("/"), [])
        XCTAssertEqual(FilePath.normalizedComponents("/é/./ü"), ["é", "ü"])
    }

    func testDirectoryName() {
        XCTAssertEqual(FilePath.directoryName(".viewlint.yml"), "")
        XCTAssertEqual(FilePath.directoryName("sub/dir/.viewlint.yml"), "sub/dir")
        XCTAssertEqual(FilePath.directoryName("/c.yml"), "/")
    }

    func testPathPatterns() {
        XCTAssertTrue(PathPattern("Gen", relativeTo: "/p").matches(absolutePath: "/p/Gen"))
        XCTAssertTrue(PathPattern("Gen", relativeTo: "/p").matches(absolutePath: "/p/./x/../Gen"))
        XCTAssertFalse(PathPattern("Gen", relativeTo: "/p").matches(absolutePath: "/p/Gen/x.swift"))
        XCTAssertFalse(PathPattern("Gen", relativeTo: "/p").matches(absolutePath: "/q/Gen"))
        XCTAssertTrue(PathPattern("**/*.g.swift", relativeTo: "/p").matches(absolutePath: "/p/a.g.swift"))
        XCTAssertTrue(PathPattern("**/*.g.swift", relativeTo: "/p").matches(absolutePath: "/p/a/b/c.g.swift"))
        XCTAssertFalse(PathPattern("**/*.g.swift", relativeTo: "/p").matches(absolutePath: "/p/a/b/c.swift"))
        XCTAssertTrue(PathPattern("a/**", relativeTo: "/p").matches(absolutePath: "/p/a/b/c"))
        XCTAssertTrue(PathPattern("*/x", relativeTo: "/p").matches(absolutePath: "/p/abc/x"))
        XCTAssertFalse(PathPattern("*/x", relativeTo: "/p").matches(absolutePath: "/p/a/b/x"))
        XCTAssertTrue(PathPattern("?.swift", relativeTo: "/p").matches(absolutePath: "/p/a.swift"))
        XCTAssertFalse(PathPattern("?.swift", relativeTo: "/p").matches(absolutePath: "/p/ab.swift"))
        XCTAssertTrue(PathPattern("a*b*c", relativeTo: "/p").matches(absolutePath: "/p/aXbYbZc"))
        XCTAssertTrue(PathPattern("../Shared", relativeTo: "/p/q").matches(absolutePath: "/p/Shared"))
        XCTAssertTrue(PathPattern("/abs/x", relativeTo: "/p").matches(absolutePath: "/abs/x"))
        // The configuration's folder is literal even when its name looks like a glob.
        XCTAssertFalse(PathPattern("x", relativeTo: "/p*").matches(absolutePath: "/pq/x"))
    }

    /// Stacked and interleaved `**`s match in time bounded by pattern length × path length:
    /// with backtracking, each of these took exponential time (the last did not end).
    func testManyDoubleStarsMatchInPolynomialTime() {
        let deep = "/p/" + Array(repeating: "aa", count: 40).joined(separator: "/")
        let stacked = PathPattern(Array(repeating: "**", count: 200).joined(separator: "/") + "/b", relativeTo: "/p")
        XCTAssertEqual(stacked.glob, ["**", "b"])
        XCTAssertFalse(stacked.matches(absolutePath: deep))
        XCTAssertTrue(stacked.matches(absolutePath: deep + "/b"))
        let interleaved = PathPattern(Array(repeating: "**/a*", count: 12).joined(separator: "/") + "/**/b", relativeTo: "/p")
        XCTAssertFalse(interleaved.matches(absolutePath: deep))
        XCTAssertTrue(interleaved.matches(absolutePath: deep + "/b"))
        XCTAssertFalse(interleaved.matches(absolutePath: "/p/" + Array(repeating: "aa", count: 11).joined(separator: "/") + "/b"))
        XCTAssertTrue(PathPattern("**/**/x/**", relativeTo: "/p").matches(absolutePath: "/p/x"))
        XCTAssertTrue(PathPattern("a/**/**/b", relativeTo: "/p").matches(absolutePath: "/p/a/b"))
        XCTAssertFalse(PathPattern("a/**/b", relativeTo: "/p").matches(absolutePath: "/p/a/c"))
    }

    /// A file name may hold a `*`: the pattern's `*` is still a wildcard there.
    func testAStarInANameIsMatchedByAStar() {
        XCTAssertTrue(PathPattern("*a", relativeTo: "/p").matches(absolutePath: "/p/*ba"))
        XCTAssertTrue(PathPattern("x*", relativeTo: "/p").matches(absolutePath: "/p/x*"))
        XCTAssertFalse(PathPattern("*a", relativeTo: "/p").matches(absolutePath: "/p/*b"))
    }

    /// A hundred `excluded:` patterns, as a big repository's configuration may hold, against
    /// ten thousand paths: each pattern, compiled once, turns down a path that cannot match
    /// (too few or too many components, the wrong first letters or ending of its last name)
    /// without a walk, and still matches the paths it names. Its cost is measured by the
    /// benchmark, not here (no unit test asserts a time).
    func testAHundredPatternsOnTenThousandPathsMatchExactlyTheirPaths() {
        let written = (0..<40).map { "Sources/Generated\($0)" } + (0..<30).map { "**/*.gen\($0).swift" }
            + (0..<15).map { "Sources/**/Mock\($0)*/**" } + (0..<15).map { "**/Feature\($0 + 100)/**/*.swift" }
        let patterns = written.map { PathPattern($0, relativeTo: "/repository") }
        let paths = (0..<10_000).map {
            FilePath.normalizedComponents("/repository/Sources/Module\($0 % 50)/Feature\($0 % 20)/Views/File\($0).swift")
        }
        XCTAssertEqual(paths.filter { path in patterns.contains { $0.matches(components: path) } }.count, 0)
        let matching = (0..<100).map {
            FilePath.normalizedComponents("/repository/Sources/M/Feature\(100 + $0 % 15)/Views/File\($0).swift")
        }
        XCTAssertEqual(matching.filter { path in patterns.contains { $0.matches(components: path) } }.count, 100)
        XCTAssertTrue(patterns[50].matches(components: FilePath.normalizedComponents("/repository/A/b.gen10.swift")))
        XCTAssertTrue(patterns[0].matches(components: FilePath.normalizedComponents("/repository/Sources/Generated0")))
        XCTAssertFalse(patterns[0].matches(components: FilePath.normalizedComponents("/repository/Sources/Generated00")))
    }
}
