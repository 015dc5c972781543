import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build, with the configuration the command
/// line would use for them (every `.viewlint.yml` from the repository's root down, and the
/// nested ones; `--force-exclude`, so that `excluded:` holds for files named one by one).
///
/// One *build* command, which the build system runs when one of its inputs changed: the
/// target's files, and the package's folders a `.viewlint.yml` could be read from (a
/// folder's modification time changes when a file in it appears, disappears or is saved
/// by a rename, as editors and git do; one above the package, in a repository holding
/// several, is read but not watched). The configuration files themselves cannot be inputs:
/// SwiftPM asks the plugin for its commands only when the target's sources change, and
/// stops with "missing inputs" when a declared file is gone. The command then compares a
/// checksum of the files and of every candidate `.viewlint.yml` with the one of its last
/// successful lint and lints only when they differ; SwiftPM also makes the tool an input
/// and links it again in the build after a clean, which used to lint twice. Its output is
/// an empty Swift file the target compiles: any other kind of output file would be copied
/// into the target as a resource (a resource bundle and `Bundle.module` for every target).
@main
struct ViewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return LintCommand.make(tool: try context.tool(named: "viewlint").url, files: files, name: target.name,
                                package: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ViewLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        return LintCommand.make(tool: try context.tool(named: "viewlint").url, files: files, name: target.displayName,
                                package: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

enum LintCommand {
    static func make(tool: URL, files: [URL], name: String, package: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("\(name)-viewlint-stamp.swift")
        let signature = workDirectory.appendingPathComponent("\(name)-viewlint-signature")
        let folders = configurationFolders(for: files)
        let configurations = folders.map { $0.appendingPathComponent(".viewlint.yml").path }
        // A folder above the package's holds the build's outputs too: as an input it would
        // make the command depend on itself ("build cycle detected").
        let packagePath = package.standardizedFileURL.path
        let watched = folders.filter { $0.path == packagePath || $0.path.hasPrefix(packagePath + "/") }
        // `sh -c LINT sh STAMP SIGNATURE TOOL COUNT CONFIGURATION... FILE...`: the checksum
        // of each candidate configuration that is there (a note for one that is no file,
        // which viewlint reports) and of each file; lint when it differs from the last.
        let lint = #"""
            stamp="$1" signature="$2" tool="$3" count="$4"; shift 4
            configurations=""
            while [ "$count" -gt 0 ]; do
              if [ -f "$1" ]; then configurations="$configurations$1 $(cksum < "$1")
            "
              elif [ -e "$1" ] || [ -L "$1" ]; then configurations="$configurations$1 is not a file
            "
              fi
              shift; count=$((count - 1))
            done
            new="$configurations$(cksum "$@" 2>&1)"
            if [ -f "$stamp" ] && [ "$new" = "$(cat "$signature" 2>/dev/null)" ]; then exit 0; fi
            "$tool" --quiet --force-exclude "$@" || exit
            printf '%s' "$new" > "$signature" && : > "$stamp"
            """#
        return [.buildCommand(
            displayName: "viewlint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", lint, "sh", stamp.path, signature.path, tool.path, String(configurations.count)]
                + configurations + files.map(\.path),
            inputFiles: files + watched,
            outputFiles: [stamp])]
    }

    /// The folders viewlint reads a `.viewlint.yml` from for `files`: each file's folder
    /// and every folder above it, up to the repository's root (the first holding `.git`).
    static func configurationFolders(for files: [URL]) -> [URL] {
        var folders: Set<String> = []
        for file in files {
            var folder = file.deletingLastPathComponent().standardizedFileURL
            while folders.insert(folder.path).inserted {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) || folder.path == "/" { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return folders.sorted().map { URL(fileURLWithPath: $0) }
    }
}
