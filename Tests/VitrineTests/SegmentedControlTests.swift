import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UISegmentedControl: UIKit's documented rules for segments and the selection, and touches
/// on the virtual clock.
final class SegmentedControlTests: XCTestCase {
    /// Three 80-point segments at (20, 20): segment i spans x = 20 + 80i ..< 100 + 80i,
    /// centres at x = 60, 140, 220; y centre 36.
    @MainActor private func make(selected: Int = UISegmentedControl.noSegment) -> (HeadlessHarness, UISegmentedControl, ControlEventLog) {
        let h = HeadlessHarness(width: 300, height: 80)
        let s = UISegmentedControl(items: ["One", "Two", "Three"])
        s.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
        s.selectedSegmentIndex = selected
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s, ControlEventLog(s))
    }

    private func centre(_ i: Int) -> CGPoint { CGPoint(x: 60 + 80 * CGFloat(i), y: 36) }

    /// "The default value is noSegment (no segment selected) until the user touches a
    /// segment." noSegment is -1; `isMomentary` defaults to false.
    @MainActor func testDefaultsAreUIKits() async {
        let s = UISegmentedControl(items: ["A", "B"])
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertFalse(s.isMomentary)
        XCTAssertEqual(s.numberOfSegments, 2)
        XCTAssertEqual(s.titleForSegment(at: 1), "B")
        XCTAssertEqual(s.intrinsicContentSize.height, 32)
        XCTAssertEqual(s.frame.size, s.intrinsicContentSize, "init(items:) sizes the control to fit its content")
    }

    /// Items are strings or images; segments insert at an index pinned to 0...count; removing
    /// the selected segment leaves none selected; the selection follows inserts before it.
    @MainActor func testInsertRemoveAndTheSelection() async {
        let image = UIImage(image: Image(width: 10, height: 10) { _, _ in .black })
        let s = UISegmentedControl(items: ["A", image, 42])
        XCTAssertEqual(s.numberOfSegments, 2, "42 is neither a String nor a UIImage")
        XCTAssertTrue(s.imageForSegment(at: 1) === image)
        XCTAssertNil(s.titleForSegment(at: 1))
        s.selectedSegmentIndex = 1
        s.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual(s.selectedSegmentIndex, 2, "the selected segment moved right")
        s.insertSegment(withTitle: "end", at: 99, animated: false)
        XCTAssertEqual(s.titleForSegment(at: 3), "end", "the index is pinned to numberOfSegments")
        s.removeSegment(at: 2, animated: false)
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        s.setTitle("T", forSegmentAt: 0)
        XCTAssertEqual(s.titleForSegment(at: 0), "T")
        s.removeAllSegments()
        XCTAssertEqual(s.numberOfSegments, 0)
    }

    @MainActor func testOutOfRangeIndexesAreLoggedAndIgnored() async {
        BadInputLog.clear()
        let s = UISegmentedControl(items: ["A", "B"])
        s.selectedSegmentIndex = 5
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        s.setTitle("x", forSegmentAt: 7)
        s.removeSegment(at: -2, animated: false)
        XCTAssertEqual(s.numberOfSegments, 2)
        XCTAssertEqual(BadInputLog.recent.count, 3)
        XCTAssertTrue(BadInputLog.recent[0].contains("selectedSegmentIndex"))
    }

    /// "When the user touches a segment to change the selection, the system generates the
    /// control event valueChanged" — once, on touch-up, and setting the index from code sends
    /// nothing.
    @MainActor func testTapSelectsOnTouchUpAndSendsValueChangedOnce() async {
        let (h, s, log) = make()
        s.selectedSegmentIndex = 0
        XCTAssertEqual(log.count("valueChanged"), 0, "setting the index from code sends nothing")
        h.touchDown(at: centre(2))
        XCTAssertEqual(s.selectedSegmentIndex, 0, "not yet on touch-down")
        XCTAssertEqual(s.highlightedSegment, 2, "the touched segment is highlighted")
        h.touchUp()
        XCTAssertEqual(s.selectedSegmentIndex, 2)
        XCTAssertEqual(log.count("valueChanged"), 1)
        h.tap(at: centre(2))
        XCTAssertEqual(log.count("valueChanged"), 1, "tapping the selected segment changes nothing")
    }

    @MainActor func testLiftingOutsideOrOnADisabledSegmentSelectsNothing() async {
        let (h, s, log) = make(selected: 0)
        s.setEnabled(false, forSegmentAt: 1)
        h.tap(at: centre(1))
        XCTAssertEqual(s.selectedSegmentIndex, 0)
        h.touchDown(at: centre(2))
        h.touchMove(to: CGPoint(x: centre(2).x, y: 75))
        h.touchUp()
        XCTAssertEqual(s.selectedSegmentIndex, 0, "lifted below the control")
        XCTAssertEqual(log.count("valueChanged"), 0)
    }

    /// Dragging the thumb from the selected segment moves it, animated on the screen clock,
    /// with no event until the touch lifts.
    @MainActor func testDraggingTheThumbMovesTheSelectionOnTouchUp() async {
        let (h, s, log) = make(selected: 0)
        let startX = s.thumbView.frame.minX
        h.touchDown(at: centre(0))
        h.touchMove(to: centre(1))
        h.touchMove(to: centre(2))
        XCTAssertEqual(s.draggedThumbIndex, 2)
        XCTAssertEqual(log.count("valueChanged"), 0, "no event while dragging")
        h.advance(by: 0.1)
        let mid = s.thumbView.presentationFrame.minX
        XCTAssertGreaterThan(mid, startX)
        XCTAssertLessThan(mid, 162, "half-way through the 0.25 s slide")
        h.advance(by: 0.3)
        XCTAssertEqual(s.thumbView.frame.minX, 162, accuracy: 0.01, "segment 2 starts at 160, thumb inset 2")
        h.touchUp()
        XCTAssertEqual(s.selectedSegmentIndex, 2)
        XCTAssertEqual(log.count("valueChanged"), 1)
    }

    /// Momentary: "segments in the control don't show selected state and don't update the
    /// value of selectedSegmentIndex after tracking ends" — the action sees the tapped index.
    @MainActor func testMomentarySegmentsDoNotStaySelected() async {
        let (h, s, _) = make()
        s.isMomentary = true
        var seen: [Int] = []
        s.addAction(UIAction { _ in seen.append(s.selectedSegmentIndex) }, for: .valueChanged)
        h.tap(at: centre(1))
        h.tap(at: centre(1))
        XCTAssertEqual(seen, [1, 1])
        XCTAssertEqual(s.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertTrue(s.thumbView.isHidden)
    }

    @MainActor func testActionSegmentsPerformTheirActionWhenSelected() async {
        let h = HeadlessHarness(width: 300, height: 80)
        var performed: [String] = []
        let s = UISegmentedControl(frame: CGRect(x: 20, y: 20, width: 240, height: 32), actions: [
            UIAction(title: "Map") { performed.append($0.title) },
            UIAction(title: "List") { performed.append($0.title) },
        ])
        h.window.addSubview(s)
        h.renderFrames()
        XCTAssertEqual(s.titleForSegment(at: 1), "List")
        h.tap(at: CGPoint(x: 200, y: 36))
        XCTAssertEqual(performed, ["List"])
        XCTAssertEqual(s.selectedSegmentIndex, 1)
    }

    /// Widths: equal by default; a fixed width is kept and the rest shared; with
    /// `apportionsSegmentWidthsByContent` the rest is shared in proportion to content.
    @MainActor func testSegmentWidths() async {
        let s = UISegmentedControl(items: ["A", "B", "C"])
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        XCTAssertEqual(s.segmentWidths(total: 300), [100, 100, 100])
        s.setWidth(60, forSegmentAt: 0)
        XCTAssertEqual(s.widthForSegment(at: 0), 60)
        XCTAssertEqual(s.segmentWidths(total: 300), [60, 120, 120])
        s.setWidth(0, forSegmentAt: 0)
        s.setTitle("A much longer title", forSegmentAt: 2)
        s.apportionsSegmentWidthsByContent = true
        let w = s.segmentWidths(total: 300)
        XCTAssertEqual(w.reduce(0, +), 300, accuracy: 0.001)
        XCTAssertGreaterThan(w[2], 2 * w[0])
        XCTAssertEqual(s.intrinsicContentSize.width, s.naturalWidth(of: 0) + s.naturalWidth(of: 1) + s.naturalWidth(of: 2))
    }

    @MainActor func testTitleTextAttributesSetFontAndColour() async {
        let s = UISegmentedControl(items: ["A", "B"])
        s.selectedSegmentIndex = 0
        let font = UIFont.systemFont(ofSize: 20)
        s.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.systemRed], for: .normal)
        s.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        XCTAssertEqual(s.labels[1].font.pointSize, 20)
        XCTAssertTrue(s.labels[1].textColor === UIColor.systemRed)
        XCTAssertTrue(s.labels[0].textColor === UIColor.systemBlue)
        XCTAssertEqual(s.labels[0].font.pointSize, 20, "the selected state falls back to the normal font")
        XCTAssertNotNil(s.titleTextAttributes(for: .normal)?[.font])
    }
}
