/// The model file of one generated feature: an Equatable item struct, enums with and
/// without payloads, and an observable class with regex literals, raw and multi-line
/// strings, closures and a `switch`.
struct ModelTemplates {
    let noun: String
    let prefix: String
    let group: String

    func models(random: inout SplitMix) -> String {
        let methods = random.next(in: 5...20)
        let rawInterpolation = "\\#(\(random.next(1000)))"  // `\#(123)` in the output
        var out = SwiftWriter()
        out.fileHeader("\(prefix)Model.swift", group)
        out.lines(#"""
        import Foundation
        import SwiftUI

        /// One \#(noun.lowercased()) as the server sends it.
        struct \#(prefix)Item: Identifiable, Equatable, Hashable, Codable {
            let id: UUID
            var name: String
            var count: Int
            var isDone: Bool
            var tags: [String]
        }

        /// Where loading stands.
        enum \#(prefix)Status {
            case idle
            case loading(Double)
            case loaded([\#(prefix)Item])
            case failed(Error)
        }

        /// How the list is sorted.
        enum \#(prefix)Sort: String, CaseIterable {
            case name, count, recent
        }

        @MainActor
        final class \#(prefix)Model: ObservableObject {
            @Published var items: [\#(prefix)Item] = []
            @Published var status: \#(prefix)Status = .idle
            private var cache: [UUID: \#(prefix)Item] = [:]

            /* The patterns below are regex literals; { braces } in comments count nothing. */
            static let emailPattern = /([a-z0-9._%+-]+)@([a-z0-9.-]+)\.[a-z]{2,}/
            static let datePattern = #/
                (?<year>\d{4}) - (?<month>\d{2})   # an extended regex literal
            /#
            let rawTitle = #"A "raw" title with \(no) interpolation and a \#(rawInterpolation) one"#

            func load() async {
                status = .loading(0)
                do {
                    try await Task.sleep(nanoseconds: 1_000)
                    items = (0..<\#(random.next(in: 5...50))).map { index in
                        \#(prefix)Item(id: UUID(), name: "Item \(index)", count: index, isDone: index % 3 == 0, tags: [])
                    }
                    status = .loaded(items)
                } catch {
                    status = .failed(error)
                }
            }
        """#)
        out.indent()  // the class's members
        for method in 0..<methods {
            out.line()
            switch random.next(4) {
            case 0:
                out.lines(#"""
                /// Items sorted by `sort` (\#(method)).
                func sorted\#(method)(by sort: \#(prefix)Sort) -> [\#(prefix)Item] {
                    switch sort {
                    case .name: return items.sorted { $0.name < $1.name }
                    case .count: return items.sorted { $0.count > $1.count }
                    case .recent: return items.reversed()
                    }
                }
                """#)
            case 1:
                out.lines(#"""
                func summary\#(method)(for item: \#(prefix)Item) -> String {
                    """
                    \(item.name) — \(item.count) \(item.count == 1 ? "entry" : "entries")
                      tags: \(item.tags.map { "#\($0)" }.joined(separator: " "))
                    """
                }
                """#)
            case 2:
                out.lines(#"""
                func matches\#(method)(_ text: String) -> Bool {
                    // Both literals are regexes, not divisions.
                    text.contains(Self.emailPattern) || text.wholeMatch(of: /\d+/) != nil
                }
                """#)
            default:
                out.lines(#"""
                func toggle\#(method)(_ id: UUID) {
                    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
                    items[index].isDone.toggle()
                    cache[id] = items[index]
                    let ratio = Double(items.filter(\.isDone).count) / Double(max(items.count, 1))
                    print("done: \(String(format: "%.2f", ratio))")
                }
                """#)
            }
        }
        out.dedent()
        out.line("}")
        return out.text
    }
}
