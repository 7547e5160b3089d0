import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIAccessibility` on views: UIKit's documented defaults for plain views and controls, the
/// values the standard views report, and apps overriding them.
///
/// UIKit's documentation quoted: `isAccessibilityElement` — "The default value for this property
/// is false. If the receiver is a UIKit control, the default value is true."; `accessibilityLabel`
/// — "By default, standard UIKit controls and views have labels that derive from their titles";
/// `accessibilityValue` — "the value of a slider might be 9.5 or 35% and the value of a text
/// field is the text it contains"; `accessibilityFrame` — "The frame of the accessibility
/// element, in screen coordinates … (Objects that inherit from UIView include this information
/// by default.)".
final class AccessibilityDefaultsTests: XCTestCase {
    // MARK: UIView

    /// "The default value for this property is false": a plain view is no element and has no
    /// label, hint, value or traits.
    @MainActor func testAPlainViewIsNotAnElementAndHasNothingSet() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(v.isAccessibilityElement)
        XCTAssertNil(v.accessibilityLabel)
        XCTAssertNil(v.accessibilityHint)
        XCTAssertNil(v.accessibilityValue)
        XCTAssertNil(v.accessibilityIdentifier)
        XCTAssertEqual(v.accessibilityTraits, .none)
        XCTAssertFalse(v.accessibilityElementsHidden)
        XCTAssertFalse(v.accessibilityViewIsModal)
        XCTAssertFalse(v.shouldGroupAccessibilityChildren)
        XCTAssertNil(v.accessibilityElements)
        XCTAssertNil(v._accessibility, "a view that set nothing has no side box")
    }

    /// Values set are kept; setting the label back to `nil` brings the default back.
    @MainActor func testSetValuesAreKeptAndANilLabelRestoresTheDefault() async {
        let l = UILabel()
        l.text = "Volume"
        l.accessibilityLabel = "Loudness"
        l.accessibilityHint = "Changes the loudness"
        l.accessibilityIdentifier = "volume-label"
        l.isAccessibilityElement = false
        l.accessibilityTraits = .header
        l.accessibilityElementsHidden = true
        l.accessibilityViewIsModal = true
        l.shouldGroupAccessibilityChildren = true
        let other = UIView()
        l.accessibilityElements = [other]
        XCTAssertEqual(l.accessibilityLabel, "Loudness")
        XCTAssertEqual(l.accessibilityHint, "Changes the loudness")
        XCTAssertEqual(l.accessibilityIdentifier, "volume-label")
        XCTAssertFalse(l.isAccessibilityElement)
        XCTAssertEqual(l.accessibilityTraits, .header)
        XCTAssertTrue(l.accessibilityElementsHidden)
        XCTAssertTrue(l.accessibilityViewIsModal)
        XCTAssertTrue(l.shouldGroupAccessibilityChildren)
        XCTAssertTrue(l.accessibilityElements?.first as? UIView === other)
        l.accessibilityLabel = nil
        XCTAssertEqual(l.accessibilityLabel, "Volume", "nil: the label's text again")
    }

    /// `accessibilityFrame` is in screen coordinates and follows the view: its bounds through
    /// its superviews and the window's place on the screen (`convertToScreenCoordinates`).
    @MainActor func testTheFrameIsTheViewsBoundsOnTheScreenUntilSet() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let box = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        let v = UIView(frame: CGRect(x: 5, y: 6, width: 40, height: 20))
        box.addSubview(v)
        h.window.addSubview(box)
        XCTAssertEqual(v.accessibilityFrame, CGRect(x: 25, y: 36, width: 40, height: 20))
        XCTAssertEqual(v.accessibilityActivationPoint, CGPoint(x: 45, y: 46))
        box.center.x += 10
        XCTAssertEqual(v.accessibilityFrame.origin.x, 35, "follows the view as it moves")
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(UIAccessibility.convertToScreenCoordinates(v.bounds, in: v),
                       v.convert(v.bounds, to: nil), "the window fills the screen here: screen = window coordinates")
        v.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(v.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4), "once set, the value set")
    }

    // MARK: Labels, buttons, controls

    /// A label: an element, its text the label, `.staticText`.
    @MainActor func testALabelIsStaticTextNamedByItsText() async {
        let l = UILabel()
        l.text = "Temperature"
        XCTAssertTrue(l.isAccessibilityElement)
        XCTAssertEqual(l.accessibilityLabel, "Temperature")
        XCTAssertEqual(l.accessibilityTraits, .staticText)
        l.text = "Humidity"
        XCTAssertEqual(l.accessibilityLabel, "Humidity", "follows the text")
    }

    /// "the label for a Save button is “Save,” not “Save button.”": a button is an element named
    /// by its title, `.button`; `.selected` while selected, `.notEnabled` while disabled; with no
    /// title, its symbol image's name (Vitrine's choice).
    @MainActor func testAButtonIsNamedByItsTitleWithButtonTraitsFollowingItsState() async {
        let b = UIButton(type: .system)
        b.setTitle("Save", for: .normal)
        XCTAssertTrue(b.isAccessibilityElement)
        XCTAssertEqual(b.accessibilityLabel, "Save")
        XCTAssertEqual(b.accessibilityTraits, .button)
        b.isSelected = true
        XCTAssertEqual(b.accessibilityTraits, [.button, .selected])
        b.isSelected = false
        b.isEnabled = false
        XCTAssertEqual(b.accessibilityTraits, [.button, .notEnabled])
        XCTAssertEqual(b.accessibilityTraits.names, ["button", "notEnabled"])

        let icon = UIButton(type: .system)
        icon.setImage(UIImage(systemName: "plus"), for: .normal)
        XCTAssertEqual(icon.accessibilityLabel, UIImage(systemName: "plus") == nil ? nil : "plus")

        var configured = UIButton.Configuration.filled()
        configured.title = "Pay"
        XCTAssertEqual(UIButton(configuration: configured).accessibilityLabel, "Pay")
    }

    /// "If the receiver is a UIKit control, the default value is true": any control, even one
    /// the app made, is an element; disabled, it is `.notEnabled`.
    @MainActor func testEveryControlIsAnElementAndNotEnabledWhenDisabled() async {
        final class Knob: UIControl {}
        let k = Knob()
        XCTAssertTrue(k.isAccessibilityElement)
        XCTAssertEqual(k.accessibilityTraits, .none)
        k.isEnabled = false
        XCTAssertEqual(k.accessibilityTraits, .notEnabled)
    }

    /// A switch reports "1"/"0" (as iOS does) and, as iOS 17 documents for a toggle that
    /// should read as a switch, `.button` with `.toggleButton` ("combine the toggle trait with
    /// a button trait").
    @MainActor func testASwitchReportsOneOrZeroAsAToggleButton() async {
        let s = UISwitch()
        XCTAssertTrue(s.isAccessibilityElement)
        XCTAssertEqual(s.accessibilityValue, "0")
        s.isOn = true
        XCTAssertEqual(s.accessibilityValue, "1")
        XCTAssertEqual(s.accessibilityTraits, [.button, .toggleButton])
    }

    /// A slider's value is a percentage of its range ("35%"), it is `.adjustable`, and
    /// increment/decrement move it a tenth of the range and send `.valueChanged` (as Apple's
    /// sample slider's `accessibilityIncrement` does).
    @MainActor func testASliderIsAdjustableWithAPercentValue() async {
        let s = UISlider()
        s.minimumValue = 10
        s.maximumValue = 30
        s.value = 17
        XCTAssertTrue(s.isAccessibilityElement)
        XCTAssertEqual(s.accessibilityValue, "35%")
        XCTAssertEqual(s.accessibilityTraits, .adjustable)
        var changes = 0
        s.addTarget({ _, _ in changes += 1 }, for: .valueChanged)
        s.accessibilityIncrement()
        XCTAssertEqual(s.value, 19, accuracy: 0.0001)
        XCTAssertEqual(s.accessibilityValue, "45%")
        s.accessibilityDecrement()
        s.accessibilityDecrement()
        XCTAssertEqual(s.value, 15, accuracy: 0.0001)
        XCTAssertEqual(changes, 3)
        s.value = 30
        s.accessibilityIncrement()
        XCTAssertEqual(changes, 3, "at the maximum: no change, no event")
    }

    /// A stepper (one adjustable element here; its value a number), a segmented control (a
    /// container of its segments), a page control ("page 1 of 3"), a progress view ("35%",
    /// `.updatesFrequently`) and a spinning activity indicator ("In progress").
    @MainActor func testValueControlsAndIndicatorsReportTheirValues() async {
        let stepper = UIStepper()
        stepper.value = 4
        stepper.stepValue = 0.5
        XCTAssertEqual(stepper.accessibilityValue, "4")
        stepper.accessibilityIncrement()
        XCTAssertEqual(stepper.accessibilityValue, "4.5")
        XCTAssertEqual(stepper.accessibilityTraits, .adjustable)

        // UIKit: a segmented control is a container; each segment is an element (a button,
        // "selected" when selected, its place "2 of 3").
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        XCTAssertFalse(segments.isAccessibilityElement)
        XCTAssertEqual(segments.accessibilityLabel, "Day, Week, Month")
        let week = segments.accessibilityElements?[1] as? UIAccessibilityElement
        XCTAssertEqual(week?.accessibilityLabel, "Week")
        XCTAssertEqual(week?.accessibilityValue, "2 of 3")
        XCTAssertEqual(week?.accessibilityTraits, [.button, .selected])
        XCTAssertTrue(segments.accessibilityElements?[1] as AnyObject === week, "the same element each time")

        let pages = UIPageControl()
        pages.numberOfPages = 3
        XCTAssertEqual(pages.accessibilityValue, "page 1 of 3")
        XCTAssertEqual(pages.accessibilityTraits, .adjustable)
        pages.accessibilityIncrement()
        XCTAssertEqual(pages.accessibilityValue, "page 2 of 3")

        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.35
        XCTAssertEqual(progress.accessibilityValue, "35%")
        XCTAssertEqual(progress.accessibilityTraits, .updatesFrequently)
        XCTAssertTrue(progress.isAccessibilityElement)

        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertFalse(spinner.isAccessibilityElement, "stopped: nothing to say")
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAccessibilityElement)
        XCTAssertEqual(spinner.accessibilityLabel, "In progress")
    }

    // MARK: Text, images, cells, bars

    /// "the value of a text field is the text it contains"; its placeholder names it; a secure
    /// field's value hides the characters. A text view's value is its text.
    @MainActor func testTextFieldsAndViewsReportTheirTextAsValue() async {
        let f = UITextField()
        f.placeholder = "Name"
        XCTAssertTrue(f.isAccessibilityElement)
        XCTAssertEqual(f.accessibilityLabel, "Name")
        XCTAssertNil(f.accessibilityValue)
        f.text = "Ada"
        XCTAssertEqual(f.accessibilityValue, "Ada")
        f.isSecureTextEntry = true
        XCTAssertEqual(f.accessibilityValue, "•••")
        let t = UITextView()
        t.text = "Notes"
        XCTAssertTrue(t.isAccessibilityElement)
        XCTAssertEqual(t.accessibilityValue, "Notes")
    }

    /// An image view is not an element (it is not a control: "The default value for this
    /// property is false"); it is `.image`, named by its symbol.
    @MainActor func testAnImageViewIsNotAnElement() async {
        let i = UIImageView(image: UIImage(systemName: "star"))
        XCTAssertFalse(i.isAccessibilityElement)
        XCTAssertEqual(i.accessibilityTraits, .image)
        if UIImage(systemName: "star") != nil { XCTAssertEqual(i.accessibilityLabel, "star") }
    }

    /// A table cell is an element whose label is its labels' text, in order (its standard
    /// labels, or its content configuration's); `.selected` while selected.
    @MainActor func testATableCellIsNamedByItsLabels() async {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Kitchen"
        cell.detailTextLabel?.text = "21 °C"
        XCTAssertTrue(cell.isAccessibilityElement)
        XCTAssertEqual(cell.accessibilityLabel, "Kitchen, 21 °C")
        cell.isSelected = true
        XCTAssertEqual(cell.accessibilityTraits, .selected)

        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.cell()
        content.text = "Hall"
        content.secondaryText = "19 °C"
        configured.contentConfiguration = content
        XCTAssertEqual(configured.accessibilityLabel, "Hall, 19 °C")
    }

    /// A navigation bar's title is a `.header` ("a header that divides content into sections,
    /// like the title of a navigation bar"); tab bar items are buttons, the selected one
    /// `.selected`; the tab bar is `.tabBar`; an alert's actions are buttons named by their
    /// titles.
    @MainActor func testBarsAndAlertsExposeHeadersTabsAndButtons() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let first = UIViewController()
        first.title = "Rooms"
        let nav = UINavigationController(rootViewController: first)
        nav.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, second]
        h.window.rootViewController = tabs
        h.window.makeKeyAndVisible()
        _ = h.renderFrames()

        let title = nav.navigationBar.titleLabel
        XCTAssertEqual(title.accessibilityLabel, "Rooms")
        XCTAssertEqual(title.accessibilityTraits, [.staticText, .header])

        XCTAssertEqual(tabs.tabBar.accessibilityTraits, .tabBar)
        XCTAssertFalse(tabs.tabBar.isAccessibilityElement)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        XCTAssertEqual(buttons.map(\.accessibilityLabel), ["Home", "Settings"])
        XCTAssertEqual(buttons.map(\.accessibilityTraits), [[.button, .selected], .button])

        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: nil))
        tabs.present(alert, animated: false)
        _ = h.renderFrames()
        var actions: [UIView] = []
        var stack: [UIView] = [alert.view]
        while let v = stack.popLast() {
            if v is AlertActionView { actions.append(v) }
            stack.append(contentsOf: v.subviews)
        }
        XCTAssertEqual(Set(actions.compactMap(\.accessibilityLabel)), ["Cancel", "Delete"])
        XCTAssertTrue(actions.allSatisfy { $0.accessibilityTraits == .button && $0.isAccessibilityElement })
    }

    // MARK: Overrides

    /// The properties are `open`: an app's subclass overrides them as in UIKit, and the
    /// override wins wherever they are read.
    @MainActor func testSubclassesOverrideTheProperties() async {
        final class Gauge: UIView {
            var level = 3
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityLabel: String? { get { "Gauge" } set {} }
            override var accessibilityValue: String? { get { "level \(level)" } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { [.adjustable, .updatesFrequently] } set {} }
            override func accessibilityIncrement() { level += 1 }
        }
        final class QuietButton: UIButton {
            override var accessibilityLabel: String? { get { "Quiet " + (super.accessibilityLabel ?? "") } set {} }
        }
        let g = Gauge()
        let asView: UIView = g
        XCTAssertTrue(asView.isAccessibilityElement)
        XCTAssertEqual(asView.accessibilityLabel, "Gauge")
        asView.accessibilityIncrement()
        XCTAssertEqual(asView.accessibilityValue, "level 4")
        XCTAssertEqual(asView.accessibilityTraits.names, ["updatesFrequently", "adjustable"])
        let q = QuietButton(type: .system)
        q.setTitle("Mute", for: .normal)
        XCTAssertEqual((q as UIView).accessibilityLabel, "Quiet Mute", "super gives UIKit's default")
    }

    /// Every trait UIKit (iOS 17) declares is here, each a bit of its own, with its name.
    @MainActor func testTheTraitsAreDistinctAndNamed() async {
        let all = UIAccessibilityTraits.named
        XCTAssertEqual(all.count, 19)
        XCTAssertEqual(Set(all.map(\.trait.rawValue)).count, 19)
        XCTAssertTrue(all.allSatisfy { $0.trait.rawValue.nonzeroBitCount == 1 })
        XCTAssertEqual(UIAccessibilityTraits([.toggleButton, .supportsZoom, .tabBar]).names, ["tabBar", "toggleButton", "supportsZoom"])
        XCTAssertEqual(UIAccessibilityTraits.none.rawValue, 0)
    }
}
