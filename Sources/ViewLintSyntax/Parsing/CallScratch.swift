import ViewLintSupport

/// The lists a file's calls are recorded in (`CallRecords`) and the memo of recorded calls,
/// kept by a worker from one file to the next with the room they grew to. Grown from empty
/// for every file, then copied to their exact size, they cost 17 M instructions of the
/// 1 M-line lint (callgrind: growth, shrinking, the memo's tables); now only the copy.
struct CallScratch {
    var calls: [CallFact] = []
    var argumentList: [CallArgument] = []
    var argumentText: [UInt8] = []
    var memo = CallMemo()

    /// Room a pathological file made is given back at its end.
    static let keptRoom = 4_096
}

extension FileParser {
    /// Lends the worker's lists to the file's records (`FileParser.init`).
    mutating func borrowCallLists() {
        swap(&syntax.calls.calls, &workspace.callScratch.calls)
        swap(&syntax.calls.argumentList, &workspace.callScratch.argumentList)
        swap(&syntax.calls.argumentText, &workspace.callScratch.argumentText)
        swap(&callFactByOpening, &workspace.callScratch.memo)
    }

    /// Gives the file its records in lists of their exact size (a run keeps every file's),
    /// and the worker its lists back, empty, before `finish` returns the workspace.
    mutating func returnCallLists() {
        var calls: [CallFact] = []
        swap(&calls, &syntax.calls.calls)
        syntax.calls.calls = calls.takeAll()
        calls.empty(keepingRoomUpTo: CallScratch.keptRoom)
        workspace.callScratch.calls = calls

        var arguments: [CallArgument] = []
        swap(&arguments, &syntax.calls.argumentList)
        // Copied at once: the arguments are plain values.
        if !arguments.isEmpty { syntax.calls.shareArguments(arguments.withUnsafeBufferPointer { Array($0) }) }
        arguments.empty(keepingRoomUpTo: CallScratch.keptRoom)
        workspace.callScratch.argumentList = arguments

        var text: [UInt8] = []
        swap(&text, &syntax.calls.argumentText)
        if !text.isEmpty { syntax.calls.argumentText = text.withUnsafeBufferPointer { Array($0) } }
        text.empty(keepingRoomUpTo: CallScratch.keptRoom * 16)
        workspace.callScratch.argumentText = text

        callFactByOpening.empty(keepingRoomUpTo: CallScratch.keptRoom)
        swap(&callFactByOpening, &workspace.callScratch.memo)
    }
}
