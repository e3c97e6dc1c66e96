import ElementsCore
import ElementsData
import Testing

@testable import ElementsTerminal

/// Half-lives and decay intensities as NUBASE2020 writes them (Kondev et al., Chin. Phys. C 45,
/// 030001 (2021)): a half-life keeps the digits its uncertainty gives, trailing zeros too, and
/// a mode NUBASE marks ">0" (seen, too weak to measure) is kept.
@Suite struct NubaseDigitsTests {
  let table = PeriodicTable.standard

  func isotope(_ nuclide: String) throws -> Isotope {
    let chain = table.decayChain(of: try table.nuclide(matching: nuclide), minimumPercent: 0)
    return try #require(chain.members.first?.isotope)
  }

  /// NUBASE2020's half-lives with their uncertainties: C-14 5.70(3) ky, Th-232 14.0(1) Gy,
  /// Ra-226 1600(7) y written 1.600 ky, Pu-239 24.11(3) ky, U-238 4.463(3) Gy.
  @Test(arguments: [
    ("C-14", "5.70 ky"), ("Th-232", "14.0 Gy"), ("Ra-226", "1.600 ky"), ("Pu-239", "24.11 ky"),
    ("U-238", "4.463 Gy"),
  ])
  func halfLifeKeepsItsDigits(nuclide: String, expected: String) throws {
    let isotope = try isotope(nuclide)
    #expect(IsotopeRenderer.halfLife(isotope, style: .plain) == expected)
  }

  /// The number alone: zeros are added only up to the uncertainty's last digit, never more,
  /// and a value without an uncertainty, or in exponent form, is as it is.
  @Test(
    arguments: [
      (5.7, 0.03, "5.70"), (14, 0.1, "14.0"), (1.6, 0.007, "1.600"), (4.463, 0.003, "4.463"),
      (345, 12, "345"), (12, 3, "12"), (2.5, nil, "2.5"), (1.234, 0.5, "1.234"),
    ] as [(Double, Double?, String)])
  func number(value: Double, uncertainty: Double?, expected: String) {
    let halfLife = HalfLife(value: value, unit: .years, uncertainty: uncertainty)
    #expect(IsotopeRenderer.halfLifeNumber(halfLife) == expected)
  }

  /// Fe-68's β−n and Nd-125's β+p are ">0" in NUBASE2020: observed modes, kept and shown.
  @Test(arguments: [("Fe-68", "B-n", "β−n >0 %"), ("Nd-125", "B+p", "β+p >0 %")])
  func observedModeKept(nuclide: String, code: String, expected: String) throws {
    let isotope = try isotope(nuclide)
    let mode = try #require(isotope.decayModes.first { $0.mode == code })
    #expect(mode.relation == .greaterThan)
    #expect(mode.intensity == 0)
    #expect(IsotopeRenderer.decayModeText(mode, style: .plain) == expected)
  }
}
