// The check the loader and formula fuzz targets share: Fuzz/run compiles this file with each.

/// Stops the run (libFuzzer saves the input) if text holds a byte a terminal could obey.
func check(_ text: String, _ what: String, colour: Bool = false, tab: Bool = false) {
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    if scalar == "\u{1B}", colour, scalars.first == "[" {
      let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
      if scalars.dropFirst(1 + body.count).first == "m" {
        scalars = scalars.dropFirst(2 + body.count)
        continue
      }
    }
    if scalar == "\n" || (scalar == "\t" && tab) { continue }
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
      fatalError("control character U+\(String(scalar.value, radix: 16)) in \(what)")
    }
  }
}
