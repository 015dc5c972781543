import ViewLintSupport
import ViewLintSyntax

/// The extensions of the module by extended name, each as the place of its declaration
/// (file, extension), in file order: no declaration is copied.
struct ExtensionsByName {
    typealias Place = (file: Int, index: Int)

    private var names = NameSet()
    /// By number in `names`.
    private var places: [[Place]] = []

    mutating func add(_ extensions: [ExtensionDeclaration], inFile file: Int) {
        for index in extensions.indices {
            let name = names.insert(extensions[index].extendedName)
            if name == places.count { places.append([]) }
            places[name].append((file, index))
        }
    }

    /// The extensions of the type named `name`.
    func of(_ name: String) -> [Place] {
        names.number(of: name).map { places[$0] } ?? []
    }
}
