import Dispatch
import Foundation
import XCTest
@testable import ViewLintSupport
@testable import ViewLintEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A walk whose folders other threads help list (as parse workers do while they wait) meets
/// the same files and problems, in the same order, as a walk on one thread, and numbers
/// each announcement as it was made.
final class FileWalkerThreadsTests: XCTestCase {
    private var tree: WalkerTestTree!

    override func setUpWithError() throws {
        tree = try WalkerTestTree()
    }

    override func tearDown() {
        tree.remove()
    }

    /// Files handed to `announce`, in the order of the calls.
    private final class Announced: @unchecked Sendable {
        let lock = Lock()
        var paths: [String] = []
        var isDone = false
        func add(_ path: String) { lock.locked { paths.append(path) } }
        var done: Bool { lock.locked { isDone } }
        func finish() { lock.locked { isDone = true } }
    }

    /// The walk with `helpers` threads that list folders whenever one waits, until it ends.
    private func walk(_ paths: [String], helpers: Int, excluded: [String] = []) -> (walk: FileWalker.Walk, announced: [String], inWalkOrder: [String]) {
        let exclusions = excluded.map { PathPattern($0, relativeTo: tree.root) }
        let announced = Announced()
        let group = DispatchGroup()
        let walk = FileWalker(currentDirectory: tree.root, exclusions: exclusions).walk(paths, announce: { announced.add($0.path) }, lendHelp: { help in
            for _ in 0..<helpers {
                DispatchQueue.global().async(group: group) {
                    while !announced.done { if !help() { sched_yield() } }
                }
            }
        })
        announced.finish()
        group.wait()
        return (walk, announced.paths, walk.order.map { walk.files[$0].path })
    }

    private func makeRaw(_ name: [UInt8], in folder: String, isFolder: Bool) {
        XCTAssertTrue(tree.rawEntry(name, in: folder, isFolder: isFolder), "\(folder)")
    }

    /// A tree of many folders, wide and deep, with problems among them.
    private func makeTree() throws {
        for group in 0..<6 {
            for folder in 0..<8 {
                try tree.file("G\(group)/F\(folder)/View\(folder).swift")
                try tree.file("G\(group)/F\(folder)/notes.txt", "")
                if folder % 3 == 0 { try tree.file("G\(group)/F\(folder)/Deep/Deeper/Row\(folder).swift") }
                if folder % 4 == 1 { try tree.folder("G\(group)/F\(folder)/Assets/Image.imageset") }
            }
            try tree.file("G\(group)/Group\(group).swift")
            try tree.file("G\(group)-extra.swift")
        }
        try tree.file("G2/.build/Skipped.swift")
        try tree.file("G3/Excluded/Skipped.swift")
        makeRaw(Array("caf".utf8) + [0xE9] + Array(".swift".utf8), in: "G1/F2", isFolder: false)
        makeRaw([0x47, 0x65, 0x6E, 0xFF], in: "G4", isFolder: true)
        makeRaw(Array("b".utf8) + [0xFE] + Array(".swift".utf8), in: "G4/F3/Deep/Deeper", isFolder: false)
        try tree.link("G5/loop1", to: "loop2")
        try tree.link("G5/loop2", to: "loop1")
    }

    func testSeveralThreadsMeetWhatOneThreadMeetsInTheSameOrder() throws {
        try makeTree()
        // Each folder's undecodable names come first, where the walk meets the folder.
        let argumentLists: [([String], [String])] = [
            (["."], ["G1/F2/caf\\xE9.swift", "G4/Gen\\xFF", "G4/F3/Deep/Deeper/b\\xFE.swift"]),
            (["G4", "G1/F2/View2.swift", "missing", "G5/loop1", "G0"], ["G4/Gen\\xFF", "G4/F3/Deep/Deeper/b\\xFE.swift", "missing", "G5/loop1"]),
            (["G2", "G2/F0"], []),
        ]
        for (arguments, problems) in argumentLists {
            let one = walk(arguments, helpers: 0, excluded: ["G3/Excluded"])
            XCTAssertEqual(one.announced, one.walk.files.map(\.path))
            XCTAssertEqual(one.walk.problems.map(\.path), problems)
            for helpers in [1, 2, 3] {
                for _ in 0..<5 {
                    let many = walk(arguments, helpers: helpers, excluded: ["G3/Excluded"])
                    XCTAssertEqual(many.inWalkOrder, one.inWalkOrder, "\(arguments), \(helpers) helpers")
                    XCTAssertEqual(many.walk.problems, one.walk.problems, "\(arguments), \(helpers) helpers")
                    XCTAssertEqual(many.walk.metInByteOrder, one.walk.metInByteOrder)
                    // Each file's position is the number of its announcement.
                    XCTAssertEqual(many.announced, many.walk.files.map(\.path))
                    XCTAssertEqual(Set(many.walk.order).count, many.walk.files.count)
                    XCTAssertEqual(FileWalker.lintOrder(of: many.walk).map { many.walk.files[$0].path },
                                   FileWalker.lintOrder(of: one.walk).map { one.walk.files[$0].path })
                }
            }
        }
    }

    func testWalkOrderPutsEachFoldersFilesAndProblemsWhereTheFolderIsMet() throws {
        try tree.file("A/x.swift")
        try tree.file("A/B/y.swift")
        makeRaw(Array("c".utf8) + [0xE9] + Array(".swift".utf8), in: "A/B", isFolder: false)
        try tree.file("A/C/z.swift")
        try tree.file("A/w.swift")
        try tree.file("a.swift")
        for helpers in [0, 1, 3] {
            let result = walk(["."], helpers: helpers)
            XCTAssertEqual(result.inWalkOrder, ["A/B/y.swift", "A/C/z.swift", "A/w.swift", "A/x.swift", "a.swift"])
            XCTAssertEqual(result.walk.problems.map(\.path), ["A/B/c\\xE9.swift"])
            XCTAssertTrue(result.walk.metInByteOrder)
        }
        let arguments = walk(["A/w.swift", "nope", "A/C"], helpers: 1)
        XCTAssertEqual(arguments.inWalkOrder, ["A/w.swift", "A/C/z.swift"])
        XCTAssertEqual(arguments.walk.problems.map(\.path), ["nope"])
        XCTAssertFalse(arguments.walk.metInByteOrder)
        // A file argument is announced before the walk lists any folder.
        XCTAssertEqual(arguments.announced.first, "A/w.swift")
    }
}
