/// The measured ground state of a positive ion of an element, as NIST's Atomic Spectra
/// Database gives it: its configuration and, where known, its ground level.
public struct IonGroundState: Sendable, Hashable {
  /// The charge, from +1.
  public var charge: Int
  /// The ground configuration.
  public var configuration: ElectronConfiguration
  /// The ground level's term symbol, where known.
  public var level: TermSymbol?

  /// Makes an ion's ground state.
  /// - Parameters:
  ///   - charge: The charge, from +1.
  ///   - configuration: The ground configuration.
  ///   - level: The ground level, where known.
  public init(charge: Int, configuration: ElectronConfiguration, level: TermSymbol?) {
    self.charge = charge
    self.configuration = configuration
    self.level = level
  }

  /// A compact text form of a list of ions' ground states, for the build tool to compile in:
  /// one ion per line, "charge|configuration|level" (the level may be empty).
  /// - Parameter ions: The ions.
  /// - Returns: The text; ``decode(_:)`` reads it back.
  public static func encode(_ ions: [IonGroundState]) -> String {
    ions.map { "\($0.charge)|\($0.configuration.nobleGasText)|\($0.level?.ascii ?? "")" }
      .joined(separator: "\n")
  }

  /// Reads the text of ``encode(_:)``; lines that do not read are left out.
  /// - Parameter text: The compact text.
  /// - Returns: The ions.
  public static func decode(_ text: String) -> [IonGroundState] {
    text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "|", omittingEmptySubsequences: false)
      guard fields.count == 3, let charge = Int(fields[0]),
        let configuration = ElectronConfiguration(parsing: String(fields[1]))
      else { return nil }
      return IonGroundState(
        charge: charge, configuration: configuration, level: TermSymbol(ascii: String(fields[2])))
    }
  }
}
