// swift-tools-version: 6.0
// The elements package: a terminal periodic table. No package dependencies by design.

import PackageDescription

// Concrete generic types (an array of elements, a dictionary of strings) get their runtime
// metadata from accessor functions rather than by demangling their names at first use: the
// demangler and the conformance look-ups it makes cost a short command about 0.2 M
// instructions at start-up. Each function gets a section of its own, so that the release link
// can place the ones a command runs together (see Benchmarks/).
let startupSettings: [SwiftSetting] = [
  .unsafeFlags([
    "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    "-Xfrontend", "-function-sections",
  ])
]

// ElementsCore is a library product, and SwiftPM refuses a dependency whose targets carry
// unsafe flags ("contains unsafe build flags"). Built as another package's dependency (SwiftPM
// checks those out under a `checkouts` folder: .build/checkouts, SourcePackages/checkouts),
// ElementsCore takes none; built here, it takes the start-up flags like the other targets, which
// saves a command that runs its generic code (a formula's masses, the details of a JSON list)
// demangling type names at first use, about 0.35 M instructions. Scripts/check-dependency
// proves the dependency case.
let isDependency = Context.packageDirectory.contains("/checkouts/")
let coreSettings: [SwiftSetting] = isDependency ? [] : startupSettings

// The functions the common commands run, written by Scripts/update-link-order.
let startupOrder = String(#filePath.dropLast("Package.swift".count)) + "Linker/startup.order"

let package = Package(
  name: "elements",
  products: [
    .executable(name: "elements", targets: ["elements-cli"]),
    .library(name: "ElementsCore", targets: ["ElementsCore"]),
  ],
  targets: [
    // Model, loading and validation, the PeriodicTable index, search. Standard library only.
    // Unsafe flags only when not built as a dependency (see coreSettings).
    .target(name: "ElementsCore", swiftSettings: coreSettings),

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
        // every start (about 2 M instructions, most of a short command's run; see Benchmarks/).
        // lld, the toolchain's own linker, because gold warns about glibc's dlopen when static.
        // The functions that commands run are placed together, so that a command's first
        // touches of its code fault in a few pages rather than many (a list that has gone
        // stale only places fewer of them: the linker skips symbols it does not know).
        .unsafeFlags(
          [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(startupOrder)",
            "-Xlinker", "--no-warn-symbol-ordering",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),

    // What more than one test target uses: the formula tests' reference mass data. Not a
    // product: nothing outside the tests sees it.
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
    // The parser, help and specs, in process.
    .testTarget(
      name: "ElementsCLITests", dependencies: ["ElementsCLI", "ElementsCore", "ElementsTerminal"]),
    // End-to-end: runs the built binary as a user would.
    .testTarget(name: "elements-cliTests", dependencies: ["elements-cli"]),
  ],
  swiftLanguageModes: [.v6]
)
