/// The ground state of an element's singly charged negative ion where the literature gives it
/// and the textbook rule (extra electrons in the Madelung order) does not: calcium, strontium
/// and barium take a p electron rather than a d one, scandium and yttrium a p electron beside
/// their d electron, lanthanum and cerium a 5d electron rather than a 4f one, the lanthanides
/// with a 4fⁿ 6s² atom a 6p electron, lutetium a 6p electron and thorium a 6d one.
///
/// Sources (recorded in Scripts/DATA-SOURCES.md, "Ion ground states"):
/// - T. Andersen, "Atomic negative ions: structure, dynamics and collisions", Phys. Rep. 394,
///   157 (2004): Ca⁻, Sr⁻, Ba⁻ ns² np ²P₁/₂; Sc⁻ 3d 4s² 4p and Y⁻ 4d 5s² 5p ¹D₂.
/// - C. W. Walter et al., "Candidate for laser cooling of a negative ion: observations of bound
///   electric dipole transitions in La⁻", Phys. Rev. Lett. 113, 063001 (2014): La⁻ 5d² 6s² ³F₂.
/// - C. W. Walter et al., Phys. Rev. A 76, 052702 (2007) and Phys. Rev. A 84, 032514 (2011);
///   X.-X. Fu et al., Chin. Phys. B 29, 073201 (2020): Ce⁻ 4f 5d² 6s² ⁴H₇/₂.
/// - S. M. O'Malley and D. R. Beck, "Valence calculations of lanthanide anion binding
///   energies: 6p attachments to 4fⁿ 6s² thresholds", Phys. Rev. A (2008) (Pr⁻, Nd⁻, Eu⁻),
///   and "…: 6p and 6s attachments to 4fᵐ (5d+6s+6p)³ thresholds", Phys. Rev. A (2009)
///   (Lu⁻ 4f¹⁴ 5d 6s² 6p), relativistic configuration interaction; S.-B. Cheng and
///   A. W. Castleman, "Direct experimental observation of weakly-bound character of the
///   attached electron in europium anion", Sci. Rep. (2015): Eu⁻ 4f⁷ 6s² 6p, measured.
/// - R. Tang et al., "Candidate for laser cooling of a negative ion: high-resolution
///   photoelectron imaging of Th⁻", Phys. Rev. Lett. 123, 203002 (2019): Th⁻ 6d³ 7s² ⁴F₃/₂.
public struct AnionGroundState: Sendable, Hashable {
  /// The element's atomic number.
  public let atomicNumber: Int
  /// The anion's ground configuration.
  public let configuration: ElectronConfiguration
  /// Its ground level, where the literature gives it.
  public let level: TermSymbol?
  /// The literature it comes from, short: "Andersen 2004".
  public let reference: String

  private init(_ atomicNumber: Int, _ configuration: String, _ level: String?, _ reference: String)
  {
    self.atomicNumber = atomicNumber
    self.configuration = ElectronConfiguration(parsing: configuration)!
    self.level = level.flatMap { TermSymbol(ascii: $0) }
    self.reference = reference
  }

  /// The anions the literature gives, by atomic number.
  public static let all: [AnionGroundState] = [
    AnionGroundState(20, "[Ar] 4s2 4p1", "2P*1/2", "Andersen 2004"),
    AnionGroundState(21, "[Ar] 3d1 4s2 4p1", "1D*2", "Andersen 2004"),
    AnionGroundState(38, "[Kr] 5s2 5p1", "2P*1/2", "Andersen 2004"),
    AnionGroundState(39, "[Kr] 4d1 5s2 5p1", "1D*2", "Andersen 2004"),
    AnionGroundState(56, "[Xe] 6s2 6p1", "2P*1/2", "Andersen 2004"),
    AnionGroundState(57, "[Xe] 5d2 6s2", "3F2", "Walter et al. 2014"),
    AnionGroundState(58, "[Xe] 4f1 5d2 6s2", "4H*7/2", "Walter et al. 2007, Fu et al. 2020"),
    AnionGroundState(59, "[Xe] 4f3 6s2 6p1", nil, "O'Malley and Beck 2008"),
    AnionGroundState(60, "[Xe] 4f4 6s2 6p1", nil, "O'Malley and Beck 2008"),
    AnionGroundState(63, "[Xe] 4f7 6s2 6p1", nil, "Cheng and Castleman 2015"),
    AnionGroundState(71, "[Xe] 4f14 5d1 6s2 6p1", nil, "O'Malley and Beck 2009"),
    AnionGroundState(90, "[Rn] 6d3 7s2", "4F3/2", "Tang et al. 2019"),
  ]

  /// The literature's ground state of an element's singly charged anion.
  /// - Parameter atomicNumber: The element's atomic number.
  /// - Returns: The state, or `nil` where the textbook rule stands.
  public static func of(atomicNumber: Int) -> AnionGroundState? {
    all.first { $0.atomicNumber == atomicNumber }
  }
}
