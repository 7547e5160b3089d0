import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// Custom actions, the rotor and non-view elements, checked against Apple's pages named on
/// each test (the UIAccessibility reference and the iPhone User Guide's VoiceOver gestures and
/// rotor pages).
final class ScreenReaderActionsRotorTests: XCTestCase {
    final class Count { var n = 0 }

    /// UIAccessibilityCustomAction / accessibilityCustomActions ("Use the VoiceOver rotor on
    /// iPhone": with Actions, swipe up or down to choose one, double-tap to perform it): the
    /// element says "actions available"; each swipe down says the next action, "Activate"
    /// after the last; a double tap performs the chosen one instead of activating; the choice
    /// is forgotten when focus moves.
    @MainActor func testCustomActionsAreChosenBySwipingAndPerformedByDoubleTap() async {
        let s = ScreenReaderScene()
        let deleted = Count(), archived = Count()
        s.button.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in deleted.n += 1; return true },
            UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Archive")) { _ in archived.n += 1; return true },
        ]
        s.reader.start()
        s.reader.focus(s.button)
        XCTAssertEqual(s.speech.spoken.last, "Continue, button, actions available")
        s.speech.clear()
        s.swipeDown(); s.swipeDown(); s.swipeDown(); s.swipeDown(); s.swipeUp()
        XCTAssertEqual(s.speech.spoken, ["Delete", "Archive", "Activate", "Delete", "Activate"])
        s.swipeUp()
        XCTAssertEqual(s.speech.spoken.last, "Archive")
        s.doubleTap()
        XCTAssertEqual(archived.n, 1)
        XCTAssertEqual(s.buttonTaps, 0, "the action, not the button's own")
        s.swipeLeft(); s.swipeRight()
        s.doubleTap()
        XCTAssertEqual(s.buttonTaps, 1, "focus moved: the choice is gone, a double tap activates")
        XCTAssertEqual(deleted.n + archived.n, 1)
    }

    /// accessibilityCustomActions on an adjustable element: swipes up and down still adjust
    /// ("Swipe up or down: adjust the value", VoiceOver gestures).
    @MainActor func testAnAdjustableElementWithActionsStillAdjusts() async {
        let s = ScreenReaderScene()
        s.volume.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Mute") { _ in true }]
        s.reader.start()
        s.reader.focus(s.volume)
        XCTAssertEqual(s.speech.spoken.last, "Volume, 50%, adjustable, actions available")
        s.swipeUp()
        XCTAssertEqual(s.speech.spoken.last, "60%")
    }

    /// The rotor ("Use the VoiceOver rotor on iPhone": rotate two fingers to choose, swipe up
    /// or down to move by it): a rotation says "Headings"; swipes down and up go to the next
    /// and previous element with the header trait; at the last heading focus stays.
    @MainActor func testTheHeadingsRotorMovesBetweenHeaders() async {
        let s = ScreenReaderScene()
        s.alertsLabel.accessibilityTraits = [.staticText, .header]
        s.reader.start()
        s.speech.clear()
        s.rotate(by: .pi / 3)
        XCTAssertEqual(s.speech.spoken, ["Headings"])
        s.swipeDown()
        XCTAssertTrue(s.reader.focusedElement === s.alertsLabel)
        XCTAssertEqual(s.speech.spoken.last, "Alerts, heading")
        s.swipeDown()
        XCTAssertTrue(s.reader.focusedElement === s.alertsLabel, "no heading after the last: focus stays")
        s.swipeUp()
        XCTAssertTrue(s.reader.focusedElement === s.title)
        XCTAssertEqual(s.volume.value, 0.5, "the flicks moved by heading, they adjusted nothing")
    }

    /// UIAccessibilityCustomRotor (init(name:itemSearch:), init(systemType:itemSearch:),
    /// UIAccessibilityCustomRotorSearchPredicate, UIAccessibilityCustomRotorItemResult) and
    /// accessibilityCustomRotors: the app's rotors follow Headings in the rotation; moving by
    /// one asks its search with the focused element and direction, and focuses the result; a
    /// rotor of system type .heading takes the built-in one's place. The keypad's entry
    /// points `selectRotor(forward:)` and `moveByRotor(forward:)` do the same.
    @MainActor func testAppRotorsSearchFromTheFocusedElement() async {
        let s = ScreenReaderScene()
        let fields: [UIView] = [s.nameField, s.alertsSwitch]
        var asked: [UIAccessibilityCustomRotor.Direction] = []
        let rotor = UIAccessibilityCustomRotor(name: "Fields") { predicate in
            asked.append(predicate.searchDirection)
            let at = fields.firstIndex { $0 === predicate.currentItem.targetElement }
            let next = predicate.searchDirection == .next ? (at.map { $0 + 1 } ?? 0) : (at.map { $0 - 1 } ?? fields.count - 1)
            return fields.indices.contains(next) ? UIAccessibilityCustomRotorItemResult(targetElement: fields[next], targetRange: nil) : nil
        }
        s.h.window.accessibilityCustomRotors = [rotor]
        s.reader.start()
        s.speech.clear()
        s.reader.selectRotor(forward: true)
        s.reader.selectRotor(forward: true)
        XCTAssertEqual(s.speech.spoken, ["Headings", "Fields"])
        s.swipeDown()
        XCTAssertTrue(s.reader.focusedElement === s.nameField)
        s.reader.moveByRotor(forward: true)
        XCTAssertTrue(s.reader.focusedElement === s.alertsSwitch)
        s.swipeUp()
        XCTAssertTrue(s.reader.focusedElement === s.nameField)
        XCTAssertEqual(asked, [.next, .next, .previous])
        s.rotate(by: -.pi / 3)
        XCTAssertEqual(s.speech.spoken.last, "Headings", "a counter-clockwise turn goes back")

        let headings = Count()
        s.h.window.accessibilityCustomRotors = [UIAccessibilityCustomRotor(systemType: .heading) { _ in headings.n += 1; return nil }]
        XCTAssertEqual(s.reader.availableRotors.map(\.name), ["Headings"], "the app's heading rotor replaces the built-in one")
        s.reader.moveByRotor(forward: true)
        XCTAssertEqual(headings.n, 1)
    }

    /// UIAccessibilityElement (init(accessibilityContainer:), accessibilityFrameInContainerSpace,
    /// accessibilityFrame, accessibilityContainer) in a container's accessibilityElements: the
    /// reader reads them in order, rings their frame, follows the container when it moves, and
    /// a double tap touches the element's activation point in the container view.
    @MainActor func testNonViewElementsAreReadRingedAndActivated() async {
        let s = ScreenReaderScene()
        final class SeatMap: UIView {
            var touched: [CGPoint] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                touched += touches.map { $0.location(in: self) }
            }
        }
        let map = SeatMap(frame: CGRect(x: 160, y: 180, width: 150, height: 44))
        let seats = ["12A", "12B"].enumerated().map { i, name -> UIAccessibilityElement in
            let e = UIAccessibilityElement(accessibilityContainer: map)
            e.accessibilityLabel = "Seat \(name)"
            e.accessibilityTraits = .button
            e.accessibilityFrameInContainerSpace = CGRect(x: 10 + 70 * CGFloat(i), y: 4, width: 60, height: 36)
            return e
        }
        map.accessibilityElements = seats
        s.h.window.addSubview(map)
        s.h.renderFrames()
        XCTAssertTrue(seats[0].accessibilityContainer === map)
        XCTAssertEqual(Array(s.order.suffix(3)), ["Continue", "Seat 12A", "Seat 12B"])
        s.reader.start()
        s.reader.focus(s.button)
        s.speech.clear()
        s.swipeRight(); s.swipeRight()
        XCTAssertEqual(s.speech.spoken, ["Seat 12A, button", "Seat 12B, button"])
        s.h.renderFrames()
        XCTAssertEqual(s.reader.ringWindow.ring.frame, CGRect(x: 237, y: 181, width: 66, height: 42))
        map.frame.origin.y = 170
        s.h.renderFrames()
        XCTAssertEqual(seats[1].accessibilityFrame, CGRect(x: 240, y: 174, width: 60, height: 36))
        XCTAssertEqual(s.reader.ringWindow.ring.frame, CGRect(x: 237, y: 171, width: 66, height: 42), "the ring follows the container")
        s.doubleTap()
        XCTAssertEqual(map.touched, [CGPoint(x: 110, y: 22)])
    }
}

extension ScreenReaderScene {
    /// Two fingers turning `angle` radians (clockwise on screen when positive) about the
    /// middle of the screen, VoiceOver's rotor gesture.
    func rotate(by angle: CGFloat) {
        let c = CGPoint(x: 160, y: 120), r: CGFloat = 60
        func at(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        h.touchFrame(down: [0: at(.pi), 1: at(0)])
        for i in 1...6 {
            let a = angle * CGFloat(i) / 6
            h.advance(by: 0.02)
            h.touchFrame(move: [0: at(.pi + a), 1: at(a)])
        }
        h.touchFrame(up: [0, 1])
        h.runUntilIdle()
    }
}
