/// A vector picture: a size and an ordered list of shapes, drawn first to last, with the
/// colours of ``TextColor``. Renderers build one (`PlotPicture`, `NuclidePicture`, or
/// ``SVGEncoder/picture(of:)`` for styled text); ``SVGEncoder`` alone writes it as SVG.
///
/// Coordinates are pixels from the top left; text is held as it reads, and made safe for the
/// markup only when the picture is written.
public struct Picture: Sendable, Hashable {
  /// The picture's width in pixels.
  public var width: Double
  /// The picture's height in pixels.
  public var height: Double
  /// The printed width in millimetres, the height following at the same scale; `nil` for a
  /// picture measured in pixels.
  public var printedWidth: Double?
  /// The fonts asked for, in order, as CSS names them.
  public var fontFamily: String
  /// The font size of text that names none, in pixels.
  public var fontSize: Double
  /// A title, read by screen readers and shown as a tooltip; none when empty.
  public var title: String
  /// The colour the whole picture is filled with first; `nil` for none.
  public var background: TextColor?
  /// The shapes, drawn in order.
  public var shapes: [Shape]

  /// Makes a picture.
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  ///   - printedWidth: The printed width in millimetres, or `nil`.
  ///   - fontFamily: The fonts asked for.
  ///   - fontSize: The font size of text that names none.
  ///   - title: A title; none when empty.
  ///   - background: The colour the picture is filled with first, or `nil`.
  ///   - shapes: The shapes, drawn in order.
  public init(
    width: Double, height: Double, printedWidth: Double? = nil, fontFamily: String,
    fontSize: Double, title: String = "", background: TextColor? = nil, shapes: [Shape] = []
  ) {
    self.width = width
    self.height = height
    self.printedWidth = printedWidth
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.title = title
    self.background = background
    self.shapes = shapes
  }

  /// One shape of a picture.
  public indirect enum Shape: Sendable, Hashable {
    /// A rectangle from its top left, with a tooltip when `tooltip` is not empty.
    case rect(x: Double, y: Double, width: Double, height: Double, paint: Paint, tooltip: String)
    /// A straight line between two points.
    case line(x1: Double, y1: Double, x2: Double, y2: Double, paint: Paint)
    /// A path of commands.
    case path([PathCommand], paint: Paint)
    /// A circle, with a tooltip when `tooltip` is not empty.
    case circle(x: Double, y: Double, radius: Double, paint: Paint, tooltip: String)
    /// A piece of text.
    case text(Text)
    /// Shapes that share a paint (which each may override).
    case group([Shape], paint: Paint, preservesSpaces: Bool)

    /// A rectangle.
    public static func rect(
      x: Double, y: Double, width: Double, height: Double, paint: Paint = Paint()
    ) -> Shape {
      .rect(x: x, y: y, width: width, height: height, paint: paint, tooltip: "")
    }

    /// A line.
    public static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> Shape {
      .line(x1: x1, y1: y1, x2: x2, y2: y2, paint: Paint())
    }

    /// A circle.
    public static func circle(x: Double, y: Double, radius: Double, paint: Paint) -> Shape {
      .circle(x: x, y: y, radius: radius, paint: paint, tooltip: "")
    }

    /// A group whose text keeps its spaces only if `preservesSpaces` says so.
    public static func group(_ shapes: [Shape], paint: Paint) -> Shape {
      .group(shapes, paint: paint, preservesSpaces: false)
    }
  }

  /// How a shape is filled and stroked; what is `nil` comes from the group around it (and in
  /// the end from SVG's defaults: filled black, not stroked).
  public struct Paint: Sendable, Hashable {
    /// The fill: a colour, or ``Ink/none``.
    public var fill: Ink?
    /// The stroke: a colour, or ``Ink/none``.
    public var stroke: Ink?
    /// The stroke's width in pixels.
    public var strokeWidth: Double?
    /// The lengths of the dashes and gaps of a dashed stroke; empty for a solid one.
    public var dashes: [Double]
    /// Whether the corners of a stroked path are rounded.
    public var roundJoins: Bool
    /// The opacity of the fill and the stroke, from 0 to 1.
    public var opacity: Double?

    /// Makes a paint.
    /// - Parameters:
    ///   - fill: The fill, or `nil` for the group's.
    ///   - stroke: The stroke, or `nil` for the group's.
    ///   - strokeWidth: The stroke's width, or `nil` for the group's.
    ///   - dashes: The dashes and gaps; empty for a solid stroke.
    ///   - roundJoins: Whether a stroked path's corners are rounded.
    ///   - opacity: The opacity of fill and stroke, or `nil` for the group's.
    public init(
      fill: Ink? = nil, stroke: Ink? = nil, strokeWidth: Double? = nil, dashes: [Double] = [],
      roundJoins: Bool = false, opacity: Double? = nil
    ) {
      self.fill = fill
      self.stroke = stroke
      self.strokeWidth = strokeWidth
      self.dashes = dashes
      self.roundJoins = roundJoins
      self.opacity = opacity
    }
  }

  /// A fill or a stroke: a colour, or nothing drawn.
  public enum Ink: Sendable, Hashable {
    /// Nothing drawn.
    case none
    /// A colour.
    case color(TextColor)
  }

  /// One command of a path, in absolute coordinates unless it says otherwise.
  public enum PathCommand: Sendable, Hashable {
    /// Starts a piece of the path at a point.
    case move(x: Double, y: Double)
    /// A straight line to a point.
    case line(x: Double, y: Double)
    /// A horizontal line to an x.
    case horizontal(x: Double)
    /// A vertical line to a y.
    case vertical(y: Double)
    /// A horizontal line by a distance.
    case horizontalBy(Double)
    /// A vertical line by a distance.
    case verticalBy(Double)
    /// A straight line back to the piece's start.
    case close
  }

  /// Where a piece of text sits against its x.
  public enum Anchor: Sendable, Hashable {
    /// Its start is at x.
    case start
    /// Its middle is at x.
    case middle
    /// Its end is at x.
    case end
  }

  /// A piece of text on one baseline: written whole from one point, or as words each placed at
  /// its own x.
  public struct Text: Sendable, Hashable {
    /// Where the text starts (as ``anchor`` places it); `nil` when each word has its own.
    public var x: Double?
    /// The baseline.
    public var y: Double
    /// The text: whole, or as words.
    public var content: Content
    /// The colour and opacity; the stroke, if any.
    public var paint: Paint
    /// Where the text sits against ``x``.
    public var anchor: Anchor
    /// The font size in pixels, or `nil` for the picture's.
    public var fontSize: Double?
    /// Whether the text is bold.
    public var isBold: Bool
    /// Whether the text is underlined.
    public var isUnderlined: Bool
    /// A rotation about the text's point, in degrees clockwise.
    public var rotation: Double?

    /// Makes a piece of text.
    /// - Parameters:
    ///   - x: Where the text starts, or `nil` when each word has its own x.
    ///   - y: The baseline.
    ///   - content: The text.
    ///   - paint: The colour and opacity.
    ///   - anchor: Where the text sits against `x`.
    ///   - fontSize: The font size, or `nil` for the picture's.
    ///   - isBold: Whether the text is bold.
    ///   - isUnderlined: Whether the text is underlined.
    ///   - rotation: A rotation about the text's point, in degrees clockwise, or `nil`.
    public init(
      x: Double?, y: Double, content: Content, paint: Paint = Paint(), anchor: Anchor = .start,
      fontSize: Double? = nil, isBold: Bool = false, isUnderlined: Bool = false,
      rotation: Double? = nil
    ) {
      self.x = x
      self.y = y
      self.content = content
      self.paint = paint
      self.anchor = anchor
      self.fontSize = fontSize
      self.isBold = isBold
      self.isUnderlined = isUnderlined
      self.rotation = rotation
    }

    /// Text written whole from a point.
    public init(
      _ string: String, x: Double, y: Double, paint: Paint = Paint(), anchor: Anchor = .start,
      fontSize: Double? = nil, isBold: Bool = false, rotation: Double? = nil
    ) {
      self.init(
        x: x, y: y, content: .whole(string), paint: paint, anchor: anchor, fontSize: fontSize,
        isBold: isBold, rotation: rotation)
    }

    /// What a piece of text says.
    public enum Content: Sendable, Hashable {
      /// One string.
      case whole(String)
      /// Words, each at its x, with a space between each and the next.
      case words([Word])
    }

    /// A word of text placed at its own x.
    public struct Word: Sendable, Hashable {
      /// The word's left edge.
      public var x: Double
      /// The word.
      public var text: String

      /// Makes a word.
      public init(x: Double, text: String) {
        self.x = x
        self.text = text
      }
    }
  }
}
