import XCTest
@testable import ViewLintSyntax
@testable import ViewLintModel

/// What a lint keeps of each file once it is parsed: one list of its calls' arguments, and
/// no construction counts of its own (they go to the module's sums). What the run holds
/// then grows with the files' calls and declarations, not with a list per call or a count
/// per name per file.
final class RetainedPerFileTests: XCTestCase {
    private let listText = """
        struct Rows: View {
            let items: [Item]
            var body: some View {
                List {
                    ForEach(items, id: \\.id) { item in Row(item: item).id(item.id) }
                    Section(header: Text("h")) { Text("a") } footer: { Text("f") }
                    ForEach(items) { item in Cell(item: item).equatable() }
                }
            }
        }
        """

    /// With the chains of the views built in the closures, as a file is parsed again for
    /// its row sites: every call of the text is then recorded.
    private func file(_ number: Int) -> FileSyntax {
        let rowSites = SyntaxQuery(calls: ["List", "ForEach"], quotedCalls: [], constructionsInClosures: true)
        return Parser.parse(path: "Rows\(number).swift", text: listText, query: SyntaxQuery.everyRule.union(rowSites))
    }

    /// A fact is 56 bytes with its arguments as a range of the file's list and its names as
    /// shared numbers; an argument 32 with its label so.
    func testACallFactIsFiftySixBytes() {
        XCTAssertEqual(MemoryLayout<CallFact>.stride, 56)
        XCTAssertEqual(MemoryLayout<CallArgument>.stride, 32)
    }

    func testAFilesCallsShareOneListOfArguments() {
        let shared = file(0).calls
        XCTAssertGreaterThan(shared.calls.filter { !$0.arguments.isEmpty }.count, 3)
        XCTAssertTrue(shared.argumentList.isEmpty, "the parse's list is handed to the calls")
        let lists = Set(shared.calls.filter { !$0.arguments.isEmpty }.map { call in
            call.arguments.storage.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        })
        XCTAssertEqual(lists.count, 1, "one list for the file's calls")
        let total = shared.calls.reduce(0) { $0 + $1.arguments.count }
        let list = shared.calls.first { !$0.arguments.isEmpty }!.arguments.storage
        XCTAssertEqual(list.count, total, "no argument recorded twice")
        XCTAssertLessThanOrEqual(list.capacity, list.count + 1, "kept at its size")
        // Each call sees its own arguments only, from index 0.
        let forEach = shared.calls.first { $0.callee == "ForEach" }!
        XCTAssertEqual(forEach.arguments.map(\.label), ["_", "id", "_"])
        XCTAssertEqual(forEach.arguments[1...].map(\.label), ["id", "_"])
        XCTAssertTrue(forEach.startsWithUnlabeledData)
        let section = shared.calls.first { $0.callee == "Section" }!
        XCTAssertEqual(section.arguments.map(\.label), ["header", "_", "footer"])
        let id = shared.calls.first { $0.callee == "id" }!
        XCTAssertEqual(id.arguments.map(shared.text(of:)), ["item.id"])
        XCTAssertTrue(id.hasOneUnlabeledArgument)
    }

    /// A fact made by hand keeps a list of its own, read the same way; facts compare by
    /// what they read, not by where it is kept.
    func testAFactMadeByHandReadsItsOwnArguments() {
        let argument = CallArgument(label: "_", isTrailing: false, isClosure: false, start: SourcePosition(line: 1, column: 5),
                                    end: SourcePosition(line: 1, column: 8))
        let made = CallFact(callee: "id", position: SourcePosition(line: 1, column: 2), isMember: true, receiver: ["Row"],
                            arguments: [argument], enclosing: .top, isQueried: true, enclosingType: nil)
        XCTAssertEqual(Array(made.arguments), [argument])
        let parsed = Parser.parse(path: "A.swift", text: "let v = Row().id(item)", query: SyntaxQuery(calls: ["id"])).calls.calls
        XCTAssertEqual(parsed.count, 1)
        XCTAssertEqual(parsed[0].arguments.count, 1)
        var same = parsed[0]
        same.arguments = CallArguments(Array(parsed[0].arguments))
        XCTAssertEqual(same, parsed[0])
        same.arguments = CallArguments()
        XCTAssertNotEqual(same, parsed[0])
    }

    /// Counts summed as files are parsed: each file keeps none, the module's totals are
    /// what the index sums from the files' own lists, and they hold a count per name
    /// however many files call it.
    func testConstructionCountsGoToTheSumsAndStayOnePerName() {
        var namesCounted: [Int] = []
        for fileCount in [1, 4, 16] {
            let files = (0..<fileCount).map(file)
            let sums = ConstructionSums()
            var emptied = files
            for index in emptied.indices { sums.take(from: &emptied[index]) }
            XCTAssertTrue(emptied.allSatisfy(\.constructionCounts.isEmpty), "no file keeps its counts")
            XCTAssertFalse(files[0].constructionCounts.isEmpty)
            let summed = ModuleIndex(files: emptied, jobs: 2, summed: sums)
            XCTAssertEqual(summed.constructions, ModuleIndex(files: files).constructions)
            XCTAssertEqual(summed.constructions["Row"], Constructions(total: fileCount))
            XCTAssertEqual(summed.constructions["Cell"], Constructions(total: fileCount, marked: fileCount))
            namesCounted.append(sums.summed.count)
        }
        XCTAssertEqual(Set(namesCounted).count, 1, "one count per name for 1, 4 or 16 files: \(namesCounted)")
    }
}
