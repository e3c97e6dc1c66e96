import Glibc

/// Loads element data from a file: an XML or binary property list in Apple's schema, or JSON in
/// the Periodic-Table-JSON schema. Every problem becomes an ``ElementsDataError`` that names the
/// file; nothing is loaded partially.
public enum DataFile {
  /// The largest file that is read at all: 8 MiB, over a hundred times the bundled data.
  public static let sizeLimit = 8 << 20
  /// The most entries a file may hold.
  public static let entryLimit = 1_000
  /// The largest atomic number accepted. Numbers above 118 load with a warning.
  public static let largestAtomicNumber = 999

  /// Reads, parses, validates and indexes a data file.
  /// - Parameter path: The file's path, as the user gave it; errors quote it (its
  ///   ``SystemPath/description``).
  /// - Returns: The table, whose ``PeriodicTable/warnings`` list any oddities.
  /// - Throws: ``ElementsDataError`` naming the file and, where it can, the entry and key.
  public static func load(path: SystemPath) throws(ElementsDataError) -> PeriodicTable {
    try load(bytes: try readBytes(path: path), file: path.description)
  }

  /// Parses, validates and indexes data already in memory.
  /// - Parameters:
  ///   - bytes: The document.
  ///   - file: The name errors and warnings use for it.
  /// - Returns: The table, whose ``PeriodicTable/warnings`` list any oddities.
  /// - Throws: ``ElementsDataError``.
  public static func load(bytes: [UInt8], file: String) throws(ElementsDataError) -> PeriodicTable {
    guard bytes.count <= sizeLimit else {
      throw .tooLarge(file: file, bytes: bytes.count, limit: sizeLimit)
    }
    let schema: ElementSchema =
      DocumentReader.format(of: bytes) == .json ? .periodicTableJSON : .propertyList
    let root: DataValue
    do {
      root = try DocumentReader.read(bytes)
    } catch {
      throw .malformed(file: file, line: error.line, reason: error.reason)
    }
    let decoded = try schema.elements(in: root, file: file)
    var details: [Int: ElementDetails] = [:]
    for (element, elementDetails) in zip(decoded.elements, decoded.details)
    where !elementDetails.isEmpty {
      details[element.atomicNumber] = elementDetails
    }
    return try PeriodicTable(
      elements: decoded.elements, source: file, warnings: decoded.warnings, details: details,
      dataFile: file)
  }

  /// Reads a whole file, refusing one over ``sizeLimit`` before reading it, and anything that
  /// is not a regular file (a directory, FIFO, device or socket), with
  /// ``FileDescriptor/readWholeFile(_:limit:)``.
  static func readBytes(path: SystemPath) throws(ElementsDataError) -> [UInt8] {
    do {
      return try FileDescriptor.readWholeFile(path, limit: sizeLimit).bytes
    } catch {
      switch error {
      case .missing:
        throw .cannotRead(file: path.description, reason: FileDescriptor.reason(ENOENT))
      case .cannotRead(let reason): throw .cannotRead(file: path.description, reason: reason)
      case .tooLarge(let bytes):
        throw .tooLarge(file: path.description, bytes: bytes, limit: sizeLimit)
      }
    }
  }
}
