import Foundation
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// A small check-in form for the screen reader: a heading, a name field beside its label, a
/// switch beside its label, a volume slider and a button, on a 320×240 screen.
@MainActor
final class ScreenReaderScene {
    let h = HeadlessHarness(width: 320, height: 240)
    let speech = RecordingSpeech()
    let reader: ScreenReader
    let title = UILabel(frame: CGRect(x: 10, y: 8, width: 300, height: 24))
    let nameLabel = UILabel(frame: CGRect(x: 10, y: 50, width: 80, height: 20))
    let nameField = UITextField(frame: CGRect(x: 100, y: 45, width: 200, height: 30))
    let alertsLabel = UILabel(frame: CGRect(x: 10, y: 92, width: 120, height: 20))
    let alertsSwitch = UISwitch(frame: CGRect(x: 250, y: 86, width: 51, height: 31))
    let volume = UISlider(frame: CGRect(x: 10, y: 130, width: 300, height: 30))
    let button = UIButton(type: .system)
    var buttonTaps = 0

    init() {
        reader = ScreenReader(screen: h.screen, speech: speech)
        h.window.backgroundColor = .white
        title.text = "Check-in"
        title.accessibilityTraits = [.staticText, .header]
        nameLabel.text = "Name"
        nameField.placeholder = "Name"
        alertsLabel.text = "Alerts"
        alertsSwitch.accessibilityLabel = "Alerts"
        volume.accessibilityLabel = "Volume"
        volume.value = 0.5
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 10, y: 180, width: 140, height: 44)
        button.addTarget({ [weak self] _, _ in self?.buttonTaps += 1 }, for: .touchUpInside)
        for v in [title, nameLabel, nameField, alertsLabel, alertsSwitch, volume, button] as [UIView] { h.window.addSubview(v) }
        h.renderFrames()
    }

    /// A full-screen scroll view over the form, `contentHeight` tall, holding one label "Row"
    /// at `rowY`, started and with the row focused.
    func focusRowInScrollView(contentHeight: CGFloat, rowY: CGFloat) -> (UIScrollView, UILabel) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scroll.contentSize = CGSize(width: 320, height: contentHeight)
        let row = UILabel(frame: CGRect(x: 10, y: rowY, width: 100, height: 20))
        row.text = "Row"
        scroll.addSubview(row)
        h.window.addSubview(scroll)
        reader.start()
        reader.focus(row)
        return (scroll, row)
    }

    /// The labels of the reader's elements in reading order.
    var order: [String] { reader.elements.map { $0.accessibilityLabel ?? "?" } }

    /// A quick one-finger flick (0.1 s) from `a` to `b`, as VoiceOver's swipes.
    func flick(from a: CGPoint, to b: CGPoint) {
        h.drag(from: a, to: b, steps: 4, duration: 0.1)
        h.runUntilIdle()
    }

    func swipeRight() { flick(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200)) }
    func swipeLeft() { flick(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200)) }
    func swipeUp() { flick(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 120)) }
    func swipeDown() { flick(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 200)) }

    /// Both fingers down at `a` and `b`, moved through `path` (offsets added to both), lifted.
    func twoFingers(at a: CGPoint = CGPoint(x: 100, y: 200),
                    _ b: CGPoint = CGPoint(x: 160, y: 200), path: [CGPoint] = []) {
        h.touchFrame(down: [0: a, 1: b])
        for d in path {
            h.advance(by: 0.03)
            h.touchFrame(move: [0: CGPoint(x: a.x + d.x, y: a.y + d.y), 1: CGPoint(x: b.x + d.x, y: b.y + d.y)])
        }
        h.advance(by: 0.03)
        h.touchFrame(up: [0, 1])
    }

    /// Two taps 0.1 s apart at `p`.
    func doubleTap(at p: CGPoint = CGPoint(x: 300, y: 230)) {
        h.tap(at: p)
        h.advance(by: 0.1)
        h.tap(at: p)
        h.runUntilIdle()
    }
}
