/// The formula grammar in words, for `elements help mass` (docs/GUIDE.md says the same).
public enum FormulaGrammar {
  /// The grammar as help text: lines of at most 78 columns, ending with a line break.
  public static let text = """
    Formulas
      Element symbols are case-sensitive: Co is cobalt, CO carbon monoxide. Every
      element 1-118 is known. A count follows a symbol or a group: H2O, C6H12O6.
      Counts are 1 to 1000000000, in ASCII or subscript digits (H₂O).
      Groups nest with (), [] and {}: K4[Fe(CN)6], AgCuRu4(H)2[CO]12{P(C6H5)3}2.
      Parts join with ·, •, . or * (spaces around a joiner are allowed), each with
      an optional leading coefficient and *: CuSO4·5H2O, Al2(SO4)3·18H2O, NH3.BF3,
      5*H2O.
      A dot is never a decimal point.
    Isotopes (need isotope data)
      D and T are hydrogen-2 and -3. A mass number goes in brackets or as a
      superscript before the symbol: [13C]O2, ¹³CO2, CDCl3, D2O.
    Charges (at the end only)
      ^ then an optional size and a sign: SO4^2-, Fe^3+, NH4^+, OH^-.
      Superscripts: SO4²⁻, Na⁺. A bare run of one sign: Na+, Cl-, O--.
      A bare sign after digits, as textbooks write ions: after one atom (or a
      bracket) the digits are the charge (Fe3+, O2-, [Fe(CN)6]4-); after
      several atoms one digit is a count, charge 1 (MnO4-, NO3-, NH4+); of two
      or more digits the last is the charge (SO42-, Cr2O72-, Hg22+). A sign
      before digits: Fe+3, SO4-2. Where in doubt (O2- for superoxide), a note
      says how to write the other reading (O2^-).
      Each unit of charge takes away (or adds) one electron mass.
    Limits
      At most 1000 characters, brackets 32 deep, 10^12 atoms in all, charge 1000.
      A charge of at most the atoms' electrons (+), 4 electrons per atom (-).

    """
}
