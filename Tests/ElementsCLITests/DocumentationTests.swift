import ElementsTestSupport
import Foundation
import Testing

/// The documents beside the code: a short README that starts with the two commands, links that
/// lead somewhere, and a guide that documents what `--help` lists.
@Suite struct DocumentationTests {
  /// The Markdown files whose links are checked.
  static let documents = [
    "README.md", "docs/GUIDE.md", "SECURITY.md", "ARCHITECTURE.md", "CONTRIBUTING.md",
    "CHANGELOG.md",
  ]

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: Repository.path + "/" + path, encoding: .utf8)
  }

  /// The lines of a Markdown file outside its fenced code blocks.
  static func prose(_ text: String) -> [Substring] {
    var inCode = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("```") {
        inCode.toggle()
        return false
      }
      return !inCode
    }
  }

  /// The anchors GitHub makes for a file's headings: lower case, punctuation dropped, spaces as
  /// hyphens, "-1", "-2" after a repeated one.
  static func anchors(_ text: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for line in prose(text) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let slug = String(
        title.unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          let kept =
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
          return kept ? Character(scalar) : nil
        })
      let count = seen[slug, default: 0]
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
      seen[slug] = count + 1
    }
    return anchors
  }

  @Test func readmeIsShortAndStartsWithTheTwoCommands() throws {
    let readme = try Self.read("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 300, "the README has \(lines.count) lines; the guide takes the rest")
    let commands = lines.filter { $0.hasPrefix("swift ") }.prefix(2).map {
      $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
    }
    #expect(commands == ["swift run elements show Fe", "swift test"])
  }

  @Test(arguments: documents)
  func relativeLinksLeadToFilesAndHeadings(document: String) throws {
    let text = try Self.read(document)
    let folder = URL(fileURLWithPath: Repository.path + "/" + document)
      .deletingLastPathComponent()
    let link = /\]\(([^)\s]+)\)/
    for line in Self.prose(text) {
      for match in line.matches(of: link) {
        let target = String(match.output.1)
        if target.hasPrefix("http://") || target.hasPrefix("https://") { continue }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file =
          parts[0].isEmpty
          ? URL(fileURLWithPath: Repository.path + "/" + document)
          : folder.appendingPathComponent(String(parts[0])).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: file.path), "\(document): no file for \(target)")
        if parts.count == 2, file.pathExtension == "md",
          let linked = try? String(contentsOf: file, encoding: .utf8)
        {
          #expect(
            Self.anchors(linked).contains(String(parts[1])),
            "\(document): no heading for \(target)")
        }
      }
    }
  }

  /// Every exit status and environment variable of `--help` has its row in the guide.
  @Test func guideDocumentsEveryExitStatusAndVariable() throws {
    let guide = try Self.read("docs/GUIDE.md")
    let help = Elements.run(["--help"]).stdout
    let lines = help.split(separator: "\n")
    func section(_ title: String) -> ArraySlice<Substring> {
      let start = (lines.firstIndex(of: Substring(title)) ?? lines.endIndex)
      let rest = lines[start...].dropFirst()
      return rest.prefix { $0.hasPrefix(" ") }
    }
    let statuses = section("Exit status:").compactMap { line in
      line.split(separator: " ").first.flatMap { Int($0) }
    }
    #expect(statuses == Array(0...statuses.count - 1) && statuses.count >= 7)
    for status in statuses {
      #expect(guide.contains("\n| \(status) | "), "exit status \(status)")
    }
    // "  NAME[, NAME...]  what it does", wrapped lines indented further.
    let variables = section("Environment:").filter { $0.dropFirst(2).first?.isUppercase == true }
      .flatMap { line in
        (line.dropFirst(2).components(separatedBy: "  ").first ?? "")
          .components(separatedBy: ", ")
      }
    #expect(variables.count >= 10)
    for variable in variables {
      #expect(guide.contains("`\(variable)`"), "\(variable)")
    }
  }

  /// The code has a licence, and the data's sources are attributed as their licences ask.
  @Test func licenceAndNoticeAttributeTheData() throws {
    let licence = try String(contentsOfFile: Repository.path + "/LICENSE", encoding: .utf8)
    #expect(licence.hasPrefix("MIT License\n"))
    let notice = try String(contentsOfFile: Repository.path + "/NOTICE", encoding: .utf8)
    for attribution in [
      "NUBASE2020", "Chinese Physics C 45, 030001", "AME2020", "Chinese Physics C 45, 030003",
      "Creative Commons Attribution 3.0", "mendeleev", "MIT licence",
    ] {
      #expect(notice.contains(attribution), "NOTICE lacks \(attribution)")
    }
  }

  /// The committed elements.1 is exactly what the binary generates from its command specs.
  @Test func manPageIsCurrent() throws {
    let committed = try String(contentsOfFile: Repository.path + "/elements.1", encoding: .utf8)
    let generated = Elements.run(["help", "--man"])
    #expect(generated.status == 0)
    #expect(generated.stdout == committed, "run 'make man' to regenerate elements.1")
  }

  @Test func manPageCoversEveryCommandAndExitStatus() throws {
    let page = Elements.run(["help", "--man"]).stdout
    for command in [
      "browse", "list", "show", "flip", "wiki", "open", "search", "table", "completions", "help",
    ] {
      #expect(page.contains(".B elements \(command)"), "missing \(command)")
    }
    for status in 0...4 { #expect(page.contains(".TP\n.B \(status)\n")) }
  }
}
