import Foundation
import VitrineGraphics
import VitrineText

/// Text laid out for UIKit's string drawing and measuring (`draw(in:)`, `boundingRect(with:…)`,
/// …): the rules of `NSStringDrawingOptions` on top of the text engine.
///
/// - With `usesLineFragmentOrigin`, lines wrap in `size.width` and only whole lines that fit
///   in `size.height` are kept (none when even the first does not fit, as UIKit draws nothing
///   into a rectangle shorter than a line); `truncatesLastVisibleLine` ends the last kept line
///   with an ellipsis when text was left out. The layout's top-left corner is the origin.
/// - Without it, the text is one line (text after the first line break is left out), not
///   wrapped, and the origin is the start of its baseline.
/// - A size dimension that is zero, negative, not finite or `CGFloat.greatestFiniteMagnitude`
///   does not limit (as `boundingRect(with: .zero, …)` measures without a limit in UIKit).
/// - Attributes default to UIKit's for string drawing: the system font at 12 points, black.
/// - Colours resolve, and Bold Text applies, for `UITraitCollection.current` (the traits of
///   the view being drawn).
///
/// Known difference: TextKit lays a paragraph whose line break mode truncates or clips out as
/// one line; here such a paragraph wraps like a label's (`numberOfLines` 0) and only the last
/// kept line is truncated — the engine has no per-paragraph line limit yet.
struct StringDrawingLayout {
    /// The laid-out text (`nil` when nothing is drawn: no text, no line fits, or no font).
    let layout: TextLayout?
    /// Where the layout's top-left corner goes, relative to the drawing origin.
    let offset: CGPoint
    /// The factor fonts were scaled by (`NSStringDrawingContext.minimumScaleFactor`).
    let scale: CGFloat

    /// UIKit's string drawing default font: the system font at 12 points.
    static let defaultPointSize: CGFloat = 12

    /// What is drawn: an attributed string (`NSAttributedString`'s drawing) or a plain string
    /// with one set of attributes (`NSString`'s and `String`'s drawing, which never make an
    /// `NSAttributedString`: see `TextAttributeConverter`).
    enum Source {
        case attributed(NSAttributedString)
        case plain(String, [NSAttributedString.Key: Any]?)
    }

    init(_ source: Source, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        // The traits of the view being drawn: its colours and Bold Text, as for a label.
        let converter = TextAttributeConverter(defaultFont: .systemFont(ofSize: Self.defaultPointSize), defaultColor: .black,
                                               defaultParagraph: nil, traits: UITraitCollection.current)
        let text: AttributedText? = switch source {
        case .attributed(let string): string.length > 0 ? converter?.text(of: string) : nil
        case .plain(let string, let attributes): string.isEmpty ? nil : converter?.text(string, attributes: attributes)
        }
        guard let text else {
            layout = nil; offset = .zero; scale = 1
            return
        }
        let width = Self.limit(size.width), height = Self.limit(size.height)
        var result = Self.layOut(text, width: width, height: height, options: options)
        var factor: CGFloat = 1
        let minimum = context?.minimumScaleFactor ?? 0
        if minimum > 0, minimum < 1, !Self.fits(result, width: width, options: options) {
            // The largest factor in [minimum, 1] at which the text fits, to 1/64 (or the minimum).
            var lo = minimum, hi: CGFloat = 1
            var best = Self.layOut(Self.scaled(text, by: minimum), width: width, height: height, options: options)
            for _ in 0..<6 {
                let mid = (lo + hi) / 2
                let candidate = Self.layOut(Self.scaled(text, by: mid), width: width, height: height, options: options)
                if Self.fits(candidate, width: width, options: options) { lo = mid; best = candidate } else { hi = mid }
            }
            result = best
            factor = lo
        }
        layout = result
        scale = factor
        if let result, !options.contains(.usesLineFragmentOrigin) {
            offset = CGPoint(x: 0, y: -result.firstBaseline)
        } else {
            offset = .zero
        }
    }

    /// The bounds of the drawn lines relative to the drawing origin (zero when none).
    var lineBounds: CGRect {
        guard let layout, let first = layout.lines.first else { return .zero }
        return layout.lines.dropFirst().reduce(first.frame) { $0.union($1.frame) }.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// What `boundingRect(with:options:context:)` returns: the size the text needs, at the
    /// origin (line-fragment mode) or relative to the baseline origin (one-line mode). Not
    /// rounded: UIKit documents that callers round it up.
    var boundingRect: CGRect {
        guard let layout else { return .zero }
        return CGRect(origin: offset, size: layout.size)
    }

    /// Draws the text with the drawing origin at `origin`.
    func draw(in canvas: Canvas, at origin: CGPoint) {
        layout?.draw(in: canvas, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y))
    }

    // MARK: Rules

    private static func limit(_ v: CGFloat) -> CGFloat? {
        v.isFinite && v > 0 && v < CGFloat.greatestFiniteMagnitude / 2 ? v : nil
    }

    private static func layOut(_ text: AttributedText, width: CGFloat?, height: CGFloat?, options: NSStringDrawingOptions) -> TextLayout? {
        guard options.contains(.usesLineFragmentOrigin) else {
            return TextLayout(text, options: .init(width: nil, maximumNumberOfLines: 1))
        }
        let full = TextLayout(text, options: .init(width: width))
        guard let height else { return full }
        let fitting = full.lines.prefix { $0.frame.maxY <= height + 1e-6 }.count
        if fitting == full.lines.count { return full }
        if fitting == 0 { return nil }
        let truncate = options.contains(.truncatesLastVisibleLine)
        return TextLayout(text, options: .init(width: width, maximumNumberOfLines: fitting,
                                               lineBreakMode: truncate ? .byTruncatingTail : nil))
    }

    /// Whether a layout shows all of the text within the limits.
    private static func fits(_ layout: TextLayout?, width: CGFloat?, options: NSStringDrawingOptions) -> Bool {
        guard let layout else { return false }
        if layout.isTruncated { return false }
        if let width, layout.size.width > width + 1e-6 { return false }
        return true
    }

    /// `text` with every font scaled by `factor` (kern is not: UIKit scales fonts and adjusts
    /// tracking separately).
    private static func scaled(_ text: AttributedText, by factor: CGFloat) -> AttributedText {
        func scale(_ a: TextAttributes) -> TextAttributes {
            var s = a
            s.font = TextFont(face: a.font.face, size: a.font.size * factor, features: a.font.features)
            return s
        }
        let runs = text.runs.map { AttributedText.Run(range: $0.range, attributes: scale($0.attributes), paragraphStyle: $0.paragraphStyle) }
        guard let first = runs.first else { return text }
        return AttributedText(utf16: text.utf16, runs: runs, base: first.attributes, baseParagraph: first.paragraphStyle)
    }
}
