import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What a parent passes to a child's argument, as far as equality goes: a value its body
/// makes new on every update, or one it passes through unchanged (which SwiftUI finds
/// equal: the same closure, the same object, the same array storage).
enum PassedValue: Equatable {
    /// A closure literal: a new capture context each time.
    case closure
    /// A method of the parent passed as a value (`action: save`): a new closure each time.
    case method(String)
    /// `AnyView(…)`: a new type-erased box each time.
    case anyView
    /// A class instance made there (`Model()`, `DateFormatter()`).
    case object(String)
    /// `.init(…)`: a new value of the property's type, an object when that type is a class.
    case implicitInit
    /// An array or dictionary built there: a literal, `map`, `filter`, `sorted`, …
    case collection(String)
    /// A struct or enum of the module that is not Equatable, built there around a new value.
    case structAround(String)
    /// A value passed through unchanged (a name, `self.x`, `$binding`).
    case passed
    /// Anything else (literals, other calls): taken as comparable.
    case other

    /// The word the graph's JSON uses (`ViewGraph.Pass.value`).
    var word: String {
        switch self {
        case .closure: "closure"
        case .method: "method"
        case .anyView: "anyview"
        case .object: "object"
        case .implicitInit: "init"
        case .collection: "collection"
        case .structAround: "struct"
        case .passed: "passed"
        case .other: "other"
        }
    }

    /// Calls on a sequence that build a new array.
    static let buildingMembers: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst",
        "dropLast", "enumerated", "zip", "mapValues", "compactMapValues", "grouping", "uniqued", "removingDuplicates",
    ]
    static let collectionTypes: Set<String> = ["Array", "Dictionary", "Set", "ContiguousArray"]
}

/// Tells what an argument passes, in the parent's code.
struct PassedValueReader {
    let types: TypeIndex
    let listedClasses: Set<String>
    /// The constructions of the file the argument is in, for the structs built around a
    /// value (`Item(onTap: { … })`): in the order of their positions once `isSorted`, sorted
    /// when first searched (most files never are: checked and sorted for every file, 1 M
    /// instructions of a million-line graph run).
    var constructions: [ConstructionCall] {
        didSet { isSorted = false }
    }
    private var isSorted = false
    /// The last ASCII text an argument named a member by, and its name's number: arguments
    /// mostly repeat a name (`item`), looked up in the shared table each time otherwise,
    /// which takes its lock (0.8 M instructions of a million-line graph run).
    private var lastAsked: (text: String, name: SharedName?)?

    init(types: TypeIndex, listedClasses: Set<String>, constructions: [ConstructionCall], methods: MembersOfSort) {
        self.types = types
        self.listedClasses = listedClasses
        self.constructions = constructions
        self.methods = methods
    }

    /// What `argument`, written in `parent`'s code (the view numbered `number`), passes.
    mutating func value(of argument: ConstructionArgument, in parent: ViewType, number: Int, depth: Int = 0) -> PassedValue {
        switch argument.shape {
        case .closure:
            return .closure
        case .collectionLiteral:
            return .collection("literal")
        case .name:
            return method(namedBy: argument.text, in: parent, number: number).map(PassedValue.method) ?? .passed
        case .other:
            return .other
        case .call(let callee, let isMember):
            if isMember, callee == "init", argument.text.hasPrefix(".init") { return .implicitInit }
            if isMember { return PassedValue.buildingMembers.contains(callee) ? .collection(callee) : .other }
            if callee == "AnyView" { return .anyView }
            if PassedValue.collectionTypes.contains(callee) { return .collection(callee) }
            guard TypeLikeName.isTypeLike(callee) else { return .other }
            if types.isClass(callee, from: parent.name, file: parent.file, listed: listedClasses) {
                return .object(callee)
            }
            // A struct of the module that cannot compare: new when a value in it is.
            guard depth < 8, let resolved = types.resolution(of: callee, from: parent.name, file: parent.file),
                  let entry = resolved.entry, entry.kind == .struct || entry.kind == .enum,
                  !types.isEquatable(resolved.name, entry, file: parent.file),
                  let call = construction(at: argument.position), call.name == callee else { return .other }
            let isNew = call.arguments.contains { inner in
                switch value(of: inner, in: parent, number: number, depth: depth + 1) {
                case .closure, .method, .anyView, .object, .structAround: true
                case .collection, .implicitInit, .passed, .other: false
                }
            }
            return isNew ? .structAround(callee) : .other
        }
    }

    /// The name of the method of `parent` (numbered `number`) that an argument's `text` (a
    /// name: `save`, `self.save`) names, if any. An ASCII text is read as bytes and its name
    /// compared as a number, found without storing it (texts read and compared were 8.9 M
    /// instructions of a million-line graph run).
    private mutating func method(namedBy text: String, in parent: ViewType, number: Int) -> String? {
        enum Answer {
            case none, byNumber(start: Int), text
        }
        let answer = text.withUTF8Bytes { bytes -> Answer in
            let start = bytes.count >= 5 && bytes[0] == UInt8(ascii: "s") && bytes[1] == UInt8(ascii: "e")
                && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "f") && bytes[4] == UInt8(ascii: ".") ? 5 : 0
            var byNumber = true
            for byte in bytes {
                if byte >= 0x80 { return .text }
                if NameHash.isSpelledOtherwiseToo(byte) { byNumber = false }
            }
            for byte in bytes[start...] where byte == UInt8(ascii: ".") { return .none }
            return byNumber ? .byNumber(start: start) : .text
        }
        switch answer {
        case .none:
            return nil
        case .byNumber(let start):
            // A name never stored is no member's. Two ASCII texts equal as strings have the same bytes.
            let name: SharedName?
            if let lastAsked, lastAsked.text == text {
                name = lastAsked.name
            } else {
                name = SharedName.existing(in: text, from: start)
                lastAsked = (text, name)
            }
            guard let name, methods.contains(name, in: parent, number: number) else { return nil }
            return start == 0 ? text : String(text.dropFirst(start))
        case .text:
            let name = Self.dropsSelf(text)
            return !Self.hasPeriod(name) && methods.contains(text: name, in: parent) ? name : nil
        }
    }

    /// `text` without a leading `self.`. An ASCII text's bytes are its characters, so they
    /// answer as the generic `hasPrefix` does, for less.
    static func dropsSelf(_ text: String) -> String {
        let asciiAnswer = text.withUTF8Bytes { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return bytes.count >= 5 && bytes[0] == UInt8(ascii: "s") && bytes[1] == UInt8(ascii: "e")
                && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "f") && bytes[4] == UInt8(ascii: ".")
        }
        let hasPrefix = asciiAnswer ?? text.hasPrefix("self.")
        return hasPrefix ? String(text.dropFirst(5)) : text
    }

    /// Whether `name` holds a period: as bytes when it is ASCII (a period there is a
    /// character of its own), else by characters.
    static func hasPeriod(_ name: String) -> Bool {
        let asciiAnswer = name.withUTF8Bytes { bytes -> Bool? in
            var hasPeriod = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ".") { hasPeriod = true }
            }
            return hasPeriod
        }
        return asciiAnswer ?? name.contains(".")
    }

    /// The construction whose name is at `position`, found by halving.
    private mutating func construction(at position: SourcePosition) -> ConstructionCall? {
        if !isSorted {
            let calls = constructions
            if !calls.indices.dropFirst().allSatisfy({ !(calls[$0].position < calls[$0 - 1].position) }) {
                constructions = calls.sorted { $0.position < $1.position }
            }
            isSorted = true
        }
        var low = 0
        var high = constructions.count
        while low < high {
            let middle = (low + high) / 2
            if constructions[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low < constructions.count && constructions[low].position == position ? constructions[low] : nil
    }

    /// The instance methods of each parent.
    var methods: MembersOfSort
}
