import Foundation

/// A deterministic synthetic SwiftUI code base: views with deep bodies, computed-property
/// sections, helper functions, closures stored as properties, extensions in other files,
/// models, string interpolation, raw and multi-line strings, comments and `#if`.
struct CorpusGenerator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    /// Writes files under `folder` until about `lines` lines exist; returns (files, lines, bytes).
    mutating func write(lines target: Int, to folder: URL) throws -> (files: Int, lines: Int, bytes: Int) {
        var files = 0, lines = 0, bytes = 0
        while lines < target {
            let module = folder.appendingPathComponent("Module\(files / 100)/Feature\(files / 10 % 10)")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            let name = "Screen\(files)"
            let text = files % 3 == 2 ? extensionFile(for: "Screen\(files - 1)") : viewFile(name: name)
            try Data(text.utf8).write(to: module.appendingPathComponent("\(name).swift"))
            files += 1
            lines += text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            bytes += text.utf8.count
        }
        return (files, lines, bytes)
    }

    mutating func viewFile(name: String) -> String {
        let sections = 2 + random.next(6)
        var text = """
        import SwiftUI

        /// \(name): a generated screen with \(sections) sections.
        /* A block comment /* nested */ with { braces } that count nothing. */
        final class \(name)Model: ObservableObject {
            @Published var items: [String] = (0..<20).map { "item \\($0)" }
            let title = #"Raw "title" \\(not interpolated)"#
        }

        struct \(name): View {
            @StateObject private var model = \(name)Model()
            @State private var isExpanded = false
            let onSelect: (String) -> Void
            let accent: Color

            var body: some View {
                NavigationStack {
                    List {

        """
        for section in 0..<sections {
            text += "                section\(section)\n"
        }
        text += """
                    }
                    .toolbar {
                        Button("Done") { onSelect("done") }
                    }
                }
            }

        """
        for section in 0..<sections {
            let rows = 2 + random.next(8)
            text += """

                @ViewBuilder
                private var section\(section): some View {
                    Section("Section \(section)") {
                        ForEach(model.items.prefix(\(rows)), id: \\.self) { item in
                            row(for: item, index: \(section))
                                .id(item)
                        }
                    }
                }

            """
        }
        text += """

            private func row(for item: String, index: Int) -> some View {
                HStack {
                    Text("\\(item) — \\(model.items.filter { $0.hasPrefix(item) }.count)")
                    Spacer()
                    #if os(iOS)
                    Image(systemName: "chevron.right").foregroundStyle(accent)
                    #else
                    Text(\"\"\"
                        multi-line \\(index)
                        \"\"\")
                    #endif
                }
                .contentShape(Rectangle())
                .onTapGesture { onSelect(item) }
            }
        }

        """
        return text
    }

    mutating func extensionFile(for view: String) -> String {
        let helpers = 3 + random.next(10)
        var text = "import SwiftUI\n\n// Helpers of \(view), declared in another file.\nextension \(view) {\n"
        for helper in 0..<helpers {
            text += """
                var badge\(helper): some View {
                    ZStack {
                        Circle().fill(accent.opacity(0.\(1 + random.next(8))))
                        Text("\\(\(helper) * 2)").font(.caption)
                    }
                    .frame(width: 24, height: 24)
                    .onAppear { print("badge \(helper) appeared") } // a trailing comment
                }

            """
        }
        return text + "}\n"
    }
}

/// SplitMix64: small, fast, the same numbers everywhere.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
