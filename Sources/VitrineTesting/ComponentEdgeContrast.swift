import Foundation
import VitrineGraphics

/// How well a component's edge stands out from what is next to it (WCAG 2.x 1.4.11 Non-text
/// Contrast: "visual information required to identify user interface components" at 3:1
/// against adjacent colours), measured on rendered pixels: a key cap, a button's outline.
///
/// Along each straight side of `frame` (corners left out), every position compares the
/// pixels of the `inside`-pixel band just inside the edge (the outline, or the fill where
/// there is none) with the pixel `gap` pixels outside it (what the component sits on). A
/// component shows where any pixel of the band reaches 3:1; the result is the worst
/// position's best ratio.
public enum ComponentEdgeContrast {
    /// The worst position's best ratio along the sides of `frame` (panel pixels) in `shot`,
    /// or `nil` when no side is on screen.
    public static func worst(_ shot: PixelBuffer, frame: PixelRect, gap: Int = 2, inside: Int = 2,
                             corner: Int) -> FocusIndicatorContrast.Result? {
        // The reference is `gap` pixels outside; the gap's own pixels (what the component sits
        // on) score about 1 and never decide.
        FocusIndicatorContrast.sides(of: frame, width: shot.width, height: shot.height, outside: max(0, gap - 1), inside: inside,
                                     corner: corner) { p, reference in
            WCAGContrast.ratio(shot[p.0, p.1], shot[reference.0, reference.1])
        }
    }
}
