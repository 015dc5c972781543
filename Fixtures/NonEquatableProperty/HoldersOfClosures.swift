import SwiftUI

/// A struct or enum that holds a closure or an AnyView is new on every parent update:
/// the finding names the type and the path to that field.
struct MenuEntry {
    let title: String
    let onTap: () -> Void
}

struct MenuSection {
    let header: String
    let entry: MenuEntry?
}

enum SheetRoute {
    case compose(() -> Void)
    case settings
}

enum PopoverState {
    case hidden
    case shown(title: String, closePopover: () -> Void)
}

enum AccessoryContent {
    case none
    case view(AnyView)
}

struct MenuScreen: View {
    let section: MenuSection // expect: 9 non_equatable_property "Property 'section' is 'MenuSection', whose 'entry.onTap' is a closure: unless passed through unchanged, each parent update brings a new one, so SwiftUI sees 'MenuScreen' as changed"
    let route: SheetRoute // expect: 9 non_equatable_property "Property 'route' is 'SheetRoute', whose 'compose.0' is a closure"
    let popover: PopoverState? // expect: 9 non_equatable_property "Property 'popover' is 'PopoverState', whose 'shown.closePopover' is a closure"
    let accessory: AccessoryContent // expect: 9 non_equatable_property "whose 'view.0' is an AnyView: unless passed through unchanged, each parent update brings a new box"
    let header: AnyView // expect: 9 non_equatable_property "Property 'header' is an AnyView: a new type-erased box each time the parent's body runs AnyView(...)"

    var body: some View {
        VStack {
            header
            Text(section.header)
        }
    }
}
