extension [UInt8] {
  /// The first byte a terminal could take as a command: a C0 control other than newline, DEL,
  /// or a C1 control (U+0080–U+009F, in UTF-8 0xC2 then 0x80–0x9F). `nil` if there is none.
  /// With `allowingSGR`, `ESC [ digits;… m` sequences (colour) are skipped; with `allowingTab`,
  /// tabs (TSV's separator) are too.
  public func firstControl(allowingSGR: Bool = false, allowingTab: Bool = false) -> (
    offset: Int, byte: UInt8
  )? {
    var offset = 0
    while offset < count {
      let byte = self[offset]
      if byte == 0x1B, allowingSGR, offset + 1 < count, self[offset + 1] == UInt8(ascii: "[") {
        var end = offset + 2
        while end < count, (0x30...0x39).contains(self[end]) || self[end] == UInt8(ascii: ";") {
          end += 1
        }
        if end < count, self[end] == UInt8(ascii: "m") {
          offset = end + 1
          continue
        }
      }
      if byte == 0x09, allowingTab {
        offset += 1
        continue
      }
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return (offset, byte) }
      if byte == 0xC2, offset + 1 < count, (0x80...0x9F).contains(self[offset + 1]) {
        return (offset, self[offset + 1])
      }
      offset += 1
    }
    return nil
  }
}
