import Foundation
import Vitrine

/// `--report-gestures`: one of each recognizer on a full-screen view, printing one JSON line
/// per state change (and per key), so recordings from real panels can be checked by script.
@MainActor
final class GestureReportViewController: UIViewController, UIGestureRecognizerDelegate {
    private let start: Double
    private let clock: () -> Double
    private var names: [ObjectIdentifier: String] = [:]
    private var single: UITapGestureRecognizer?
    private var double: UITapGestureRecognizer?

    init(clock: @escaping () -> Double) {
        self.clock = clock
        start = clock()
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let v = UIView()
        v.backgroundColor = UIColor(rgb: 0x101620)
        v.isMultipleTouchEnabled = true
        view = v
    }

    override func viewDidLoad() {
        let tap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)   // the classic single/double tap pair
        single = tap; double = doubleTap
        var all: [(UIGestureRecognizer, String)] = [(tap, "tap"), (doubleTap, "doubleTap"), (UILongPressGestureRecognizer(), "longPress"),
                                                   (UIPanGestureRecognizer(), "pan"), (UIPinchGestureRecognizer(), "pinch"),
                                                   (UIRotationGestureRecognizer(), "rotation")]
        for d: UISwipeGestureRecognizer.Direction in [.right, .left, .up, .down] {
            let s = UISwipeGestureRecognizer()
            s.direction = d
            all.append((s, "swipe"))
        }
        for (r, name) in all {
            names[ObjectIdentifier(r)] = name
            r.delegate = self
            r.cancelsTouchesInView = false
            r.addAction { [weak self] r in self?.report(r) }
            view.addGestureRecognizer(r)
        }
    }

    /// Every recognizer runs alongside the others except the single tap, which waits for the
    /// double tap to fail (what UIKit apps set up).
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        !((g === single && other === double) || (g === double && other === single))
    }

    private func report(_ r: UIGestureRecognizer) {
        var o: [String: Any] = [
            "t": round3(clock() - start),
            "gesture": names[ObjectIdentifier(r)] ?? "?",
            "state": r.state == .ended && isDiscrete(r) ? "recognized" : "\(r.state)",
            "touches": r.numberOfTouches,
        ]
        let p = r.location(in: view)
        o["x"] = round3(Double(p.x)); o["y"] = round3(Double(p.y))
        switch r {
        case let pan as UIPanGestureRecognizer:
            let t = pan.translation(in: view), v = pan.velocity(in: view)
            o["translation"] = [round3(Double(t.x)), round3(Double(t.y))]
            o["velocity"] = [round3(Double(v.x)), round3(Double(v.y))]
        case let pinch as UIPinchGestureRecognizer:
            o["scale"] = round3(Double(pinch.scale)); o["velocity"] = round3(Double(pinch.velocity))
        case let rot as UIRotationGestureRecognizer:
            o["rotation"] = round3(Double(rot.rotation)); o["velocity"] = round3(Double(rot.velocity))
        case let swipe as UISwipeGestureRecognizer:
            o["direction"] = [UISwipeGestureRecognizer.Direction.right: "right", .left: "left", .up: "up", .down: "down"][swipe.direction] ?? "?"
        default:
            break
        }
        GestureReportViewController.printJSON(o)
    }

    /// A key event line: `{"t": …, "key": code, "pressed": …}`.
    func reportKey(code: Int, pressed: Bool, text: String) {
        GestureReportViewController.printJSON(["t": round3(clock() - start), "key": code, "pressed": pressed, "text": text])
    }

    private func isDiscrete(_ r: UIGestureRecognizer) -> Bool { r is UITapGestureRecognizer || r is UISwipeGestureRecognizer }
    private func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    static func printJSON(_ o: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: o, options: [.sortedKeys]),
              let line = String(data: data, encoding: .utf8) else { return }
        print(line)
        fflush(nil)
    }
}
