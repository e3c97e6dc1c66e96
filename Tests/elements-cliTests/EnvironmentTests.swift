import ElementsTestSupport
import Foundation
import Testing

/// The manners only a real process shows: a closed pipe, a browser started as a program.
@Suite struct EnvironmentTests {
  @Test func closedPipeExitsQuietly() throws {
    let run = try Elements.shell("elements list | head -1; echo \"status ${PIPESTATUS[0]}\"")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdout.hasSuffix("status 0\n"))
  }

  @Test func openPassesTheAddressAsOneArgument() throws {
    let log = try Elements.temporaryFile("", name: "log")
    let script = try Elements.temporaryFile(
      "#!/bin/sh\nprintf '%s|' \"$@\" > \(log)\n", name: "fake-browser")
    chmod(script, 0o755)
    let run = try Elements.run(["open", "Hg"], environment: ["BROWSER": "\(script) --new-tab %s"])
    #expect(run.status == 0)
    #expect(
      try String(contentsOfFile: log, encoding: .utf8)
        == "--new-tab|https://en.wikipedia.org/wiki/Mercury_(element)|")
  }

  @Test func openExplainsWhenNothingCanOpen() throws {
    let run = try Elements.run(
      ["open", "Fe"],
      environment: ["BROWSER": "false:/nonexistent/browser", "PATH": "/nonexistent"])
    #expect(run.status == 4)
    #expect(run.stdout == "https://en.wikipedia.org/wiki/Iron\n")
    #expect(run.stderr.hasPrefix("elements: could not open https://en.wikipedia.org/wiki/Iron: "))
    #expect(run.stderr.contains("xdg-open was not found"))
  }

  /// A browser command that never returns (a browser that stays open as its window) does not
  /// hang `open` without a terminal: after a few seconds it is left running, and said so.
  @Test func openLeavesABrowserThatKeepsRunning() throws {
    let script = try Elements.temporaryFile("#!/bin/sh\nexec sleep 30\n", name: "slow-browser")
    chmod(script, 0o755)
    let started = Date()
    let run = try Elements.run(["open", "Fe"], environment: ["BROWSER": script])
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "elements: handed https://en.wikipedia.org/wiki/Iron to \(script), which is still running\n"
    )
  }

}

/// `--data`, `ELEMENTS_DATA` and `ELEMENTS_HOME` name files byte for byte, UTF-8 or not.
@Suite struct NonUTF8PathTests {
  @Test func dataAndFavoritesPathsAreUsedByteForByte() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "elements-bytes-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let script = """
      set -e
      mkdir -p '\(base)'/caf$'\\xe9'
      cp '\(Elements.fixtures)/TheElements-Elements.plist' '\(base)'/caf$'\\xe9'/data.plist
      elements --data '\(base)'/caf$'\\xe9'/data.plist show Og --no-reflection | grep -c Uuo
      ELEMENTS_DATA='\(base)'/caf$'\\xe9'/data.plist elements wiki 118
      ELEMENTS_HOME='\(base)'/home$'\\xff' elements favorites add Fe
      ls '\(base)'/home$'\\xff'
      elements --data '\(base)'/caf$'\\xe9'/missing.plist list 2>&1 || true
      """
    let run = try Elements.shell(script)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "1")
    #expect(lines.contains("https://en.wikipedia.org/wiki/Ununoctium"))
    #expect(lines.contains("Added Iron (Fe) to the favorites, at position 1."))
    #expect(lines.contains("favorites"))
    #expect(
      lines.last
        == "elements: \(base)/caf\\xE9/missing.plist: cannot read the file: No such file or directory"
    )
  }

  /// A scratch directory for one test, removed afterwards.
  private static func withScratch(_ body: (String) throws -> Void) throws {
    let base = try TemporaryDirectory.make("bytes").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    try body(base)
  }

  /// U+10FF41 is UTF-8 like any character (F4 8F BD 81); it names a file of those four bytes,
  /// never the file "A".
  @Test func aPrivateUseCharacterIsNotAByte() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        cd '\(base)'
        cp '\(Elements.fixtures)/TheElements-Elements.plist' A
        elements --data $'\\xf4\\x8f\\xbd\\x81' show Og --no-reflection
        """)
      #expect(run.status == 3, "\(run.stdout)")
      #expect(run.stdout == "")
      #expect(
        run.stderr
          == "elements: \u{10FF41}: cannot read the file: No such file or directory\n")
    }
  }

  /// U+10FF00 (F4 8F BC 80) is a character of the name, not a NUL that ends it.
  @Test func aPrivateUseCharacterDoesNotEndThePath() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        cd '\(base)'
        cp '\(Elements.fixtures)/TheElements-Elements.plist' data.plist
        elements --data data.plist$'\\xf4\\x8f\\xbc\\x80'.old show Og --no-reflection
        """)
      #expect(run.status == 3, "\(run.stdout)")
      #expect(run.stderr.contains("cannot read the file: No such file or directory"))
    }
  }

  /// `ELEMENTS_HOME` with U+10FF2F, which once stood for "/", stays in the folder it names.
  @Test func favoritesStayInTheFolderNamed() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        cd '\(base)'
        mkdir home
        ELEMENTS_HOME='\(base)'/home/x$'\\xf4\\x8f\\xbc\\xaf\\xf4\\x8f\\xbc\\xaf'other \
          elements favorites add Fe
        ls home/x$'\\xf4\\x8f\\xbc\\xaf\\xf4\\x8f\\xbc\\xaf'other
        ls
        """)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(
        run.stdout.split(separator: "\n") == [
          "Added Iron (Fe) to the favorites, at position 1.", "favorites", "favorites.lock", "home",
        ])
    }
  }

  /// A directory whose name is not UTF-8 holds the favorites byte for byte, and messages show
  /// its bytes as \xNN.
  @Test func favoritesInADirectoryThatIsNotUTF8() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        cd '\(base)'
        export ELEMENTS_HOME='\(base)'/d$'\\xe9\\xff'
        elements favorites add Fe Cu
        elements favorites list --format csv | cut -d, -f1-3
        ls d$'\\xe9\\xff'
        chmod 500 d$'\\xe9\\xff'
        elements favorites add Au 2>&1 || echo "status $?"
        chmod 700 d$'\\xe9\\xff'
        """)
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(lines.contains("favorites"))
      #expect(lines.contains("favorites.lock"))
      #expect(lines.filter { $0.hasPrefix("1,") || $0.hasPrefix("2,") }.count == 2, "\(lines)")
      if geteuid() != 0 {
        #expect(lines.contains { $0.contains("\(base)/d\\xE9\\xFF/favorites") }, "\(lines)")
        #expect(lines.last == "status 5")
      }
    }
  }

  /// `--output` makes the file it names, byte for byte.
  @Test func outputToANameThatIsNotUTF8() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        cd '\(base)'
        elements list --format csv --output out$'\\xe9'.csv
        head -c 7 out$'\\xe9'.csv; echo
        ls
        elements list --output out$'\\xe9'.csv 2>&1 || echo "status $?"
        """)
      #expect(run.status == 0, "\(run.stderr)")
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "number,")
      let listed: [UInt8] = [0x0A, 0x6F, 0x75, 0x74, 0xE9, 0x2E, 0x63, 0x73, 0x76, 0x0A]
      #expect(
        run.stdoutBytes.indices.contains {
          run.stdoutBytes[$0...].starts(with: listed)
        })
      #expect(lines.contains { $0.hasPrefix("elements: 'out\\xE9.csv' exists") }, "\(lines)")
      #expect(lines.last == "status 6")
    }
  }

  /// A note must be text: one that is not UTF-8 is refused, naming its bytes, and the favorites
  /// stay valid UTF-8, in JSON too.
  @Test func aNoteThatIsNotUTF8IsRefused() throws {
    try Self.withScratch { base in
      let run = try Elements.shell(
        """
        export ELEMENTS_HOME='\(base)'
        elements favorites add Fe
        elements favorites note Fe $'caf\\xe9 au lait' 2>&1 || echo "status $?"
        elements favorites list --format json
        """)
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.contains {
          $0.hasPrefix("elements: ") && $0.contains("'caf\\xE9 au lait'") && $0.contains("UTF-8")
        }, "\(lines)")
      #expect(lines.contains("status 2"))
      #expect(String(validating: run.stdoutBytes, as: UTF8.self) != nil)
      let json = lines[(lines.firstIndex(of: "[") ?? lines.endIndex)...].joined(separator: "\n")
      #expect(json.contains("\"symbol\""), "\(json)")
      #expect(!json.contains("\\ud"))
      #expect(!json.contains("caf"))
    }
  }
}
