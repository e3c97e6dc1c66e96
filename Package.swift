// swift-tools-version: 6.0
// The elements package: a terminal periodic table. No package dependencies by design.

import PackageDescription

// Concrete generic types (an array of elements, a dictionary of strings) get their run-time
// metadata from accessor functions rather than by demangling their names at first use. Measured
// with Benchmarks/run, it saves more than 5% of some commands' wall time (see ARCHITECTURE.md).
// ElementsCore takes no unsafe flags: SwiftPM refuses them in a package's dependency.
let startupSettings: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "elements",
  products: [
    .executable(name: "elements", targets: ["elements-cli"]),
    .library(name: "ElementsCore", targets: ["ElementsCore"]),
  ],
  targets: [
    // Model, loading and validation, the PeriodicTable index, search. Standard library only.
    .target(name: "ElementsCore"),

    // Build-time tool: reads Resources/Elements.plist with ElementsCore's own loader,
    // validates it, and writes it out as Swift source, with each element's JSON record as
    // ElementsTerminal's formatter writes it.
    .executableTarget(name: "elements-embed", dependencies: ["ElementsCore", "ElementsTerminal"]),
    .plugin(
      name: "EmbedElementsPlugin",
      capability: .buildTool(),
      dependencies: ["elements-embed"]
    ),

    // The default data, compiled in by the plugin: no file is read at run time.
    .target(
      name: "ElementsData",
      dependencies: ["ElementsCore"],
      swiftSettings: startupSettings,
      plugins: ["EmbedElementsPlugin"]
    ),

    // Pure renderers and terminal styling.
    .target(
      name: "ElementsTerminal", dependencies: ["ElementsCore"], swiftSettings: startupSettings),

    // Parsing, the command specs, help, man page, completions and every command.
    .target(
      name: "ElementsCLI",
      dependencies: ["ElementsCore", "ElementsData", "ElementsTerminal"],
      swiftSettings: startupSettings),

    // The `@main` entry point only.
    .executableTarget(
      name: "elements-cli",
      dependencies: ["ElementsCLI"],
      swiftSettings: startupSettings,
      linkerSettings: [
        // Release builds on Linux are fully static: no dynamic loader, no libstdc++ to bind at
        // every start (most of a short command's run; see Benchmarks/).
        // lld, the toolchain's own linker, because gold warns about glibc's dlopen when static.
        .unsafeFlags(
          ["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release)
        )
      ]
    ),

    // What more than one test target uses: the formula tests' reference mass data, temporary
    // directories, the built-in data as a file to change. Not a product: nothing outside the
    // tests sees it.
    .target(
      name: "ElementsTestSupport", dependencies: ["ElementsCore", "ElementsData"],
      path: "Tests/ElementsTestSupport"),
    .testTarget(
      name: "ElementsCoreTests",
      dependencies: ["ElementsCore", "ElementsData", "ElementsTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ElementsTerminalTests",
      dependencies: ["ElementsTerminal", "ElementsCore", "ElementsData", "ElementsTestSupport"]),
    // The parser, help and specs, and the commands run in process through `CLI.run`.
    .testTarget(
      name: "ElementsCLITests",
      dependencies: ["ElementsCLI", "ElementsCore", "ElementsTerminal", "ElementsTestSupport"]),
    // End-to-end: runs the built binary as a user would, where a real process matters (a pty,
    // signals, pipes, the environment of a process).
    .testTarget(
      name: "elements-cliTests", dependencies: ["elements-cli", "ElementsTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
