import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// View trees rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class ViewGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Rounded cards, a border thicker than its radius, group alpha over overlapping children,
    /// a rounded clip with children sticking out.
    @MainActor func testCardsBordersAlphaAndClipping() async {
        let h = HeadlessHarness(width: 220, height: 120)
        h.window.backgroundColor = UIColor(rgb: 0x1C2433)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 45))
        card.backgroundColor = UIColor(rgb: 0x3D7BD9)
        card.cornerRadius = 12
        card.borderWidth = 3
        card.borderColor = .white
        h.window.addSubview(card)

        let thick = UIView(frame: CGRect(x: 80, y: 10, width: 60, height: 45))
        thick.backgroundColor = UIColor(rgb: 0x2FA58B)
        thick.cornerRadius = 6
        thick.borderWidth = 10
        thick.borderColor = UIColor(rgb: 0xE0A030)
        h.window.addSubview(thick)

        // Group opacity: the two opaque children overlap; at alpha 0.5 the overlap must look
        // like the top child alone, not darker.
        let group = UIView(frame: CGRect(x: 150, y: 10, width: 60, height: 45))
        group.alpha = 0.5
        let g1 = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)); g1.backgroundColor = .red
        let g2 = UIView(frame: CGRect(x: 20, y: 15, width: 40, height: 30)); g2.backgroundColor = .yellow
        group.addSubview(g1); group.addSubview(g2)
        h.window.addSubview(group)

        let clip = UIView(frame: CGRect(x: 10, y: 65, width: 120, height: 45))
        clip.backgroundColor = UIColor(rgb: 0x101620)
        clip.cornerRadius = 16
        clip.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: -20, y: 15, width: 160, height: 14))
        stripe.backgroundColor = UIColor(rgb: 0xC8506A)
        clip.addSubview(stripe)
        let dot = UIView(frame: CGRect(x: 90, y: -10, width: 40, height: 40))
        dot.backgroundColor = UIColor(rgb: 0x5AC8FA)
        dot.cornerRadius = 20
        clip.addSubview(dot)
        h.window.addSubview(clip)

        let unclipped = UIView(frame: CGRect(x: 150, y: 75, width: 50, height: 25))
        unclipped.backgroundColor = UIColor(white: 1, alpha: 0.3)
        let outside = UIView(frame: CGRect(x: 30, y: 10, width: 30, height: 30))
        outside.backgroundColor = .systemPink
        unclipped.addSubview(outside)
        h.window.addSubview(unclipped)
        check(h, "views-cards-borders-alpha-clip")
    }

    /// Nested transforms: a rotated parent with a scaled child, a rotated label, and a
    /// rotated clipping parent.
    @MainActor func testNestedTransforms() async {
        let h = HeadlessHarness(width: 200, height: 120)
        h.window.backgroundColor = UIColor(rgb: 0xF0F0F0)
        let parent = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 60))
        parent.backgroundColor = UIColor(rgb: 0x3D7BD9)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 10)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = UIColor(rgb: 0xE0A030)
        child.cornerRadius = 4
        child.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
        parent.addSubview(child)
        let label = UILabel(frame: CGRect(x: 30, y: 30, width: 50, height: 20))
        label.text = "Tilt"
        label.font = .boldSystemFont(ofSize: 14)
        label.textColor = .white
        label.transform = CGAffineTransform(rotationAngle: -.pi / 6)
        parent.addSubview(label)
        h.window.addSubview(parent)

        let clipper = UIView(frame: CGRect(x: 120, y: 30, width: 60, height: 60))
        clipper.backgroundColor = UIColor(rgb: 0x2FA58B)
        clipper.clipsToBounds = true
        clipper.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let inner = UIView(frame: CGRect(x: 30, y: -10, width: 40, height: 80))
        inner.backgroundColor = UIColor(rgb: 0xC8506A)
        clipper.addSubview(inner)
        h.window.addSubview(clipper)
        check(h, "views-nested-transforms")
    }

    /// Labels (alignment, colour, truncation) and image views (content modes, filters).
    @MainActor func testLabelsAndImages() async {
        let h = HeadlessHarness(width: 240, height: 130)
        h.window.backgroundColor = .white
        let alignments: [NSTextAlignment] = [.left, .center, .right]
        for (i, a) in alignments.enumerated() {
            let l = UILabel(frame: CGRect(x: 10, y: 8 + CGFloat(i) * 22, width: 140, height: 20))
            l.backgroundColor = UIColor(white: 0.9, alpha: 1)
            l.text = "Align \(i)"
            l.font = .systemFont(ofSize: 13)
            l.textColor = [UIColor.black, .systemBlue, .systemRed][i]
            l.textAlignment = a
            h.window.addSubview(l)
        }
        let long = UILabel(frame: CGRect(x: 10, y: 74, width: 140, height: 20))
        long.text = "This text is far too long for its label"
        long.font = .systemFont(ofSize: 13)
        h.window.addSubview(long)

        let img = UIImage(image: Image(width: 4, height: 4) { x, y in
            (x + y) % 2 == 0 ? Color(red: 0.1, green: 0.4, blue: 0.9) : Color(red: 1, green: 0.6, blue: 0, alpha: 0.5)
        })
        let modes: [(UIView.ContentMode, ImageFilter)] = [(.scaleToFill, .nearest), (.scaleToFill, .bilinear), (.scaleAspectFit, .nearest)]
        for (i, (mode, filter)) in modes.enumerated() {
            let iv = UIImageView(frame: CGRect(x: 160, y: 8 + CGFloat(i) * 40, width: i == 2 ? 60 : 36, height: 36))
            iv.image = img
            iv.contentMode = mode
            iv.imageFilter = filter
            iv.backgroundColor = UIColor(white: 0.85, alpha: 1)
            h.window.addSubview(iv)
        }
        let bigLabel = UILabel(frame: CGRect(x: 10, y: 98, width: 140, height: 28))
        bigLabel.text = "Größe 22"
        bigLabel.font = .boldSystemFont(ofSize: 22)
        bigLabel.textColor = UIColor(rgb: 0x2FA58B)
        h.window.addSubview(bigLabel)
        check(h, "views-labels-images")
    }

    /// The same kind of tree at scale 2: everything doubles and text is rendered at the device
    /// size (crisp), not scaled up.
    @MainActor func testScaleTwo() async {
        let h = HeadlessHarness(width: 100, height: 60, scale: 2)
        h.window.backgroundColor = UIColor(rgb: 0x1C2433)
        let card = UIView(frame: CGRect(x: 8, y: 8, width: 84, height: 44))
        card.backgroundColor = UIColor(rgb: 0x3D7BD9)
        card.cornerRadius = 10
        card.borderWidth = 1
        card.borderColor = .white
        let l = UILabel(frame: CGRect(x: 8, y: 8, width: 70, height: 28))
        l.text = "Retina"
        l.font = .systemFont(ofSize: 16)
        l.textColor = .white
        card.addSubview(l)
        h.window.addSubview(card)
        check(h, "views-scale-2")
    }

    /// `draw(_:)` through `UIGraphicsGetCurrentContext()`.
    @MainActor func testCustomDraw() async {
        final class Gauge: UIView {
            override func draw(_ rect: CGRect) {
                guard let ctx = UIGraphicsGetCurrentContext() else { return }
                ctx.setFillColor(Color(rgb: 0x333333))
                ctx.fill(bounds)
                ctx.setFillColor(Color(rgb: 0x34C759))
                ctx.fill(CGRect(x: 4, y: 4, width: (bounds.width - 8) * 0.7, height: bounds.height - 8), cornerRadius: 4)
                ctx.setStrokeColor(Color(rgb: 0xFFFFFF))
                ctx.stroke(bounds.insetBy(dx: 1, dy: 1), width: 2)
                ctx.setFillColor(Color(rgb: 0xFF3B30))
                ctx.fillEllipse(in: CGRect(x: bounds.width - 20, y: 6, width: 12, height: 12))
            }
        }
        let h = HeadlessHarness(width: 120, height: 40)
        let g = Gauge(frame: CGRect(x: 10, y: 8, width: 100, height: 24))
        h.window.addSubview(g)
        check(h, "views-custom-draw")
    }
}
