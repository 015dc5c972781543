/// The SwiftUI files of one generated feature: its screen (a view with a deep body, a
/// nested row view and view-building helpers), the screen's sections declared in an
/// extension in another file, and sometimes a protocol refining `View` with its cards.
///
/// Bodies are assembled from parts picked at random; most score under the complexity
/// limit of 10, some well over it, so that scores spread as in a real code base.
struct ViewTemplates {
    let noun: String
    /// The unique prefix of every type of the feature: `Inbox42`.
    let prefix: String
    /// The folder, for the file headers: `Module03 · Feature12`.
    let group: String

    /// What a body is made of; each part adds about the score in its comment.
    enum Part: CaseIterable {
        case section        // a computed property in the extension file: +1 use, +1 to +3 inside
        case list           // List { ForEach { … } }: +2
        case labeledButton  // Button { } label: { }: +2
        case helperCall     // a @ViewBuilder function of the screen: +1 use, +1 inside
        case interpolation  // Text("\(items.filter { … }.count)"): +1
        case condition      // if … { } else { }: +0
        case platform       // #if os(iOS) … #else … #endif: +0 or +1
        case multiLine      // Text(""" … """): +0
        case closureCall    // Button(…, action: { onDismiss?() }): +1
    }

    /// The screen's file; `sections` are the computed properties the extension file declares.
    func screen(random: inout SplitMix, sections: Int) -> String {
        let partCount: Int
        switch random.next(100) {
        case 0..<72: partCount = random.next(in: 1...3)
        case 72..<90: partCount = random.next(in: 4...6)
        default: partCount = random.next(in: 7...12)
        }
        var parts: [Part] = []
        for _ in 0..<partCount { parts.append(random.pick(Part.allCases)) }
        let storesClosure = random.chance(40)
        let hasSheet = random.chance(50)
        let helperCount = random.next(in: 1...5)
        let nonViewHelpers = random.next(in: 2...8)

        var out = SwiftWriter()
        out.fileHeader("\(prefix)Screen.swift", group)
        out.lines("""
        import SwiftUI

        // MARK: - \(prefix)Screen

        /// The \(noun.lowercased()) screen of feature \(prefix): lists the items of one account,
        /// with search, a detail sheet and per-item actions.
        ///
        /// - Note: sections live in `\(prefix)Screen+Sections.swift`.
        struct \(prefix)Screen: View {
            /// The tabs across the top.
            enum Tab: String, CaseIterable, Identifiable {
                case all, recent, starred
                var id: String { rawValue }
            }

            @StateObject private var model = \(prefix)Model()
            @State private var isPresented = false
            @State private var query = ""
            @Environment(\\.dismiss) private var dismiss
            @Binding var selection: Tab
            let title: String
        """)
        out.indent()  // the type's members
        if storesClosure { out.line("var onSelect: (\(prefix)Item) -> Void") }
        out.line("var onDismiss: (() -> Void)? = nil")
        out.line()
        out.open("var body: some View {")
        out.open("NavigationStack {")
        out.open("VStack(alignment: .leading, spacing: \(random.next(in: 4...16))) {")
        for (index, part) in parts.enumerated() {
            write(part, index: index, sections: sections, helperCount: helperCount, storesClosure: storesClosure, into: &out, random: &random)
        }
        out.close()
        out.line(".navigationTitle(title)")
        out.line(".searchable(text: $query)")
        if hasSheet {
            out.open(".sheet(isPresented: $isPresented) {")
            out.line("\(prefix)Detail(item: model.items.first)")
            out.close()
        }
        out.open(".task {")
        out.line("await model.load()")
        out.close()
        out.close()
        out.close()

        for helper in 0..<helperCount {
            out.line()
            out.line("/// A badge for helper \(helper), or nothing when the count is zero.")
            out.line("@ViewBuilder")
            out.open("private func badge\(helper)(count: Int) -> some View {")
            out.open("if count > \(helper) {")
            out.line("Text(\"\\(count)\")")
            out.line("    .font(.caption.monospacedDigit())")
            out.line("    .padding(.horizontal, 6)")
            out.line("    .background(Color.accentColor.opacity(0.\(random.next(in: 1...9))), in: Capsule())")
            out.close("} else {", reopen: true)
            out.line("EmptyView()")
            out.close()
            out.close()
        }
        for helper in 0..<nonViewHelpers {
            out.line()
            out.open("private func label\(helper)(for status: \(prefix)Status) -> String {")
            out.open("switch status {")
            out.line("case .idle: return \"Idle\"")
            out.line("case .loading(let progress): return \"Loading \\(Int(progress * 100))%\"")
            out.line("case .loaded(let items): return \"\\(items.count) \\(items.count == 1 ? \"item\" : \"items\")\"")
            out.line("case .failed(let error): return \"Failed: \\(error.localizedDescription)\"")
            out.close()
            out.close()
        }
        out.line()
        out.line("/// One row of the list: a plain view, diffed on its own.")
        out.open("struct Row: View {")
        out.line("let item: \(prefix)Item")
        out.line()
        out.open("var body: some View {")
        out.open("HStack(spacing: 8) {")
        out.line("Image(systemName: item.isDone ? \"checkmark.circle.fill\" : \"circle\")")
        out.line("Text(item.name).lineLimit(1)")
        out.line("Spacer()")
        out.line("Text(\"\\(item.count)\").foregroundStyle(.secondary)")
        out.close()
        out.close()
        out.close()
        out.dedent()  // the type's members
        out.line("}")
        out.lines("""

        /// The detail of one item, shown in a sheet.
        struct \(prefix)Detail: View {
            let item: \(prefix)Item?

            var body: some View {
                if let item {
                    Form {
                        LabeledContent("Name", value: item.name)
                        LabeledContent("Count") { Text(item.count, format: .number) }
                    }
                } else {
                    ContentUnavailableView("No \(noun.lowercased())", systemImage: "tray")
                }
            }
        }
        """)
        return out.text
    }

    private func write(_ part: Part, index: Int, sections: Int, helperCount: Int, storesClosure: Bool,
                       into out: inout SwiftWriter, random: inout SplitMix) {
        switch part {
        case .section:
            out.line("section\(random.next(sections))")
        case .list:
            out.open("List {")
            if random.chance(30) {
                out.open("ForEach(model.items) { item in")
                out.line("Row(item: item)")
                out.line("    .id(item.id)")
            } else {
                out.open("ForEach(model.items, id: \\.id) { item in")
                out.line("Row(item: item)")
            }
            out.close()
            out.close()
            out.line(".listStyle(.plain)")
        case .labeledButton:
            out.open("Button {")
            out.line(storesClosure ? "if let first = model.items.first { onSelect(first) }" : "isPresented = true")
            out.close("} label: {", reopen: true)
            out.line("Label(\"Open \(noun.lowercased()) \(index)\", systemImage: \"\(random.pick(["star", "tray", "folder", "doc"]))\")")
            out.close()
        case .helperCall:
            out.line("badge\(random.next(helperCount))(count: model.items.count)")
        case .interpolation:
            out.line("Text(\"\\(model.items.filter { $0.isDone }.count) of \\(model.items.count) done\")")
            out.line("    .font(.footnote)")
        case .condition:
            out.open("if model.items.isEmpty {")
            out.line("ProgressView()")
            out.close("} else {", reopen: true)
            out.line("Text(title).font(.title\(random.next(in: 2...3)))")
            out.close()
        case .platform:
            out.line("#if os(iOS)")
            out.line("EditButton()")
            out.line("#else")
            out.line("Button(\"Edit\") { isPresented.toggle() }")
            out.line("#endif")
        case .multiLine:
            out.lines("""
            Text(\"\"\"
                \(noun) \\(model.items.count)
                  updated "\\(query)"
                \"\"\")
            """)
        case .closureCall:
            out.line("Button(\"Done\", action: { onDismiss?() ?? dismiss() })")
        }
    }

    /// The extension in another file: the screen's sections and some helpers nothing uses.
    func sections(random: inout SplitMix, count: Int) -> String {
        var out = SwiftWriter()
        out.fileHeader("\(prefix)Screen+Sections.swift", group)
        out.line("import SwiftUI")
        out.line()
        out.line("// The sections of \(prefix)Screen, kept apart from the screen's own file.")
        out.open("extension \(prefix)Screen {")
        for section in 0..<count {
            if section > 0 { out.line() }
            out.line("/// Section \(section): \(random.pick(["the header", "a summary", "recent items", "the footer", "tags"])).")
            switch random.next(3) {
            case 0:
                out.open("var section\(section): some View {")
                out.open("HStack {")
                out.line("Text(title).font(.headline)")
                out.line("Spacer()")
                out.line("Text(selection.rawValue.capitalized).foregroundStyle(.secondary)")
                out.close()
                out.close()
            case 1:
                out.line("@ViewBuilder")
                out.open("var section\(section): some View {")
                out.open("GroupBox(\"Recent\") {")
                out.open("ForEach(model.items.prefix(\(random.next(in: 2...6)))) { item in")
                out.line("Row(item: item)")
                out.close()
                out.close()
                out.close()
            default:
                out.open("var section\(section): some View {")
                out.open("ScrollView(.horizontal) {")
                out.open("LazyHStack {")
                out.open("ForEach(model.items.flatMap(\\.tags), id: \\.self) { tag in")
                out.line("Text(#\"#\\#(tag)\"#)  // a raw string with a raw interpolation")
                out.line("    .padding(4)")
                out.close()
                out.close()
                out.close()
                out.close()
            }
        }
        for helper in 0..<random.next(in: 1...8) {
            out.line()
            out.lines("""
            /*
             Helper \(helper), kept for the \(noun.lowercased()) widget. A block comment with
             /* a nested comment */ and code that must not count: VStack { Text("x") }
             */
            func widgetRow\(helper)(_ item: \(prefix)Item) -> some View {
                VStack(alignment: .leading) {
                    Text(item.name)
                    Text(item.tags.joined(separator: ", ")).font(.caption)
                }
                .accessibilityElement(children: .combine)
            }
            """)
        }
        out.close()
        return out.text
    }

    /// A protocol refining `View`, a card conforming to it (with a stored closure), and an
    /// Equatable badge whose `==` forgets a property.
    func components(random: inout SplitMix) -> String {
        let cards = random.next(in: 1...4)
        var out = SwiftWriter()
        out.fileHeader("\(prefix)Cards.swift", group)
        out.lines("""
        import SwiftUI

        /// A card shown in \(noun.lowercased()) lists.
        protocol \(prefix)Card: View {
            var title: String { get }
            var subtitle: String? { get }
        }

        """)
        for card in 0..<cards {
            out.lines("""
            struct \(prefix)Card\(card): \(prefix)Card {
                let title: String
                let subtitle: String?
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(title).font(.headline)
                            if let subtitle {
                                Text(subtitle).font(.caption).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                }
            }

            """)
        }
        out.lines("""
        struct \(prefix)Badge: View, Equatable {
            let count: Int
            let tint: Color

            var body: some View {
                Text("\\(count)")
                    .padding(4)
                    .background(tint, in: Capsule())
            }

            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.count == rhs.count
            }
        }
        """)
        return out.text
    }
}
