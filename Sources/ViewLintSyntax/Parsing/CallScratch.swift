import ViewLintSupport

/// The lists a file's calls are recorded in (`CallRecords`) and the memo of recorded calls,
/// kept by a worker from one file to the next with the room they grew to. Grown from empty
/// for every file, they cost 15.6 M instructions of the 1 M-line lint (callgrind: the
/// facts' 7.0 M, the arguments' 7.8 M, the memo's 0.8 M); now only the copy at the end.
/// A class, made by the first parse and lent once a file records a call: the workspace,
/// moved twice a file, holds one reference rather than four lists, and a file that
/// records none costs nothing (3.4 M instructions of a 1 M-line run without call rules).
final class CallScratch {
    var calls = CallFactPool()
    var argumentList: [CallArgument] = []
    var argumentText: [UInt8] = []
    var memo = CallMemo()

    /// Room a pathological file made is given back at its end.
    static let keptRoom = 4_096

    deinit {
        calls.deallocate()
    }
}

extension FileParser {
    /// Lends the worker's lists to the file's records, as its first call is recorded: a
    /// file that records none costs nothing.
    @inline(never)
    mutating func borrowCallLists() {
        let scratch = workspace.callScratch ?? CallScratch()
        workspace.callScratch = scratch
        borrowedCallScratch = scratch
        swap(&callFacts, &scratch.calls)
        swap(&syntax.calls.argumentList, &scratch.argumentList)
        swap(&syntax.calls.argumentText, &scratch.argumentText)
        swap(&callFactByOpening, &scratch.memo)
    }

    /// Gives the file its records in lists of their exact size (a run keeps every file's),
    /// and the worker its lists back, empty, before `finish` returns the workspace.
    mutating func returnCallLists() {
        guard let scratch = borrowedCallScratch else { return }
        syntax.calls.calls = callFacts.takeAll()
        callFacts.keepRoom(upTo: CallScratch.keptRoom)
        swap(&callFacts, &scratch.calls)

        var arguments: [CallArgument] = []
        swap(&arguments, &syntax.calls.argumentList)
        // Copied at once: the arguments are plain values.
        if !arguments.isEmpty { syntax.calls.shareArguments(arguments.withUnsafeBufferPointer { Array($0) }) }
        arguments.empty(keepingRoomUpTo: CallScratch.keptRoom)
        scratch.argumentList = arguments

        var text: [UInt8] = []
        swap(&text, &syntax.calls.argumentText)
        if !text.isEmpty { syntax.calls.argumentText = text.withUnsafeBufferPointer { Array($0) } }
        text.empty(keepingRoomUpTo: CallScratch.keptRoom * 16)
        scratch.argumentText = text

        callFactByOpening.empty(keepingRoomUpTo: CallScratch.keptRoom)
        swap(&callFactByOpening, &scratch.memo)
    }
}
