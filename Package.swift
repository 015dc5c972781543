// swift-tools-version:6.1
import PackageDescription

// viewlint has no package dependencies: Foundation and the toolchain only.
//
// The modules are layers; each depends only on those below it (README "Architecture"):
//   viewlint → ViewLintCLI → ViewLintEngine → ViewLintRules → ViewLintModel → ViewLintSyntax,
//   and every one of them → ViewLintSupport → ViewLintSystemCalls (C).
let package = Package(
    name: "viewlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "ViewLintEngine", targets: ["ViewLintEngine"]),
        .plugin(name: "ViewLintCommandPlugin", targets: ["ViewLintCommandPlugin"]),
        .plugin(name: "ViewLintFixPlugin", targets: ["ViewLintFixPlugin"]),
        .plugin(name: "ViewLintBuildToolPlugin", targets: ["ViewLintBuildToolPlugin"]),
    ],
    targets: [
        // The system calls Swift's C library modules do not declare, called directly so that a
        // fully static binary has them too (no symbol table to look them up in at run time).
        // A header of inline functions: no C file is compiled.
        .systemLibrary(name: "ViewLintSystemCalls"),
        .target(name: "ViewLintSupport", dependencies: ["ViewLintSystemCalls"]),
        .target(name: "ViewLintSyntax", dependencies: ["ViewLintSupport"]),
        .target(name: "ViewLintModel", dependencies: ["ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintRules", dependencies: ["ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintEngine", dependencies: ["ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintCLI", dependencies: ["ViewLintEngine", "ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        // No unsafe flags, so that a package can depend on a tagged viewlint: the static
        // Linux binary is built with Scripts/static-flags' flags (Scripts/build-release).
        .executableTarget(name: "viewlint", dependencies: ["ViewLintCLI"]),
        // `swift package viewlint`, `swift package viewlint-fix FILE...`, and the build-tool
        // plugin for SwiftPM and Xcode targets (README "SwiftPM and Xcode plugins").
        .plugin(
            name: "ViewLintCommandPlugin",
            capability: .command(intent: .custom(verb: "viewlint", description: "Lint the package's SwiftUI views")),
            dependencies: ["viewlint"], path: "Plugins/ViewLintCommandPlugin"
        ),
        .plugin(
            name: "ViewLintFixPlugin",
            capability: .command(
                intent: .custom(verb: "viewlint-fix", description: "Make reported views Equatable (viewlint fix --equatable)"),
                permissions: [.writeToPackageDirectory(reason: "viewlint fix --equatable appends Equatable extensions to Swift files")]
            ),
            dependencies: ["viewlint"], path: "Plugins/ViewLintFixPlugin"
        ),
        .plugin(
            name: "ViewLintBuildToolPlugin", capability: .buildTool(),
            dependencies: ["viewlint"], path: "Plugins/ViewLintBuildToolPlugin"
        ),
        // The benchmark: `Scripts/bench`. Not part of `swift test`.
        .executableTarget(name: "viewlint-bench", dependencies: ["ViewLintCLI"], path: "Benchmarks/ViewLintBench"),
        .testTarget(
            name: "ViewLintTests",
            dependencies: ["ViewLintCLI", "ViewLintEngine", "ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]
        ),
    ]
)
