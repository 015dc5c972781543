import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules

/// The screen of `non_equatable_property` passes over a property only when the full
/// judgement would call it stable.
final class StabilityScreenTests: XCTestCase {
    private static let defaultKinds: Set<NonEquatableKind> = [.closure, .anyview, .value]

    /// Types that are unstable only by what the module or the options declare, in the
    /// ways a name reaches a declaration: nested, through typealiases, file-private.
    private static let trickySources = [
        "Outer.swift": """
        enum Outer {
            struct Item { let onTap: () -> Void }
            struct Row: View { let item: Item; let name: String; var body: some View { Text("") } }
        }
        typealias Handler = () -> Void
        typealias Box = Wrapped
        struct Wrapped { let content: AnyView }
        struct Uses: View {
            let handler: Handler
            let box: Box?
            let pair: (Int, Outer.Item)
            let listed: Listed
            let plain: [String: Int]
            let framework: Binding<Bool>
            var body: some View { Text("") }
        }
        """,
        "Private.swift": """
        private struct Secret { let action: () -> Void }
        struct Keeps: View { fileprivate let secret: Secret; let count: Int; var body: some View { Text("") } }
        """,
        // Top-level types the screen may judge once for every view: `Item` and `Secret`
        // share their last word with a nested or a file's own type, which the views of
        // `Outer` or of Private.swift reach instead.
        "Models.swift": """
        struct Item: Equatable { let onTap: () -> Void }
        struct Secret: Hashable { let action: () -> Void }
        struct Model: Equatable { let onTap: () -> Void }
        struct Loose { let onTap: () -> Void }
        struct Calm { let count: Int }
        final class Store {}
        actor Worker {}
        protocol Service {}
        enum Mode { case on, off }
        enum Route { case detail(() -> Void) }
        typealias ModelAlias = Model
        struct Shows: View {
            let model: Model
            let models: [Model]
            let maybe: Model?
            let loose: Loose
            let calm: Calm
            let store: Store
            let worker: Worker
            let service: Service
            let mode: Mode
            let route: Route
            let alias: ModelAlias
            let pair: (Model, Loose)
            let item: Item
            let secret: Secret
            let binding: Binding<Model>
            var body: some View { Text("") }
        }
        struct Generic<Loose>: View { let loose: Loose; let model: Model; var body: some View { Text("") } }
        """,
    ]

    private func module(_ sources: [String: String]) -> ModuleIndex {
        ModuleIndex(files: sources.sorted { $0.key < $1.key }.map { Parser.parse(path: $0.key, text: $0.value) })
    }

    private func fixtureSources() throws -> [String: String] {
        let fixtures = PackageRoot.url.appendingPathComponent("Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var sources: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            sources[url.path] = try String(contentsOf: url, encoding: .utf8)
        }
        return sources
    }

    /// Every stored property the screen passes over is stable for `Stability`; returns how
    /// many it passed over and how many it let through.
    @discardableResult
    private func assertScreenAgreesWithTheJudge(_ module: ModuleIndex, kinds: Set<NonEquatableKind>,
                                                nonEquatableTypes: Set<String> = [],
                                                file: StaticString = #filePath, line: UInt = #line) -> (skipped: Int, judged: Int) {
        let types = module.types
        let stability = Stability(types: types, kinds: kinds, equatableTypes: [], nonEquatableTypes: nonEquatableTypes)
        let screen = StabilityScreen(types: types, kinds: kinds, nonEquatableTypes: nonEquatableTypes)
        var scratch = Stability.Scratch()
        var parsedTypes = ParsedTypes()
        var verdicts = StabilityScreen.Verdicts()
        var counts = (skipped: 0, judged: 0)
        for view in module.views + module.viewModifiers {
            for place in view.storedPropertyPlaces {
                guard let written = view[place].writtenType else { continue }
                let generics = types.genericParameters(of: view.name, file: view.file,
                                                       entry: types.entry(named: view.name, file: view.file))
                let judged = stability.instability(TypeExpression.parse(written), view: view.name, file: view.file,
                                                   genericParameters: generics, scratch: &scratch)
                let screened = parsedTypes.parse(written, unlessStable: { !screen.canBeUnstable($0) })
                XCTAssertEqual(screened, screen.canBeUnstable(written) ? TypeExpression.parse(written) : nil, written,
                               file: file, line: line)
                let byWords = screen.canBeUnstable(written)
                let byVerdicts = screen.canBeUnstable(written, verdicts: &verdicts)
                // The verdicts only pass over more: what words pass over, they do too.
                if !byWords { XCTAssertFalse(byVerdicts, written, file: file, line: line) }
                if byVerdicts {
                    counts.judged += 1
                } else {
                    counts.skipped += 1
                    XCTAssertNil(judged, "\(view.name).\(view[place].name): \(written)", file: file, line: line)
                }
            }
        }
        return counts
    }

    func testEveryPropertyTheScreenPassesOverIsStableInTheFixtures() throws {
        let fixtures = module(try fixtureSources())
        for kinds in [Self.defaultKinds, [.closure], [.value, .class], [.anyview, .class]] as [Set<NonEquatableKind>] {
            let counts = assertScreenAgreesWithTheJudge(fixtures, kinds: kinds)
            // Not vacuous: the fixtures have both kinds of property.
            XCTAssertGreaterThan(counts.skipped, 20, "\(kinds)")
            XCTAssertGreaterThan(counts.judged, 20, "\(kinds)")
        }
    }

    func testEveryPropertyTheScreenPassesOverIsStableInTrickyDeclarations() {
        let tricky = module(Self.trickySources)
        assertScreenAgreesWithTheJudge(tricky, kinds: Self.defaultKinds, nonEquatableTypes: ["Listed"])
        assertScreenAgreesWithTheJudge(tricky, kinds: [.value, .class], nonEquatableTypes: ["Listed"])
    }

    /// The module's top-level types that are stable wherever they are written are passed
    /// over by name: an Equatable struct or enum, a protocol, a class or actor while
    /// `class` is off; a struct or enum that is not Equatable, a typealias, or a name
    /// that a nested or a file's own type ends with is left to the judge.
    func testWhatTheScreenPassesOverByTheModulesVerdicts() {
        let types = module(Self.trickySources).types
        let screen = StabilityScreen(types: types, kinds: Self.defaultKinds, nonEquatableTypes: ["Listed"])
        var verdicts = StabilityScreen.Verdicts()
        for written in ["Model", "Model?", "[Model]", "Optional<Model>", "(Model, Int)", "Binding<Model>", "Store",
                        "Worker", "Service", "any Service", "Mode"] {
            XCTAssertFalse(screen.canBeUnstable(written, verdicts: &verdicts), written)
            // Not passed over by words alone: the verdicts are what pass it over.
            XCTAssertTrue(screen.canBeUnstable(written), written)
        }
        for written in ["Loose", "Calm", "Route", "ModelAlias", "Item", "Secret", "(Model, Loose)", "() -> Model",
                        "Listed", "AnyView", "Outer.Item", "Handler"] {
            XCTAssertTrue(screen.canBeUnstable(written, verdicts: &verdicts), written)
        }
        // Verdicts belong to the screen that made them: each screen here starts its own.
        let classes = StabilityScreen(types: types, kinds: [.value, .class], nonEquatableTypes: [])
        var classVerdicts = StabilityScreen.Verdicts()
        for written in ["Store", "Worker"] { XCTAssertTrue(classes.canBeUnstable(written, verdicts: &classVerdicts), written) }
        let noValues = StabilityScreen(types: types, kinds: [.closure, .anyview], nonEquatableTypes: [])
        var fresh = StabilityScreen.Verdicts()
        for written in ["Loose", "Route", "Model"] { XCTAssertFalse(noValues.canBeUnstable(written, verdicts: &fresh), written) }
        for written in ["ModelAlias", "Item"] { XCTAssertTrue(noValues.canBeUnstable(written, verdicts: &fresh), written) }
    }

    func testWhatTheScreenLetsThroughAndPassesOver() {
        let types = module(Self.trickySources).types
        let screen = StabilityScreen(types: types, kinds: Self.defaultKinds, nonEquatableTypes: ["Listed"])
        for written in ["() -> Void", "@escaping (Int) async -> Bool", "AnyView", "SwiftUI.AnyView?", "Item",
                        "Outer.Item", "Handler", "Box", "Listed", "(Int, Secret)", "[Wrapped]", "Optional<Item>"] {
            XCTAssertTrue(screen.canBeUnstable(written), written)
        }
        for written in ["String", "Int?", "[String: Int]", "Binding<Bool>", "(Int, Double)", "Date", "Anything",
                        "Itemized", "some View", "any Error"] {
            XCTAssertFalse(screen.canBeUnstable(written), written)
        }
    }

    /// A kind the screen cannot read from words, or a name that another text equals as a
    /// `String`, leaves every property to the judge.
    func testTheScreenStandsAsideWhenWordsCannotTell() {
        let types = module(Self.trickySources).types
        XCTAssertTrue(StabilityScreen(types: types, kinds: [.existential], nonEquatableTypes: []).canBeUnstable("String"))
        XCTAssertTrue(StabilityScreen(types: types, kinds: Self.defaultKinds, nonEquatableTypes: ["\u{212A}elvin"])
            .canBeUnstable("String"))
        let kelvin = module(["K.swift": "struct \u{212A}elvin { let f: () -> Void }\nstruct V: View { let k: Kelvin; var body: some View { Text(\"\") } }"])
        XCTAssertTrue(StabilityScreen(types: kelvin.types, kinds: Self.defaultKinds, nonEquatableTypes: [])
            .canBeUnstable("Kelvin"))
        assertScreenAgreesWithTheJudge(kelvin, kinds: Self.defaultKinds)
        XCTAssertFalse(StabilityScreen(types: types, kinds: Self.defaultKinds, nonEquatableTypes: []).canBeUnstable("Kelvin"))
    }

    /// A text screened as stable is still read in full when a field of a struct asks for it.
    func testParsedTypesScreenEachTextOnceAndStillReadIt() {
        var parsedTypes = ParsedTypes()
        var asked = 0
        for _ in 0..<3 {
            XCTAssertNil(parsedTypes.parse("String", unlessStable: { _ in asked += 1; return true }))
        }
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(parsedTypes.parse("String"), .named(["String"], []))
        XCTAssertNil(parsedTypes.parse("String", unlessStable: { _ in asked += 1; return false }))
        XCTAssertEqual(parsedTypes.parse("() -> Void", unlessStable: { _ in false }), .function)
        XCTAssertEqual(parsedTypes.parse("Ítem", unlessStable: { _ in false }), .named(["Ítem"], []))
        XCTAssertNil(parsedTypes.parse("Ítem", unlessStable: { _ in true }))
    }
}
