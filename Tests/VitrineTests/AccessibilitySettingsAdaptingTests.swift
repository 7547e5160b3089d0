import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Views whose look follows the accessibility settings (Button Shapes, On/Off Labels, Reduce
/// Transparency) are told by one walk of the window trees in `UIAccessibility.apply`; views
/// outside every window catch up when they enter one. A control carries the setting's extra
/// view only while the setting shows it.
final class AccessibilitySettingsAdaptingTests: XCTestCase {
    /// A classic system button, a plain configured one, a switch that is on and a toolbar with
    /// a translucent tint, laid out at fixed places (not yet in a window).
    @MainActor private func controls() -> [UIView] {
        let plain = UIButton(type: .system)
        plain.setTitle("Plain", for: .normal)
        plain.frame = CGRect(x: 10, y: 8, width: 100, height: 36)
        let configured = UIButton(type: .system)
        configured.configuration = .plain()
        configured.configuration?.title = "Config"
        configured.frame = CGRect(x: 10, y: 52, width: 100, height: 36)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 96, width: 0, height: 0))
        toggle.isOn = true
        let bar = UIToolbar(frame: CGRect(x: 0, y: 136, width: 120, height: 44))
        bar.barTintColor = UIColor(white: 1, alpha: 0.5)
        let all: [UIView] = [plain, configured, toggle, bar]
        for v in all { v.layoutIfNeeded() }
        return all
    }

    /// Renders `views` on a red page and returns the screen.
    @MainActor private func shot(_ views: [UIView]) -> PixelBuffer {
        let h = HeadlessHarness(width: 120, height: 190)
        h.window.backgroundColor = UIColor(rgb: 0xFF0000)
        for v in views { h.window.addSubview(v) }
        h.renderFrames()
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")
        return h.screenshot.copy()
    }

    /// Rule (iOS: a setting changed in Settings applies to every view, including ones the app
    /// made earlier and shows later): controls and a bar made and laid out outside any window,
    /// then the settings changed, then shown, look exactly like ones made after the change;
    /// and the same with the settings turned off again.
    @MainActor func testViewsOutsideAWindowFollowTheSettingsWhenShown() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        for on in [true, false] {
            let early = controls()
            applyAccessibilitySettings {
                $0.buttonShapes = on
                $0.onOffSwitchLabels = on
                $0.reduceTransparency = on
            }
            let late = controls()
            let expected = shot(late)
            let shown = shot(early)
            XCTAssertEqual(GoldenImage.compare(shown, expected, channelTolerance: 0).differingPixels, 0,
                           "settings \(on ? "on" : "off"): views made before the change look like views made after it")
        }
    }

    /// Rule (the button reads the setting whenever it lays out): a button outside any window
    /// laid out again after Button Shapes went on shows the shape.
    @MainActor func testAButtonOutsideAWindowLaidOutAfterTheChangeShowsTheShape() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.layoutIfNeeded()
        applyAccessibilitySettings { $0.buttonShapes = true }
        button.setNeedsLayout()
        button.layoutIfNeeded()
        XCTAssertEqual(button.buttonShapeViewIfLoaded?.isHidden, false, "the shape shows")
        XCTAssertEqual(button.buttonShapeViewIfLoaded?.frame, button.bounds)
    }

    /// Rule (iOS: a button's subviews are its content; Button Shapes' fill is not there while
    /// the setting is off): with Button Shapes off a plain button holds only its title label,
    /// image view and highlight overlay; on, one shape view more; off again, none. A switch
    /// holds no on/off marks view while On/Off Labels is off.
    @MainActor func testControlsHoldNoSettingViewWhileTheSettingIsOff() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        UIAccessibility.apply(AccessibilitySettings())
        let h = HeadlessHarness(width: 120, height: 100)
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 36)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
        h.window.addSubview(button)
        h.window.addSubview(toggle)
        h.renderFrames()
        let content: [UIView?] = [button.titleLabel, button.imageView, button.dimmingView]
        func extra() -> [UIView] { button.subviews.filter { v in !content.contains { $0 === v } } }
        func marks() -> Int {
            var queue: [UIView] = [toggle], n = 0
            while let v = queue.popLast() {
                if v is SwitchOnOffLabelsView { n += 1 }
                queue.append(contentsOf: v.subviews)
            }
            return n
        }
        XCTAssertEqual(extra().count, 0, "setting off: no shape view")
        XCTAssertEqual(marks(), 0, "setting off: no marks view")

        applyAccessibilitySettings {
            $0.buttonShapes = true
            $0.onOffSwitchLabels = true
        }
        h.renderFrames()
        XCTAssertEqual(extra().count, 1, "setting on: the shape view")
        XCTAssertTrue(extra().first === button.buttonShapeViewIfLoaded)
        XCTAssertTrue(button.subviews.first === button.buttonShapeViewIfLoaded, "behind the content")
        XCTAssertEqual(marks(), 1, "setting on: the marks view")

        UIAccessibility.apply(AccessibilitySettings())
        h.renderFrames()
        XCTAssertEqual(extra().count, 0, "setting off again: the shape view is gone")
        XCTAssertEqual(marks(), 0, "setting off again: the marks view is gone")
    }
}
