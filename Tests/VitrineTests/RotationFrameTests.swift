import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The rotation's frames and a quarter-turned interface (issue 12, "rotation at the panel's
/// refresh"): every frame built from cached buffers equals the same composition made from
/// scratch (both layers re-rendered, composited over the whole panel through pixman's general
/// transformed path), pixel for pixel. Tolerance: exact in R, G and B; the X byte of the
/// XRGB8888 frames is not compared (the display ignores it, and copying the bottom layer
/// rather than blending it over black leaves it 0 where the layer does not reach).
final class RotationFrameTests: XCTestCase {
    /// Pixels whose colour differs between two XRGB frames.
    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> (count: Int, first: (Int, Int)?) {
        guard a.width == b.width, a.height == b.height else { return (a.width * a.height, nil) }
        var n = 0
        var first: (Int, Int)?
        for y in 0..<a.height {
            let ra = a.row(y), rb = b.row(y)
            for x in 0..<a.width where ra[x] & 0x00FF_FFFF != rb[x] & 0x00FF_FFFF {
                n += 1
                if first == nil { first = (x, y) }
            }
        }
        return (n, first)
    }

    /// A 160×96 screen with labels, images, rounded and translucent views.
    @MainActor private func scene(seed: UInt64 = 7, bands: Int = 1, bufferCount: Int = 2) -> (HeadlessHarness, [UIView]) {
        var rng = SplitMix(seed: seed)
        let h = HeadlessHarness(width: 160, height: 96, bufferCount: bufferCount)
        h.screen.compositor.renderBands = bands
        h.screen.compositor.parallelThreshold = 0
        h.window.backgroundColor = UIColor(rgb: 0x203040)
        var views: [UIView] = [h.window]
        for i in 0..<12 {
            let v: UIView
            switch i % 3 {
            case 0: let l = UILabel(); l.text = "Ab\(i)"; l.font = .systemFont(ofSize: 12); l.textColor = .white; v = l
            case 1: v = UIImageView(image: UIImage(image: Image(width: 6, height: 6) { x, y in Color(red: CGFloat(x) / 5, green: CGFloat(y) / 5, blue: 0.5, alpha: 0.8) }))
            default: v = UIView(); v.cornerRadius = CGFloat(rng.int(0..<8))
            }
            v.frame = CGRect(x: rng.int(0..<140), y: rng.int(0..<80), width: rng.int(8..<50), height: rng.int(8..<40))
            v.backgroundColor = UIColor(rgb: UInt32(rng.int(0..<0xFFFFFF)), alpha: rng.bool() ? 1 : 0.6)
            views[rng.int(0..<views.count)].addSubview(v)
            views.append(v)
        }
        h.renderFrames()
        return (h, views)
    }

    /// Draws a frame at the clock's time now (so the from-scratch reference is of the same moment).
    @MainActor private func frameNow(_ h: HeadlessHarness) {
        h.screen.compositor.setNeedsFrame()
        h.runUntilIdle()
    }

    /// Every frame of 90° turns both ways and a 180° turn, on one thread and in bands on two,
    /// equals the from-scratch composition; the first frame shows the old frame unchanged.
    @MainActor func testEveryRotationFrameEqualsTheFromScratchComposition() async {
        for bands in [1, 2] {
            for (from, to) in [(UIInterfaceOrientation.landscapeRight, UIInterfaceOrientation.portrait),
                               (.portrait, .landscapeRight), (.landscapeRight, .landscapeLeft), (.portrait, .portraitUpsideDown)] {
                let (h, _) = scene(bands: bands)
                if from != h.screen.interfaceOrientation {
                    XCTAssertTrue(h.rotate(to: from, animated: false)); h.renderFrames()
                }
                let before = h.screenshot.copy()
                XCTAssertTrue(h.rotate(to: to))
                frameNow(h)
                XCTAssertEqual(differingPixels(h.screenshot, before).count, 0, "\(from)→\(to): the turn starts on the old frame")
                var frames = 0
                while h.screen.compositor.rotation != nil {
                    h.clock.advance(to: h.clock.now + 1.0 / 60)
                    frameNow(h)
                    frames += 1
                    let d = differingPixels(h.screenshot, h.fullRedraw())
                    if d.count != 0 {
                        XCTFail("\(from)→\(to), bands \(bands), frame \(frames): \(d.count) pixels differ from the from-scratch composition, first at \(String(describing: d.first))")
                        break
                    }
                }
                XCTAssertGreaterThanOrEqual(frames, 17, "a 0.3 s turn at 60 Hz")
                XCTAssertEqual(differingPixels(h.screenshot, h.fullRedraw()).count, 0, "\(from)→\(to): after the turn")
            }
        }
    }

    /// Views animating alongside the turn (as coordinated animations do) are redrawn into the
    /// new layout's buffer as they change: each frame equals the from-scratch composition at
    /// the view's current (presentation) colour and place, and the frames differ over time.
    @MainActor func testAViewAnimatingDuringTheTurnShowsInTheTurnsFrames() async {
        let (h, _) = scene()
        let mover = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        mover.backgroundColor = .red
        h.window.addSubview(mover)
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait))
        UIView.animate(withDuration: 0.3) {
            mover.backgroundColor = .green
            mover.frame.origin = CGPoint(x: 40, y: 100)
        }
        var colours = Set<UInt32>()
        for step in 1...16 {
            h.clock.advance(to: h.clock.now + 1.0 / 60)
            frameNow(h)
            let d = differingPixels(h.screenshot, h.fullRedraw())
            XCTAssertEqual(d.count, 0, "frame \(step): \(d.count) pixels differ, first at \(String(describing: d.first))")
            if let interface = h.screen.compositor.interfaceBuffer {
                let c = mover.renderCenter
                colours.insert(interface[Int(c.x), Int(c.y)] & 0x00FF_FFFF)
            }
        }
        XCTAssertGreaterThan(colours.count, 5, "the animating view is redrawn in the new layout's buffer as it changes")
    }

    /// A quarter-turned interface (portrait on a landscape panel) is drawn in its own
    /// orientation and copied turned: for rectangles on whole pixels that is exactly what
    /// drawing straight through the 90° output transform gives (checks the direction of the turn).
    @MainActor func testAQuarterTurnedInterfaceMatchesDrawingThroughTheTurn() async {
        for orientation in [UIInterfaceOrientation.portrait, .portraitUpsideDown, .landscapeLeft] {
            let h = HeadlessHarness(width: 160, height: 96)
            h.window.backgroundColor = UIColor(rgb: 0x203040)
            let a = UIView(frame: CGRect(x: 3, y: 5, width: 20, height: 11)); a.backgroundColor = .red
            let b = UIView(frame: CGRect(x: 40, y: 70, width: 9, height: 30)); b.backgroundColor = .yellow
            h.window.addSubview(a); h.window.addSubview(b)
            XCTAssertTrue(h.rotate(to: orientation, animated: false))
            h.renderFrames()
            XCTAssertNotNil(h.screen.compositor.interfaceBuffer)
            let c = h.screen.compositor
            let size = h.display.pixelSize
            let direct = PixelBuffer(width: size.width, height: size.height, format: .xrgb8888)
            let canvas = Canvas(buffer: direct)
            canvas.clear(direct.bounds.cgRect, to: c.backdrop)
            canvas.concatenate(c.windowToDevice(h.window))
            RenderPass.render(h.window, in: canvas, damage: Region(direct.bounds), useRememberedBoxes: false)
            XCTAssertEqual(differingPixels(h.screenshot, direct).count, 0, "\(orientation)")
        }
    }

    /// After the turn, partial frames of a quarter-turned interface under random changes equal a
    /// from-scratch render (the damage is turned onto the panel; the buffer-age history is in
    /// panel pixels), with two and three buffers.
    @MainActor func testQuarterTurnedPartialRedrawEqualsFullRedrawUnderRandomChanges() async {
        var rng = SplitMix(seed: 0xBEEF)
        for bufferCount in [2, 3] {
            let (harness, views) = scene(seed: UInt64(bufferCount), bufferCount: bufferCount)
            XCTAssertTrue(harness.rotate(to: bufferCount == 2 ? .portrait : .portraitUpsideDown))
            harness.advance(by: 0.5)
            XCTAssertNil(harness.screen.compositor.rotation)
            XCTAssertNotNil(harness.screen.compositor.interfaceBuffer)
            let all = views
            var partial = 0
            for step in 0..<120 {
                let v = all[rng.int(1..<all.count)]
                switch rng.int(0..<7) {
                case 0: v.frame.origin = CGPoint(x: rng.int(-10..<90), y: rng.int(-10..<150))
                case 1: v.backgroundColor = UIColor(rgb: UInt32(rng.int(0..<0xFFFFFF)), alpha: rng.bool() ? 1 : 0.5)
                case 2: v.alpha = [0, 0.3, 0.7, 1][rng.int(0..<4)]
                case 3: v.isHidden.toggle()
                case 4: v.transform = rng.bool() ? .identity : CGAffineTransform(rotationAngle: CGFloat(rng.int(-30..<30)) / 20)
                case 5: v.cornerRadius = CGFloat(rng.int(0..<12))
                default: (v as? UILabel)?.text = "t\(step)"; v.frame.size = CGSize(width: rng.int(5..<60), height: rng.int(5..<40))
                }
                harness.renderFrames()
                let d = differingPixels(harness.screenshot, harness.fullRedraw())
                if d.count != 0 {
                    XCTFail("buffers \(bufferCount), step \(step): \(d.count) pixels differ from a full redraw, first at \(String(describing: d.first))")
                    return
                }
                if harness.lastDamage.area < 160 * 96 { partial += 1 }
            }
            XCTAssertGreaterThan(partial, 60, "most frames are partial")
        }
    }
}
