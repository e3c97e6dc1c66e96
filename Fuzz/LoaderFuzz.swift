// libFuzzer target: bytes -> a validated table (XML plist, binary plist or JSON), then every
// renderer with colour on and off. Crashes, hangs, and any control character that reaches the
// output other than the renderers' own SGR sequences, are failures.
// Built and run by Fuzz/run; not part of the package.

import ElementsCore
import ElementsTerminal

/// libFuzzer calls this once per input; a crash or trap is a finding, the return value is unused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let table: PeriodicTable
  do {
    table = try DataFile.load(bytes: bytes, file: "fuzz")
  } catch {
    check(Sanitizer.terminalText(error.description), "the error")
    return 0
  }
  for warning in table.warnings { check(Sanitizer.terminalText(warning.description), "a warning") }
  let elements = table.elementsByNumber
  check(DataFormatter.json(elements), "JSON")
  check(DataFormatter.delimited(elements, separator: ","), "CSV")
  check(DataFormatter.delimited(elements, separator: "\t"), "TSV", tab: true)
  for colour in [false, true] {
    for unicode in [true, false] {
      let style = TerminalStyle(color: colour, unicode: unicode, width: colour ? 80 : 37)
      let encoder = TerminalEncoder(style: style)
      check(
        encoder.encode(ListRenderer.render(table.nameSections, style: style)), "list",
        colour: colour)
      check(
        encoder.encode(ListRenderer.render(table.stateSections, style: style)), "states",
        colour: colour)
      for coloring in TableColoring.named {
        check(
          encoder.encode(
            TableRenderer.render(table, coloring: coloring, highlighted: [26], style: style)),
          "table", colour: colour)
      }
      for element in elements.prefix(4) {
        check(
          encoder.encode(TileRenderer.front(element, style: style, reflection: true)), "tile",
          colour: colour)
        check(encoder.encode(TileRenderer.back(element, style: style)), "back", colour: colour)
        check(DataFormatter.json(element), "JSON object")
        _ = table.element(matching: element.name)
        _ = table.search(String(element.name.prefix(2)))
      }
    }
  }
  return 0
}
