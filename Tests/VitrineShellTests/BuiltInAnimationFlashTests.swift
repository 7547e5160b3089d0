import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// WCAG 2.x Success Criterion 2.3.1, Three Flashes or Below Threshold: nothing flashes more
/// than three times in any one-second period (general flashes: pairs of opposing changes of
/// relative luminance of 10% or more, the darker state below 0.80, over at least a quarter of a
/// 341×256 px field; `GeneralFlashCounter`). Every built-in animation of Vitrine is recorded
/// frame by frame on the virtual clock (60 Hz) on a 360×270 screen and counted.
final class BuiltInAnimationFlashTests: XCTestCase {
    /// The counts of one recording: flashes by WCAG's area, the largest area that changed
    /// together, and (for the record) flashes counting any single pixel.
    struct Count { var flashes: Int; var largestArea: Int; var anyPixelFlashes: Int }

    @MainActor private func count(_ frames: [RecordedFrame], _ name: String) -> Count {
        let wcag = GeneralFlashCounter(frames: frames), strict = GeneralFlashCounter(frames: frames, minimumArea: 1)
        let c = Count(flashes: wcag.maximumFlashesPerSecond, largestArea: wcag.largestArea, anyPixelFlashes: strict.maximumFlashesPerSecond)
        let name = UIAccessibility.isReduceMotionEnabled ? name + " (Reduce Motion)" : name
        print("flash check: \(name): \(c.flashes) flashes/s \(wcag.transitions.map { "\($0.direction > 0 ? "+" : "-")\(Int(($0.time - frames[0].time) * 1000))ms" }) (largest concurrent transition \(c.largestArea) px of \(GeneralFlashCounter.quarterField) needed; "
              + "\(c.anyPixelFlashes) counting any pixel)")
        XCTAssertLessThanOrEqual(c.flashes, 3, "\(name) flashes more than three times in a second")
        return c
    }

    @MainActor private func harness(_ background: UIColor = UIColor(rgb: 0xF2F2F7)) -> (HeadlessHarness, UIViewController) {
        let h = HeadlessHarness(width: 360, height: 270)
        let root = UIViewController()
        root.view.backgroundColor = background
        h.window.rootViewController = root
        h.renderFrames()
        return (h, root)
    }

    /// The counter itself: a full-screen white/black alternation at 8 Hz is 8 flashes a
    /// second; a slow fade and back is one; a small square blinking fast is none (too small).
    @MainActor func testTheCounterCountsWCAGsGeneralFlashes() async {
        let (h, root) = harness(.black)
        var frames: [RecordedFrame] = []
        for i in 0..<60 {
            root.view.backgroundColor = (i / 4) % 2 == 0 ? .white : .black
            frames += h.recordFrames(for: 0).map { RecordedFrame(time: Double(i) / 60, pixels: $0.pixels) }
        }
        XCTAssertEqual(GeneralFlashCounter(frames: frames).maximumFlashesPerSecond, 7, "a transition every 4 frames: 14 in a second, 7 pairs")
        root.view.backgroundColor = .black
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(square)
        frames = []
        for i in 0..<60 {
            square.backgroundColor = i % 2 == 0 ? .white : .black
            frames += h.recordFrames(for: 0).map { RecordedFrame(time: Double(i) / 60, pixels: $0.pixels) }
        }
        XCTAssertEqual(GeneralFlashCounter(frames: frames).maximumFlashesPerSecond, 0, "10,000 px is under a quarter field")
        XCTAssertGreaterThan(GeneralFlashCounter(frames: frames, minimumArea: 1).maximumFlashesPerSecond, 20)
        square.removeFromSuperview()
        root.view.backgroundColor = .white
        h.renderFrames()
        UIView.animate(withDuration: 0.4) { root.view.backgroundColor = .black }
        frames = h.recordFrames(for: 0.45)
        UIView.animate(withDuration: 0.4) { root.view.backgroundColor = .white }
        frames += h.recordFrames(for: 0.45).dropFirst()
        XCTAssertEqual(GeneralFlashCounter(frames: frames).maximumFlashesPerSecond, 1, "down and up again: one flash")
    }

    /// With Reduce Motion off and on (a cross-fade changes the whole screen at once, where a
    /// slide changes a strip at a time).
    @MainActor func testNoBuiltInAnimationFlashesMoreThanThreeTimesASecond() async {
        var worst = 0
        for reduceMotion in [false, true] {
            UIAccessibility.withReduceMotion(reduceMotion) { worst = max(worst, mostFlashesOfTheBuiltInAnimations()) }
        }
        print("flash check: the most flashes in any one second of a built-in animation: \(worst)")
    }

    /// Records and counts each built-in animation; returns the most flashes in a second.
    @MainActor private func mostFlashesOfTheBuiltInAnimations() -> Int {
        var worst = 0
        // The text caret blinking.
        do {
            let (h, root) = harness()
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
            field.font = .systemFont(ofSize: 28)
            root.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            worst = max(worst, count(h.recordFrames(for: 3), "text caret blink").flashes)
        }
        // The activity indicator spinning (large, dark on light).
        do {
            let (h, root) = harness()
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.center = CGPoint(x: 180, y: 135)
            root.view.addSubview(spinner)
            spinner.startAnimating()
            worst = max(worst, count(h.recordFrames(for: 2), "activity indicator").flashes)
        }
        // A switch toggled on and off.
        do {
            let (h, root) = harness()
            let s = UISwitch()
            s.frame.origin = CGPoint(x: 40, y: 40)
            root.view.addSubview(s)
            s.setOn(true, animated: true)
            var frames = h.recordFrames(for: 0.5)
            s.setOn(false, animated: true)
            frames += h.recordFrames(for: 0.5).dropFirst()
            worst = max(worst, count(frames, "switch toggle").flashes)
        }
        // A button highlighted by a tap.
        do {
            let (h, root) = harness()
            let b = UIButton(type: .system)
            b.setTitle("Continue", for: .normal)
            b.titleLabel?.font = .systemFont(ofSize: 30)
            b.frame = CGRect(x: 20, y: 100, width: 320, height: 80)
            root.view.addSubview(b)
            h.touchDown(at: CGPoint(x: 180, y: 140))
            var frames = h.recordFrames(for: 0.2)
            h.touchUp()
            frames += h.recordFrames(for: 0.8).dropFirst()
            worst = max(worst, count(frames, "button highlight").flashes)
        }
        // An alert presented and dismissed.
        do {
            let (h, root) = harness()
            let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            var frames = h.recordFrames(for: 0.5)
            alert.dismiss(animated: true)
            frames += h.recordFrames(for: 0.5).dropFirst()
            worst = max(worst, count(frames, "alert presentation").flashes)
        }
        // The rotation, there and back.
        do {
            let (h, root) = harness()
            let dark = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 270))
            dark.backgroundColor = UIColor(rgb: 0x1C1C1E)
            root.view.addSubview(dark)
            h.renderFrames()
            XCTAssertTrue(h.rotate(to: .portrait))
            var frames = h.recordFrames(for: 0.4)
            XCTAssertTrue(h.rotate(to: .landscapeRight))
            frames += h.recordFrames(for: 0.4).dropFirst()
            worst = max(worst, count(frames, "rotation").flashes)
        }
        // A push and a pop, a dark page over a light one.
        do {
            let (h, _) = harness()
            let a = UIViewController(), b = UIViewController()
            a.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
            b.view.backgroundColor = UIColor(rgb: 0x1C1C1E)
            let nav = UINavigationController(rootViewController: a)
            h.window.rootViewController = nav
            h.renderFrames()
            nav.pushViewController(b, animated: true)
            var frames = h.recordFrames(for: 0.4)
            nav.popViewController(animated: true)
            frames += h.recordFrames(for: 0.4).dropFirst()
            worst = max(worst, count(frames, "push and pop").flashes)
        }
        // The idle dimming, and waking at once after it.
        do {
            let (h, _) = harness(.white)
            let idle = IdleController(screen: h.screen, timeouts: .init(dimAfter: 30, blankAfter: 0))
            idle.dim()
            var frames = h.recordFrames(for: 0.55)
            idle.wake()
            frames += h.recordFrames(for: 0.45).dropFirst()
            worst = max(worst, count(frames, "idle dimming and waking").flashes)
        }
        return worst
    }
}
