// libFuzzer entry point: compiled together with the library's sources by Scripts/fuzz/run,
// never part of the package build. Every input is linted as one file of a module; the
// fuzzer reports any crash, hang or sanitizer error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var configuration = Configuration()
    configuration.anyViewInBody.enabled = true
    configuration.reportUnusedSuppressions = true
    let result = Linter(configuration: configuration, jobs: 1).lint([SourceInput(path: "Fuzz.swift", bytes: bytes)])
    _ = XcodeReporter.report(result.findings)
    _ = JSONReporter.report(result)
    return 0
}
