import ElementsCore

extension PeriodicTable {
  /// The bundled table: the 118 elements of `Resources/Elements.plist`, compiled into the binary.
  ///
  /// The build validates the plist with the same loader that reads `--data` files and fails on
  /// any error or warning, so building this table cannot fail at run time.
  public static let standard: PeriodicTable = {
    do {
      return try PeriodicTable(elements: embeddedElements, source: "Elements.plist")
    } catch {
      fatalError("the embedded data was validated at build time: \(error)")
    }
  }()
}
