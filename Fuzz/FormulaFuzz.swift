// libFuzzer target: bytes (as UTF-8) -> a chemical formula, weighed, then every mass renderer
// with colour and Unicode on and off, or the error with its caret. Crashes, traps, hangs, a mass
// that is not finite, fractions that do not sum to 1, and any control character in the output
// other than the renderers' own SGR sequences, are failures.
// Built and run by Fuzz/run; not part of the package.

import ElementsCore
import ElementsTerminal

/// Made-up but well-formed data: every element has a weight, a few have isotopes with
/// abundances (so the isotope pattern is exercised), Tc has none (a mass number).
private struct FuzzMassData: FormulaMassData {
  func weight(ofElement atomicNumber: Int) -> MassValue? {
    if atomicNumber == 43 { return MassValue(value: 97, kind: .massNumber(97)) }
    return MassValue(
      value: Double(atomicNumber) * 2.01, uncertainty: atomicNumber % 3 == 0 ? nil : 0.001,
      kind: atomicNumber == 1 ? .conventional : .standard)
  }

  func isotopes(ofElement atomicNumber: Int) -> [MassIsotope] {
    guard atomicNumber <= 20 else { return [] }
    let base = atomicNumber * 2
    return [
      MassIsotope(massNumber: base, mass: Double(base) - 0.01, abundance: 0.9),
      MassIsotope(massNumber: base + 1, mass: Double(base) + 1.003, abundance: 0.1),
      MassIsotope(massNumber: base + 3, mass: Double(base) + 3.001, abundance: nil),
    ]
  }
}

/// libFuzzer calls this once per input; a crash or trap is a finding, the return value is unused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let mass: FormulaMass
  do {
    mass = try FormulaMass(ChemicalFormula(parsing: text), data: FuzzMassData())
  } catch {
    guard error.column >= 0, error.column <= text.unicodeScalars.count else {
      fatalError("caret column \(error.column) outside the formula")
    }
    for unicode in [true, false] {
      for width in [10, 80] {
        let style = TerminalStyle(color: false, unicode: unicode, width: width)
        check(MassRenderer.error(error, style: style), "the error")
      }
    }
    return 0
  }
  guard mass.molarMass.isFinite, mass.molarMass > 0 else { fatalError("mass \(mass.molarMass)") }
  let fractions = mass.composition.reduce(0) { $0 + $1.fraction }
  guard abs(fractions - 1) < 1e-9 else { fatalError("fractions sum to \(fractions)") }
  check(DataFormatter.massJSON([mass]), "JSON")
  check(DataFormatter.massJSON([mass, mass]), "JSON array")
  check(DataFormatter.massDelimited([mass], separator: ","), "CSV")
  check(DataFormatter.massDelimited([mass], separator: "\t"), "TSV", tab: true)
  for colour in [false, true] {
    for unicode in [true, false] {
      let style = TerminalStyle(color: colour, unicode: unicode, width: colour ? 80 : 24)
      check(
        TerminalEncoder(style: style).encode(
          MassRenderer.render([mass], style: style, isotopePattern: unicode)), "text",
        colour: colour)
    }
  }
  return 0
}
