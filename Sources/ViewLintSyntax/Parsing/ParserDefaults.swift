/// Call names whose closure arguments the parser follows as containers when a caller names
/// none.
public enum ParserDefaults {
    public static let lazyContainers = ["List", "ForEach"]
}
