/// The command-line entry point, kept in the library so that tests can run it.
public enum CommandLineTool {
    public static func run(arguments: [String]) -> Int32 {
        return 0
    }
}
