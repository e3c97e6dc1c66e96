import ElementsCore

extension DataFormatter {
  /// A balanced equation as JSON.
  ///
  /// An object: "equation" (the ASCII text, `4 Fe + 3 O2 -> 2 Fe2O3`), "notes" (the balancer's
  /// notes), "reactants" and "products" (arrays of objects with "formula" in ASCII,
  /// "coefficient", "molarMass" in g/mol or null, "charge", "state" or null, and "added", true
  /// for water, H⁺, OH⁻ or electrons the balancer added; with amounts also "givenMoles" (or
  /// null), "moles" and "grams" used, needed or formed in theory, "litres" (a gas's volume at
  /// STP with `--stp`, or null), "excessMoles" for a reactant,
  /// and for a product "actualMoles" (the amount given, which is the amount obtained, or from
  /// the yield; or null) and "percentYield" (for a product given with reactants; or null)),
  /// "atoms" (objects with "element", "reactants" and "products"; the charge as element
  /// "charge"), with `--redox` "redox" ("states": per term an object of element to state, or
  /// to a list of states, lowest first, when the element's atoms differ; "oxidised" and
  /// "reduced": objects with "element", "from", "to" and "electrons"; "electrons"), and with
  /// amounts "amounts" ("limiting", "extent" in mol, "significantFigures" shown,
  /// "significantFiguresCounted" strictly, "stp", "conditions" (or null), "yield").
  /// Numbers are the shortest text that reads back as the value rounded to 15 significant
  /// digits (0.0025, 1e-12); a fractional oxidation state is a decimal.
  /// - Parameter report: What to write.
  /// - Returns: The JSON text with a trailing line break.
  public static func balanceJSON(_ report: BalanceReport) -> String {
    let terms = report.equation.terms
    func number(_ value: Double?) -> String { value.map(MassText.shortest) ?? "null" }
    func fraction(_ value: Fraction) -> String {
      value.isInteger
        ? String(value.numerator)
        : MassText.data(Double(value.numerator) / Double(value.denominator))
    }
    func termObject(_ index: Int) -> String {
      let term = terms[index]
      var members: [(String, String)] = [
        ("formula", quoted(term.text.ascii)),
        ("coefficient", String(term.coefficient)),
        ("molarMass", number(report.molarMasses[index])),
        ("charge", String(term.charge)),
        ("state", term.species.state.map(quoted) ?? "null"),
        ("added", term.isAdded ? "true" : "false"),
      ]
      if let amounts = report.amounts {
        let row = amounts.rows[index]
        members += [
          ("givenMoles", number(row.given)), ("moles", number(row.moles)),
          ("grams", number(row.grams)), ("litres", number(row.litres)),
        ]
        if term.species.side == .reactants {
          members.append(("excessMoles", number(row.excess)))
        } else {
          members.append(("actualMoles", number(row.actual)))
          members.append(("percentYield", number(row.percentYield)))
        }
      }
      return jsonObject(members, indent: "    ")
    }
    let reactants = terms.indices.filter { terms[$0].species.side == .reactants }.map(termObject)
    let products = terms.indices.filter { terms[$0].species.side == .products }.map(termObject)
    let atoms = report.equation.atomTable.map {
      "{\"element\": " + quoted($0.label) + ", \"reactants\": " + String($0.reactants)
        + ", \"products\": " + String($0.products) + "}"
    }
    var members: [(String, String)] = [
      ("equation", quoted(report.equation.ascii)),
      ("notes", jsonList(report.equation.notes.map(quoted), indent: "  ")),
      ("reactants", jsonList(reactants, indent: "  ")),
      ("products", jsonList(products, indent: "  ")),
      ("atoms", jsonList(atoms, indent: "  ")),
    ]
    if report.wantsRedox {
      if let redox = report.redox {
        // An element in several states in one species: a list of them, lowest first.
        let states = redox.states.map { states in
          let members = BalanceRenderer.byElement(states).map { element in
            let values = element.map { fraction($0.state) }
            let value = values.count == 1 ? values[0] : "[" + values.joined(separator: ", ") + "]"
            return quoted(element[0].symbol) + ": " + value
          }
          return "{" + members.joined(separator: ", ") + "}"
        }
        func changes(_ list: [StateChange]) -> [String] {
          list.map {
            "{\"element\": " + quoted($0.symbol) + ", \"from\": ["
              + $0.before.map(fraction).joined(separator: ", ") + "], \"to\": ["
              + $0.after.map(fraction).joined(separator: ", ") + "], \"electrons\": "
              + fraction($0.electrons) + "}"
          }
        }
        members.append(
          (
            "redox",
            jsonObject(
              [
                ("states", jsonList(states, indent: "    ")),
                ("oxidised", jsonList(changes(redox.oxidised), indent: "    ")),
                ("reduced", jsonList(changes(redox.reduced), indent: "    ")),
                ("electrons", fraction(redox.electrons)),
              ], indent: "  ")
          ))
      } else {
        members.append(("redox", "null"))
      }
    }
    if let amounts = report.amounts {
      members.append(
        (
          "amounts",
          jsonObject(
            [
              ("limiting", amounts.limiting.map { quoted(terms[$0].text.ascii) } ?? "null"),
              ("extent", number(amounts.extent)),
              ("significantFigures", String(amounts.significantFigures)),
              ("significantFiguresCounted", String(amounts.countedFigures)),
              (
                "stp",
                report.conditions.map { $0.kind == .stp || $0.kind == .stpAtmosphere }
                  == true ? "true" : "false"
              ),
              ("conditions", conditionsObject(report.conditions)),
              ("yield", number(amounts.yield)),
            ], indent: "  ")
        ))
    }
    return jsonObject(members, indent: "") + "\n"
  }

  /// The gas conditions as JSON: "kind" ("stp", "stp-1atm" or "given"), "text" as given (or
  /// null), "kelvin", "pascals" and "molarVolume" in L/mol; "null" without conditions.
  static func conditionsObject(_ conditions: GasConditions?) -> String {
    guard let conditions else { return "null" }
    var kind = "given"
    var text = "null"
    switch conditions.kind {
    case .stp: kind = "stp"
    case .stpAtmosphere: kind = "stp-1atm"
    case .given(let given): text = quoted(given)
    }
    return "{\"kind\": " + quoted(kind) + ", \"text\": " + text + ", \"kelvin\": "
      + MassText.shortest(conditions.kelvin) + ", \"pascals\": "
      + MassText.shortest(conditions.pascals) + ", \"molarVolume\": "
      + MassText.shortest(conditions.molarVolume) + "}"
  }
}
