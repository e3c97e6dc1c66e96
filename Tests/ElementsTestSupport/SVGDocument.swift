import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document parsed with Foundation's parser: its root element and all its text.
public struct SVGDocument {
  /// The root element's name.
  public var root = ""
  /// All the text, each `text` element on a line of its own.
  public var text = ""

  /// The parser's complaint about a document that is not well-formed XML.
  public struct NotWellFormed: Error, CustomStringConvertible {
    /// The complaint.
    public var description: String
  }

  /// Parses a document.
  /// - Parameter source: The XML.
  /// - Throws: ``NotWellFormed`` when it is not well-formed.
  public init(_ source: String) throws {
    let parser = XMLParser(data: Data(source.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "not well-formed")
    }
    root = collector.root ?? ""
    text = collector.text
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var root: String?
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if root == nil { root = name }
      if name == "text" { text += "\n" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }
}
