import ElementsCore
import Testing

/// Digits raised and lowered, and read back.
@Suite struct ScriptDigitsTests {
  @Test func raisesDigitsAndSigns() {
    #expect(ScriptDigits.raised("0123456789") == "⁰¹²³⁴⁵⁶⁷⁸⁹")
    #expect(ScriptDigits.raised("3+") == "³⁺")
    #expect(ScriptDigits.raised("-15") == "⁻¹⁵")
    #expect(ScriptDigits.raised("3d6") == "³d⁶", "letters are kept")
    #expect(ScriptDigits.raised("") == "")
  }

  @Test func lowersDigitsOnly() {
    #expect(ScriptDigits.lowered("0123456789") == "₀₁₂₃₄₅₆₇₈₉")
    #expect(ScriptDigits.lowered("3/2") == "₃/₂")
    #expect(ScriptDigits.lowered("H2O+") == "H₂O+")
  }

  @Test func readsEveryDigitBack() {
    for digit in 0...9 {
      let raised = ScriptDigits.raised(String(digit)).unicodeScalars.first!
      let lowered = ScriptDigits.lowered(String(digit)).unicodeScalars.first!
      #expect(ScriptDigits.superscriptDigit(raised) == digit)
      #expect(ScriptDigits.subscriptDigit(lowered) == digit)
      #expect(ScriptDigits.asciiDigit(String(digit).unicodeScalars.first!) == digit)
    }
    #expect(ScriptDigits.superscriptDigit("5") == nil)
    #expect(ScriptDigits.subscriptDigit("⁵") == nil)
    #expect(ScriptDigits.superscriptSign("⁺") == 1)
    #expect(ScriptDigits.superscriptSign("⁻") == -1)
    #expect(ScriptDigits.superscriptSign("+") == nil)
  }

  @Test func makesTextOfAScannedRun() {
    let scalars = Array("Fe₂O₃".unicodeScalars)
    #expect(String(scalars: scalars[...]) == "Fe₂O₃")
    #expect(String(scalars: scalars[2..<4]) == "₂O")
    #expect(String(scalars: scalars[0..<0]) == "")
  }
}
