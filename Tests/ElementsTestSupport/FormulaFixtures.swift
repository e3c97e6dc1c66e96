import ElementsCore
import ElementsData

/// Mass data with real values for a handful of elements and isotopes, for formula tests (the
/// one copy, shared by the ElementsCore and ElementsTerminal tests).
///
/// Atomic weights and their uncertainties: CIAAW, abridged standard atomic weights (2021),
/// https://ciaaw.org/atomic-weights.htm. Isotope masses: AME2020 (W. J. Huang et al., Chinese
/// Physics C 45, 030002; M. Wang et al., 030003). Abundances: CIAAW/IUPAC isotopic
/// compositions of the elements (2013), https://ciaaw.org/isotopic-abundances.htm. Tc has no
/// standard atomic weight; its longest-lived isotope is Tc-97 (NUBASE2020), mass from AME2020.
public struct ReferenceMassData: FormulaMassData, Sendable {
  /// Makes the data.
  public init() {}

  /// The CIAAW weight of H, C, O and Cl, and Tc's mass number; `nil` for the rest.
  public func weight(ofElement atomicNumber: Int) -> MassValue? {
    switch atomicNumber {
    case 1: MassValue(value: 1.0080, uncertainty: 0.0002, kind: .standard)
    case 6: MassValue(value: 12.011, uncertainty: 0.002, kind: .standard)
    case 8: MassValue(value: 15.999, uncertainty: 0.001, kind: .standard)
    case 17: MassValue(value: 35.45, uncertainty: 0.01, kind: .standard)
    case 43: MassValue(value: 97, kind: .massNumber(97))
    default: nil
    }
  }

  /// The isotopes of H, C, O, Cl and Tc; none for the rest.
  public func isotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    switch atomicNumber {
    case 1:
      [
        MassIsotope(massNumber: 1, mass: 1.00782503223, abundance: 0.999885),
        MassIsotope(massNumber: 2, mass: 2.01410177812, abundance: 0.000115),
        MassIsotope(massNumber: 3, mass: 3.01604928132),
      ]
    case 6:
      [
        MassIsotope(massNumber: 12, mass: 12, abundance: 0.9893),
        MassIsotope(massNumber: 13, mass: 13.00335483507, abundance: 0.0107),
      ]
    case 8:
      [
        MassIsotope(massNumber: 16, mass: 15.99491461957, abundance: 0.99757),
        MassIsotope(massNumber: 17, mass: 16.99913175650, abundance: 0.00038),
        MassIsotope(massNumber: 18, mass: 17.99915961286, abundance: 0.00205),
      ]
    case 17:
      [
        MassIsotope(massNumber: 35, mass: 34.968852682, abundance: 0.7576),
        MassIsotope(massNumber: 37, mass: 36.965902602, abundance: 0.2424),
      ]
    case 43: [MassIsotope(massNumber: 97, mass: 96.9063667)]
    default: []
    }
  }
}

extension TableMassData {
  /// The built-in table's weights without its details: no uncertainties and no isotopes, as
  /// from a data file that gives only the elements' main fields.
  public static let bare = TableMassData(
    // The built-in elements were validated at build time: indexing them again cannot fail.
    table: try! PeriodicTable(elements: PeriodicTable.standard.elementsByNumber))
}
