/// Objects a run keeps on purpose until the process ends: a command-line run exits right
/// after its report, and the system takes the memory back at once, where freeing a big
/// module's objects one by one would only add time.
package enum KeptUntilExit {
    /// Invariant: never released: the retain is not balanced, by design, so the object and
    /// everything it holds stay valid until the process ends.
    package static func keep(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }
}
