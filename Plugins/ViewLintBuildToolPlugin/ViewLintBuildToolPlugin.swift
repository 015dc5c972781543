import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build. A *build* command (not a prebuild one)
/// with the target's files and the package's `.viewlint.yml` as inputs and a stamp file as
/// its output: the build system runs it again only when one of them changed, so an
/// unchanged target costs nothing. Findings print in Xcode's format, which Xcode and
/// `swift build` show as warnings and errors; only the target's own files are linted.
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try LintCommand.make(tool: context.tool(named: "viewlint").url, files: files, name: target.name,
                                    configuration: context.package.directoryURL.appendingPathComponent(".viewlint.yml"),
                                    workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return try LintCommand.make(tool: context.tool(named: "viewlint").url, files: files, name: target.displayName,
                                    configuration: context.xcodeProject.directoryURL.appendingPathComponent(".viewlint.yml"),
                                    workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

enum LintCommand {
    /// `sh -c` runs viewlint on the files and, when it succeeds, touches the stamp: the
    /// declared output that lets the build system skip the next run if nothing changed.
    static func make(tool: URL, files: [URL], name: String, configuration: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(name).viewlint-stamp")
        var inputs = files + [tool]
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        let script = #"stamp="$1"; shift; "$@" && : > "$stamp""#
        return [.buildCommand(
            displayName: "viewlint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", stamp.path, tool.path, "--quiet", "--force-exclude"] + files.map(\.path),
            inputFiles: inputs,
            outputFiles: [stamp])]
    }
}
