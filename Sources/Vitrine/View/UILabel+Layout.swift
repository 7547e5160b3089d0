import Foundation
import VitrineGraphics
import VitrineText

extension UILabel {
    /// The first baseline's distance from the top of the text (for baseline alignment).
    package var firstBaselineFromTop: CGFloat {
        textLayout(width: bounds.width > 0 ? bounds.width : nil, lines: numberOfLines, fitting: .greatestFiniteMagnitude)?.firstBaseline ?? font.ascender
    }

    /// The last baseline's distance from the top of the text.
    package var lastBaselineFromTop: CGFloat {
        textLayout(width: bounds.width > 0 ? bounds.width : nil, lines: numberOfLines, fitting: .greatestFiniteMagnitude)?.lastBaseline ?? font.ascender
    }

    /// The colour that replaces the text's own: the highlighted colour, or the dimmed colour
    /// of a disabled label; `nil` to draw attributed colours as they are.
    var drawingColorOverride: Color? {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor.color }
        if !isEnabled { return textColor.withAlphaComponent(textColor.color.alpha * 0.44).color }
        if storedAttributedText == nil { return textColor.color }
        return nil
    }

    /// The text laid out at `width` (nil: unbounded) with at most `lines` lines and no more
    /// than fit in `height` (UIKit shows only the lines that fit and truncates the last);
    /// shrunk to fit when `adjustsFontSizeToFitWidth` allows. `nil` when there is no text or
    /// no usable font.
    func textLayout(width: CGFloat?, lines: Int, fitting height: CGFloat) -> TextLayout? {
        guard let base = layout(width: width, lines: lines, fontScale: 1) else { return nil }
        var result = base
        if adjustsFontSizeToFitWidth, let width, base.isTruncated || base.size.width > width + 0.01 {
            result = shrunkLayout(width: width, lines: lines) ?? base
        }
        if height < CGFloat.greatestFiniteMagnitude / 2, result.size.height > height + 0.5, result.lines.count > 1 {
            let fit = max(1, result.lines.filter { $0.frame.maxY <= height + 0.5 }.count)
            if fit < result.lines.count, let cut = layout(width: width, lines: fit, fontScale: 1) { result = cut }
        }
        return result
    }

    /// The largest font scale between `minimumScaleFactor` and 1 at which the text fits
    /// (found by bisection, to 1/64), or the layout at the minimum scale.
    private func shrunkLayout(width: CGFloat, lines: Int) -> TextLayout? {
        let minimum = max(minimumScaleFactor, 1 / max(font.pointSize, 1))
        var lo = minimum, hi: CGFloat = 1
        var best = layout(width: width, lines: lines, fontScale: minimum)
        guard let smallest = best, !smallest.isTruncated, smallest.size.width <= width + 0.01 else { return best }
        while hi - lo > 1.0 / 64 {
            let mid = (lo + hi) / 2
            if let l = layout(width: width, lines: lines, fontScale: mid), !l.isTruncated, l.size.width <= width + 0.01 {
                lo = mid; best = l
            } else {
                hi = mid
            }
        }
        return best
    }

    func layout(width: CGFloat?, lines: Int, fontScale: CGFloat) -> TextLayout? {
        let alignment = textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
        let key = LayoutKey(width: width, lines: lines, fontScale: fontScale, alignment: alignment)
        if let known = layoutCache[key] { return known }
        guard let shaped = shapedText(fontScale: fontScale) else { return nil }
        let options = TextLayout.Options(width: width, maximumNumberOfLines: lines,
                                         lineBreakMode: lineBreakMode.engineMode, alignment: alignment.engineAlignment)
        let layout = TextLayout(shaped, options: options)
        if layoutCache.count > 8 { layoutCache.removeAll() }
        layoutCache[key] = layout
        return layout
    }

    /// The label's text shaped with its font scaled by `fontScale`.
    func shapedText(fontScale: CGFloat) -> ShapedText? {
        if let known = shapedCache[fontScale] { return known }
        let traits = traitCollection
        guard let text, !text.isEmpty, let engineFont = textEngineFont(font, scale: fontScale, traits: traits) else { return nil }
        let attributes = TextAttributes(font: engineFont, color: textColor.color)
        let content: AttributedText
        if let storedAttributedText {
            content = storedAttributedText.attributedText(defaultFont: font, defaultColor: textColor, defaultParagraph: nil,
                                                          traits: traits, linkColor: nil, fontScale: fontScale)
                ?? AttributedText(text, attributes: attributes)
        } else {
            content = AttributedText(text, attributes: attributes)
        }
        let shaped = ShapedText(content)
        let bold = traits.legibilityWeight == .bold
        if shapedCache.count > 4 || bold != shapedBold { shapedCache.removeAll() }
        shapedBold = bold
        shapedCache[fontScale] = shaped
        return shaped
    }

    /// Without any usable font, one outlined box per character shows that text is there.
    func drawPlaceholderBoxes(count: Int, in rect: CGRect, canvas: Canvas) {
        let h = min(rect.height, font.pointSize)
        let w = h * 0.6
        for i in 0..<min(count, 1000) {
            let r = CGRect(x: rect.minX + CGFloat(i) * (w + 2), y: rect.midY - h / 2, width: w, height: h)
            if r.maxX > rect.maxX { break }
            canvas.strokeInside(r, width: 1, color: textColor.color)
        }
    }
}

extension UIFont {
    /// The text engine's font for this font scaled by `scale` (`nil` without a face).
    func engineFont(scaledBy scale: CGFloat = 1) -> TextFont? {
        guard let face else { return nil }
        return TextFont(face: face, size: pointSize * scale, features: features)
    }
}
