import ElementsCore
import Glibc

/// Arguments read from standard input: a `-` among a command's formulas or elements stands for
/// the lines of standard input, one formula or element a line, blank lines skipped and each
/// line's surrounding spaces dropped (`cat formulas.txt | elements mass -`). Standard input
/// with no such line is a usage error, never a run that does nothing and succeeds.
enum StandardInput {
  /// The most read from standard input: more is a usage error, never a hang or a huge list.
  static let limit = 1 << 20

  /// The arguments with each `-` replaced by the lines of standard input (read once).
  /// - Parameters:
  ///   - arguments: The command's arguments.
  ///   - command: The command, for the usage line of an error.
  ///   - console: The streams standard input is read from.
  /// - Returns: The arguments, the lines in place of `-`.
  /// - Throws: ``CLIError/usage(_:command:)`` when standard input is too long, not text, holds
  ///   no line that is not blank, or cannot be read.
  static func expanding(_ arguments: [String], command: CommandSpec, console: Console)
    throws(CLIError) -> [String]
  {
    guard arguments.contains("-") else { return arguments }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { console.read(into: $0) }
      guard count >= 0 else {
        throw .usage(
          "cannot read standard input for '-': \(FileDescriptor.reason())",
          command: command)
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
      guard bytes.count <= limit else {
        throw .usage("standard input for '-' is over \(limit) bytes", command: command)
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage("standard input for '-' is not UTF-8 text", command: command)
    }
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .map { String($0.trimmingWhitespace) }.filter { !$0.isEmpty }
    guard !lines.isEmpty else {
      throw .usage(
        bytes.isEmpty
          ? "standard input for '-' is empty" : "standard input for '-' has only blank lines",
        command: command)
    }
    return arguments.flatMap { $0 == "-" ? lines : [$0] }
  }
}

extension StandardInput {
  /// Standard input one line at a time, as a quiz reads answers: each line without its line
  /// break (a final line without one counts), cut to ``lineLimit`` bytes so that a line with no
  /// end never fills memory; the rest of such a line is read and dropped.
  struct Lines {
    /// The most bytes kept of a line.
    static let lineLimit = 1024

    private let console: Console
    private var buffer = [UInt8](repeating: 0, count: 4096)
    private var start = 0
    private var end = 0
    private var finished = false

    /// The lines of a console's standard input.
    /// - Parameter console: The run's streams.
    init(from console: Console) {
      self.console = console
    }

    /// The next line, or `nil` at the end of input (or when it cannot be read).
    mutating func next() -> String? {
      var line: [UInt8] = []
      var sawAny = false
      while true {
        if start == end {
          guard !finished else { break }
          let console = self.console
          let count = buffer.withUnsafeMutableBytes { console.read(into: $0) }
          guard count > 0 else {
            finished = true
            break
          }
          start = 0
          end = count
        }
        sawAny = true
        let chunk = buffer[start..<end]
        let newline = chunk.firstIndex(of: UInt8(ascii: "\n"))
        let taken = chunk[start..<(newline ?? end)]
        line += taken.prefix(max(0, Self.lineLimit - line.count))
        start = newline.map { $0 + 1 } ?? end
        if newline != nil { return Self.text(line) }
      }
      return sawAny ? Self.text(line) : nil
    }

    /// The bytes as text, a carriage return before the line break dropped, bytes that are not
    /// UTF-8 repaired.
    private static func text(_ bytes: [UInt8]) -> String {
      String(
        decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
  }
}
