import SwiftUI

// An Equatable child stops the spread: its == leaves the closure out, so the screen's
// update does not reach `SettingsToggleRow` nor what it builds.
struct SettingsScreen: View {
    @State private var isOn = false

    var body: some View {
        Form {
            SettingsToggleRow(title: "Sync", isOn: isOn, onChange: { isOn = $0 })
        }
    }
}

struct SettingsToggleRow: View, Equatable {
    let title: String
    let isOn: Bool
    let onChange: (Bool) -> Void

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.isOn == rhs.isOn
    }

    var body: some View {
        HStack {
            Text(title)
            SettingsHelpButton(onTap: { onChange(!isOn) })
        }
    }
}

struct SettingsHelpButton: View {
    let onTap: () -> Void // expect: 9 non_equatable_property "closure"

    var body: some View {
        Button("Help", action: onTap)
    }
}
