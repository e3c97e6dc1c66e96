import ElementsCore

extension TableRenderer {
  /// The table as a heatmap of a numeric property: each cell a shading mark and the symbol,
  /// coloured on the scale when colour is on, with the value below it from 120 columns up; a
  /// legend with the property, its unit, the lowest and highest values and their elements, the
  /// five parts of the scale and what grey means. The compact form needs 75 columns, the form
  /// with values 111; narrower than 75, the compact form is drawn in panels as the plain table
  /// is, with the same note.
  /// - Parameters:
  ///   - table: The table to draw.
  ///   - heatmap: The property's values and scale.
  ///   - highlighted: Atomic numbers to bracket and embolden.
  ///   - style: How output may look.
  /// - Returns: The text as UTF-8, for a caller that writes it out
  ///   (``render(_:coloring:highlighted:style:)`` returns it as a string).
  public static func renderHeatmap(
    _ table: PeriodicTable, heatmap: Heatmap, highlighted: Set<Int>, style: TerminalStyle
  ) -> ByteBuffer {
    let elements = table.elementsByNumber
    let rowCount = max(1, elements.map { $0.position.row }.max() ?? 1)
    let columnCount = max(1, elements.map { $0.position.column }.max() ?? 1)
    let showsValues = style.width >= 120
    let cell = showsValues ? 5 : 3
    let panels = panels(columns: columnCount, gap: 1, cell: cell, width: style.width)

    // Lines are written as bytes; the coloured parts of a row are noted as runs and painted
    // when the row is copied out, after its trailing spaces (those not painted) are trimmed.
    var out = ByteBuffer(capacity: 8192)
    var line = ByteBuffer(capacity: 512)
    var runs: [PaintedRun] = []
    for columns in panels {
      if columns.lowerBound > 1 { out.append(UInt8(ascii: "\n")) }
      var header = TextWidth.spaces(labelWidth)
      for column in columns {
        header += " " + TextWidth.padded(" " + String(column), to: cell)
      }
      out.append(SGR.paint(TextWidth.trimmed(header), [SGR.dim], enabled: style.color))
      out.append(UInt8(ascii: "\n"))
      for row in 1...rowCount {
        // Each cell's element by its index, straight from the table's grid: the loop reads
        // its number and symbol, not a copy of the whole element.
        let cells = columns.map { table.elementIndex(at: GridPosition(row: row, column: $0)) }
        guard cells.contains(where: { $0 != nil }) else {
          out.append(UInt8(ascii: "\n"))
          continue
        }
        var gaps = Array(repeating: " ", count: cells.count + 1)
        for (index, cellIndex) in cells.enumerated() {
          guard let cellIndex, highlighted.contains(elements[cellIndex].atomicNumber) else {
            continue
          }
          gaps[index] = gaps[index] == "]" ? "|" : "["
          gaps[index + 1] = "]"
        }
        for lineIndex in 0..<(showsValues ? 2 : 1) {
          line.removeAll()
          runs.removeAll(keepingCapacity: true)
          let label = lineIndex == 0 && row <= 7 ? String(row) : ""
          line.append(TextWidth.rightAligned(label, to: labelWidth))
          for (index, cellIndex) in cells.enumerated() {
            runs.append(gaps[index], [SGR.bold], to: &line, if: style.color && gaps[index] != " ")
            guard let cellIndex else {
              line.append(UInt8(ascii: " "), count: cell)
              continue
            }
            let number = elements[cellIndex].atomicNumber
            let value = heatmap.value(number: number)
            let text: String
            if lineIndex == 0 {
              let mark = value.map { Heatmap.mark(step: heatmap.step($0), unicode: style.unicode) }
              let symbol = style.display(elements[cellIndex].symbol)
              text =
                TextWidth.of(symbol) < 3
                ? (mark ?? "?") + symbol : TextWidth.truncate(symbol, to: 3, unicode: style.unicode)
            } else {
              text = value.map { Heatmap.text($0, digits: 3, width: cell) } ?? style.unknown
            }
            // Without colour the codes would be dropped: they are not made.
            var codes = style.color ? heatmap.codes(for: value, depth: style.colorDepth) : []
            if style.color, highlighted.contains(number) { codes.append(SGR.bold) }
            runs.append(
              TextWidth.padded(text, to: cell), codes, to: &line, if: !codes.isEmpty)
          }
          runs.append(
            gaps[cells.count], [SGR.bold], to: &line, if: style.color && gaps[cells.count] != " ")
          // As a line of spans trims: with colour, painted cells keep their spaces.
          line.removeTrailingSpaces(after: runs.last?.range.upperBound ?? 0)
          out.append(line, painting: runs)
          out.append(UInt8(ascii: "\n"))
        }
      }
    }

    out.append(UInt8(ascii: "\n"))
    let lines =
      panelNote(panels, width: style.width)
      + heatmap.legendLines(
        width: min(style.width, width(columns: panels[0].count, gap: 1, cell: cell)), style: style)
    for legendLine in lines {
      out.append(legendLine)
      out.append(UInt8(ascii: "\n"))
    }
    return out
  }
}

extension Heatmap {
  /// The key of an element's cell, for a caller that draws keys (the browser's table, through
  /// ``TableColoring``): its shading mark and the colours `elements table --color-by` gives the
  /// cell at the terminal's colour depth. The title is the step's, made once per heatmap.
  func key(for element: AtomicElement, unicode: Bool, depth: ColorDepth) -> ColorKey {
    let value = value(of: element)
    let codes = codes(for: value, depth: depth)
    guard let value else {
      return ColorKey(mark: "?", background: codes.first, title: "no value", foreground: codes.last)
    }
    let step = step(value)
    return ColorKey(
      mark: Heatmap.mark(step: step, unicode: unicode), background: codes.first,
      title: stepTitles(unicode: unicode)[step], foreground: codes.last)
  }

  /// The parts of the scale as keys, then grey for elements without a value.
  func legendKeys(unicode: Bool, depth: ColorDepth) -> [ColorKey] {
    guard lowest != nil else { return [] }
    var keys = (0..<Heatmap.steps).map { step in
      let codes = Heatmap.codes(
        atFraction: (Double(step) + 0.5) / Double(Heatmap.steps), depth: depth)
      return ColorKey(
        mark: Heatmap.mark(step: step, unicode: unicode), background: codes.first,
        title: stepTitles(unicode: unicode)[step], foreground: codes.last)
    }
    if unknownCount > 0 {
      let codes = Heatmap.unknownCodes(depth)
      keys.append(
        ColorKey(
          mark: "?", background: codes.first, title: "no value (grey): \(unknownCount)",
          foreground: codes.last))
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

  /// The legend: the property, unit, scale and extremes; then the parts of the scale and grey,
  /// each mark painted like its cells.
  func legendLines(width: Int, style: TerminalStyle) -> [String] {
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
    let lines = TextWidth.wrapped(summary, to: width - indent).map {
      TextWidth.spaces(indent) + $0
    }
    // The parts of the scale and grey, laid out as the plain table's legend is.
    return lines
      + TableRenderer.legend(
        legendKeys(unicode: style.unicode, depth: style.colorDepth), width: width
      ).map { $0.rendered(color: style.color) }
  }
}
