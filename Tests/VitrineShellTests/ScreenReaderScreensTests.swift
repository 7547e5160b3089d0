import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// Screen changes, the on-screen keyboard in reader mode and the standard controls' phrases,
/// checked against Apple's pages named on each test.
final class ScreenReaderScreensTests: XCTestCase {
    /// A screen of labelled views, made from `labels` top to bottom.
    final class LabelsViewController: UIViewController {
        let labels: [String]
        var views: [UIView] = []
        init(_ labels: [String]) { self.labels = labels; super.init() }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            view.backgroundColor = .white
            for (i, text) in labels.enumerated() {
                let l = UILabel(frame: CGRect(x: 10, y: 60 + 40 * CGFloat(i), width: 200, height: 30))
                l.text = text
                view.addSubview(l)
                views.append(l)
            }
        }
    }

    @MainActor private func scene(_ root: UIViewController) -> (HeadlessHarness, ScreenReader, RecordingSpeech) {
        let h = HeadlessHarness(width: 320, height: 240)
        h.window.rootViewController = root
        h.renderFrames()
        let speech = RecordingSpeech()
        let reader = ScreenReader(screen: h.screen, speech: speech)
        reader.start()
        return (h, reader, speech)
    }

    /// UIAccessibility.Notification.screenChanged ("Posted by an app when a new view appears
    /// that occupies a major portion of the screen"): UIKit posts it when a presentation,
    /// a dismissal, a push or a pop ends; the reader focuses the new screen's first element and
    /// says it. A presentation is modal: nothing behind it is read.
    @MainActor func testPresentAndDismissFocusTheNewScreen() async {
        let home = LabelsViewController(["Home", "Flights"])
        let (h, reader, speech) = scene(home)
        reader.focus(home.views[1])
        let seat = LabelsViewController(["Seat map", "Row 12"])
        seat.modalPresentationStyle = .overFullScreen
        home.present(seat, animated: false)
        h.runUntilIdle()
        h.renderFrames()
        XCTAssertTrue(reader.focusedElement === seat.views[0])
        XCTAssertEqual(speech.spoken.last, "Seat map")
        XCTAssertEqual(reader.elements.compactMap(\.accessibilityLabel), ["Seat map", "Row 12"], "the presenter's screen is not read")
        seat.dismiss(animated: false)
        h.runUntilIdle()
        h.renderFrames()
        XCTAssertTrue(reader.focusedElement === home.views[0])
        XCTAssertEqual(speech.spoken.last, "Home")
    }

    /// A navigation controller on "Bags" (titled) with the reader on, and "Payment", not pushed yet.
    @MainActor private func bagsAndPayment() -> (LabelsViewController, UINavigationController, LabelsViewController, HeadlessHarness, ScreenReader, RecordingSpeech) {
        let first = LabelsViewController(["Bags", "One bag"])
        first.title = "Bags"
        let nav = UINavigationController(rootViewController: first)
        let (h, reader, speech) = scene(nav)
        return (first, nav, LabelsViewController(["Payment", "Card"]), h, reader, speech)
    }

    /// The same for a navigation controller's push: the pushed screen's first element.
    @MainActor func testAPushFocusesTheNewScreen() async {
        let (_, nav, pushed, h, reader, speech) = bagsAndPayment()
        // The bar's title stays on screen through the push (its text changes).
        reader.focus(nav.navigationBar.titleLabel)
        XCTAssertEqual(speech.spoken.last, "Bags, heading")
        nav.pushViewController(pushed, animated: true)
        h.advance(by: 0.6)
        h.renderFrames()
        XCTAssertTrue(nav.topViewController === pushed)
        XCTAssertTrue(reader.focusedElement === nav.navigationBar.backButton, "the new screen's first element")
        XCTAssertEqual(speech.spoken.last, "Bags, button", "the back button, named by its title")
        XCTAssertEqual(reader.elements.map { $0.accessibilityLabel ?? "" }, ["Bags", "Payment", "Card"],
                       "the pushed screen's title is empty: not a stop")
    }

    /// VoiceOver's escape (two-finger scrub; the keypad's Cancel) on a pushed screen goes back,
    /// as its back button does, and the screen below is said; on the root screen it does nothing.
    @MainActor func testEscapeOnAPushedScreenGoesBack() async {
        let (first, nav, pushed, h, reader, speech) = bagsAndPayment()
        nav.pushViewController(pushed, animated: true)
        XCTAssertNotNil(h.advanceUntilStill(by: 1), "the push settles")
        h.renderFrames()
        reader.focus(pushed.views[1])
        reader.escape()
        XCTAssertNotNil(h.advanceUntilStill(by: 1), "the pop settles")
        h.renderFrames()
        XCTAssertTrue(nav.topViewController === first, "escape went back")
        XCTAssertTrue(reader.focusedElement === nav.navigationBar.titleLabel || reader.focusedElement === first.views[0],
                      "the screen below is focused")
        XCTAssertNotEqual(speech.spoken.last, "Card")
        reader.focus(first.views[1])
        reader.escape()
        h.runUntilIdle()
        XCTAssertTrue(nav.topViewController === first, "nothing to go back to from the root")
        XCTAssertEqual(nav.viewControllers.count, 1)
    }

    /// An alert (UIAlertController; "accessibilityViewIsModal"): when it appears its title and
    /// message are said together; its buttons follow; nothing behind it is reachable. An action
    /// sheet the same.
    @MainActor func testAnAlertSaysItsTitleAndMessageAndKeepsFocusInside() async {
        let home = LabelsViewController(["Home", "Flights"])
        let (h, reader, speech) = scene(home)
        reader.focus(home.views[1])
        let alert = UIAlertController(title: "Seat changed", message: "Your seat is 12A", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        home.present(alert, animated: true)
        XCTAssertNotNil(h.advanceUntilStill(by: 1), "the alert settles")
        h.renderFrames()
        XCTAssertEqual(speech.spoken.last, "Seat changed, Your seat is 12A")
        XCTAssertEqual(Set(reader.elements.compactMap(\.accessibilityLabel)), ["Seat changed, Your seat is 12A", "OK", "Cancel"])
        reader.focusNext(); reader.focusNext(); reader.focusNext()
        XCTAssertTrue(["OK, button", "Cancel, button"].contains(speech.spoken.last ?? ""), "focus stays on the alert's buttons")
        alert.dismiss(animated: false)
        h.runUntilIdle()

        let sheet = UIAlertController(title: "Bags", message: "Choose how many", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default))
        home.present(sheet, animated: true)
        XCTAssertNotNil(h.advanceUntilStill(by: 1), "the sheet settles")
        h.renderFrames()
        XCTAssertEqual(speech.spoken.last, "Bags, Choose how many", "an action sheet too")
        XCTAssertEqual(Set(reader.elements.compactMap(\.accessibilityLabel)), ["Bags, Choose how many", "One"])
    }

    /// Standard controls (UIKit's "Accessibility for UIKit" defaults as VoiceOver says them):
    /// a switch "on"/"off" "switch button"; a stepper and a picker adjustable with their value;
    /// a segmented control's segments "1 of 3", "button", "selected"; a table cell the labels
    /// of its content, "selected" (a collection cell too); a disabled control "dimmed".
    @MainActor func testStandardControlsSpeakTheirValuesAndStates() async {
        final class Picker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var picked: [Int] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { ["Economy", "Business", "First"][row] }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(row) }
        }
        let (h, reader, speech) = scene(UIViewController())
        let say = { (e: any AccessibilityFocusable) in ScreenReaderPhrase(for: e, appLanguage: nil).text }

        let toggle = UISwitch()
        toggle.accessibilityLabel = "Alerts"
        XCTAssertEqual(say(toggle), "Alerts, off, switch button")
        toggle.isOn = true
        XCTAssertEqual(say(toggle), "Alerts, on, switch button")
        toggle.isEnabled = false
        XCTAssertEqual(say(toggle), "Alerts, on, switch button, dimmed")

        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        stepper.accessibilityLabel = "Bags"
        stepper.value = 1
        XCTAssertEqual(say(stepper), "Bags, 1, adjustable")

        let segments = UISegmentedControl(items: ["Economy", "Business", "First"])
        segments.frame = CGRect(x: 10, y: 60, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        let view = h.window.rootViewController!.view!
        view.addSubview(segments)
        h.renderFrames()
        XCTAssertEqual(reader.elements.map(say), ["Economy, 1 of 3, button, selected", "Business, 2 of 3, button", "First, 3 of 3, button"])
        guard reader.elements.count == 3 else { return XCTFail("the segments are not elements") }
        reader.focus(reader.elements[2])
        reader.activate()
        h.runUntilIdle()
        XCTAssertEqual(segments.selectedSegmentIndex, 2, "a double tap selects the segment")
        XCTAssertEqual(say(reader.elements[2]), "First, 3 of 3, button, selected")
        segments.removeFromSuperview()

        let source = Picker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.accessibilityLabel = "Class"
        view.addSubview(picker)
        h.renderFrames()
        XCTAssertEqual(reader.elements.map(say), ["Economy, 1 of 3, adjustable"])
        guard reader.elements.count == 1 else { return XCTFail("the wheel is not one element") }
        reader.focus(reader.elements[0])
        speech.clear()
        reader.adjust(up: true)
        XCTAssertEqual(source.picked, [1])
        XCTAssertEqual(say(reader.elements[0]), "Business, 2 of 3, adjustable")
        XCTAssertEqual(speech.spoken, ["2 of 3"])
        picker.removeFromSuperview()

        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Flight 12"
        cell.detailTextLabel?.text = "Gate 4"
        cell.isSelected = true
        XCTAssertEqual(say(cell), "Flight 12, Gate 4, selected")

        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let seat = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        seat.text = "Seat 12A"
        item.contentView.addSubview(seat)
        item.isSelected = true
        XCTAssertTrue(item.isAccessibilityElement)
        XCTAssertEqual(say(item), "Seat 12A, selected")
        item.contentView.addSubview(UIButton(type: .system))
        XCTAssertFalse(item.isAccessibilityElement, "with a control inside, a container: the control stays reachable")
    }

    /// A secure text field ("isSecureTextEntry"): its value is never said.
    @MainActor func testASecureFieldsValueIsNeverSaid() async {
        let field = UITextField()
        field.accessibilityLabel = "Passcode"
        field.isSecureTextEntry = true
        field.text = "1234"
        XCTAssertEqual(ScreenReaderPhrase(for: field, appLanguage: nil).text, "Passcode, secure text field")
        field.isSecureTextEntry = false
        XCTAssertEqual(ScreenReaderPhrase(for: field, appLanguage: nil).text, "Passcode, 1234, text field")
    }
}
