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
    /// Every kind on, the opt-in `class` and `existential` too: most tests here are about
    /// which type a name stands for, and a class shows it best.
    static var everyKind: Configuration {
        var configuration = Configuration()
        configuration.nonEquatableProperty.kinds = NonEquatableKind.allCases.map(\.rawValue)
        return configuration
    }

    /// The reported properties as `View.property`.
    private func reported(_ files: [String: String], configuration: Configuration = everyKind) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return Linter(configuration: configuration).lint(inputs).findings
            .filter { $0.rule == .nonEquatableProperty }
            .map { "\($0.view ?? "-").\($0.message.split(separator: "'")[1])" }
    }

    private func reported(_ source: String, configuration: Configuration = everyKind) -> [String] {
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
        // Contract v2: an array or dictionary is compared by storage identity, whatever it holds.
        XCTAssertEqual(reported(source), ["V.a", "V.b", "V.c", "V.d", "V.g"])
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
        // With the opt-in kinds on; `AnyObject` is class-bound (contract v2).
        XCTAssertEqual(reported(source), ["V.a", "V.b", "V.c", "V.e", "V.f", "V.g", "V.k", "V.l"])
        XCTAssertEqual(reported(source, configuration: Configuration()), ["V.a", "V.b"])
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
        // Contract v2: `Payload` holds plain data; arrays, sets and dictionaries are never reported.
        XCTAssertEqual(reported(source), ["V.a", "V.g", "V.i", "V.j", "V.k"])
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
            struct Model2 { let onTap: () -> Void }
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
        struct Optional<T> { let make: () -> T }
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
            let content: AnyView
            var body: some View { Text("") }
        }
        struct Handler { let f: () -> Void }
        """
        let findings = Linter().lint([SourceInput(path: "V.swift", text: source)]).findings
        XCTAssertEqual(findings.map(\.line), [3, 5, 6])
        XCTAssertEqual(findings.map(\.column), [9, 9, 9])
        XCTAssertEqual(findings.map(\.message), [
            "Property 'onTap' is a closure: the parent's body makes a new one (new captures) on every update, so SwiftUI "
                + "sees 'V' as changed; pass a stable value, or leave it out of an Equatable ==",
            "Property 'handler' is 'Handler', whose 'f' is a closure: unless passed through unchanged, each parent update "
                + "brings a new one, so SwiftUI sees 'V' as changed",
            "Property 'content' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...), so "
                + "SwiftUI sees 'V' as changed; take a generic Content: View instead",
        ])
    }

    /// Each kind says why in its own words, and `kinds` limits the report to some kinds:
    /// `closure`, `anyview`, `value` by default, `class` and `existential` when asked.
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
                let badge: Badge
                let content: AnyView
                var body: some View { Text("") }
            }
            """
        func messages(kinds: [String]? = nil) -> [String] {
            var configuration = Configuration()
            if let kinds { configuration.nonEquatableProperty.kinds = kinds }
            return Linter(configuration: configuration).lint([SourceInput(path: "K.swift", text: source)]).findings.map(\.message)
        }
        XCTAssertEqual(messages().map { String($0.prefix(30)) }, [
            "Property 'onTap' is a closure:", "Property 'badge' is 'Badge', w", "Property 'content' is an AnyVi",
        ])
        XCTAssertEqual(messages(kinds: ["class", "existential"]), [
            "Property 'store' holds a class instance ('Store'), compared by identity: a new one from the parent makes 'V' unequal",
            "Property 'cache' holds an actor instance ('Cache'), compared by identity: a new one from the parent makes 'V' unequal",
            "Property 'source' is an existential ('any Source') that is neither Equatable nor class-bound: an Equatable "
                + "'V' cannot compare it with ==",
            "Property 'error' is an existential ('any Error') that is neither Equatable nor class-bound: an Equatable "
                + "'V' cannot compare it with ==",
        ])
        XCTAssertEqual(messages(kinds: ["closure"]).count, 1)
        XCTAssertEqual(messages(kinds: ["anyview"]).count, 1)
        // A kind left out is not looked through: `Badge` holds only a closure.
        XCTAssertEqual(messages(kinds: ["anyview", "value"]).count, 1)
        XCTAssertEqual(messages(kinds: ["value"]), [])
    }

    /// Contract v2: what SwiftUI compares equal on the next update is never reported.
    func testWhatComparesEqualIsNotReported() {
        let source = """
        struct Badge { let title: String; let count: Int; let tint: Color; let style: Style }
        enum Style { case plain, bold }
        enum Payload { case text(String), image(URL, size: CGSize) }
        struct Item { let onTap: () -> Void }
        final class FeedModel: ObservableObject {}
        protocol Loader {}
        struct Row<Value>: View {
            let badge: Badge
            let payload: Payload?
            let model: FeedModel
            let loader: any Loader
            let bare: Loader
            let error: Error
            let items: [Item]
            let byID: [String: Item]
            let set: Set<Item>
            let value: Value
            let unknown: SomeFrameworkType
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source, configuration: Configuration()), [])
    }

    /// A struct or enum holding a closure or `AnyView` is reported with the path to it:
    /// fields by name, enum cases by label or position; `Optional` and tuples add nothing.
    func testValuePathsThroughStructsEnumsOptionalsAndTuples() {
        let source = """
        struct Item { let id: Int; let onTap: (() -> Void)? }
        struct Section { let title: String; let item: Item }
        enum Popover { case share(URL), popover(title: String, closePopover: () -> Void) }
        enum Route { case list, detail(AnyView) }
        struct Wrapper { let pair: (Int, Route) }
        struct V: View {
            let section: Section
            let popover: Popover?
            let route: Route
            let wrapper: Wrapper
            var body: some View { Text("") }
        }
        """
        let findings = Linter().lint([SourceInput(path: "P.swift", text: source)]).findings
        XCTAssertEqual(findings.map { $0.message.split(separator: "'")[5] }, [
            "item.onTap", "popover.closePopover", "detail.0", "pair.detail.0",
        ])
        XCTAssertEqual(findings.map { $0.message.split(separator: "'")[3] }, ["Section", "Popover", "Route", "Wrapper"])
        XCTAssertTrue(findings[2].message.contains("is an AnyView: unless passed through unchanged"), findings[2].message)
    }

    /// The cycle guard starts at the view; a type met again on the way down adds nothing,
    /// and a field after the cycle is still found (`Node.onTap`, not through `Box`).
    func testCyclesEndAndLaterFieldsStillCount() {
        let source = """
        indirect enum Tree { case leaf, node(Tree, Tree) }
        struct Node { let children: Box; let onTap: () -> Void }
        indirect enum Box { case one(Node) }
        struct Link { let back: V? }
        struct V: View {
            let tree: Tree
            let node: Node
            let link: Link
            let onTap: () -> Void
            var body: some View { Text("") }
        }
        """
        let findings = Linter().lint([SourceInput(path: "C.swift", text: source)]).findings
        XCTAssertEqual(findings.map(\.line), [7, 9])
        XCTAssertTrue(findings[0].message.hasPrefix("Property 'node' is 'Node', whose 'onTap' is a closure"), findings[0].message)
    }

    /// A name with several declarations (`#if` alternatives) is stable when one of them is;
    /// a struct's stored properties in `#if` clauses count.
    func testConditionalDeclarations() {
        let source = """
        #if os(iOS)
        struct Token { let value: String }
        #else
        struct Token { let refresh: () -> Void }
        #endif
        struct Config {
            let name: String
            #if DEBUG
            let log: (String) -> Void
            #endif
        }
        struct V: View {
            let token: Token
            let config: Config
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source, configuration: Configuration()), ["V.config"])
    }

    /// A property wrapper of the module that conforms to `DynamicProperty`, in its own
    /// clause or an extension's, is SwiftUI's to track.
    func testModuleDynamicPropertyWrappersAreExempt() {
        let source = """
        @propertyWrapper struct LazyState<V>: DynamicProperty { var wrappedValue: V }
        @propertyWrapper struct Toaster { var wrappedValue: () -> Void }
        extension Toaster: DynamicProperty {}
        @propertyWrapper struct Plain<V> { var wrappedValue: V }
        struct V: View {
            @LazyState var make: () -> Void
            @Toaster var toast: () -> Void
            @Plain var other: () -> Void
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source, configuration: Configuration()), ["V.other"])
    }

    /// With the opt-in kinds: class-bound and Equatable existentials are exempt, a
    /// composition with a module class holds a class instance, and `value` looks through them.
    func testOptInKindsExemptionsAndDescent() {
        let source = """
        protocol Bound: AnyObject {}
        protocol Refined: Bound {}
        @objc protocol Legacy {}
        protocol Keyed: Hashable {}
        protocol Loader {}
        class Base {}
        struct Holder { let loader: any Loader }
        struct V: View {
            let a: any Bound
            let b: Refined
            let c: Legacy
            let d: any Keyed
            let e: any ObservableObject
            let f: Base & Loader
            let g: any Loader
            let h: Holder
            var body: some View { Text("") }
        }
        """
        var configuration = Configuration()
        configuration.nonEquatableProperty.kinds = ["existential", "value"]
        XCTAssertEqual(reported(source, configuration: configuration), ["V.g", "V.h"])
        configuration.nonEquatableProperty.kinds = ["existential"]
        XCTAssertEqual(reported(source, configuration: configuration), ["V.g"])
    }

    /// A chain of typealiases tens of thousands long is followed without recursion (it
    /// overflowed the stack), and a protocol chain declared backwards is found in one pass.
    func testLongTypealiasChainsResolve() {
        let count = 30_000
        var source = "struct V: View {\n    let action: Alias0\n    var body: some View { Text(\"\") }\n}\n"
        for index in 0..<count { source += "typealias Alias\(index) = Alias\(index + 1)\n" }
        source += "typealias Alias\(count) = () -> Void\n"
        XCTAssertEqual(reported(source, configuration: Configuration()), ["V.action"])
    }

    /// Types that each hold the next twice and point back to the first: every answer depends
    /// on the way down, so nothing is remembered, and without a limit the walk took time
    /// exponential in the depth. A closure beside the web is still found.
    func testAWebOfMutuallyNestedTypesEnds() {
        let depth = 60
        var source = "struct V: View {\n    let web: S0\n    let onTap: () -> Void\n    var body: some View { Text(\"\") }\n}\n"
        for index in 0..<depth { source += "struct S\(index) { let a: S\(index + 1); let b: S\(index + 1); let back: S0? }\n" }
        source += "struct S\(depth) { let back: S0? }\n"
        XCTAssertEqual(reported(source, configuration: Configuration()), ["V.onTap"])
    }

    /// Structs nested deeper than any real model are cut off rather than costing stack.
    func testVeryDeepStructNestingEnds() {
        let count = 20_000
        var source = "struct V: View {\n    let first: S0\n    var body: some View { Text(\"\") }\n}\n"
        for index in 0..<count { source += "struct S\(index) { let next: S\(index + 1) }\n" }
        source += "struct S\(count) { let onTap: () -> Void }\n"
        XCTAssertEqual(reported(source, configuration: Configuration()), [])
        let shallow = """
        struct V: View { let first: S0; var body: some View { Text("") } }
        struct S0 { let next: S1 }
        struct S1 { let next: S2 }
        struct S2 { let onTap: () -> Void }
        """
        XCTAssertEqual(reported(shallow, configuration: Configuration()), ["V.first"])
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
        configuration.nonEquatableProperty.kinds = NonEquatableKind.allCases.map(\.rawValue)
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
