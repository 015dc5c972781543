// swift-tools-version:6.0
import PackageDescription

// viewlint has no package dependencies: Foundation and the toolchain only.
//
// The modules are layers; each depends only on those below it (README "Architecture"):
//   viewlint → ViewLintCLI → ViewLintEngine → ViewLintRules → ViewLintModel → ViewLintSyntax,
//   and every one of them → ViewLintSupport.
let package = Package(
    name: "viewlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "ViewLintEngine", targets: ["ViewLintEngine"]),
    ],
    targets: [
        .target(name: "ViewLintSupport"),
        .target(name: "ViewLintSyntax", dependencies: ["ViewLintSupport"]),
        .target(name: "ViewLintModel", dependencies: ["ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintRules", dependencies: ["ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintEngine", dependencies: ["ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        .target(name: "ViewLintCLI", dependencies: ["ViewLintEngine", "ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]),
        .executableTarget(
            name: "viewlint", dependencies: ["ViewLintCLI"],
            // The Swift runtime linked in: a run starts without loading and binding its
            // shared libraries (2–3 ms of every run, most of what a one-file lint costs).
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
        ),
        // The benchmark: `Scripts/bench`. Not part of `swift test`.
        .executableTarget(name: "viewlint-bench", dependencies: ["ViewLintCLI"], path: "Benchmarks/ViewLintBench"),
        .testTarget(
            name: "ViewLintTests",
            dependencies: ["ViewLintCLI", "ViewLintEngine", "ViewLintRules", "ViewLintModel", "ViewLintSyntax", "ViewLintSupport"]
        ),
    ]
)
