import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The On/Off Labels setting (iOS: Settings › Accessibility › Display & Text Size › On/Off
/// Labels): a switch's track shows an "I" on the on side and an "O" on the off side.
final class OnOffSwitchLabelsTests: XCTestCase {
    /// The largest difference of one channel between two pixels.
    private func distance(_ a: [Int], _ b: [Int]) -> Int { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }

    /// Switches off and on, left to right at y 10 and right to left at y 50.
    @MainActor private func switches(_ h: HeadlessHarness) {
        h.window.backgroundColor = .white
        for (row, rtl) in [false, true].enumerated() {
            for (column, on) in [false, true].enumerated() {
                let s = UISwitch(frame: CGRect(x: 10 + CGFloat(column) * 60, y: 10 + CGFloat(row) * 40, width: 0, height: 0))
                if rtl { s.semanticContentAttribute = .forceRightToLeft }
                s.isOn = on
                h.window.addSubview(s)
            }
        }
        h.renderFrames()
    }

    /// Rule (iOS On/Off Labels: the "I" is a thin bar on the uncovered on side of an on
    /// switch, the "O" a ring on the uncovered off side of an off one, both mirrored right
    /// to left; turning the setting on or off redraws switches already on screen): with the
    /// setting off the track is plain; after `UIAccessibility.apply` the marks' pixels
    /// differ from the track while the ring's middle stays the track's colour; off again
    /// gives the first frame back.
    @MainActor func testSwitchesShowIAndOMarksFollowingTheLayoutDirection() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        let h = HeadlessHarness(width: 140, height: 90)
        switches(h)
        let plain = h.screenshot.copy()
        applyAccessibilitySettings { $0.onOffSwitchLabels = true }
        h.renderFrames()
        let labelled = h.screenshot.copy()
        XCTAssertEqual(GoldenImage.compare(labelled, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "nothing stale")
        // Marks from each switch's left edge: the on bar (2 wide) centred at 11 (LTR) or 40
        // (RTL); the off ring (10 across) centred at 40 (LTR) or 11 (RTL), its left stroke
        // at 35 or 6.
        let cy = 25, cyRTL = 65
        let checks: [(name: String, x: Int, y: Int)] = [
            ("LTR on: I", 70 + 10, cy), ("LTR off: O", 10 + 35, cy),
            ("RTL on: I", 70 + 40, cyRTL), ("RTL off: O", 10 + 6, cyRTL),
        ]
        for c in checks {
            XCTAssertGreaterThan(distance(rgbChannels(plain, c.x, c.y), rgbChannels(labelled, c.x, c.y)), 40, c.name)
        }
        // The O is a ring: its middle is still the track.
        XCTAssertLessThanOrEqual(distance(rgbChannels(plain, 10 + 40, cy), rgbChannels(labelled, 10 + 40, cy)), 2, "LTR ring's middle")
        XCTAssertLessThanOrEqual(distance(rgbChannels(plain, 10 + 11, cyRTL), rgbChannels(labelled, 10 + 11, cyRTL)), 2, "RTL ring's middle")
        // Not mirrored would put the RTL marks at the LTR places: those stay the track.
        XCTAssertLessThanOrEqual(distance(rgbChannels(plain, 70 + 10, cyRTL), rgbChannels(labelled, 70 + 10, cyRTL)), 2, "RTL on: no I at the left")
        // The bar is white on the green track; the ring grey on the light off track.
        XCTAssertGreaterThan(rgbChannels(labelled, 70 + 10, cy).min() ?? 0, 200, "I is white on green")
        XCTAssertLessThan(rgbChannels(labelled, 10 + 35, cy).max() ?? 255, 200, "O is grey on the light track")

        assertSettingsOffRestores(h, plain)
    }

    /// Rule (UIKit mirrors a switch right to left: on is the thumb at the leading, left, end):
    /// a switch already on screen mirrors, thumb and marks, when the app's layout direction
    /// changes, and when its own `semanticContentAttribute` does.
    @MainActor func testASwitchOnScreenMirrorsWhenTheDirectionChanges() async {
        defer {
            UIAccessibility.apply(AccessibilitySettings())
            UIApplication.setUserInterfaceLayoutDirection(.leftToRight)
        }
        applyAccessibilitySettings { $0.onOffSwitchLabels = true }
        let h = HeadlessHarness(width: 100, height: 60)
        let s = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        s.isOn = true
        h.window.addSubview(s)
        h.renderFrames()
        let trailing = UISwitch.size.width - UISwitch.thumbInset - UISwitch.thumbDiameter
        XCTAssertEqual(s.thumbView.frame.minX, trailing)
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        h.renderFrames()
        XCTAssertEqual(s.thumbView.frame.minX, UISwitch.thumbInset, "app right to left: on is the thumb at the left")
        XCTAssertTrue(s.onOffLabelsView.isMirrored)
        s.semanticContentAttribute = .forceLeftToRight
        h.renderFrames()
        XCTAssertEqual(s.thumbView.frame.minX, trailing, "forced left to right")
        XCTAssertFalse(s.onOffLabelsView.isMirrored)
    }

    /// Golden: switches off and on, left to right (top) and right to left (bottom), with On/Off
    /// Labels on (iOS: Settings › Accessibility › Display & Text Size › On/Off Labels).
    @MainActor func testGoldenSwitchesWithOnOffLabels() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        applyAccessibilitySettings { $0.onOffSwitchLabels = true }
        let h = HeadlessHarness(width: 140, height: 90)
        switches(h)
        verifyGolden(h, "accessibility-onoff-labels")
    }
}
