import XCTest
@testable import ViewLintRules

/// The advice of `non_equatable_property` is added exactly when the message stays under
/// 200 characters (not bytes) with it, whatever the quoted names are made of.
final class NonEquatablePropertyMessageLengthTests: XCTestCase {
    private func assertAdviceOnlyUnder200Characters(_ reason: Instability, advice: String, names: [String],
                                                    line: UInt = #line) {
        for name in names {
            let message = NonEquatablePropertyRule.message(property: "on" + name, written: "() -> Void", reason: reason,
                                                           view: "V" + name)
            let hasAdvice = message.hasSuffix(advice)
            let facts = hasAdvice ? String(message.dropLast(advice.count)) : message
            XCTAssertEqual(hasAdvice, facts.count + advice.count < 200, "\(name.count) \(name.utf8.count): \(message)",
                           line: line)
        }
    }

    /// ASCII names, names of two-byte letters, of `\r\n` (one character of two bytes), and
    /// long ones shortened with "…", around the limit.
    private static let names: [String] = (0..<70).flatMap { length in
        [String(repeating: "e", count: length), String(repeating: "é", count: length),
         String(repeating: "e\r\n", count: length / 2)]
    }

    func testClosureAdvice() {
        assertAdviceOnlyUnder200Characters(.closure, advice: "; pass a stable value, or leave it out of an Equatable ==",
                                           names: Self.names)
    }

    func testAnyViewAdvice() {
        assertAdviceOnlyUnder200Characters(.anyView, advice: "; take a generic Content: View instead", names: Self.names)
    }

    func testValueAdvice() {
        for type in ["Row", "Ŕow", String(repeating: "R", count: 60)] {
            for path in ["f", "ƒ", String(repeating: "p.", count: 30) + "f"] {
                assertAdviceOnlyUnder200Characters(
                    .value(type: type, path: path, holds: .closure),
                    advice: "; make '\(MessageText.shortened(type))' Equatable or pass that field separately",
                    names: Self.names)
            }
        }
    }
}

/// The messages of the two most common kinds, written out in full.
final class NonEquatablePropertyMessageTextTests: XCTestCase {
    func testClosureAndAnyViewMessages() {
        XCTAssertEqual(
            NonEquatablePropertyRule.message(property: "onTap", written: "() -> Void", reason: .closure, view: "Row"),
            "Property 'onTap' is a closure: the parent's body makes a new one (new captures) on every update, so "
                + "SwiftUI sees 'Row' as changed; pass a stable value, or leave it out of an Equatable ==")
        XCTAssertEqual(
            NonEquatablePropertyRule.message(property: "content", written: "AnyView", reason: .anyView, view: "Card"),
            "Property 'content' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...), "
                + "so SwiftUI sees 'Card' as changed; take a generic Content: View instead")
        let long = String(repeating: "x", count: 40)
        XCTAssertEqual(
            NonEquatablePropertyRule.message(property: long, written: "() -> Void", reason: .closure, view: long),
            "Property '\(long)' is a closure: the parent's body makes a new one (new captures) on every update, so "
                + "SwiftUI sees '\(long)' as changed")
        XCTAssertEqual(
            NonEquatablePropertyRule.message(property: "", written: "AnyView", reason: .anyView, view: "é"),
            "Property '' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...), "
                + "so SwiftUI sees 'é' as changed; take a generic Content: View instead")
    }
}
