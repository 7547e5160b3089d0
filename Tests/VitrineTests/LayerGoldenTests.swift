import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `view.layer` styling rendered headless and compared with reviewed golden PNGs
/// (tolerance: `GoldenTolerance.standard`, ±2 per channel and no differing pixel), light and
/// dark, 1× and 2×.
final class LayerGoldenTests: XCTestCase {
    /// One screen of every layer feature (issue 16, item 4), left to right, top to bottom:
    /// a card with cornerRadius 12, a 1-point separator border and a soft shadow (radius 8,
    /// offset (0, 4), opacity 0.25); a card with only its top corners rounded
    /// (`maskedCorners`), border and shadow following; a card whose shadow comes from an
    /// elliptical `shadowPath` under it; a card that masks to its bounds (no shadow, as in
    /// Core Animation); an axial gradient (orange to pink, top-left to bottom-right) with
    /// rounded corners; a radial gradient (yellow centre to indigo edge); a card with two
    /// decoration sublayers (a shadowed green square, a red circle with a white border).
    @MainActor private func scene(_ h: HeadlessHarness) {
        h.window.backgroundColor = .systemGroupedBackground
        func card(_ x: CGFloat, _ y: CGFloat) -> UIView {
            let v = UIView(frame: CGRect(x: x, y: y, width: 90, height: 60))
            v.backgroundColor = .secondarySystemGroupedBackground
            v.cornerRadius = 12
            v.layer.shadowOpacity = 0.25
            v.layer.shadowRadius = 8
            v.layer.shadowOffset = CGSize(width: 0, height: 4)
            h.window.addSubview(v)
            return v
        }
        let plain = card(16, 16)
        plain.borderWidth = 1
        plain.borderColor = .separator
        let top = card(126, 16)
        top.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        top.layer.borderWidth = 2
        top.layer.borderColor = UIColor.systemBlue.cgColor
        let path = card(236, 16)
        path.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 52, width: 70, height: 16)).cgPath
        path.layer.shadowOpacity = 0.6
        path.layer.shadowRadius = 4
        path.layer.shadowOffset = .zero
        let masked = card(16, 106)
        masked.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 50, y: 30, width: 60, height: 60))
        inner.backgroundColor = .systemTeal
        masked.addSubview(inner)

        final class GradientView: UIView {
            override class var layerClass: CALayer.Type { CAGradientLayer.self }
        }
        let axial = GradientView(frame: CGRect(x: 126, y: 106, width: 90, height: 60))
        let ag = axial.layer as? CAGradientLayer
        ag?.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        ag?.startPoint = CGPoint(x: 0, y: 0)
        ag?.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 16
        h.window.addSubview(axial)
        let radial = GradientView(frame: CGRect(x: 236, y: 106, width: 90, height: 60))
        let rg = radial.layer as? CAGradientLayer
        rg?.type = .radial
        rg?.colors = [UIColor.systemYellow.cgColor, UIColor.systemIndigo.cgColor]
        rg?.startPoint = CGPoint(x: 0.5, y: 0.5)
        rg?.endPoint = CGPoint(x: 1, y: 1)
        h.window.addSubview(radial)

        let deco = card(16, 196)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        square.backgroundColor = UIColor.systemGreen.cgColor
        square.cornerRadius = 4
        square.shadowOpacity = 0.5
        square.shadowRadius = 3
        square.shadowOffset = CGSize(width: 3, height: 3)
        deco.layer.addSublayer(square)
        let circle = CALayer()
        circle.frame = CGRect(x: 50, y: 15, width: 30, height: 30)
        circle.backgroundColor = UIColor.systemRed.cgColor
        circle.cornerRadius = 15
        circle.borderWidth = 3
        circle.borderColor = UIColor.white.cgColor
        deco.layer.addSublayer(circle)
    }

    @MainActor private func check(style: UIUserInterfaceStyle, scale: Double, name: String) {
        let h = HeadlessHarness(width: 342, height: 272, scale: scale)
        h.window.overrideUserInterfaceStyle = style
        scene(h)
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure) }
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
    }

    @MainActor func testLayersLight1x() async { check(style: .light, scale: 1, name: "layers-light-1x") }
    @MainActor func testLayersDark1x() async { check(style: .dark, scale: 1, name: "layers-dark-1x") }
    @MainActor func testLayersLight2x() async { check(style: .light, scale: 2, name: "layers-light-2x") }
    @MainActor func testLayersDark2x() async { check(style: .dark, scale: 2, name: "layers-dark-2x") }
}
