// swift-tools-version:6.0
import PackageDescription

// viewlint has no package dependencies: Foundation and the toolchain only.
let package = Package(
    name: "viewlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viewlint", targets: ["viewlint"]),
        .library(name: "ViewLintCore", targets: ["ViewLintCore"]),
    ],
    targets: [
        .target(name: "ViewLintCore"),
        .executableTarget(
            name: "viewlint", dependencies: ["ViewLintCore"],
            // The Swift runtime linked in: a run starts without loading and binding its
            // shared libraries (2–3 ms of every run, most of what a one-file lint costs).
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
        ),
        // The benchmark: `Scripts/bench`. Not part of `swift test`.
        .executableTarget(name: "viewlint-bench", dependencies: ["ViewLintCore"], path: "Benchmarks/ViewLintBench"),
        .testTarget(
            name: "ViewLintCoreTests",
            dependencies: ["ViewLintCore"],
            resources: []
        ),
    ]
)
