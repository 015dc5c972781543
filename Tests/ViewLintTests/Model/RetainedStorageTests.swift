import XCTest
@testable import ViewLintSyntax
@testable import ViewLintModel
import ViewLintSupport

/// A run keeps every file's declarations, and the index, until its end: what each of them
/// holds is what a run's memory grows with.
final class RetainedStorageTests: XCTestCase {
    /// The lists few members have share one reference (`RareCode`), and so do attributes and
    /// parameters; names are shared numbers (`SharedName`): a member is 48 bytes.
    func testAMemberIsFortyEightBytes() {
        XCTAssertEqual(MemoryLayout<CodeSummary>.size, 20)
        XCTAssertEqual(MemoryLayout<MemberDeclaration>.stride, 48)
    }

    /// A use's name and labels are shared numbers: 20 bytes, where two `String`s made it 48.
    func testAMemberUseIsTwentyBytes() {
        XCTAssertEqual(MemoryLayout<MemberUse>.stride, 20)
    }

    /// Equal names share one number and one `String`; the text reads back byte for byte,
    /// also when another spelling of it is equal as a `String`.
    func testSharedNamesReadBackTheirOwnBytes() {
        let composed = SharedName("caf\u{E9}"), decomposed = SharedName("cafe\u{301}")
        XCTAssertNotEqual(composed, decomposed)
        XCTAssertEqual(Array(composed.text.utf8), Array("caf\u{E9}".utf8))
        XCTAssertEqual(Array(decomposed.text.utf8), Array("cafe\u{301}".utf8))
        XCTAssertEqual(SharedName("title"), SharedName("title"))
        XCTAssertEqual(SharedName("title").text, "title")
        XCTAssertEqual(SharedName(""), .empty)
        XCTAssertEqual(SharedName.empty.text, "")
        XCTAssertEqual(MemoryLayout<SharedName>.size, 4)
    }

    /// A member's type, a call's enclosing type and member: nil and "" stay apart.
    func testOptionalNamesKeepNilApartFromEmpty() {
        var member = MemberDeclaration(kind: .storedProperty, name: "x", position: SourcePosition(line: 1, column: 1),
                                       isStatic: false, typeText: nil, attributes: [], parameters: [],
                                       isViewBuilding: false, code: CodeSummary())
        XCTAssertNil(member.typeText)
        member.typeText = ""
        XCTAssertEqual(member.typeText, "")
        member.typeText = "Int"
        XCTAssertEqual(member.typeText, "Int")
        member.typeText = nil
        XCTAssertNil(member.typeText)
        var call = CallFact(callee: "id", position: SourcePosition(line: 1, column: 1), isMember: true, receiver: [],
                            arguments: [], enclosing: .top, isQueried: false, enclosingType: "")
        XCTAssertEqual(call.enclosingType, "")
        XCTAssertNil(call.enclosingMember)
        call.enclosingMember = "body"
        XCTAssertEqual(call.enclosingMember, "body")
        call.enclosingType = nil
        XCTAssertNil(call.enclosingType)
    }

    /// Its rarely filled lists share one reference.
    func testATypeDeclarationPacksItsOneByteFacts() {
        XCTAssertEqual(MemoryLayout<TypeDeclaration>.stride, 64)
    }

    func testATypeDeclarationsRareListsReadBackAsSet() throws {
        let file = Parser.parse(path: "A.swift", text: """
            struct Plain {}
            struct Box<Item, Key>: View {
                init() { self.formatter = DateFormatter() }
            }
            enum Choice { case a, b(Int), c(name: String) }
            """)
        XCTAssertEqual(file.types.map(\.genericParameters), [[], ["Item", "Key"], []])
        XCTAssertEqual(file.types.map { $0.casesWithValues.map(\.name) }, [[], [], ["b", "c"]])
        XCTAssertTrue(file.types[0].initializerAssignments.isEmpty)
        var type = file.types[0]
        type.genericParameters = ["T"]
        type.casesWithValues += file.types[2].casesWithValues
        XCTAssertEqual(type.genericParameters, ["T"])
        XCTAssertEqual(type.casesWithValues.map(\.name), ["b", "c"])
    }

    /// The index keeps an entry for every type of the module, in a list of optionals.
    func testATypeTableEntryPacksItsOneByteFacts() {
        XCTAssertEqual(MemoryLayout<TypeIndex.Entry?>.stride, 48)
    }

    func testARareListGivesTheSummaryStorageOnlyWhenItHoldsSomething() {
        var summary = CodeSummary()
        XCTAssertTrue(summary.namedCalls.isEmpty)
        XCTAssertFalse(summary.hasRareStorage, "reading allocates nothing")
        summary.memberAccesses.append("title")
        summary.namedCalls.append(NamedCall(name: "AnyView", position: SourcePosition(line: 1, column: 2), receiver: nil))
        var collector = summary
        let taken = collector.takeAll()
        XCTAssertEqual(taken.memberAccesses, ["title"])
        XCTAssertEqual(taken.namedCalls.map(\.name), ["AnyView"])
        XCTAssertTrue(collector.memberAccesses.isEmpty)
        var empty = CodeSummary()
        XCTAssertFalse(empty.takeAll().hasRareStorage)
        var parent = CodeSummary()
        parent.absorb(taken)
        parent.absorb(CodeSummary())
        XCTAssertEqual(parent.memberAccesses, ["title"])
    }

    /// The index sums each file's calls of a name as it is built: the module keeps one count
    /// per name, not one per name per file.
    func testConstructionsAreSummedOncePerNameAcrossFiles() {
        let files = (0..<3).map { number in
            Parser.parse(path: "F\(number).swift", text: """
                struct V\(number): View { var body: some View { VStack { Row(); Row().equatable(); Cell\(number)() } } }
                """, query: SyntaxQuery(markingModifier: "equatable"))
        }
        var totals = ConstructionTotals()
        for file in files { totals.add(file.constructionCounts) }
        XCTAssertEqual(totals.count, 5, "VStack, Row and three Cells")
        XCTAssertEqual(totals.byName["Row"], Constructions(total: 6, marked: 3))
        XCTAssertEqual(ModuleIndex(files: files).constructions, totals.byName)
        XCTAssertEqual(totals.byName["Cell2"], Constructions(total: 1))
    }
}

extension RetainedStorageTests {
    /// A file's argument texts are appended a call at a time; what the file keeps is their
    /// exact size, not the room the appends grew.
    func testAFileKeepsItsArgumentTextAtItsSize() {
        let rows = (0..<150).map { "            Text(item.title).id(item.identifier\($0))" }.joined(separator: "\n")
        let file = Parser.parse(path: "List.swift", text: """
            struct Rows: View {
                let item: Item
                var body: some View {
                    LazyVStack {
            \(rows)
                    }
                }
            }
            """, query: .everyRule)
        let text = file.calls.argumentText
        XCTAssertGreaterThan(text.count, 2_000)
        XCTAssertLessThanOrEqual(text.capacity, text.count + 32, "\(text.count) bytes in room for \(text.capacity)")
    }
}

extension RetainedStorageTests {
    /// Once the index is built, a lint keeps of each file only what it still reads: the
    /// index holds its own references to the declarations the rules need.
    func testAFileKeepsItsPathCommentsAndDiagnosticsAfterIndexing() {
        let file = Parser.parse(path: "Row.swift", text: """
            // viewlint:disable-next-line body_complexity
            struct Row: View { var body: some View { Text("") } }
            extension Int { var doubled: Int { self * 2 } }
            typealias Count = Int
            let unterminated = "abc
            """, query: .everyRule)
        XCTAssertFalse(file.types.isEmpty)
        XCTAssertFalse(file.toolComments.isEmpty)
        XCTAssertFalse(file.diagnostics.isEmpty)
        let kept = IndexedFile(file)
        XCTAssertEqual(kept.path, "Row.swift")
        XCTAssertEqual(kept.toolComments.count, file.toolComments.count)
        XCTAssertEqual(kept.diagnostics.count, file.diagnostics.count)
        XCTAssertEqual(MemoryLayout<IndexedFile>.stride, 32)
        let module = ModuleIndex(files: [file])
        XCTAssertEqual(module.views.map(\.name), ["Row"], "the index holds the view without the file's lists")
    }
}
