import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine
@testable import ViewLintCLI

/// One test per bullet of the README's `non_equatable_property`: which properties of which
/// views are reported.
final class NonEquatablePropertyTests: XCTestCase {
    /// The reported properties as `View.property`.
    private func reported(_ files: [String: String], configuration: Configuration = Configuration()) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return Linter(configuration: configuration).lint(inputs).findings
            .filter { $0.rule == .nonEquatableProperty }
            .map { "\($0.view ?? "-").\($0.message.split(separator: "'")[1])" }
    }

    private func reported(_ source: String, configuration: Configuration = Configuration()) -> [String] {
        reported(["Test.swift": source], configuration: configuration)
    }

    func testFunctionTypesInEveryForm() {
        let source = """
        struct V: View {
            let a: () -> Void
            var b: @escaping @MainActor (Int) async throws -> Bool
            let c: (() -> Void)?
            let d: Optional<() -> Void>
            let e: [(Int) -> Void]
            let f: [String: () -> Void]
            let g: (Int, () -> Void)
            let ok: Int
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.a", "V.b", "V.c", "V.d", "V.e", "V.f", "V.g"])
    }

    /// Swift 6 code writes the actor or `Sendable` on the function type itself, unparenthesized.
    func testFunctionTypesWithAttributesBeforeTheirParameters() {
        let source = """
        struct V: View {
            let onDismiss: @MainActor () -> Void
            let onSelect: @Sendable (Item) -> Void
            var onSave: @MainActor @Sendable (Item) async throws -> Void
            let ok: Int
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.onDismiss", "V.onSelect", "V.onSave"])
    }

    func testTypeErasedAndExistentialTypes() {
        let source = """
        protocol Named: Hashable {}
        protocol Loader {}
        struct V: View {
            let a: AnyView
            let b: SwiftUI.AnyView
            let c: Any
            let d: AnyObject
            let e: any Error
            let f: any Loader
            let g: Loader
            let h: any Named
            let i: Named
            let j: some Collection
            let k: Error
            let l: LocalizedError?
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.a", "V.b", "V.c", "V.d", "V.e", "V.f", "V.g", "V.k", "V.l"])
    }

    func testModuleTypesAndTypealiases() {
        let source = """
        struct Handler<Action> { let run: (Action) -> Void }
        struct Point: Hashable { var x = 0 }
        struct Tagged {}
        extension Tagged: Equatable {}
        enum Mode { case a, b }
        enum Payload { case text(String) }
        enum Status: Int { case on = 1 }
        final class Model {}
        class Base: Equatable { static func == (a: Base, b: Base) -> Bool { true } }
        class Derived: Base {}
        actor Store {}
        typealias Action = () -> Void
        typealias Indirect = Action
        typealias Loop = Loop
        struct V: View {
            let a: Handler<String>
            let b: Point
            let c: Tagged
            let d: Mode
            let e: Payload
            let f: Status
            let g: Model
            let h: Derived
            let i: Store
            let j: Action
            let k: Indirect
            let l: Loop
            let m: [Model]
            let n: Set<Payload>
            let o: [String: Model]?
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.a", "V.e", "V.g", "V.i", "V.j", "V.k", "V.m", "V.n", "V.o"])
    }

    func testOnlyStoredInstancePropertiesWithAWrittenTypeAndNoDynamicWrapper() {
        let source = """
        struct V: View {
            @State private var a: () -> Void = {}
            @SwiftUI.Binding var b: AnyView
            @Environment(\\.openURL) var c: OpenURLAction
            @MainActor let d: () -> Void
            @Custom var e: () -> Void
            static let f: () -> Void = {}
            var g: () -> Void { {} }
            var h = { }
            var i: () -> Void = {} { didSet { } }
            var j, k: () -> Void
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.d", "V.e", "V.i", "V.j", "V.k"])
        var configuration = Configuration()
        configuration.nonEquatableProperty.propertyWrappers = ["Custom"]
        XCTAssertEqual(reported(source, configuration: configuration), ["V.d", "V.i", "V.j", "V.k"])
    }

    func testEquatableViewsAreNotReported() {
        let files = [
            "A.swift": """
            protocol DiffableView: View, Equatable {}
            @Equatable struct A: View { @SkipEquatable let f: () -> Void; var body: some View { Text("") } }
            struct B: View, Hashable { let f: () -> Void; var body: some View { Text("") } }
            struct C: DiffableView { let f: () -> Void; var body: some View { Text("") } }
            struct D: View { let f: () -> Void; var body: some View { Text("") } }
            struct E: View { let f: () -> Void; var body: some View { Text("") } }
            """,
            "B.swift": """
            extension D: Equatable { static func == (a: D, b: D) -> Bool { true } }
            """,
        ]
        XCTAssertEqual(reported(files), ["E.f"])
    }

    func testGenericParametersNestedNamesAndFrameworkTypes() {
        let source = """
        struct Outer<Model> {
            struct Model2 {}
            struct Row<Content: View>: View {
                let content: Content
                let model: Model
                let other: Model2
                let date: Date
                let url: URL
                var body: some View { content }
            }
        }
        """
        XCTAssertEqual(reported(source), ["Outer.Row.other"])
        var configuration = Configuration()
        configuration.nonEquatableProperty.nonEquatableTypes = ["URL"]
        configuration.nonEquatableProperty.equatableTypes = ["Model2"]
        XCTAssertEqual(reported(source, configuration: configuration), ["Outer.Row.url"])
    }

    func testModuleTypeShadowsAStandardContainer() {
        let source = """
        struct Optional<T> { }
        struct V: View {
            let a: Optional<Int>
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.a"])
    }

    func testMessageNamesPropertyTypeReasonAndRemedy() throws {
        let source = """
        final class Model {}
        struct V: View {
            let onTap: () -> Void
            let model: Model
            let handler: Handler
            var body: some View { Text("") }
        }
        struct Handler { let f: () -> Void }
        """
        let findings = Linter().lint([SourceInput(path: "V.swift", text: source)]).findings
        XCTAssertEqual(findings.map(\.line), [3, 4, 5])
        XCTAssertEqual(findings.map(\.column), [9, 9, 9])
        XCTAssertEqual(findings.map(\.message), [
            "Property 'onTap' ('() -> Void') is a closure, which never compares equal: 'V' re-runs its body on every "
                + "parent update",
            "Property 'model' ('Model') holds a class instance, compared by identity: a new one from the parent re-runs 'V'",
            "Property 'handler' ('Handler') is not Equatable, so SwiftUI compares it field by field, and one field it "
                + "cannot compare makes 'V' unequal",
        ])
    }
    /// Each kind says why in its own words, and `kinds` limits the report to some kinds.
    func testEachKindHasItsOwnReasonAndCanBeLeftOut() throws {
        let source = """
            final class Store {}
            actor Cache {}
            protocol Source {}
            struct Badge { let f: () -> Void }
            struct V: View {
                let onTap: () -> Void
                let store: Store
                let cache: Cache?
                let source: Source
                let error: any Error
                let badges: [String: Badge]
                var body: some View { Text("") }
            }
            """
        func messages(kinds: [String]? = nil) -> [String] {
            var configuration = Configuration()
            if let kinds { configuration.nonEquatableProperty.kinds = kinds }
            return Linter(configuration: configuration).lint([SourceInput(path: "K.swift", text: source)]).findings.map(\.message)
        }
        XCTAssertEqual(messages(), [
            "Property 'onTap' ('() -> Void') is a closure, which never compares equal: 'V' re-runs its body on every parent update",
            "Property 'store' ('Store') holds a class instance, compared by identity: a new one from the parent re-runs 'V'",
            "Property 'cache' ('Cache?') holds an actor instance of 'Cache', compared by identity: a new one from the parent "
                + "re-runs 'V'",
            "Property 'source' ('Source') is an existential, which SwiftUI cannot compare: 'V' re-runs its body on every parent update",
            "Property 'error' ('any Error') is an existential, which SwiftUI cannot compare: 'V' re-runs its body on every "
                + "parent update",
            "Property 'badges' ('[String: Badge]'): 'Badge' is not Equatable, so SwiftUI compares it field by field, and one "
                + "field it cannot compare makes 'V' unequal",
        ])
        XCTAssertEqual(messages(kinds: ["closure"]).count, 1)
        XCTAssertEqual(messages(kinds: ["class", "existential"]).map { String($0.prefix(18)) }, [
            "Property 'store' (", "Property 'cache' (", "Property 'source' ", "Property 'error' (",
        ])
        XCTAssertEqual(messages(kinds: ["value"]).count, 1)
    }

    /// View modifiers are judged like views unless `include_view_modifiers: false`.
    func testViewModifiersAreJudgedUnlessTurnedOff() {
        let source = """
            struct CardStyle: ViewModifier {
                let onTap: () -> Void
                func body(content: Content) -> some View { content.onTapGesture(perform: onTap) }
            }
            struct EquatableStyle: ViewModifier, Equatable {
                let onTap: () -> Void
                static func == (a: Self, b: Self) -> Bool { true }
                func body(content: Content) -> some View { content }
            }
            """
        func lines(includingModifiers: Bool) -> [Int] {
            var configuration = Configuration()
            configuration.nonEquatableProperty.includeViewModifiers = includingModifiers
            return Linter(configuration: configuration).lint([SourceInput(path: "M.swift", text: source)]).findings.map(\.line)
        }
        XCTAssertEqual(lines(includingModifiers: true), [2])
        XCTAssertEqual(lines(includingModifiers: false), [])
    }

    /// A class property whose initial value makes the instance gets the one, more specific
    /// finding of `fresh_instance_property`; with that rule off, this rule reports it.
    func testFreshInstancesAreLeftToTheirRuleWhileItRuns() {
        let source = """
        final class Store {}
        struct V: View {
            let made: Store = Store()
            let given: Store
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["V.given"])
        var configuration = Configuration()
        configuration.freshInstanceProperty.enabled = false
        XCTAssertEqual(reported(source, configuration: configuration), ["V.made", "V.given"])
    }

    /// A `private` or `fileprivate` type is seen from its own file only: a test helper's
    /// `private class Image` is not SwiftUI's `Image` anywhere else.
    func testAFilePrivateTypeStandsForItsNameInItsOwnFileOnly() {
        let files = [
            "Helpers.swift": """
            private final class Image {}
            struct Preview: View {
                let image: Image
                var body: some View { Text("") }
            }
            """,
            "Profile.swift": """
            struct Profile: View {
                let image: Image
                var body: some View { Text("") }
            }
            """,
        ]
        XCTAssertEqual(reported(files), ["Preview.image"])
    }

    /// Each file's own `Item` judges that file's views; a type declared in code or nested in
    /// a private type is no more visible than its file.
    func testEachFileResolvesToItsOwnPrivateDeclaration() {
        let files = [
            "A.swift": """
            fileprivate struct Item: Equatable { let id: Int }
            private enum Box { final class Ref {} }
            func make() { final class Local {} }
            struct A: View {
                let item: Item
                var body: some View { Text("") }
            }
            """,
            "B.swift": """
            private struct Item { let action: () -> Void }
            struct B: View {
                let item: Item
                let ref: Box.Ref
                var body: some View { Text("") }
            }
            """,
            "C.swift": """
            struct C: View {
                let item: Item
                let local: Local
                var body: some View { Text("") }
            }
            """,
        ]
        XCTAssertEqual(reported(files), ["B.item"])
    }

    /// A nested type is found from inside its parent only, and there it wins over a file's
    /// own top-level type of the same name.
    func testANestedTypeShadowsOnlyInsideItsParent() {
        let source = """
        private struct Item: Equatable {}
        struct Outer {
            final class Item {}
            struct Inner: View {
                let item: Item
                var body: some View { Text("") }
            }
        }
        struct Top: View {
            let item: Item
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["Outer.Inner.item"])
    }

    /// A private view is extended in its own file only: another file's extension of the
    /// same name extends a different type.
    func testAPrivateViewTakesExtensionsFromItsOwnFileOnly() {
        let files = [
            "A.swift": """
            private struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            extension Row: Equatable {}
            """,
            "B.swift": """
            private struct Row: View {
                let onTap: () -> Void
                var body: some View { Text("") }
            }
            """,
        ]
        XCTAssertEqual(reported(files), ["Row.onTap"])
    }
}
