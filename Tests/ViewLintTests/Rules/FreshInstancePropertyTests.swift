import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules
@testable import ViewLintEngine

/// `fresh_instance_property`'s `@ObservedObject` findings, and the syntax facts they read.
final class FreshInstancePropertyTests: XCTestCase {
    private func reported(_ source: String) -> [String] {
        Linter().lint([SourceInput(path: "O.swift", text: source)]).findings
            .filter { $0.rule == .freshInstanceProperty }
            .map { "\($0.line):\($0.column) \($0.message.split(separator: "'")[1])" }
    }

    /// The view makes the object itself: an initial value, `self.x = X()`, or
    /// `_x = ObservedObject(wrappedValue: X())` in its `init`.
    func testObservedObjectsTheViewMakesItself() {
        let source = """
        final class Model: ObservableObject {}
        struct V: View {
            @ObservedObject var a = Model()
            @ObservedObject var b: Model = Model(id: 1)
            @ObservedObject var c: Model
            @SwiftUI.ObservedObject private var d: Model
            @ObservedObject var e: Model
            init(e: Model) {
                self.c = Model()
                _d = SwiftUI.ObservedObject(wrappedValue: Model.init(name: "x"))
                self.e = e
            }
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), ["3:25 a", "4:25 b", "9:14 c", "10:9 d"])
        XCTAssertTrue(Linter().lint([SourceInput(path: "O.swift", text: source)]).findings[0].message
            .hasSuffix("use @StateObject, or pass it in"))
    }

    /// An `init` in an extension, in another file, is the view's too.
    func testAnInitInAnExtensionCounts() {
        let findings = Linter().lint([
            SourceInput(path: "A.swift", text: """
            final class Model: ObservableObject {}
            struct V: View {
                @ObservedObject var model: Model
                var body: some View { Text("") }
            }
            """),
            SourceInput(path: "B.swift", text: """
            extension V {
                init() {
                    self.model = Model()
                }
            }
            """),
        ]).findings
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule.rawValue)" },
                       ["B.swift:3:14 fresh_instance_property"])
    }

    /// Passed in, shared, owned by SwiftUI, or not observed: not reported.
    func testObservedObjectsPassedInOrOwnedAreNot() {
        let source = """
        final class Model: ObservableObject { static let shared = Model() }
        struct V: View {
            @ObservedObject var a = Model.shared
            @ObservedObject var b: Model
            @StateObject private var c = Model()
            @ObservedObject var d: Model
            var plain: Model
            init(b: Model, d: Model) {
                self.b = b
                _d = ObservedObject(wrappedValue: d)
                plain = Model()
                if true { self.b = Model() }
            }
            var body: some View { Text("") }
        }
        """
        XCTAssertEqual(reported(source), [])
    }

    func testTheParserKeepsConstructingAssignmentsAndEnumCases() {
        let file = Parser.parse(path: "a.swift", text: """
        struct A {
            init() {
                self.x = X(1); _y = ObservedObject(wrappedValue: Y())
                z = compute()
                w = W(1) { 2 }
            }
        }
        enum E { case a, b(Int, label: () -> Void), c(_ name: String) = 3; case d }
        """)
        XCTAssertEqual(file.types[0].initializerAssignments.map { "\($0.target)=\($0.constructedType)/\($0.wrappedValueType ?? "-")" },
                       ["x=X/-", "_y=ObservedObject/Y", "w=W/-"])
        XCTAssertEqual(file.types[1].casesWithValues.map(\.name), ["b", "c"])
        XCTAssertEqual(file.types[1].casesWithValues[0].associatedValues,
                       [.init(label: nil, typeText: "Int"), .init(label: "label", typeText: "() -> Void")])
        XCTAssertEqual(file.types[1].casesWithValues[1].associatedValues, [.init(label: "name", typeText: "String")])
    }
}
