import Foundation
import VitrineText

extension UILabel {
    /// Where the first and last lines' baselines are, as y offsets from the vertical centre
    /// of the bounds (negative above it), for the current text, font, width and height: the
    /// same layout `drawText(in:)` draws with the bounds, centred vertically as it centres
    /// it, so the numbers are where the glyphs sit. Before the label has a width the text is
    /// laid out unwrapped, and before it has a height all its lines count (as
    /// `intrinsicContentSize` lays it out). `nil` without text. For baseline alignment
    /// (`firstBaselineAnchor`, `lastBaselineAnchor`, stack views' `.firstBaseline` and
    /// `.lastBaseline`).
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        guard let text, !text.isEmpty else { return nil }
        let b = bounds
        let width: CGFloat? = b.width > 0 ? b.width : nil
        let height = b.height > 0 ? b.height : CGFloat.greatestFiniteMagnitude
        guard let layout = textLayout(width: width, lines: numberOfLines, fitting: height),
              let first = layout.lines.first, let last = layout.lines.last else { return nil }
        // drawText(in:) puts the layout's top at minY + (height − layout height) / 2, so a
        // baseline at `y` in the layout is at `y − layout height / 2` from the centre.
        let half = layout.size.height / 2
        return (first.baseline - half, last.baseline - half)
    }
}
