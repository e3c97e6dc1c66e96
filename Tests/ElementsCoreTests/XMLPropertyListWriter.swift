import ElementsCore

/// A minimal XML property list writer, to build test inputs for round trips.
///
/// Text is escaped with the predefined entities, and control characters other than tab and
/// line feed are written as numeric character references (`&#27;`).
enum XMLPropertyListWriter {
  static func encode(_ value: DataValue) -> String {
    var output = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(value, indentation: "", to: &output)
    output += "</plist>\n"
    return output
  }

  private static func write(_ value: DataValue, indentation: String, to output: inout String) {
    output += indentation
    switch value {
    case .string(let text):
      output += "<string>\(escaped(text))</string>\n"
    case .integer(let number):
      output += "<integer>\(number)</integer>\n"
    case .real(let number):
      output += "<real>\(number)</real>\n"
    case .boolean(let flag):
      output += flag ? "<true/>\n" : "<false/>\n"
    case .date(let text):
      output += "<date>\(escaped(text))</date>\n"
    case .data(let bytes):
      output += "<data>\(base64(bytes))</data>\n"
    case .null:
      preconditionFailure("XML property lists have no null")
    case .array(let elements):
      output += "<array>\n"
      for element in elements {
        write(element, indentation: indentation + "\t", to: &output)
      }
      output += indentation + "</array>\n"
    case .dictionary(let dictionary):
      output += "<dict>\n"
      for (key, member) in dictionary.entries {
        output += "\(indentation)\t<key>\(escaped(key))</key>\n"
        write(member, indentation: indentation + "\t", to: &output)
      }
      output += indentation + "</dict>\n"
    }
  }

  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}": result += "&#\(scalar.value);"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var result = ""
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      let group = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for index in 0..<4 {
        result.append(index <= chunk.count ? alphabet[group >> (18 - 6 * index) & 0x3F] : "=")
      }
    }
    return result
  }
}
