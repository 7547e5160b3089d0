import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Damage tracking: exactly what changed is redrawn, buffer age is honoured, and a partial
/// frame is pixel-identical to a full redraw.
final class CompositorDamageTests: XCTestCase {
    @MainActor private func scene() -> (HeadlessHarness, UIView, UIView) {
        let h = HeadlessHarness(width: 200, height: 100)
        h.window.backgroundColor = UIColor(rgb: 0x202020)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 100, y: 50, width: 30, height: 10))
        b.backgroundColor = .blue
        h.window.addSubview(a)
        h.window.addSubview(b)
        // Two frames so that both buffers hold the scene.
        h.renderFrames()
        a.backgroundColor = .green; h.renderFrames()
        a.backgroundColor = .red; h.renderFrames()
        return (h, a, b)
    }

    @MainActor func testNothingChangedMeansNoFrame() async {
        let (h, _, _) = scene()
        XCTAssertEqual(h.renderFrames(), 0)
        XCTAssertEqual(h.loop.pendingCount, 0, "no busy loop")
    }

    @MainActor func testFirstFramesRedrawEverythingUntilBuffersAreKnown() async {
        let h = HeadlessHarness(width: 64, height: 32)
        h.window.backgroundColor = .white
        h.renderFrames()
        XCTAssertEqual(h.lastDamage, Region(PixelRect(x: 0, y: 0, width: 64, height: 32)))
    }

    @MainActor func testColourChangeDamagesTheViewPlusWhatTheOtherBufferMissed() async {
        let (h, a, b) = scene()
        b.backgroundColor = .yellow
        XCTAssertEqual(h.renderFrames(), 1)
        // This buffer last showed the frame before the previous one: it also needs the
        // previous frame's damage (a's colour change back to red).
        XCTAssertEqual(h.lastDamage, Region(rects: [PixelRect(x: 100, y: 50, width: 30, height: 10), PixelRect(x: 10, y: 10, width: 20, height: 20)]))
        a.alpha = 1 // no change
        b.backgroundColor = .blue
        XCTAssertEqual(h.renderFrames(), 1)
        XCTAssertEqual(h.lastDamage, Region(PixelRect(x: 100, y: 50, width: 30, height: 10)))
    }

    @MainActor func testMoveDamagesOldAndNewPlaces() async {
        let (h, a, _) = scene()
        a.frame.origin = CGPoint(x: 50, y: 60)
        h.renderFrames()
        a.frame.origin = CGPoint(x: 51, y: 60)
        h.renderFrames()
        // This frame: (50,60)->(51,60); previous: (10,10)->(50,60).
        let expected = Region(rects: [
            PixelRect(x: 50, y: 60, width: 21, height: 20),
            PixelRect(x: 10, y: 10, width: 20, height: 20),
        ])
        XCTAssertEqual(h.lastDamage, expected)
        XCTAssertEqual(h.screenshot[60, 70], 0xFFFF_0000 & 0x00FF_FFFF | 0xFF00_0000, "a is red at its new place")
        XCTAssertEqual(h.screenshot[15, 15] & 0x00FF_FFFF, 0x202020, "its old place shows the window again")
    }

    @MainActor func testHideRemoveAndAlphaDamageOnlyTheView() async {
        let (h, a, b) = scene()
        let rectA = PixelRect(x: 10, y: 10, width: 20, height: 20)
        let rectB = PixelRect(x: 100, y: 50, width: 30, height: 10)
        a.isHidden = true
        h.renderFrames()
        b.alpha = 0.5
        h.renderFrames()
        XCTAssertEqual(h.lastDamage, Region(rects: [rectA, rectB]))
        a.removeFromSuperview()
        XCTAssertEqual(h.renderFrames(), 0, "a was already hidden: removing it changes no pixel")
        XCTAssertEqual(h.screenshot[15, 15] & 0x00FF_FFFF, 0x202020)
        b.removeFromSuperview()
        XCTAssertEqual(h.renderFrames(), 1)
        XCTAssertEqual(h.lastDamage, Region(rects: [rectB]), "removing b repaints its place (this buffer missed nothing else)")
        XCTAssertEqual(h.screenshot[110, 55] & 0x00FF_FFFF, 0x202020)
    }

    @MainActor func testSetNeedsDisplayRectDamagesOnlyThatPart() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let v = RecordingView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        v.fill = .green
        h.window.addSubview(v)
        h.renderFrames(); v.setNeedsDisplay(); h.renderFrames(); v.setNeedsDisplay(); h.renderFrames()
        v.drawRects.removeAll()
        v.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 10))
        h.renderFrames()
        v.setNeedsDisplay(CGRect(x: 5, y: 5, width: 10, height: 10))
        h.renderFrames()
        XCTAssertEqual(h.lastDamage, Region(PixelRect(x: 25, y: 25, width: 10, height: 10)))
        XCTAssertEqual(v.drawRects.last, CGRect(x: 5, y: 5, width: 10, height: 10), "draw(_:) gets the dirty part in view coordinates")
        XCTAssertTrue(v.drawHadContext, "UIGraphicsGetCurrentContext() is set inside draw(_:)")
    }

    @MainActor func testLayoutChangesAreDamagedToo() async {
        final class Mover: UIView {
            let child = UIView()
            var x: CGFloat = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                child.backgroundColor = .white
                addSubview(child)
            }

            required init?(coder: NSCoder) { return nil }

            override func layoutSubviews() { child.frame = CGRect(x: x, y: 0, width: 10, height: 10) }
        }
        let h = HeadlessHarness(width: 100, height: 20)
        let m = Mover(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        h.window.addSubview(m)
        h.renderFrames()
        m.x = 50
        m.setNeedsLayout()
        XCTAssertEqual(h.renderFrames(), 1)
        XCTAssertEqual(h.screenshot[55, 5] & 0x00FF_FFFF, 0xFFFFFF)
        XCTAssertEqual(h.screenshot[5, 5] & 0x00FF_FFFF, 0x000000)
    }

    /// The acceptance test of damage tracking: random changes of every kind, and after each
    /// frame the screen must equal a from-scratch rendering of the same tree, pixel for pixel.
    @MainActor func testPartialRedrawEqualsFullRedrawUnderRandomChanges() async {
        var rng = SplitMix(seed: 0xC0FFEE)
        // Buffer counts and render bands: one band draws on the main thread; several draw
        // the recorded frame concurrently, and the result must not depend on it.
        for (bufferCount, bands) in [(2, 1), (3, 3), (2, 2)] {
            let h = HeadlessHarness(width: 160, height: 120, bufferCount: bufferCount)
            h.screen.compositor.renderBands = bands
            h.screen.compositor.bandPolicy.adapts = false  // always the bands asked for
            h.screen.compositor.parallelThreshold = 0
            h.window.backgroundColor = UIColor(rgb: 0x102030)
            var views: [UIView] = [h.window]
            for i in 0..<14 {
                let v: UIView
                switch i % 3 {
                case 0: let l = UILabel(); l.text = "Ab\(i)"; l.font = .systemFont(ofSize: 12); l.textColor = .white; v = l
                case 1: v = UIImageView(image: UIImage(image: Image(width: 6, height: 6) { x, y in Color(red: CGFloat(x) / 5, green: CGFloat(y) / 5, blue: 0.5, alpha: 0.8) }))
                default: v = UIView()
                }
                v.frame = CGRect(x: rng.int(0..<140), y: rng.int(0..<100), width: rng.int(8..<50), height: rng.int(8..<40))
                v.backgroundColor = UIColor(rgb: UInt32(rng.int(0..<0xFFFFFF)), alpha: rng.bool() ? 1 : 0.6)
                views[rng.int(0..<views.count)].addSubview(v)
                views.append(v)
            }
            h.renderFrames()
            for step in 0..<150 {
                let v = views[rng.int(1..<views.count)]
                switch rng.int(0..<12) {
                case 0: v.frame.origin = CGPoint(x: rng.int(-10..<150), y: rng.int(-10..<110))
                case 1: v.backgroundColor = UIColor(rgb: UInt32(rng.int(0..<0xFFFFFF)), alpha: rng.bool() ? 1 : 0.5)
                case 2: v.alpha = [0, 0.3, 0.7, 1][rng.int(0..<4)]
                case 3: v.isHidden.toggle()
                case 4: v.transform = rng.bool() ? .identity : CGAffineTransform(rotationAngle: CGFloat(rng.int(-30..<30)) / 20)
                case 5: v.clipsToBounds.toggle()
                case 6: v.cornerRadius = CGFloat(rng.int(0..<12))
                case 7: v.borderWidth = CGFloat(rng.int(0..<4)); v.borderColor = .yellow
                case 8: v.superview?.bringSubviewToFront(v)
                case 9:
                    // Re-parent somewhere that is not inside v.
                    let candidates = views.filter { !$0.isDescendant(of: v) }
                    candidates[rng.int(0..<candidates.count)].addSubview(v)
                case 10: v.bounds.origin = CGPoint(x: rng.int(-5..<5), y: rng.int(-5..<5))
                default: (v as? UILabel)?.text = "t\(step)"; v.frame.size = CGSize(width: rng.int(5..<60), height: rng.int(5..<40))
                }
                h.renderFrames()
                let comparison = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
                if comparison.differingPixels != 0 {
                    XCTFail("buffers \(bufferCount), bands \(bands), step \(step): partial redraw differs from full redraw in \(comparison.differingPixels) pixels, first at \(String(describing: comparison.firstDifference))")
                    return
                }
            }
        }
    }
}

/// A small deterministic random generator (SplitMix64) so the random test is repeatable.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ r: Range<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
    mutating func bool() -> Bool { next() & 1 == 1 }
}

/// Drawing in bands on several threads gives the same pixels as one pass.
final class CompositorBandTests: XCTestCase {
    /// A rounded clipping view wholly in the top band whose rotated child reaches into the
    /// bottom band: the bottom band must draw none of the child.
    @MainActor func testClippedChildDoesNotLeakIntoABandTheLayerMisses() async {
        let h = HeadlessHarness(width: 100, height: 100)
        h.screen.compositor.renderBands = 2
        h.screen.compositor.bandPolicy.adapts = false  // always the bands asked for
        h.screen.compositor.parallelThreshold = 0
        h.window.backgroundColor = .black
        let clip = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 30))
        clip.backgroundColor = .blue
        clip.cornerRadius = 8
        clip.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: -20, y: 10, width: 120, height: 10))
        stripe.backgroundColor = .red
        stripe.transform = CGAffineTransform(rotationAngle: .pi / 3)
        clip.addSubview(stripe)
        h.window.addSubview(clip)
        h.renderFrames()
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
        for y in 50..<100 {
            for x in 0..<100 where h.screenshot[x, y] & 0x00FF_FFFF != 0 {
                return XCTFail("pixel (\(x), \(y)) below the clipping view is not black")
            }
        }
    }
}
