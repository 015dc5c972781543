import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// What viewlint knows about SwiftUI, in one place.
public enum SwiftUIFacts {
    /// Property wrappers that are SwiftUI dynamic properties: SwiftUI tracks them itself,
    /// so they never make a view non-diffable (README `non_equatable_property`).
    public static let dynamicPropertyWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding",
        "Bindable", "FocusState", "FocusedValue", "FocusedObject", "FocusedBinding", "GestureState",
        "Namespace", "AppStorage", "SceneStorage", "FetchRequest", "SectionedFetchRequest", "Query",
        "ScaledMetric", "AccessibilityFocusState", "UIApplicationDelegateAdaptor",
        "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    ]

    /// The wrappers whose property SwiftUI tracks itself: its own dynamic properties, those
    /// the configuration lists, and the module's types that conform to `DynamicProperty`.
    static func dynamicPropertyWrappers(configured: [String], types: TypeIndex) -> NameSet {
        NameSet(dynamicPropertyWrappers.union(configured).union(types.dynamicPropertyTypeNames))
    }

    /// Framework classes that views commonly construct in a stored property's initial value
    /// (`fresh_instance_property`): formatters, coders, feedback generators, Combine
    /// subjects, images and colors of UIKit and AppKit, players, managers and caches.
    public static let frameworkClasses: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "MeasurementFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter",
        "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "NSCache", "NSLock", "NSRecursiveLock", "NSRegularExpression", "NSAttributedString", "NSMutableAttributedString",
        "OperationQueue", "URLSession", "NotificationCenter", "UserDefaults", "FileManager", "Bundle", "Timer",
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UIImage", "UIColor", "UIFont", "UIView", "UIViewController", "UIHostingController",
        "NSImage", "NSColor", "NSFont", "NSView", "NSViewController", "NSHostingController",
        "PassthroughSubject", "CurrentValueSubject",
        "CIContext", "CIFilter", "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioEngine",
        "CLLocationManager", "CLGeocoder", "CNContactStore", "EKEventStore", "CMMotionManager", "MKLocalSearch",
        "WKWebView", "SKScene", "SCNScene", "ARSession",
    ]

    /// Containers that build their rows lazily, unless something forces them not to.
    public static let lazyContainers = [LazyContainerContent.list, LazyContainerContent.forEach]

    /// The module a SwiftUI name may be qualified by (`SwiftUI.List`).
    static let moduleName = "SwiftUI"

    /// Framework types that never compare equal, however they are qualified.
    static let nonEquatableBuiltins: Set<String> = [
        "AnyView", "SwiftUI.AnyView", "Any", "Swift.Any", "AnyObject", "Swift.AnyObject",
    ]

    /// Those of `nonEquatableBuiltins` that are existentials rather than types.
    static let existentialBuiltins: Set<String> = ["Any", "Swift.Any", "AnyObject", "Swift.AnyObject"]

    /// Framework protocols that appear as bare types (`let error: Error`): a bare protocol
    /// is `any P`, and these never compare equal.
    static let frameworkProtocols: Set<String> = [
        "Error", "Swift.Error", "LocalizedError", "Foundation.LocalizedError", "CustomNSError",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// The standard containers; a module type of the same name shadows them.
    static let optionalNames: Set<String> = ["Optional", "Swift.Optional"]
    static let sequenceNames: Set<String> = ["Array", "Swift.Array", "Set", "Swift.Set"]
    static let dictionaryNames: Set<String> = ["Dictionary", "Swift.Dictionary"]

    /// What each standard type above is, in one table: a property type asks once.
    enum StandardTypeRole {
        /// `nonEquatableBuiltins`.
        case neverEqual
        /// `frameworkProtocols`.
        case frameworkProtocol
        /// `optionalNames`, `sequenceNames`, `dictionaryNames`: compared element by element.
        case container
    }

    /// The role of a standard type's name, if it is one of those above.
    static func standardTypeRole(_ name: String) -> StandardTypeRole? {
        standardTypeNames.number(of: name).map { standardTypeRoles[$0] }
    }

    /// The names of the standard types, hashed as bytes, and each one's role by number.
    private static let standardTypeNames = NameSet(standardTypes.map(\.name))
    private static let standardTypeRoles = standardTypes.map(\.role)
    private static let standardTypes: [(name: String, role: StandardTypeRole)] =
        nonEquatableBuiltins.sorted().map { ($0, .neverEqual) }
            + frameworkProtocols.sorted().map { ($0, .frameworkProtocol) }
            + optionalNames.union(sequenceNames).union(dictionaryNames).sorted().map { ($0, .container) }
}
