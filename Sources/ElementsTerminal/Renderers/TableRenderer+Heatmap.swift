import ElementsCore

extension Heatmap {
  /// The key of an element's cell: its shading mark and the style the scale gives the cell at
  /// the terminal's colour depth. The title is the step's, made once per heatmap.
  func key(for element: AtomicElement, unicode: Bool, depth: ColorDepth) -> ColorKey {
    if let word = label(of: element) {
      return ColorKey(
        mark: Heatmap.labelMark(unicode: unicode), style: Heatmap.labelStyle(depth), title: word)
    }
    let value = value(of: element)
    let look = style(for: value, depth: depth)
    guard let value else { return ColorKey(mark: "?", style: look, title: "no value") }
    let step = step(value)
    return ColorKey(
      shade: Heatmap.mark(step: step, unicode: unicode), style: look,
      title: stepTitles(unicode: unicode)[step])
  }

  /// The words that stand for values ("Ancient": 13), then the parts of the scale as keys,
  /// then grey for elements without a value.
  func legendKeys(unicode: Bool, depth: ColorDepth) -> [ColorKey] {
    guard lowest != nil || !labels.isEmpty else { return [] }
    var counts: [String: Int] = [:]
    for word in labels.values { counts[word, default: 0] += 1 }
    var keys = counts.keys.sorted().map { word in
      ColorKey(
        mark: Heatmap.labelMark(unicode: unicode), style: Heatmap.labelStyle(depth),
        title: "\(word): \(counts[word] ?? 0)")
    }
    guard lowest != nil else { return keys }
    keys += (0..<Heatmap.steps).map { step in
      ColorKey(
        shade: Heatmap.mark(step: step, unicode: unicode),
        style: Heatmap.style(
          atFraction: (Double(step) + 0.5) / Double(Heatmap.steps), depth: depth),
        title: stepTitles(unicode: unicode)[step])
    }
    if unknownCount > 0 {
      keys.append(
        ColorKey(
          mark: "?", style: Heatmap.unknownStyle(depth),
          title: "no value (grey): \(unknownCount)"))
    }
    return keys
  }

  /// "4.52–9.04" ("4.52..9.04" in ASCII): the values each part of the scale spans, made when
  /// the heatmap is.
  func stepTitles(unicode: Bool) -> [String] { unicode ? titles.unicode : titles.ascii }

  /// The step titles of a scale, in Unicode and in ASCII.
  static func stepTitles(_ value: (Double) -> Double?) -> (unicode: [String], ascii: [String]) {
    let bounds = (0...steps).map { value(Double($0) / Double(steps)).map { text($0, digits: 3) } }
    let pairs = (0..<steps).map { (bounds[$0] ?? "0", bounds[$0 + 1] ?? "0") }
    return (pairs.map { $0.0 + "–" + $0.1 }, pairs.map { $0.0 + ".." + $0.1 })
  }

  /// The legend's first lines: the property, unit, scale and extremes.
  func summaryLines(width: Int, style: TerminalStyle) -> [StyledLine] {
    let indent = 3
    var summary = FactText.label(of: field, style: style)
    if let lowest, let highest, let low = value(of: lowest), let high = value(of: highest) {
      summary +=
        ", " + (logarithmic ? "logarithmic" : "linear") + " scale: lowest "
        + style.display(lowest.symbol) + " " + Heatmap.text(low, digits: 4) + ", highest "
        + style.display(highest.symbol) + " " + Heatmap.text(high, digits: 4)
    } else {
      summary += ": no element has a value"
    }
    return TextWidth.wrapped(summary, to: width - indent).map {
      StyledLine(TextWidth.spaces(indent) + $0)
    }
  }

  /// Each element's value as its cell writes it, in at most `width` columns: three
  /// significant digits, or as many more (up to six) as tell it apart from a neighbour in the
  /// grid with a different value (osmium's density 22.59 from iridium's 22.56).
  /// - Parameters:
  ///   - table: The elements, whose grid says who neighbours whom.
  ///   - width: The columns of a cell.
  /// - Returns: The text by atomic number, for the elements with a value or a word (a word
  ///   too long for the cell is cut to its first three letters and a full stop: "Anc.").
  func cellTexts(in table: PeriodicTable, width: Int) -> [Int: String] {
    var texts: [Int: String] = [:]
    for (number, word) in labels {
      texts[number] =
        TextWidth.of(word) <= width
        ? word : TextWidth.truncate(String(word.prefix(3)) + ".", to: width, unicode: false)
    }
    for element in table.elementsByNumber {
      guard let value = value(of: element) else { continue }
      var digits = 3
      let position = element.position
      for (row, column) in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
        let place = GridPosition(row: position.row + row, column: position.column + column)
        guard let other = table.element(at: place).flatMap(value(of:)), other != value else {
          continue
        }
        var more = 3
        while more < 6,
          Heatmap.text(value, digits: more, width: width)
            == Heatmap.text(other, digits: more, width: width)
        {
          more += 1
        }
        if Heatmap.text(value, digits: more, width: width)
          != Heatmap.text(other, digits: more, width: width)
        {
          digits = max(digits, more)
        }
      }
      texts[element.atomicNumber] = Heatmap.text(value, digits: digits, width: width)
    }
    return texts
  }
}
