// libFuzzer target: the command-line parser and element lookup. The input is split at NUL
// bytes into words; they are parsed as a command line, and each word is resolved, searched and
// spelled against the bundled data. Crashes and hangs are failures; errors are expected.
// Built by Fuzz/run against the ElementsCLI library, as the `elements` executable is.

import ElementsCore
import ElementsTerminal

@testable import ElementsCLI

/// The bundled data, read from Resources/Elements.plist beside this folder.
private let table: PeriodicTable = {
  let fuzzFolder = String(#filePath.dropLast("/ArgumentsFuzz.swift".count))
  do {
    return try DataFile.load(path: SystemPath(fuzzFolder + "/../Resources/Elements.plist"))
  } catch {
    fatalError("cannot load the bundled data: \(error)")
  }
}()

/// libFuzzer calls this once per input; a crash or trap is a finding, the return value is unused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let raw = bytes.split(separator: 0, omittingEmptySubsequences: false).map { Array($0) }
  let words = raw.map { String(decoding: $0, as: UTF8.self) }
  do {
    let invocation = try Invocation(parsingBytes: raw) { table.element(matching: $0)?.name }
    _ = invocation.global.color
    _ = invocation.global.dataFile
    // The command's initialiser turns the words into typed values, or throws a usage error.
    _ = try invocation.command?.init(invocation.words)
  } catch {
    _ = Sanitizer.terminalText(error.message)
    _ = error.exitStatus
  }
  for word in words.prefix(3) {
    do {
      _ = try table.resolve(word)
    } catch {
      _ = Sanitizer.terminalText(error.description)
    }
    for scope in SearchScope.allCases { _ = table.search(word, scope: scope) }
    if let number = Int(word) { _ = table.element(number: number) }
  }
  return 0
}
