import Foundation
import PackagePlugin

/// `swift package viewlint-fix [--target NAME]... FILE...`: `viewlint fix --equatable` on the
/// files named (relative to the package's folder), with the rest of the targets' sources as
/// context. It rewrites Swift files, so SwiftPM asks for permission to write to the package.
@main
struct ViewLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        let files = extractor.remainingArguments
        guard !files.isEmpty else {
            Diagnostics.error("viewlint-fix takes the Swift files to fix, e.g. 'swift package viewlint-fix Sources/App/Row.swift'")
            return
        }
        let tool = try context.tool(named: "viewlint")
        let process = Process()
        process.executableURL = tool.url
        // Every target's sources are the module the files belong to (`--module-root` takes one).
        let root = targets.compactMap { $0 as? SourceModuleTarget }.first?.directoryURL.deletingLastPathComponent().path
            ?? context.package.directoryURL.path
        process.arguments = ["fix", "--equatable", "--module-root", root] + files
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { Diagnostics.error("viewlint fix failed (exit \(process.terminationStatus))") }
    }
}
