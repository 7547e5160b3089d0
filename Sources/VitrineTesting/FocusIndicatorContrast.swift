import Foundation
import VitrineGraphics

/// How well a focus indicator drawn around a rectangle stands out (WCAG 2.2 1.4.11 Non-text
/// Contrast, 2.4.13 Focus Appearance): the same pixels with and without the indicator are
/// compared, pixel for pixel, as 2.4.13's "contrast ratio of at least 3:1 between the same
/// pixels in the focused and unfocused states" asks.
///
/// Along each straight side of `frame` (the corners, antialiased arcs of the same lines, are
/// left out), every position looks across the indicator's band: the best ratio of any pixel
/// across it says whether the indicator shows there. The result is the worst position's: an
/// indicator whose every position shows reaches it; a one-colour ring on a background of its
/// own colour scores 1.
public enum FocusIndicatorContrast {
    /// The worst position's best ratio, and where it is (panel pixels).
    public struct Result: Sendable, CustomStringConvertible {
        public var ratio: Double
        public var x: Int
        public var y: Int
        public var description: String { String(format: "%.2f:1 at (%d, %d)", ratio, x, y) }
    }

    /// Compares `focused` and `unfocused` (the same screen, with and without the indicator)
    /// along the sides of `frame` (the indicator's outer edge of its main line, panel pixels):
    /// the band looked across runs from `outside` pixels outside `frame` to `inside` pixels in.
    /// `corner` pixels at each end of a side are left out, and so are positions where the
    /// indicator's main line (`inside`) is not all on screen. Nil when no side is on screen.
    public static func worst(focused: PixelBuffer, unfocused: PixelBuffer, frame: PixelRect,
                             outside: Int, inside: Int, corner: Int) -> Result? {
        sides(of: frame, width: focused.width, height: focused.height, outside: outside, inside: inside, corner: corner) { p, _ in
            WCAGContrast.ratio(focused[p.0, p.1], unfocused[p.0, p.1])
        }
    }

    /// The worst position's best ratio along the straight sides of `frame` in a `width`×`height`
    /// screen: at each position, `ratio(pixel, reference)` for every pixel of the band
    /// from `outside` pixels outside to `inside` pixels in, where `reference` is the pixel
    /// `outside + 1` pixels outside (off screen: the band's first pixel on screen). Positions
    /// whose `inside` pixels are not all on screen, and `corner` pixels at each end of a side,
    /// are left out.
    static func sides(of frame: PixelRect, width: Int, height: Int, outside: Int, inside: Int, corner: Int,
                      ratio: ((Int, Int), (Int, Int)) -> Double) -> Result? {
        var worst: Result?
        func look(_ x: Int, _ y: Int, across: (Int) -> (Int, Int)) {
            func onScreen(_ p: (Int, Int)) -> Bool { p.0 >= 0 && p.1 >= 0 && p.0 < width && p.1 < height }
            guard (0..<inside).allSatisfy({ onScreen(across($0)) }) else { return }
            let reference = onScreen(across(-outside - 1)) ? across(-outside - 1) : across((-outside...0).first { onScreen(across($0)) } ?? 0)
            var best = 0.0
            for d in -outside..<inside where onScreen(across(d)) {
                best = max(best, ratio(across(d), reference))
            }
            if worst.map({ best < $0.ratio }) ?? true { worst = Result(ratio: best, x: x, y: y) }
        }
        let (x0, y0, x1, y1) = (frame.x, frame.y, frame.x + frame.width - 1, frame.y + frame.height - 1)
        for x in stride(from: x0 + corner, through: x1 - corner, by: 1) {
            look(x, y0) { (x, y0 + $0) }
            look(x, y1) { (x, y1 - $0) }
        }
        for y in stride(from: y0 + corner, through: y1 - corner, by: 1) {
            look(x0, y) { (x0 + $0, y) }
            look(x1, y) { (x1 - $0, y) }
        }
        return worst
    }
}
