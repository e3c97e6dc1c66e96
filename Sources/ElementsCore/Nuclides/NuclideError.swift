/// Why the user's words name no nuclide, why a time or an amount for a decay does not read, or
/// why the data cannot answer at all. Each message quotes the user's words, cut to a bounded
/// length.
public enum NuclideError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The words are not shaped like a nuclide (`U-238`, `238U`, `uranium-238`).
  case malformed(query: String)
  /// The element part names no element; `suggestions` holds close names, best first.
  case unknownElement(query: String, suggestions: [String])
  /// The element is known but not with this mass number (or isomer); `known` names the range
  /// of its known isotopes ("U-214 to U-242"), empty if it has none.
  case unknownNuclide(query: String, name: String, known: String)
  /// A time that does not read (`5730y`, `4.463Gy`, `10d`, `30s` do).
  case malformedTime(String)
  /// A time before the start.
  case negativeTime(String)
  /// A time that reads but is more seconds than a `Double` holds (`1e308y`).
  case timeTooLong(String)
  /// An amount that does not read (`1g`, `2.5 mol`, `3.7e10 Bq` do).
  case malformedAmount(String)
  /// An activity given for a nuclide that does not decay, or whose half-life is not known.
  case activityOfStable(amount: String, name: String)
  /// An amount that reads but whose atoms, mass or activity, for some member of the chain,
  /// are more than a `Double` holds (`1e308g`).
  case amountTooLarge(String)
  /// The data has no isotopes (``PeriodicTable/hasIsotopes``), which `use` needs: "decay",
  /// "the chart of nuclides". `source` names the data, e.g. its file.
  case noIsotopeData(source: String, use: String)

  /// The message: "no nuclide U-999 is known (uranium's run from U-214 to U-242)".
  public var description: String {
    switch self {
    case .malformed(let query):
      return "\(query.quotedForMessage()) is not a nuclide"
        + " (write it as U-238, 238U, uranium-238 or Ta-180m)"
    case .unknownElement(let query, let suggestions):
      var message = "no element matches \(query.quotedForMessage())"
      if !suggestions.isEmpty {
        message += " (did you mean \(suggestions.joined(conjunction: "or"))?)"
      }
      return message
    case .unknownNuclide(let query, let name, let known):
      var message = "no nuclide \(name) is known (from \(query.quotedForMessage()))"
      if !known.isEmpty { message += "; known: \(known)" }
      return message
    case .malformedTime(let text):
      return "time \(text.quotedForMessage()) does not read"
        + " (give a number and a unit: 30s, 10min, 5h, 10d, 5730y, 4.463Gy)"
    case .negativeTime(let text):
      return "time \(text.quotedForMessage()) is negative (give a time after the start)"
    case .timeTooLong(let text):
      return "time \(text.quotedForMessage()) is too long: more seconds than a number holds"
    case .malformedAmount(let text):
      return "amount \(text.quotedForMessage()) does not read"
        + " (give a positive number and a unit: 1g, 2.5mg, 0.1mol, 3.7e10Bq, 5kBq)"
    case .activityOfStable(let amount, let name):
      return "amount \(amount.quotedForMessage()) is an activity, but \(name) does not decay"
        + " at a known rate (give grams or moles)"
    case .amountTooLarge(let text):
      return "amount \(text.quotedForMessage()) is too large: its atoms or their activity"
        + " are more than a number holds"
    case .noIsotopeData(let source, let use):
      return "\(source): \(use) needs isotope data, which the data does not have"
    }
  }
}
