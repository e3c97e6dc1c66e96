import ElementsCore
import Glibc

/// Arguments read from standard input: a `-` among a command's formulas or elements stands for
/// the lines of standard input, one formula or element a line, blank lines skipped and each
/// line's surrounding spaces dropped (`cat formulas.txt | elements mass -`).
enum StandardInput {
  /// The most read from standard input: more is a usage error, never a hang or a huge list.
  static let limit = 1 << 20

  /// The arguments with each `-` replaced by the lines of standard input (read once).
  /// - Parameters:
  ///   - arguments: The command's arguments.
  ///   - command: The command, for the usage line of an error.
  /// - Returns: The arguments, the lines in place of `-`.
  /// - Throws: ``CLIError/usage(_:command:)`` when standard input is too long, not text, or
  ///   cannot be read.
  static func expanding(_ arguments: [String], command: CommandSpec) throws(CLIError) -> [String] {
    guard arguments.contains("-") else { return arguments }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw .usage(
          "cannot read standard input for '-': \(String(cString: strerror(errno)))",
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
    return arguments.flatMap { $0 == "-" ? lines : [$0] }
  }
}
