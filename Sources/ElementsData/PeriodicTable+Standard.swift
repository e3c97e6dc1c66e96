@_spi(Embedding) import ElementsCore

extension PeriodicTable {
  /// The bundled table: the 118 elements of `Resources/Elements.plist`, compiled into the binary.
  ///
  /// The build loads the plist with the same loader that reads `--data` files, fails on any
  /// error or warning, and writes out the elements with their index (sorted orders, lookup
  /// keys), so making this table at run time checks, sorts and hashes nothing.
  ///
  /// Each element's details (`PeriodicTable/details(of:)`) are made the first time they are
  /// asked for, not at start-up.
  public static let standard = PeriodicTable(
    validated: embeddedElements, index: embeddedIndex, source: "Elements.plist",
    details: { embeddedDetails($0) })
}
