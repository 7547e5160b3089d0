import Foundation

/// The keyboard's size and key geometry on a screen of a given size (in points).
///
/// The height rule, for 7" to 15" panels at scale 1 (800×480 to 1920×1080 points):
/// - portrait (taller than wide): 26 % of the screen's height, at least 216 and at most 380
///   points (an iPad's portrait keyboard is 26 % of its 1024-point height; 216 is the
///   iPhone's portrait keyboard);
/// - landscape: 42 % of the height, at least 162 and at most 400 points (an iPad's landscape
///   keyboard is 46 % of 768; 162 is the iPhone's landscape keyboard), and never more than
///   60 % of the height.
/// So an 800×480 panel gets 202 points in landscape and 216 in portrait, 1024×600 gets 252
/// and 266, 1280×800 gets 336 and 333, 1920×1080 gets 400 and 380.
///
/// Four rows share the height below a 6-point top margin and above a 4-point bottom margin;
/// a fifth of each row's pitch (8 to 14 points) is the gap between rows, 6 points the gap
/// between keys, 3 points the margin at the sides.
package struct KeyboardMetrics: Equatable, Sendable {
    /// The size of the screen the keyboard is on.
    package var screenSize: CGSize

    package init(screenSize: CGSize) { self.screenSize = screenSize }

    package static let topMargin: CGFloat = 6
    package static let bottomMargin: CGFloat = 4
    package static let sideMargin: CGFloat = 3
    package static let keyGap: CGFloat = 6

    /// The keys' height in points for this screen (the rule above).
    package var height: CGFloat {
        let h = max(1, screenSize.height)
        let portrait = screenSize.height >= screenSize.width
        let raw = portrait ? min(max(0.26 * h, 216), 380) : min(max(0.42 * h, 162), 400)
        return min(raw, (0.6 * h).rounded(.down)).rounded()
    }

    /// The distance between row tops.
    package func rowPitch(rows: Int) -> CGFloat {
        (height - Self.topMargin - Self.bottomMargin) / CGFloat(max(1, rows))
    }

    /// The gap between rows.
    package func rowGap(rows: Int) -> CGFloat { min(14, max(8, (rowPitch(rows: rows) * 0.2).rounded())) }

    /// The frame of every key of `layout` in a keyboard `width` points wide (keys area at
    /// y = 0), row by row, and the touch area of each: the key grown by half the gaps around
    /// it, the side keys to the keyboard's edges, so a touch between keys goes to the nearer.
    package func frames(of layout: KeyboardLayout, width: CGFloat) -> [[(frame: CGRect, touchArea: CGRect)]] {
        let rows = layout.rows.count
        let pitch = rowPitch(rows: rows)
        let gap = rowGap(rows: rows)
        let contentWidth = min(width, layout.maximumWidth ?? width)
        let x0 = ((width - contentWidth) / 2).rounded()
        let usable = contentWidth - 2 * Self.sideMargin
        return layout.rows.enumerated().map { i, row in
            let unit = usable / max(1, row.units)
            let top = Self.topMargin + CGFloat(i) * pitch
            var x = x0 + Self.sideMargin + row.inset * unit
            return row.keys.enumerated().map { j, key in
                let w = key.width * unit
                let frame = CGRect(x: (x + Self.keyGap / 2).rounded(), y: (top + gap / 2).rounded(),
                                   width: (x + w - Self.keyGap / 2).rounded() - (x + Self.keyGap / 2).rounded(),
                                   height: (pitch - gap).rounded())
                let left = j == 0 ? 0 : x
                let right = j == row.keys.count - 1 ? width : x + w
                let areaTop = i == 0 ? 0 : top
                let areaBottom = i == rows - 1 ? height : top + pitch
                x += w
                return (frame, CGRect(x: left, y: areaTop, width: right - left, height: areaBottom - areaTop))
            }
        }
    }
}
