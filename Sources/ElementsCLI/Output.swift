import ElementsTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command prints on standard output.
enum Printout: ~Copyable {
  /// Text.
  case text(String)
  /// UTF-8 that a renderer wrote as bytes (a long JSON list), written out as it is rather than
  /// checked and made into a `String` first.
  case utf8(ByteBuffer)
}

/// The one way the program writes. Standard output carries data, standard error carries
/// messages. A closed pipe (`elements list | head -1`) ends the program quietly with status 0.
enum Output {
  /// Writes to standard output.
  static func write(_ text: String) {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes a command's output to standard output.
  static func write(_ printout: consuming Printout) {
    switch consume printout {
    case .text(let text): write(text)
    case .utf8(let bytes): bytes.withUnsafeBytes { write($0, to: STDOUT_FILENO) }
    }
  }

  /// Writes a line to standard error.
  static func writeError(_ line: String) {
    write(line + "\n", to: STDERR_FILENO)
  }

  /// Writes a question to standard error, without a line break, for the answer to follow.
  static func writePrompt(_ text: String) {
    write(text, to: STDERR_FILENO)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { write($0, to: descriptor) }
  }

  private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        // The reader has gone (EPIPE) or the output is unusable: nothing more can be said.
        exit(errno == EPIPE ? 0 : 1)
      }
      offset += written
    }
  }
}
