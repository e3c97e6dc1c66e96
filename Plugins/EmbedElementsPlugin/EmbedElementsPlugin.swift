import PackagePlugin

/// Compiles `Resources/Elements.plist` into the target as Swift source, so the default data is
/// part of the binary: nothing is read or parsed at run time, and an installed binary needs no
/// resource files. The plist stays the one source; this output is rebuilt whenever it changes.
@main
struct EmbedElementsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let input = context.package.directoryURL.appending(path: "Resources/Elements.plist")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedElements.swift")
    return [
      .buildCommand(
        displayName: "Embedding Resources/Elements.plist",
        executable: try context.tool(named: "elements-embed").url,
        arguments: [input.path(), output.path()],
        inputFiles: [input],
        outputFiles: [output]
      )
    ]
  }
}
