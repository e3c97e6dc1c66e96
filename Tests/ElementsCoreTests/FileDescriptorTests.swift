import ElementsCore
import Glibc
import Testing

/// Reading a whole file from a descriptor: to the end, within a limit, whatever size was expected.
@Suite struct FileDescriptorTests {
  /// The bytes a pipe gives back after `bytes` were written into it and it was closed.
  func readThroughPipe(_ bytes: [UInt8], expected: Int, limit: Int) throws -> [UInt8] {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let written = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: ends[1]) }
    close(ends[1])
    try #require(written == 0)
    return try FileDescriptor.readAll(ends[0], expected: expected, limit: limit).get()
  }

  @Test(arguments: [0, 1, 10, 5000])
  func readsEveryByteWhateverSizeWasExpected(_ expected: Int) throws {
    let bytes = (0..<3000).map { UInt8($0 % 251) }
    #expect(try readThroughPipe(bytes, expected: expected, limit: 1 << 20) == bytes)
  }

  @Test func readsAnEmptyFile() throws {
    #expect(try readThroughPipe([], expected: 0, limit: 100) == [])
  }

  @Test func stopsOneBytePastTheLimit() throws {
    let bytes = [UInt8](repeating: 7, count: 500)
    #expect(try readThroughPipe(bytes, expected: 10, limit: 100).count == 101)
    #expect(try readThroughPipe(bytes, expected: 0, limit: 500) == bytes)
    #expect(try readThroughPipe(bytes, expected: 0, limit: 499).count == 500)
  }

  /// Pieces written with `writev` arrive joined, in order: empty pieces, more pieces than one
  /// call takes (1,024), and one piece larger than the rest.
  @Test func writesPiecesInOrder() throws {
    let texts = (0..<1500).map { index in
      index % 7 == 0 ? "" : index == 700 ? String(repeating: "x", count: 9000) : "<\(index)>"
    }
    let joined = Array(texts.joined().utf8)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let (written, failed) = joined.withUnsafeBytes { all in
      var offset = 0
      let pieces = texts.map { text in
        defer { offset += text.utf8.count }
        return UnsafeRawBufferPointer(rebasing: all[offset..<offset + text.utf8.count])
      }
      return (
        FileDescriptor.writeAll(pieces: pieces, to: ends[1]),
        FileDescriptor.writeAll(pieces: pieces, to: -1)
      )
    }
    close(ends[1])
    try #require(written == 0)
    #expect(try FileDescriptor.readAll(ends[0], expected: 0, limit: 1 << 20).get() == joined)
    #expect(failed == EBADF)
    #expect(FileDescriptor.writeAll(pieces: [], to: -1) == 0)
  }

  @Test func reportsTheErrorNumber() {
    guard case .failure(let error) = FileDescriptor.readAll(-1, expected: 0, limit: 10) else {
      Issue.record("reading descriptor -1 succeeded")
      return
    }
    #expect(error.code == EBADF)
  }
}
