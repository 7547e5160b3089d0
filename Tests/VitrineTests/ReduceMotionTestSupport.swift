import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A transition's frames, from the frame before it to the frame after it ends, and the
/// lifecycle log at its last frame and after.
typealias ReduceMotionRecording = (frames: [PixelBuffer], during: [String], after: [String])

/// 8-bit levels a blended channel may round past its ends (pixman's alpha blend rounds each
/// product once).
let crossFadeTolerance = 2
/// Levels outside the ends that show something moved (a slide puts one view's colours where
/// the other end has another's).
let crossFadeMoved = 40

/// Records the transition `start` begins, with Reduce Motion `reduceMotion`, over `duration`
/// (the log's callbacks in `only`, or all of them).
@MainActor
func recordTransition(reduceMotion: Bool, duration: Double, in h: HeadlessHarness, log: LifecycleRecorder? = nil,
                      only: Set<LifecycleRecorder.Callback>? = nil, _ start: () -> Void) -> ReduceMotionRecording {
    let events = { log.map { log in only.map { log.events(only: $0) } ?? log.events } ?? [] }
    return UIAccessibility.withReduceMotion(reduceMotion) {
        h.renderFrames()
        let before = h.screenshot.copy()
        log?.clear()
        start()
        let frames = h.recordFrames(for: duration - 1.0 / 60)
        let during = events()
        let rest = h.recordFrames(for: 2.0 / 60)
        return ([before] + frames.map(\.pixels) + rest.map(\.pixels), during, events())
    }
}

/// The recording with Reduce Motion is a cross-fade (every frame between the first and the
/// last, `CrossFadeCheck`) and the one without is not; the callbacks came at the same frames.
func assertCrossFades(on: ReduceMotionRecording, off: ReduceMotionRecording, _ what: String,
                      file: StaticString = #filePath, line: UInt = #line) {
    let fade = CrossFadeCheck.worstDeviation(on.frames)
    XCTAssertLessThanOrEqual(fade.levels, crossFadeTolerance, "\(what) under Reduce Motion: \(fade)", file: file, line: line)
    XCTAssertGreaterThan(CrossFadeCheck.worstDeviation(off.frames).levels, crossFadeMoved, "\(what) moves without it", file: file, line: line)
    XCTAssertEqual(on.during, off.during, "\(what): callbacks before the last frame", file: file, line: line)
    XCTAssertEqual(on.after, off.after, "\(what): callbacks at the end", file: file, line: line)
}

/// A controller titled `name` with a `colour` background and an 80×60 block of `block` at
/// `x` (a light and a dark one make any slide show).
@MainActor
func colouredPage(_ name: String, _ log: LifecycleRecorder, colour: UInt32, block: UInt32, x: CGFloat) -> RecordingViewController {
    let vc = RecordingViewController(name: name, recorder: log)
    vc.title = name
    vc.view.backgroundColor = UIColor(rgb: colour)
    let v = UIView(frame: CGRect(x: x, y: 120, width: 80, height: 60))
    v.backgroundColor = UIColor(rgb: block)
    vc.view.addSubview(v)
    return vc
}
