extension Array {
    /// Empties a list the parser reuses from declaration to declaration, keeping its room.
    /// `removeAll(keepingCapacity: true)` goes through `replaceSubrange`, about 80
    /// instructions even for the one or two elements such a list holds.
    @inline(__always)
    mutating func emptyKeepingRoom() {
        while !isEmpty { removeLast() }
    }
}
