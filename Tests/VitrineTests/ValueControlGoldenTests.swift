import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Segmented controls, steppers, progress views, activity indicators and page controls in
/// their states, light and dark, at 1x and 2x, compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel).
final class ValueControlGoldenTests: XCTestCase {
    /// The sheet, top to bottom:
    /// 1. a segmented control, "Week" selected (normal);
    /// 2. the same with a finger down on "Month" (highlighted) and "Year" disabled;
    /// 3. a disabled segmented control (faded), image segment in the middle;
    /// 4. steppers: normal (value 50), plus pressed, at the minimum (minus greyed), disabled;
    /// 5. progress: 30 % default, 70 % pink over a custom track, 50 % `.bar`;
    /// 6. activity indicators: medium, large, medium in orange (all spinning, head at 12 o'clock);
    /// 7. page controls: 5 pages on page 2; prominent backdrop; disabled.
    @MainActor private func sheet(dark: Bool, scale: Double) -> HeadlessHarness {
        let h = HeadlessHarness(width: 340, height: 330, scale: scale)
        h.window.overrideUserInterfaceStyle = dark ? .dark : .light
        h.window.backgroundColor = .systemBackground

        let normal = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        normal.frame = CGRect(x: 10, y: 10, width: 320, height: 32)
        normal.selectedSegmentIndex = 1
        let pressed = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        pressed.frame = CGRect(x: 10, y: 50, width: 320, height: 32)
        pressed.selectedSegmentIndex = 1
        pressed.setEnabled(false, forSegmentAt: 3)
        let dot = UIImage(image: Image(width: 12, height: 12) { x, y in
            let dx = Double(x) - 5.5, dy = Double(y) - 5.5
            return dx * dx + dy * dy <= 30 ? Color(rgb: 0x8E8E93) : .clear
        })
        let disabled = UISegmentedControl(items: ["List", dot, "Map"])
        disabled.frame = CGRect(x: 10, y: 90, width: 320, height: 32)
        disabled.selectedSegmentIndex = 0
        disabled.isEnabled = false
        for s in [normal, pressed, disabled] { h.window.addSubview(s) }

        let origins = [CGPoint(x: 10, y: 134), CGPoint(x: 110, y: 134), CGPoint(x: 10, y: 172), CGPoint(x: 110, y: 172)]
        let steppers = origins.map { UIStepper(frame: CGRect(origin: $0, size: .zero)) }
        steppers[0].value = 50
        steppers[1].value = 50
        steppers[3].value = 50
        steppers[3].isEnabled = false
        for s in steppers { h.window.addSubview(s) }

        let p1 = UIProgressView(frame: CGRect(x: 10, y: 216, width: 320, height: 4))
        p1.progress = 0.3
        let p2 = UIProgressView(frame: CGRect(x: 10, y: 230, width: 320, height: 4))
        p2.progress = 0.7
        p2.progressTintColor = .systemPink
        p2.trackTintColor = .systemGray3
        let p3 = UIProgressView(progressViewStyle: .bar)
        p3.frame = CGRect(x: 10, y: 244, width: 320, height: 2.5)
        p3.progress = 0.5
        for p in [p1, p2, p3] { h.window.addSubview(p) }

        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: 230, y: 140)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 260, y: 132)
        let orange = UIActivityIndicatorView(style: .medium)
        orange.color = .systemOrange
        orange.frame.origin = CGPoint(x: 230, y: 178)
        for a in [medium, large, orange] {
            h.window.addSubview(a)
            a.startAnimating()
        }

        let pages = UIPageControl(frame: CGRect(x: 10, y: 258, width: 150, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 2
        let prominent = UIPageControl(frame: CGRect(x: 170, y: 258, width: 150, height: 26))
        prominent.numberOfPages = 5
        prominent.currentPage = 0
        prominent.backgroundStyle = .prominent
        let disabledPages = UIPageControl(frame: CGRect(x: 10, y: 294, width: 150, height: 26))
        disabledPages.numberOfPages = 4
        disabledPages.currentPage = 3
        disabledPages.isEnabled = false
        for p in [pages, prominent, disabledPages] { h.window.addSubview(p) }

        h.renderFrames()
        h.touchDown(0, at: CGPoint(x: 10 + 80 * 2.5, y: 66))      // "Month" of the second row
        h.touchDown(1, at: CGPoint(x: 110 + 70, y: 150))           // plus of the second stepper
        h.renderFrames()
        XCTAssertEqual(pressed.highlightedSegment, 2)
        XCTAssertTrue(steppers[1].isHighlighted)
        XCTAssertEqual(steppers[1].value, 51)
        XCTAssertFalse(steppers[2].canDecrement)
        return h
    }

    @MainActor private func check(dark: Bool, scale: Double, file: StaticString = #filePath, line: UInt = #line) {
        let h = sheet(dark: dark, scale: scale)
        let name = "controls-value-\(dark ? "dark" : "light")-\(Int(scale))x"
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
        h.touchUp(0)
        h.touchUp(1)
    }

    /// Colours are resolved when drawn: a sheet built light and switched to dark draws
    /// exactly the dark golden (nothing keeps a light colour).
    @MainActor func testSwitchingToDarkRedrawsInDarkColours() async {
        let h = sheet(dark: false, scale: 1)
        h.window.overrideUserInterfaceStyle = .dark
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "controls-value-dark-1x", directory: goldenDirectory) {
            XCTFail(failure)
        }
        h.touchUp(0)
        h.touchUp(1)
    }

    @MainActor func testLight1x() async { check(dark: false, scale: 1) }
    @MainActor func testDark1x() async { check(dark: true, scale: 1) }
    @MainActor func testLight2x() async { check(dark: false, scale: 2) }
    @MainActor func testDark2x() async { check(dark: true, scale: 2) }
}
