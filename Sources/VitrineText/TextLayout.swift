import Foundation
import VitrineGraphics

/// Text laid out in a box: lines of shaped, positioned glyph runs, with decorations.
///
/// Built once from `AttributedText` and `TextLayout.Options`; immutable afterwards, so it can
/// be cached and drawn any number of times at any scale. All geometry is in points, relative
/// to the layout box's top-left corner (y down).
public final class TextLayout: Sendable {
    /// Where and how to lay text out.
    public struct Options: Sendable, Equatable {
        /// The width lines wrap at and align in; `nil` for unbounded (one line per paragraph,
        /// aligned in the widest line).
        public var width: CGFloat?
        /// The most lines (0 = unlimited). Mirrors `UILabel.numberOfLines`.
        public var maximumNumberOfLines: Int
        /// Overrides every paragraph's line break mode when set (as `UILabel.lineBreakMode`).
        public var lineBreakMode: LineBreakMode?
        /// Overrides every paragraph's alignment when set (as `UILabel.textAlignment`).
        public var alignment: TextAlignment?

        public init(width: CGFloat? = nil, maximumNumberOfLines: Int = 0, lineBreakMode: LineBreakMode? = nil,
                    alignment: TextAlignment? = nil) {
            self.width = width.map { $0.isFinite ? max(0, $0) : 0 }
            self.maximumNumberOfLines = max(0, maximumNumberOfLines)
            self.lineBreakMode = lineBreakMode
            self.alignment = alignment
        }
    }

    /// A filled rectangle behind or over the glyphs (backgrounds, underlines, strikethroughs).
    public struct Decoration: Sendable, Equatable {
        public var rect: CGRect
        public var color: Color
        public init(rect: CGRect, color: Color) { self.rect = rect; self.color = color }
    }

    /// One laid-out line.
    public struct Line: Sendable {
        /// The glyph runs in visual order, each with its origin on the baseline.
        public var runs: [(run: GlyphRun, origin: CGPoint)]
        /// Backgrounds, drawn before the glyphs.
        public var backgrounds: [Decoration]
        /// Underlines and strikethroughs, drawn after the glyphs.
        public var decorations: [Decoration]
        /// The line box: x from the text's leading position, width of the glyphs.
        public var frame: CGRect
        /// The baseline's y.
        public var baseline: CGFloat
        /// The UTF-16 range of the text this line shows (before truncation).
        public var range: Range<Int>
        /// Whether an ellipsis replaced part of this line's text.
        public var isTruncated: Bool
        /// What the line's caret stops are computed from, on first use (TextLayout+CaretPiece.swift).
        var carets: [CaretSource] = []
        var paragraph = 0
        /// The glyphs' extent (before clipping).
        var contentMinX: CGFloat = 0
        var contentMaxX: CGFloat = 0
        /// Whether the line's paragraph runs right to left.
        public var isRightToLeft: Bool = false
    }

    public let options: Options
    public let lines: [Line]
    /// The size the text needs: the widest line and the height of all lines, in points
    /// (not rounded).
    public let size: CGSize
    /// Whether text was cut (lines dropped or an ellipsis inserted).
    public let isTruncated: Bool

    /// The first line's baseline from the top (0 when there is no line).
    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top (0 when there is no line).
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// The shaped text the lines show (for caret geometry).
    let shaped: ShapedText?
    /// Each line's caret pieces, computed on first use.
    let caretCache = CaretPieceCache()

    init(options: Options, lines: [Line], size: CGSize, isTruncated: Bool, shaped: ShapedText? = nil) {
        self.shaped = shaped
        self.options = options
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
    }

    /// Draws the text with the layout box's top-left corner at `origin` (user space). With
    /// `color`, every glyph and decoration takes that colour instead of its own (a label's
    /// highlighted or shadow colour) — no new layout needed.
    public func draw(in canvas: Canvas, at origin: CGPoint, color: Color? = nil) {
        for line in lines {
            if color == nil {
                for d in line.backgrounds { canvas.fill(d.rect.offsetBy(dx: origin.x, dy: origin.y), color: d.color) }
            }
            for (run, o) in line.runs {
                canvas.draw(color.map { run.withColor($0) } ?? run, at: CGPoint(x: origin.x + o.x, y: origin.y + o.y))
            }
            for d in line.decorations { canvas.fill(d.rect.offsetBy(dx: origin.x, dy: origin.y), color: color ?? d.color) }
        }
    }
}
