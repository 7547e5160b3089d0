import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A view that counts `tintColorDidChange()` calls.
@MainActor
final class TintRecordingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// An alert controller that records its appearance callbacks.
@MainActor
final class RecordingAlertController: UIAlertController {
    var log: PresentationEventLog?
    override func viewWillAppear(_ a: Bool) { log?.add("alert.viewWillAppear") }
    override func viewIsAppearing(_ a: Bool) { log?.add("alert.viewIsAppearing") }
    override func viewDidAppear(_ a: Bool) { log?.add("alert.viewDidAppear") }
    override func viewWillDisappear(_ a: Bool) { log?.add("alert.viewWillDisappear") }
    override func viewDidDisappear(_ a: Bool) { log?.add("alert.viewDidDisappear") }
}

/// `UIAlertController` behaviour: presentation and dismissal on the virtual clock, actions
/// chosen by taps and keys, the keyboard, and bad input (UIKit's documentation quoted where
/// it states the rule; where it does not, UIKit's observed behaviour is named as such).
final class AlertControllerTests: XCTestCase {
    private static let keyReturn = 28, keyEscape = 1

    @MainActor private func key(_ h: HeadlessHarness, _ code: Int) {
        h.screen.input.handle([.key(code: code, pressed: true, time: 0), .key(code: code, pressed: false, time: 0.01)])
        h.runUntilIdle()
    }

    @MainActor private func tap(_ h: HeadlessHarness, _ alert: UIAlertController, _ title: String) {
        h.renderFrames()
        guard let v = alert.contentView?.actionViews.first(where: { $0.action.title == title }) else {
            return XCTFail("no button \(title)")
        }
        h.tap(at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
    }

    @MainActor private func twoActionAlert(_ log: PresentationEventLog) -> UIAlertController {
        let a = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("handler Cancel") })
        a.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.add("handler Delete") })
        return a
    }

    // MARK: Presentation and dismissal

    /// UIKit presents an alert with a custom presentation (`modalPresentationStyle` is
    /// `.custom`): the presenter's view stays and gets no appearance callbacks. The alert fades
    /// in while scaling from 1.1 to 1 over 0.25 s; `completion` runs after it.
    @MainActor func testPresentingKeepsThePresenterAndCompletesAfterTheAnimation() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        root.present(alert, animated: true) { events.add("completion") }
        XCTAssertTrue(alert.isBeingPresented)
        XCTAssertTrue(root.presentedViewController === alert)
        h.advance(by: 0.1)
        XCTAssertEqual(events.entries, [], "mid-animation: no completion yet, no callbacks to the presenter")
        h.advance(by: 0.3)
        XCTAssertEqual(events.take(), ["completion"])
        XCTAssertFalse(alert.isBeingPresented)
        XCTAssertNotNil(root.view.window, "the presenter's view stays in the window")
        XCTAssertEqual(alert.view.transform, .identity)
        XCTAssertEqual(alert.view.alpha, 1)
        XCTAssertEqual(alert.view.frame.width, 270)
        XCTAssertEqual(alert.view.frame.midX, 160, accuracy: 1)
        XCTAssertEqual(alert.view.frame.midY, 240, accuracy: 1)
    }

    /// The alert's animation (iOS's long-standing one): it starts at 1.1× and transparent
    /// with the dimming clear, and ends at 1× and opaque; the action sheet slides up from below
    /// the screen. Values read from what is drawn (the render values) on the virtual clock.
    @MainActor func testTheAlertScalesDownAndFadesInAndTheSheetSlidesUp() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        root.present(alert, animated: true)
        h.advance(by: 0)
        guard let pc = alert.presentationController else { return XCTFail("no presentation controller") }
        XCTAssertEqual(alert.view.renderTransform.a, 1.1, accuracy: 0.01)
        XCTAssertEqual(alert.view.renderAlpha, 0, accuracy: 0.01)
        XCTAssertEqual(pc.dimmingView.renderAlpha, 0, accuracy: 0.01)
        h.advance(by: 0.1)
        XCTAssertGreaterThan(alert.view.renderTransform.a, 1)
        XCTAssertLessThan(alert.view.renderTransform.a, 1.1)
        XCTAssertGreaterThan(alert.view.renderAlpha, 0)
        XCTAssertLessThan(alert.view.renderAlpha, 1)
        h.advance(by: 0.2)
        XCTAssertEqual(alert.view.renderTransform.a, 1, accuracy: 0.001)
        XCTAssertEqual(alert.view.renderAlpha, 1, accuracy: 0.001)
        XCTAssertEqual(pc.dimmingView.renderAlpha, 1, accuracy: 0.001)
        alert.dismiss(animated: false)
        h.advance(by: 0.1)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(sheet, animated: true)
        h.advance(by: 0)
        XCTAssertGreaterThanOrEqual(sheet.view.renderCenter.y - sheet.view.bounds.height / 2, 480, "starts below the screen")
        h.advance(by: 0.5)
        XCTAssertEqual(sheet.view.renderCenter.y + sheet.view.bounds.height / 2, 480 - 8, accuracy: 0.001)
    }

    /// Choosing an action dismisses the alert and then calls the handler. UIKit's documentation
    /// only says the handler is "a block to execute when the user selects the action"; the
    /// observed order (on which the common pattern of presenting another controller from a
    /// handler relies) is: dismissal animation, the alert gone (`presentedViewController` nil),
    /// then the handler.
    @MainActor func testTheHandlerRunsAfterTheDismissalFinishes() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        var second: UIAlertController?
        let a = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            events.add("handler \(action.title ?? "")")
            events.add("presented: \(root.presentedViewController == nil ? "nil" : "alert"), dismissing: \(a.isBeingDismissed)")
            let next = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
            root.present(next, animated: false)
            second = next
        })
        root.present(a, animated: false) { events.add("presented") }
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertEqual(events.take(), ["presented"])
        tap(h, a, "Delete")
        XCTAssertTrue(a.isBeingDismissed)
        XCTAssertEqual(events.entries, [], "the handler waits for the dismissal")
        h.advance(by: 0.1)
        XCTAssertEqual(events.entries, [], "mid-dismissal")
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["handler Delete", "presented: nil, dismissing: false"])
        XCTAssertTrue(root.presentedViewController === second, "a controller presented from the handler is shown")
    }

    /// The whole order on the virtual clock: the alert's appearance callbacks (UIKit's
    /// "viewWillAppear … viewDidAppear" around the transition), the presentation's completion,
    /// then on a tap the alert's disappearance callbacks and only then the handler; the
    /// presenter hears nothing (its view stays).
    @MainActor func testAppearanceCallbacksCompletionAndHandlerInOrder() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = RecordingAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.log = events
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in events.add("handler") })
        root.present(alert, animated: true) { events.add("completion") }
        XCTAssertEqual(events.entries, ["alert.viewWillAppear"], "viewIsAppearing waits for the layout pass")
        h.advance(by: 0.1)
        XCTAssertEqual(events.entries, ["alert.viewWillAppear", "alert.viewIsAppearing"], "mid-animation")
        h.advance(by: 0.3)
        XCTAssertEqual(events.take(), ["alert.viewWillAppear", "alert.viewIsAppearing", "alert.viewDidAppear", "completion"])
        tap(h, alert, "Delete")
        XCTAssertEqual(events.entries, ["alert.viewWillDisappear"])
        h.advance(by: 0.1)
        XCTAssertEqual(events.entries, ["alert.viewWillDisappear"], "mid-dismissal")
        h.advance(by: 0.5)
        XCTAssertEqual(events.take(), ["alert.viewWillDisappear", "alert.viewDidDisappear", "handler"])
    }

    /// A tap on a disabled action does nothing (UIKit: "isEnabled … a Boolean value indicating
    /// whether the action is currently enabled"; a disabled button cannot be chosen).
    @MainActor func testADisabledActionCannotBeChosen() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        alert.actions[1].isEnabled = false
        root.present(alert, animated: false)
        h.renderFrames()
        tap(h, alert, "Delete")
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertEqual(events.take(), [])
        alert.actions[1].isEnabled = true
        tap(h, alert, "Delete")
        h.advance(by: 1)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(events.take(), ["handler Delete"])
    }

    // MARK: Keys

    /// Return chooses the preferred action (UIKit, `preferredAction`: "If the iOS device is
    /// connected to a physical keyboard, pressing the Return key triggers the preferred
    /// action."), Escape the cancel action.
    @MainActor func testReturnChoosesThePreferredActionAndEscapeTheCancelAction() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in events.add("Cancel") })
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in events.add("Discard") })
        let save = UIAlertAction(title: "Save", style: .default) { _ in events.add("Save") }
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        h.renderFrames()
        key(h, Self.keyReturn)
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["Save"])

        let again = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        again.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in events.add("Cancel") })
        again.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in events.add("Discard") })
        again.addAction(UIAlertAction(title: "Save", style: .default) { _ in events.add("Save") })
        root.present(again, animated: false)
        h.renderFrames()
        key(h, Self.keyReturn)
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === again, "two candidates and no preferred action: Return does nothing")
        key(h, Self.keyEscape)
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["Cancel"])
        XCTAssertNil(root.presentedViewController)
    }

    /// With a single action that does not cancel, Return chooses it.
    @MainActor func testReturnChoosesTheOnlyNonCancelAction() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        root.present(alert, animated: false)
        h.renderFrames()
        key(h, Self.keyReturn)
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["handler Delete"])
    }

    /// An input being edited behind an alert stops editing when the alert comes (UIKit's
    /// alert takes the keyboard focus), so Return reaches the alert.
    @MainActor func testAnInputBehindStopsEditingAndReturnReachesTheAlert() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let behind = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        root.view.addSubview(behind)
        XCTAssertTrue(behind.becomeFirstResponder())
        let alert = twoActionAlert(events)
        root.present(alert, animated: false)
        h.renderFrames()
        XCTAssertFalse(behind.isFirstResponder)
        key(h, Self.keyReturn)
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["handler Delete"])
        XCTAssertEqual(behind.text ?? "", "", "the field behind got no Return")
    }

    // MARK: Text fields and the keyboard

    /// The first text field becomes first responder when the alert appears, and the card
    /// moves above the on-screen keyboard and back when it hides; Return in the field chooses
    /// the preferred action, whose handler reads the field's text.
    @MainActor func testTextFieldTakesTheKeyboardAndTheCardAvoidsIt() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = UIAlertController(title: "Rename", message: "Enter a name.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let ok = UIAlertAction(title: "OK", style: .default) { _ in events.add("OK \(alert.textFields?.first?.text ?? "")") }
        alert.addAction(ok)
        alert.preferredAction = ok
        root.present(alert, animated: true)
        h.advance(by: 0.5)
        guard let field = alert.textFields?.first else { return XCTFail("no text field") }
        XCTAssertTrue(field.isFirstResponder)
        let centred = alert.view.frame
        XCTAssertEqual(centred.midY, 240, accuracy: 1)

        let keyboard = CGRect(x: 0, y: 480 - 260, width: 320, height: 260)
        h.screen.textInput.keyboardWillChangeFrame(from: keyboard.offsetBy(dx: 0, dy: 260), to: keyboard, duration: 0.25, curve: 7)
        h.advance(by: 0.5)
        XCTAssertLessThanOrEqual(alert.view.frame.maxY, 220 - 10, "above the keyboard with the margin")
        XCTAssertEqual(alert.view.frame.midY, 110, accuracy: 1, "centred in what the keyboard leaves")

        field.insertText("Boiler")
        key(h, Self.keyReturn)
        h.screen.textInput.keyboardWillChangeFrame(from: keyboard, to: keyboard.offsetBy(dx: 0, dy: 260), duration: 0.25, curve: 7)
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["OK Boiler"])
        XCTAssertFalse(field.isFirstResponder, "the field gave the keyboard up when the alert left")
    }

    // MARK: Action sheets

    /// An action sheet sits at the bottom, 8 points from the sides and the bottom; a tap on
    /// the dimming outside it chooses the cancel action (UIKit's behaviour for a tap outside a
    /// sheet or popover, which sends the cancel action's handler).
    @MainActor func testActionSheetIsAtTheBottomAndADimmingTapCancels() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in events.add("Share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in events.add("Cancel") })
        root.present(sheet, animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 8, y: 480 - 8 - (57 + 8 + 57), width: 304, height: 57 + 8 + 57))
        h.tap(at: CGPoint(x: 160, y: 100))
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["Cancel"])
        XCTAssertNil(root.presentedViewController)
    }

    /// UIKit (`preferredAction`): "The preferred action is relevant for the
    /// UIAlertController.Style.alert style only; it isn't used by action sheets": no bold
    /// title for it, and Return does not choose it when other actions could be meant.
    @MainActor func testAnActionSheetIgnoresThePreferredAction() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let share = UIAlertAction(title: "Share", style: .default) { _ in events.add("Share") }
        sheet.addAction(share)
        sheet.addAction(UIAlertAction(title: "Print", style: .default) { _ in events.add("Print") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.preferredAction = share
        root.present(sheet, animated: false)
        h.renderFrames()
        let views = sheet.contentView?.actionViews ?? []
        XCTAssertEqual(views.map { $0.label.font.pointSize }, [20, 20, 20])
        XCTAssertEqual(views.map { $0.label.font == UIFont.systemFont(ofSize: 20, weight: .semibold) }, [false, false, true], "only Cancel is bold")
        key(h, Self.keyReturn)
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertEqual(events.take(), [])
    }

    /// An alert ignores taps on its dimming (UIKit's alerts are dismissed by an action only).
    @MainActor func testAnAlertIgnoresDimmingTaps() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        root.present(alert, animated: false)
        h.renderFrames()
        h.tap(at: CGPoint(x: 160, y: 30))
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertEqual(events.take(), [])
    }

    // MARK: Dimmed tint behind

    /// While an alert is up the views behind it have `tintAdjustmentMode == .dimmed` and get
    /// `tintColorDidChange()` (UIKit: "the system calls this method … when the tintAdjustmentMode
    /// property changes"), the alert's own buttons keep the normal tint; when it goes they are
    /// restored and told again.
    @MainActor func testViewsBehindAreDimmedWhileTheAlertIsUp() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let behind = TintRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(behind)
        let alert = twoActionAlert(events)
        root.present(alert, animated: true)
        XCTAssertEqual(behind.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(behind.tintChanges, 1)
        h.advance(by: 0.5)
        XCTAssertEqual(alert.view.tintAdjustmentMode, .normal)
        let cancel = alert.contentView?.actionViews.first { $0.action.style == .cancel }
        XCTAssertEqual(cancel?.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).color, Color(rgb: 0x007AFF))
        let grey = behind.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).color
        XCTAssertEqual(grey.red, grey.green, accuracy: 0.001, "dimmed tint is grey")
        tap(h, alert, "Cancel")
        XCTAssertEqual(behind.tintAdjustmentMode, .normal, "restored as the dismissal starts")
        XCTAssertEqual(behind.tintChanges, 2)
        h.advance(by: 1)
        XCTAssertEqual(behind.tintChanges, 2)
    }

    // MARK: Content changes and bad input

    /// `title` and `message` may change while the alert is shown: the card shows the new text
    /// and grows.
    @MainActor func testTitleAndMessageChangeWhileShown() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        root.present(alert, animated: false)
        h.renderFrames()
        let before = alert.view.frame.height
        guard let card = alert.view as? AlertCardView else { return XCTFail("not a card") }
        alert.title = "Delete the whole program?"
        alert.message = "This cannot be undone.\nIts schedule and history go too."
        h.renderFrames()
        XCTAssertEqual(card.titleLabel.text, "Delete the whole program?")
        XCTAssertGreaterThan(alert.view.frame.height, before)
    }

    /// A message that changes while a finger is on a button (a countdown) keeps the buttons:
    /// lifting the finger still chooses the action, and a field being edited stays first
    /// responder, as in UIKit.
    @MainActor func testAMessageChangeKeepsAButtonUnderAFingerAndTheEditedField() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        alert.addTextField { $0.text = "draft" }
        root.present(alert, animated: false)
        h.renderFrames()
        guard let card = alert.view as? AlertCardView, let field = alert.textFields?.first,
              let button = card.actionViews.first(where: { $0.action.title == "Delete" }) else { return XCTFail("no card") }
        XCTAssertTrue(field.isFirstResponder)
        h.touchDown(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        h.runUntilIdle()
        alert.message = "This cannot be undone. 9 seconds."
        h.renderFrames()
        XCTAssertTrue(card.actionViews.contains { $0 === button }, "the same button view")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.text, "draft")
        h.touchUp()
        h.advance(by: 1)
        XCTAssertTrue(events.entries.contains("handler Delete"), "\(events.entries)")
    }

    /// A very long message scrolls inside a card that stays inside the screen.
    @MainActor func testAVeryLongMessageScrollsInsideABoundedCard() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = twoActionAlert(events)
        alert.message = (1...200).map { "Line \($0)" }.joined(separator: "\n")
        root.present(alert, animated: false)
        h.renderFrames()
        XCTAssertLessThanOrEqual(alert.view.frame.height, 480 - 20)
        XCTAssertGreaterThanOrEqual(alert.view.frame.minY, 10)
        guard let card = alert.view as? AlertCardView else { return XCTFail("not a card") }
        XCTAssertGreaterThan(card.scrollView.contentSize.height, card.scrollView.bounds.height)
        XCTAssertEqual(card.actionViews.last.map { $0.frame.maxY } ?? 0, card.bounds.height, accuracy: 0.5, "the buttons stay visible")
    }

    /// UIKit logs "Attempt to present … which is already presenting …" and does nothing;
    /// Vitrine logs the same line and never runs the completion.
    @MainActor func testPresentingWhileAlreadyPresentingIsLoggedAndIgnored() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        BadInputLog.clear()
        let first = twoActionAlert(events)
        root.present(first, animated: false)
        h.renderFrames()
        let second = twoActionAlert(events)
        root.present(second, animated: true) { events.add("second completion") }
        h.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertEqual(events.take(), [])
        XCTAssertTrue(BadInputLog.recent.contains { $0.hasPrefix("Attempt to present <UIAlertController> on") && $0.contains("which is already presenting <UIAlertController>") },
                      "\(BadInputLog.recent)")
    }

    /// An alert without actions is shown (UIKit shows it too) and can be dismissed by code.
    @MainActor func testAnAlertWithoutActionsShowsAndIsDismissedByCode() async {
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = UIAlertController(title: "Updating…", message: "Please wait.", preferredStyle: .alert)
        root.present(alert, animated: false)
        h.renderFrames()
        XCTAssertNotNil(alert.view.window)
        XCTAssertGreaterThan(alert.view.frame.height, 40)
        alert.dismiss(animated: true) { events.add("dismissed") }
        h.advance(by: 1)
        XCTAssertEqual(events.take(), ["dismissed"])
        XCTAssertNil(alert.viewIfLoaded?.window)
    }

    /// UIKit raises for a second cancel action ("UIAlertController can only have one action
    /// with a style of UIAlertActionStyleCancel") and for a text field on an action sheet
    /// ("Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert"); Vitrine logs and ignores them.
    @MainActor func testBadInputIsLoggedAndIgnored() async {
        BadInputLog.clear()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel"])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        XCTAssertNil(sheet.textFields)
        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        XCTAssertNil(alert.preferredAction)
        XCTAssertEqual(BadInputLog.recent.count, 3, "\(BadInputLog.recent)")
    }
}
