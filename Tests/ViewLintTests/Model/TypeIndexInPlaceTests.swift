import XCTest
@testable import ViewLintSupport
@testable import ViewLintSyntax
@testable import ViewLintModel
@testable import ViewLintRules

/// The accessors that read a type's entry where the index keeps it answer as the entry
/// itself does, for every kind of type and every scope a name is found in.
final class TypeIndexInPlaceTests: XCTestCase {
    private let index = TypeIndex(files: [
        Parser.parse(path: "Models.swift", text: """
            protocol Identified: Hashable {}
            struct Plain { let value: Int }
            struct Marked: Equatable {}
            @Equatable struct Attributed {}
            struct Refining: Identified {}
            struct Extended {}
            extension Extended: Hashable {}
            enum Simple { case a, b }
            enum Carrying { case a(Int) }
            class Base: Equatable {}
            class Derived: Base {}
            class Loose: NSObject {}
            class Alone {}
            struct Generic<Element, Key> {}
            struct Outer<T> { struct Inner<U> {} }
            struct Café {}
            typealias Alias = Plain
            private struct Shadowed: Equatable {}
            """),
        Parser.parse(path: "Views.swift", text: """
            struct Shadowed {}
            private struct OwnGeneric<V> {}
            fileprivate struct OwnEquatable: Comparable {}
            """),
    ])

    private let names = [
        "Identified", "Plain", "Marked", "Attributed", "Refining", "Extended", "Simple", "Carrying", "Base", "Derived",
        "Loose", "Alone", "Generic", "Outer", "Outer.Inner", "Café", "Alias", "Shadowed", "OwnGeneric", "OwnEquatable",
        "Missing",
    ]

    func testIsEquatableByNameAnswersAsTheEntry() {
        for file in [nil, "Models.swift", "Views.swift", "Other.swift"] {
            for name in names {
                let expected = index.entry(named: name, file: file).map { index.isEquatable(name, $0, file: file) } ?? false
                XCTAssertEqual(index.isEquatable(name, file: file), expected, "\(name) in \(file ?? "any file")")
            }
        }
        // What those answers are, written out.
        let equatable = names.filter { index.isEquatable($0, file: "Views.swift") }
        XCTAssertEqual(equatable, ["Identified", "Marked", "Attributed", "Refining", "Extended", "Simple", "Base", "Derived", "OwnEquatable"])
        XCTAssertTrue(index.isEquatable("Shadowed", file: "Models.swift"))
        XCTAssertFalse(index.isEquatable("Shadowed", file: "Views.swift"))
    }

    func testGenericParametersByNameAnswerAsTheEntry() {
        for file in [nil, "Models.swift", "Views.swift"] {
            for name in names {
                XCTAssertEqual(index.genericParameters(named: name, file: file),
                               index.entry(named: name, file: file)?.genericParameters, "\(name) in \(file ?? "any file")")
                XCTAssertEqual(index.genericParameters(of: name, file: file ?? ""),
                               index.genericParameters(of: name, file: file ?? "", entry: index.entry(named: name, file: file)),
                               name)
            }
        }
        XCTAssertEqual(index.genericParameters(named: "Generic"), ["Element", "Key"])
        XCTAssertEqual(index.genericParameters(of: "Outer.Inner", file: "Models.swift"), ["T", "U"])
        XCTAssertEqual(index.genericParameters(named: "OwnGeneric", file: "Views.swift"), ["V"])
        XCTAssertNil(index.genericParameters(named: "OwnGeneric", file: "Models.swift"))
        XCTAssertNil(index.genericParameters(named: "Alias"))
    }

    func testModuleTypeFactsAnswerAsTheModulesEntry() {
        for name in names {
            let entry = index.entry(named: name)
            let facts = index.moduleTypeKindAndFile(named: name)
            XCTAssertEqual(facts?.kind, entry?.kind, name)
            XCTAssertEqual(facts?.file, entry?.declaration.file, name)
            for file in ["Models.swift", "Views.swift"] {
                XCTAssertEqual(index.isModuleTypeEquatable(name, file: file),
                               entry.map { index.isEquatable(name, $0, file: file) } ?? false, "\(name) from \(file)")
            }
        }
        for (number, name) in index.moduleNames.names.enumerated() {
            XCTAssertEqual(index.moduleTypeKindAndFile(number: number)?.kind, index.entry(named: name)?.kind, name)
            XCTAssertEqual(index.moduleTypeKindAndFile(number: number)?.file, index.entry(named: name)?.declaration.file, name)
            XCTAssertEqual(index.isModuleTypeEquatable(number: number, file: "Models.swift"),
                           index.isModuleTypeEquatable(name, file: "Models.swift"), name)
        }
        XCTAssertEqual(index.moduleTypeKindAndFile(named: "Shadowed")?.file, "Views.swift")
        XCTAssertFalse(index.isModuleTypeEquatable("Shadowed", file: "Models.swift"))
        XCTAssertNil(index.moduleTypeKindAndFile(named: "OwnGeneric"))
    }

    /// The family is told by its length in bytes first: every `String` equal to a member
    /// has its very bytes, since no other scalar equals one of its characters.
    func testTheEquatableFamilyIsToldAsTheSetTellsIt() {
        let texts = Array(TypeIndex.equatableFamily) + [
            "", "View", "Equatabl", "Equatable\u{301}", "Hashabl\u{E9}", "Comparabl\u{65}", "OptionSe\u{74}",
            "SetAlgebr\u{61}", "Swift.View", "Equatable.View", "Identifiable", "Sendable", "Codable", "Eq",
            "\u{212A}", "a", "e", "t", "SwiftUI.Equatable", "Equatable ", " Equatable", "Hashable\u{301}", "Swift.Equatabl\u{E9}", "Sendable", "SetAlgebro",
        ]
        for text in texts {
            XCTAssertEqual(TypeIndex.isInEquatableFamily(text), TypeIndex.equatableFamily.contains(text), "\(text.unicodeScalars)")
        }
        let characters = Set(TypeIndex.equatableFamily.flatMap(\.utf8))
        XCTAssertFalse(NameHash.asciiEquivalents.values.contains { characters.contains($0) })
        XCTAssertTrue(TypeIndex.equatableFamily.allSatisfy { $0.utf8.count < 64 })
    }

    func testTheNamesThatAreNotOneWordAreKeptInOrder() {
        XCTAssertEqual(index.moduleNamesNotOneWord, index.moduleNames.names.filter { !TypeTextWords.isOneWord($0) })
        XCTAssertEqual(index.moduleNamesNotOneWord, ["Outer.Inner", "Café"])
    }
}
