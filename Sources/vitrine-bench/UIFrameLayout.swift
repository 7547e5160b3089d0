import Foundation

/// The geometry of the reference "UI frame" at one screen size, in points (the bench runs at
/// scale 1, so points are device pixels).
///
/// Two sets of parameters are specified: 1920x1080 (margin 16, corner radius 24, 32 px text)
/// and 800x480 (margin 8, radius 12, 16 px text). Screens at least 720 pixels tall use the
/// first set, smaller ones the second.
struct UIFrameLayout {
    let width: CGFloat
    let height: CGFloat
    /// The margin `m` between panels and inside them.
    let margin: CGFloat
    let cornerRadius: CGFloat
    /// The label font size in pixels.
    let fontSize: CGFloat

    static let columns = 5
    static let rows = 4
    static let imageCount = 4

    init(width: Int, height: Int) {
        self.width = CGFloat(width)
        self.height = CGFloat(height)
        let large = height >= 720
        margin = large ? 16 : 8
        cornerRadius = large ? 24 : 12
        fontSize = large ? 32 : 16
    }

    /// Panel `index` (row-major in the 5×4 grid): its grid cell inset by `m/2` on every side.
    func panelFrame(_ index: Int) -> CGRect {
        let cellW = width / CGFloat(Self.columns), cellH = height / CGFloat(Self.rows)
        let col = index % Self.columns, row = index / Self.columns
        return CGRect(x: CGFloat(col) * cellW + margin / 2, y: CGFloat(row) * cellH + margin / 2,
                      width: cellW - margin, height: cellH - margin)
    }

    /// Where the baseline of panel `index`'s label starts, in screen coordinates.
    func labelBaseline(_ index: Int) -> CGPoint {
        let p = panelFrame(index)
        return CGPoint(x: p.minX + margin, y: p.minY + margin + fontSize)
    }

    /// Image view `index` (0..<4): `W/8` square, staggered across the middle of the screen.
    func imageFrame(_ index: Int) -> CGRect {
        let side = width / 8
        let x = width / 10 + CGFloat(index) * width / 4
        let y = height / 2 - side / 3 + (index % 2 == 1 ? height / 8 : 0)
        return CGRect(x: x, y: y, width: side, height: side)
    }
}
