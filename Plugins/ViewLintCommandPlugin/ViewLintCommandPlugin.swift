import Foundation
import PackagePlugin

/// `swift package viewlint [--target NAME]... [viewlint options]`: lints the Swift sources
/// of the package's targets (all of them, or those named) as one module, from the package's
/// folder, so that its `.viewlint.yml` applies. The targets' folders are passed relative to
/// the package (`Sources/App`), so findings name files as `viewlint .` at the package's root
/// names them, and a baseline written by one matches the other. Read-only; `viewlint-fix`
/// writes.
@main
struct ViewLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        let package = context.package.directoryURL.standardizedFileURL.path
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { target -> String in
            let folder = target.directoryURL.standardizedFileURL.path
            return folder.hasPrefix(package + "/") ? String(folder.dropFirst(package.count + 1)) : folder
        }
        guard !folders.isEmpty else {
            Diagnostics.warning("viewlint: no Swift source targets to lint")
            return
        }
        let tool = try context.tool(named: "viewlint")
        let status = try ViewLintProcess.run(tool.url, arguments: extractor.remainingArguments + folders,
                                             in: context.package.directoryURL)
        if status != 0 { throw ViewLintProcess.Failure(status: status) }
    }
}

/// Runs viewlint with the plugin's own standard output and error, and returns its status.
enum ViewLintProcess {
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String {
            status == 1 ? "viewlint reported findings at error severity" : "viewlint failed (exit \(status))"
        }
    }

    static func run(_ tool: URL, arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
