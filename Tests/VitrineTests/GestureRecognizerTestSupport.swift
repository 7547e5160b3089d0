import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The states a recognizer sent actions for, in order.
@MainActor
final class GestureStateLog {
    var states: [UIGestureRecognizer.State] = []
    /// Names of the recognizers that sent actions, in order (for several recognizers).
    var names: [String] = []

    /// Adds an action to `r` recording its states (and `name`, when given) into this log.
    @discardableResult
    func record<R: UIGestureRecognizer>(_ r: R, as name: String? = nil) -> R {
        r.addAction { [unowned self] g in
            self.states.append(g.state)
            if let name { self.names.append(name) }
        }
        return r
    }
}

/// A view logging the touches UIKit delivers to it (after the recognizers had them).
@MainActor
final class GestureHostView: UIView {
    var log: [String] = []
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began \(t.count)") }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved \(t.count)") }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended \(t.count)") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled \(t.count)") }
}

/// A delegate whose answers the test sets.
@MainActor
final class GestureTestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var shouldBeginAsked = 0
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBeginAsked += 1; return shouldBegin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
}

/// A 400×400 window with a full-size logging view.
@MainActor
func makeGestureStage(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400)) -> (HeadlessHarness, GestureHostView) {
    let h = HeadlessHarness(width: 400, height: 400)
    let v = GestureHostView(frame: frame)
    h.window.addSubview(v)
    h.renderFrames()
    return (h, v)
}

@MainActor
func assertPoint(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y \(message)", file: file, line: line)
}

extension HeadlessHarness {
    /// Two fingers (slots 0 and 1) go down at `a0`, `b0` and move in `steps` frames over
    /// `duration` seconds to the positions `path(f)` gives for f in (0, 1]; optionally both lift
    /// in one frame at the end.
    @MainActor
    func twoFingerGesture(from a0: CGPoint, _ b0: CGPoint, steps: Int = 10, duration: Double = 0.2, lift: Bool = true,
                          path: (CGFloat) -> (CGPoint, CGPoint)) {
        touchFrame(down: [0: a0, 1: b0])
        for i in 1...steps {
            advance(by: duration / Double(steps))
            let (a, b) = path(CGFloat(i) / CGFloat(steps))
            touchFrame(move: [0: a, 1: b])
        }
        if lift { touchFrame(up: [0, 1]) }
    }

    /// Two fingers on a circle about `centre`, `radius(f)` from it, the line between them at
    /// `angle(f)` radians (clockwise on screen), for f from 0 to 1.
    @MainActor
    func twoFingerTurn(centre c: CGPoint, steps: Int = 10, duration: Double = 0.2, lift: Bool = true,
                       radius: @escaping (CGFloat) -> CGFloat, angle: @escaping (CGFloat) -> CGFloat) {
        func fingers(_ f: CGFloat) -> (CGPoint, CGPoint) {
            let r = radius(f), a = angle(f)
            return (CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a)), CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        let (a0, b0) = fingers(0)
        twoFingerGesture(from: a0, b0, steps: steps, duration: duration, lift: lift, path: fingers)
    }
}
