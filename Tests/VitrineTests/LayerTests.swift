import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `view.layer` (issue 16, item 4): one store for the view's drawing properties, Core
/// Animation's documented defaults, bad input, and the compositor's handling of shadows
/// (damage covers them; the blurred mask is cached).
final class LayerTests: XCTestCase {
    /// DESIGN.md: "one store for layer properties (the view's `cornerRadius` and
    /// `layer.cornerRadius` are the same value)" — both ways, for every shared property.
    @MainActor func testViewAndLayerPropertiesAreOneStore() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.cornerRadius = 12
        XCTAssertEqual(v.layer.cornerRadius, 12)
        v.layer.cornerRadius = 7
        XCTAssertEqual(v.cornerRadius, 7)
        v.borderWidth = 2
        XCTAssertEqual(v.layer.borderWidth, 2)
        v.layer.borderWidth = 3
        XCTAssertEqual(v.borderWidth, 3)
        v.layer.borderColor = UIColor.red.cgColor
        XCTAssertEqual(v.borderColor?.color, UIColor.red.color)
        v.backgroundColor = .blue
        XCTAssertEqual(v.layer.backgroundColor, UIColor.blue.cgColor)
        v.layer.backgroundColor = UIColor.green.cgColor
        XCTAssertEqual(v.backgroundColor?.color, UIColor.green.color)
        v.alpha = 0.5
        XCTAssertEqual(v.layer.opacity, 0.5)
        v.layer.opacity = 0.25
        XCTAssertEqual(v.alpha, 0.25)
        v.clipsToBounds = true
        XCTAssertTrue(v.layer.masksToBounds)
        v.layer.masksToBounds = false
        XCTAssertFalse(v.clipsToBounds)
        v.isHidden = true
        XCTAssertTrue(v.layer.isHidden)
        v.layer.isHidden = false
        XCTAssertFalse(v.isHidden)
        v.layer.frame = CGRect(x: 5, y: 6, width: 30, height: 40)
        XCTAssertEqual(v.frame, CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertEqual(v.layer.position, v.center)
    }

    /// A view keeps the dynamic colour it was given (the layer stores the `UIColor`), so it
    /// resolves per appearance at draw time; the layer's `CGColor` reads it resolved.
    @MainActor func testDynamicBackgroundStaysDynamic() async {
        let dyn = UIColor(light: .white, dark: .black)
        let v = UIView()
        v.backgroundColor = dyn
        XCTAssertTrue(v.backgroundColor === dyn)
        let h = HeadlessHarness(width: 20, height: 20)
        v.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        h.window.addSubview(v)
        h.renderFrames()
        XCTAssertEqual(h.screenshot[10, 10] & 0xFFFFFF, 0xFFFFFF)
        h.window.overrideUserInterfaceStyle = .dark
        h.renderFrames()
        XCTAssertEqual(h.screenshot[10, 10] & 0xFFFFFF, 0x000000)
    }

    /// `layerClass` decides the layer's class, as in UIKit
    /// (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
    @MainActor func testLayerClassOverride() async {
        final class GradientView: UIView {
            override class var layerClass: CALayer.Type { CAGradientLayer.self }
        }
        let g = GradientView(frame: .zero)
        XCTAssertTrue(g.layer is CAGradientLayer)
        XCTAssertFalse(UIView().layer is CAGradientLayer)
        (g.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        XCTAssertEqual((g.layer as? CAGradientLayer)?.colors?.count, 2)
    }

    /// Core Animation's documentation: shadowOffset "The default value of this property is
    /// (0.0, -3.0)"; shadowRadius "The default value of this property is 3.0"; shadowOpacity
    /// "must be in the range 0.0 (transparent) to 1.0 (opaque). The default value of this
    /// property is 0.0"; shadowColor "The default value of this property is an opaque black
    /// color"; opacity: "Values outside that range are clamped".
    @MainActor func testShadowDefaultsAreCoreAnimations() async {
        let l = CALayer()
        XCTAssertEqual(l.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(l.shadowRadius, 3)
        XCTAssertEqual(l.shadowOpacity, 0)
        XCTAssertEqual(l.shadowColor, Color.black)
        XCTAssertNil(l.shadowPath)
        XCTAssertEqual(l.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        l.shadowOpacity = 2
        XCTAssertEqual(l.shadowOpacity, 1)
        l.opacity = -1
        XCTAssertEqual(l.opacity, 0)
    }

    /// Bad input (issue 16): NaN and negative lengths are reported and clamped, never kept.
    @MainActor func testBadValuesAreClampedAndReported() async {
        BadInputLog.clear()
        let v = UIView()
        v.layer.shadowRadius = .nan
        XCTAssertEqual(v.layer.shadowRadius, 0)
        v.layer.cornerRadius = -4
        XCTAssertEqual(v.cornerRadius, 0)
        v.layer.shadowOpacity = .nan
        XCTAssertEqual(v.layer.shadowOpacity, 0)
        v.layer.shadowOffset = CGSize(width: CGFloat.infinity, height: 2)
        XCTAssertEqual(v.layer.shadowOffset, CGSize(width: 0, height: 2))
        XCTAssertEqual(BadInputLog.recent.count, 4)
        XCTAssertTrue(BadInputLog.recent[0].contains("shadowRadius"))
    }

    /// The damage includes the shadow: a shadowed card moved across the screen (and its
    /// shadow changed) leaves no trace — every frame equals a from-scratch render.
    @MainActor func testMovingShadowedViewLeavesNoTrace() async {
        for scale in [1.0, 2.0] {
            let h = HeadlessHarness(width: 200, height: 160, scale: scale)
            h.window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 50))
            card.backgroundColor = .systemBlue
            card.cornerRadius = 10
            card.layer.shadowOpacity = 0.6
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            h.window.addSubview(card)
            let other = UIView(frame: CGRect(x: 120, y: 90, width: 60, height: 40))
            other.backgroundColor = .systemGreen
            h.window.addSubview(other)
            h.renderFrames()
            var rng = SplitMix(seed: UInt64(scale * 7))
            for step in 0..<16 {
                switch step % 4 {
                case 0: card.center = CGPoint(x: CGFloat(rng.int(40..<161)) + 0.5 * CGFloat(rng.int(0..<2)), y: CGFloat(rng.int(30..<131)))
                case 1: card.layer.shadowRadius = CGFloat(rng.int(0..<11))
                case 2: card.layer.shadowOffset = CGSize(width: CGFloat(rng.int(-8..<9)), height: 6)
                default: card.layer.maskedCorners = rng.bool() ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : [.layerMaxXMaxYCorner]
                }
                h.renderFrames()
                let cmp = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
                XCTAssertEqual(cmp.differingPixels, 0, "scale \(scale) step \(step)")
            }
            card.layer.shadowOpacity = 0
            h.renderFrames()
            XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
        }
    }

    /// Issue 16: the shadow is "cached per size so a static shadow costs a blit": the second
    /// frame drawing the same shadow finds the blurred mask.
    @MainActor func testShadowMaskIsCachedAcrossFrames() async {
        let h = HeadlessHarness(width: 200, height: 120)
        h.window.backgroundColor = .white
        let cards = (0..<2).map { i -> UIView in
            let c = UIView(frame: CGRect(x: 20 + CGFloat(i) * 90, y: 30, width: 70, height: 50))
            c.backgroundColor = .white
            c.cornerRadius = 8
            c.layer.shadowOpacity = 0.3
            c.layer.shadowRadius = 6
            h.window.addSubview(c)
            return c
        }
        h.renderFrames()
        ShadowMaskStatistics.reset()
        // Move a card by whole points: the same mask serves.
        cards[0].center.x += 3
        h.renderFrames()
        XCTAssertGreaterThan(ShadowMaskStatistics.hits, 0)
        XCTAssertEqual(ShadowMaskStatistics.misses, 0)
        // A new size needs a new blur.
        cards[1].bounds.size.width = 60
        h.renderFrames()
        XCTAssertGreaterThan(ShadowMaskStatistics.misses, 0)
    }

    /// Core Animation: a layer that masks to its bounds clips its own shadow away; hit
    /// testing ignores the shadow.
    @MainActor func testMasksToBoundsHidesShadowAndHitTestingIgnoresIt() async {
        let h = HeadlessHarness(width: 100, height: 100)
        h.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        v.backgroundColor = .white
        v.layer.shadowOpacity = 1
        v.layer.shadowOffset = CGSize(width: 0, height: 10)
        h.window.addSubview(v)
        h.renderFrames()
        // Below the card, inside the shadow's offset: dark.
        XCTAssertLessThan(h.screenshot[50, 75] & 0xFF, 0x80)
        XCTAssertTrue(h.window.hitTest(CGPoint(x: 50, y: 75), with: nil) === h.window)
        v.clipsToBounds = true
        h.renderFrames()
        XCTAssertEqual(h.screenshot[50, 75] & 0xFFFFFF, 0xFFFFFF)
    }

    /// Sublayers: added, ordered, removed; a change of a sublayer redraws its view.
    @MainActor func testSublayersOrderAndRedraw() async {
        let h = HeadlessHarness(width: 60, height: 60)
        h.window.backgroundColor = .white
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        h.window.addSubview(v)
        let a = CALayer(), b = CALayer(), c = CALayer()
        v.layer.addSublayer(a)
        v.layer.insertSublayer(b, below: a)
        v.layer.insertSublayer(c, above: b)
        XCTAssertTrue(v.layer.sublayers?.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        a.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        a.backgroundColor = UIColor.red.cgColor
        h.renderFrames()
        XCTAssertEqual(h.screenshot[15, 15] & 0xFFFFFF, 0xFF0000)
        a.backgroundColor = UIColor.blue.cgColor
        h.renderFrames()
        XCTAssertEqual(h.screenshot[15, 15] & 0xFFFFFF, 0x0000FF)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        h.renderFrames()
        XCTAssertEqual(h.screenshot[15, 15] & 0xFFFFFF, 0xFFFFFF)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
    }

    /// A gradient with no colours draws nothing; one colour fills (issue 16, bad input).
    @MainActor func testGradientWithNoOrOneColour() async {
        let h = HeadlessHarness(width: 40, height: 40)
        h.window.backgroundColor = .white
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        h.window.layer.addSublayer(g)
        g.colors = []
        h.renderFrames()
        XCTAssertEqual(h.screenshot[20, 20] & 0xFFFFFF, 0xFFFFFF)
        g.colors = [UIColor.red.cgColor]
        h.renderFrames()
        XCTAssertEqual(h.screenshot[20, 20] & 0xFFFFFF, 0xFF0000)
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        h.renderFrames()
        // Top red, bottom blue (startPoint (0.5, 0), endPoint (0.5, 1) by default).
        XCTAssertGreaterThan((h.screenshot[20, 1] >> 16) & 0xFF, 0xF0)
        XCTAssertGreaterThan(h.screenshot[20, 38] & 0xFF, 0xF0)
    }
}
