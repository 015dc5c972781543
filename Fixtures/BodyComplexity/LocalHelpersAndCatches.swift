import SwiftUI

struct Invoice: Equatable {
    let number: String
    let total: Double
}

/// A local function is the one its block uses, even above its declaration; a `catch … where`
/// clause is code whose helper uses count.
struct InvoiceScreen: View {
    let invoice: Invoice
    @State private var status = ""

    var body: some View { // expect: 9 body_complexity "'InvoiceScreen' has body complexity 12 (limit 10)"
        let title = formatted(invoice.total) // the local function below, not the view's
        func formatted(_ value: Double) -> String { String(format: "%.2f", value) }
        VStack { // +1
            Text("\(invoice.number): \(title)")
            Text(status)
            Button("Pay") { pay() } // +2
            Button("Retry") { retry() } // +2
            Button("Share") { share() } // +2
        }
        .task { // +1
            do {
                try await refresh() // +1
            } catch let failure where isOffline(failure) && canRetry { // +2
                status = offlineText // +1
            } catch {
                status = "\(error)"
            }
        }
    }

    var canRetry: Bool { true }
    var offlineText: String { "Offline" }
    func formatted(_ value: Double) -> String { "\(value)" }
    func isOffline(_ error: Error) -> Bool { (error as? URLError)?.code == .notConnectedToInternet }
    func refresh() async throws {}
    func pay() {}
    func retry() {}
    func share() {}
}
