import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// With Reduce Motion the on-screen keyboard fades in and out in place instead of sliding
/// (Apple's `UIAccessibility.prefersCrossFadeTransitions`: "UI should avoid Slide animations
/// and prefer Cross-Fade transitions instead"), over the same 0.25 s, with the same
/// notifications at the same times and the same frames reported.
///
/// Frame by frame on the virtual clock: each frame is, pixel by pixel and channel by channel,
/// between the first and the last within 2 levels (an 8-bit blend's rounding:
/// `CrossFadeCheck`), so nothing moved; without Reduce Motion the same check fails.
final class KeyboardReduceMotionTests: XCTestCase {
    @MainActor private func run(reduceMotion: Bool, show: Bool) -> (frames: [PixelBuffer], notes: [KeyboardNotificationRecorder.Entry]) {
        UIAccessibility.withReduceMotion(reduceMotion) {
            let f = KeyboardFixture(focus: !show)
            let rec = KeyboardNotificationRecorder(clock: f.h.clock)
            defer { rec.stop() }
            let t0 = f.h.clock.now
            f.h.renderFrames()
            let before = f.h.screenshot.copy()
            if show { XCTAssertTrue(f.input.becomeFirstResponder()) } else { XCTAssertTrue(f.input.resignFirstResponder()) }
            let frames = f.h.recordFrames(for: SoftwareKeyboard.animationDuration + 2.0 / 60)
            XCTAssertEqual(f.keyboard.window.isHidden, !show)
            XCTAssertEqual(f.keyboard.window.alpha, 1, "opaque when it rests")
            let notes = rec.entries.map { e -> KeyboardNotificationRecorder.Entry in var e = e; e.time -= t0; return e }
            return ([before] + frames.map(\.pixels), notes)
        }
    }

    @MainActor func testShowAndHideCrossFadeUnderReduceMotion() async {
        for show in [true, false] {
            let on = run(reduceMotion: true, show: show), off = run(reduceMotion: false, show: show)
            let fade = CrossFadeCheck.worstDeviation(on.frames)
            XCTAssertLessThanOrEqual(fade.levels, 2, "\(show ? "show" : "hide") under Reduce Motion: \(fade)")
            XCTAssertGreaterThan(CrossFadeCheck.worstDeviation(off.frames).levels, 40, "\(show ? "show" : "hide") slides without it")
            XCTAssertEqual(on.notes, off.notes)
            XCTAssertEqual(on.notes.map(\.name).suffix(2), show ? ["DidChangeFrame", "DidShow"] : ["DidChangeFrame", "DidHide"])
        }
    }
}
