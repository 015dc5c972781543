import SwiftUI

/// Braces in strings and comments are not closures; closures in interpolations are.
struct ReceiptView: View {
    let lines: [String]

    var body: some View {
        VStack {                                       // +1
            // VStack { header } would count if it were code.
            /* HStack { header } /* nested */ */
            Text("Total: { \(lines.map { $0.count }.reduce(0, +)) }") // +1
            Text(#"Raw "{ header }" \#(lines.filter { !$0.isEmpty }.count)"#) // +1
            Text("""
                Multi-line { header }
                \(lines.joined(separator: "\n"))
                """)
            Text(String(lines.first?.split(separator: "/").first ?? ""))
        }
    }

    var header: some View { Text("Receipt") }
}
