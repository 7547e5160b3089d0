import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Resizable (nine-slice) and template/tinted images, rendered headless and compared with
/// reviewed golden PNGs (tolerance `GoldenTolerance.standard`: ±2 per channel, no differing
/// pixel).
final class ImageRenderingGoldenTests: XCTestCase {
    private static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden").path

    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: Self.goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// A 24×24-point bubble at `scale`: a blue rounded square (radius 8) with a dark border,
    /// a yellow dot in each 8-point corner, and a middle of diagonal stripes, so that
    /// stretching (smooth stripes) and tiling (repeated stripes) look different.
    private func bubble(scale: Int) -> UIImage {
        let s = CGFloat(scale), n = 24 * scale
        let image = Image(width: n, height: n) { x, y in
            let u = (CGFloat(x) + 0.5) / s, v = (CGFloat(y) + 0.5) / s
            let cx = min(max(u, 8), 16), cy = min(max(v, 8), 16)
            let d = ((u - cx) * (u - cx) + (v - cy) * (v - cy)).squareRoot()
            if d > 8 { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
            if d > 6.5 { return Color(red: 0.05, green: 0.15, blue: 0.45) }
            for (px, py) in [(5.0, 5.0), (19.0, 5.0), (5.0, 19.0), (19.0, 19.0)] where abs(u - px) < 1.5 && abs(v - py) < 1.5 {
                return Color(red: 1, green: 0.85, blue: 0)
            }
            if u >= 8, u < 16, v >= 8, v < 16, Int(u + v) % 4 < 2 { return Color(red: 0.55, green: 0.75, blue: 1) }
            return Color(red: 0.2, green: 0.45, blue: 0.95)
        }
        return UIImage(image: image, scale: s)
    }

    @MainActor private func nineSliceScene(scale: Int) -> HeadlessHarness {
        let h = HeadlessHarness(width: 300, height: 100, scale: Double(scale))
        h.window.backgroundColor = .white
        let insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let frames = [CGRect(x: 8, y: 8, width: 130, height: 60), CGRect(x: 146, y: 8, width: 130, height: 60),
                      CGRect(x: 8, y: 74, width: 12, height: 12), CGRect(x: 30, y: 74, width: 24, height: 24)]
        let images = [bubble(scale: scale).resizableImage(withCapInsets: insets, resizingMode: .stretch),
                      bubble(scale: scale).resizableImage(withCapInsets: insets),  // .tile, UIKit's default
                      bubble(scale: scale).resizableImage(withCapInsets: insets, resizingMode: .stretch),
                      bubble(scale: scale)]
        for (f, img) in zip(frames, images) {
            let v = UIImageView(image: img)
            v.frame = f
            h.window.addSubview(v)
        }
        // `UIImage.draw(in:)` honours the insets too.
        let drawn = DrawingView(frame: CGRect(x: 62, y: 72, width: 230, height: 26))
        drawn.image = images[0]
        h.window.addSubview(drawn)
        return h
    }

    /// Rule (`resizableImage(withCapInsets:resizingMode:)`): the caps (8 points, yellow dots)
    /// stay their size; the edges and middle stretch (left) or tile (right: "the pixel area
    /// not covered by the cap … is tiled"); smaller than the caps (12×12) the corners
    /// shrink together; the plain image at its size; drawn by `draw(in:)` along the bottom.
    @MainActor func testNineSlice1x() async {
        check(nineSliceScene(scale: 1), "nine-slice-1x")
    }

    /// The same at 2× with a 2× image: caps of 8 points are 16 pixels, tiles 8 points.
    @MainActor func testNineSlice2x() async {
        check(nineSliceScene(scale: 2), "nine-slice-2x")
    }

    /// A 20×20 shape: a filled circle with a square hole, in red and green (its own colours).
    private func shape() -> UIImage {
        UIImage(image: Image(width: 20, height: 20) { x, y in
            let dx = CGFloat(x) - 9.5, dy = CGFloat(y) - 9.5
            if abs(dx) < 3, abs(dy) < 3 { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
            if dx * dx + dy * dy > 81 { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
            return x < 10 ? Color(red: 0.9, green: 0.1, blue: 0.1) : Color(red: 0.1, green: 0.7, blue: 0.2)
        })
    }

    @MainActor private func tintScene(style: UIUserInterfaceStyle) -> HeadlessHarness {
        let h = HeadlessHarness(width: 200, height: 40, scale: 1)
        h.screen.userInterfaceStyle = style
        h.window.backgroundColor = .systemBackground
        let base = shape()
        let images: [(UIImage, UIColor?)] = [
            (base, nil),                                                   // original colours
            (base.withRenderingMode(.alwaysTemplate), nil),                // the inherited tint (systemBlue)
            (base.withRenderingMode(.alwaysTemplate), .systemRed),         // the view's tint
            (base.withTintColor(.label), nil),                             // a fixed, dynamic tint
            (base.withTintColor(.systemOrange, renderingMode: .alwaysOriginal), nil),
            (base.withRenderingMode(.alwaysOriginal), .systemRed),         // never tinted
        ]
        for (i, (img, tint)) in images.enumerated() {
            let v = UIImageView(image: img)
            v.frame = CGRect(x: 8 + CGFloat(i) * 30, y: 10, width: 20, height: 20)
            if let tint { v.tintColor = tint }
            h.window.addSubview(v)
        }
        return h
    }

    /// Rules: a `.alwaysTemplate` image is its shape in the tint colour ("ignoring its color
    /// information"), the view's `tintColor` when set, inherited (systemBlue) otherwise;
    /// `withTintColor` draws "the background tint color followed by the image contents using
    /// destinationIn" (the shape in that colour) whatever the rendering mode; `.label`
    /// resolves per appearance (black in light); `.alwaysOriginal` keeps its colours.
    @MainActor func testTemplateAndTintLight() async {
        check(tintScene(style: .light), "image-tint-light")
    }

    /// The same in dark: systemBlue/systemRed/systemOrange take their dark values, `.label`
    /// is white, the background black.
    @MainActor func testTemplateAndTintDark() async {
        check(tintScene(style: .dark), "image-tint-dark")
    }
}

/// A view that draws its image with `UIImage.draw(in:)` into its bounds.
@MainActor private final class DrawingView: UIView {
    var image: UIImage?
    override func draw(_ rect: CGRect) { image?.draw(in: bounds) }
}
