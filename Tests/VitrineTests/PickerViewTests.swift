import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A data source and delegate with `counts[c]` rows per component, titled "c:r".
@MainActor
final class PickerFixture: UIPickerViewDataSource, UIPickerViewDelegate {
    var counts: [Int]
    var components: Int?
    var selections: [(row: Int, component: Int)] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { components ?? counts.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component):\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// UIPickerView: wheels on the scroll physics, snapping, selection, metrics and bad input.
final class PickerViewTests: XCTestCase {
    /// A 320×216 picker at the top of a 320×240 screen; its centre band is y = 92…124.
    @MainActor private func makePicker(_ counts: [Int]) -> (HeadlessHarness, UIPickerView, PickerFixture) {
        let h = HeadlessHarness(width: 320, height: 240)
        let p = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let f = PickerFixture(counts)
        p.dataSource = f
        p.delegate = f
        h.window.addSubview(p)
        h.renderFrames()
        return (h, p, f)
    }

    /// Issue 16 / iOS 14+: 216 points high, 32-point rows (UIKit does not document them).
    @MainActor func testDefaultSizeAndRowHeight() async {
        let (_, p, _) = makePicker([10, 10])
        XCTAssertEqual(p.intrinsicContentSize.height, 216)
        XCTAssertEqual(p.sizeThatFits(CGSize(width: 200, height: 50)), CGSize(width: 200, height: 216))
        // Two equal components share 320 − 2·8 − 4 = 300 points.
        XCTAssertEqual(p.rowSize(forComponent: 0), CGSize(width: 150, height: 32))
        XCTAssertEqual(p.numberOfComponents, 2)
        XCTAssertEqual(p.numberOfRows(inComponent: 1), 10)
    }

    /// UIKit: `selectedRow(inComponent:)` is "a zero-indexed number identifying the selected
    /// row, or -1 if no row is selected"; the first row is selected after loading.
    @MainActor func testSelectedRowIsZeroAfterLoadingAndMinusOneWithoutRows() async {
        let (_, p, _) = makePicker([5, 0])
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(p.selectedRow(inComponent: 1), -1)
    }

    /// The centred row is drawn full size, opaque, in the band; rows away from it smaller
    /// and fainter (the cylinder: scale cos θ, θ = d/R, R = 108).
    @MainActor func testCentreRowIsFullSizeAndNeighboursShrinkAndFade() async {
        let (_, p, _) = makePicker([20])
        p.selectRow(5, inComponent: 0, animated: false)
        p.layoutIfNeeded()
        guard let centre = p.view(forRow: 5, forComponent: 0), let next = p.view(forRow: 6, forComponent: 0),
              let far = p.view(forRow: 8, forComponent: 0) else { return XCTFail("rows in sight") }
        XCTAssertEqual((centre as? UILabel)?.text, "0:5")
        let c = centre.convert(centre.bounds, to: p)
        XCTAssertEqual(c.midY, 108, accuracy: 0.01)
        XCTAssertEqual(c.height, 32, accuracy: 0.01, "the centred row (d = 0) is not squashed")
        let n = next.convert(next.bounds, to: p)
        // d = 32: shown at 108 + 108·sin(32/108) below the centre, squashed by cos(32/108).
        XCTAssertEqual(n.midY, 108 + 108 * sin(32.0 / 108), accuracy: 0.01)
        XCTAssertLessThan(n.height, c.height)
        XCTAssertLessThan(far.alpha, next.alpha)
        XCTAssertLessThan(next.alpha, centre.alpha)
        XCTAssertNil(p.view(forRow: 15, forComponent: 0), "rows past the drum's edge are not shown")
    }

    /// Issue 16: a flick coasts with the scroll view's deceleration, then snaps to a row;
    /// `didSelectRow` is called once the wheel settles, not while it moves.
    @MainActor func testFlickCoastsSnapsToARowAndSelectsOnceSettled() async {
        let (h, p, f) = makePicker([100])
        let wheel = p.wheels[0]
        h.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 86), steps: 8, duration: 0.1)
        XCTAssertTrue(wheel.isDecelerating, "a flick coasts")
        XCTAssertTrue(f.selections.isEmpty, "nothing selected while the wheel moves")
        h.advance(by: 0.1)
        XCTAssertTrue(f.selections.isEmpty)
        h.advance(by: 5)
        XCTAssertFalse(wheel.isDecelerating)
        XCTAssertEqual(f.selections.count, 1)
        let row = p.selectedRow(inComponent: 0)
        XCTAssertEqual(f.selections.first?.row, row)
        XCTAssertGreaterThan(row, 2, "the wheel coasted past the 2 rows the finger moved")
        // At rest exactly on the row: offset = row·32 − (216 − 32)/2.
        XCTAssertEqual(wheel.contentOffset.y, CGFloat(row) * 32 - 92, accuracy: 0.001)
    }

    /// A slow drag that stops between rows moves to the nearest row, then selects it.
    @MainActor func testSlowDragSettlesOnNearestRow() async {
        let (h, p, f) = makePicker([30])
        // 45 points up: 1.4 rows, nearest is row 1; the finger rests before lifting.
        h.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 105), steps: 10, duration: 0.5, lift: false)
        h.advance(by: 0.5)
        h.touchUp(0)
        h.advance(by: 3)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(f.selections.map(\.row), [1])
        XCTAssertEqual(p.wheels[0].contentOffset.y, 32 - 92, accuracy: 0.001)
    }

    /// Dragging past the first row rubber-bands and springs back to row 0, which is already
    /// selected: no `didSelectRow`.
    @MainActor func testDragPastTheTopSpringsBackWithoutSelecting() async {
        let (h, p, f) = makePicker([10])
        h.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 200), steps: 10, duration: 0.5, lift: false)
        XCTAssertLessThan(p.wheels[0].contentOffset.y, -92, "rubber band past the top")
        h.advance(by: 0.5)
        h.touchUp(0)
        h.advance(by: 3)
        XCTAssertEqual(p.wheels[0].contentOffset.y, -92, accuracy: 0.001)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0)
        XCTAssertTrue(f.selections.isEmpty)
    }

    /// UIKit: `selectRow(_:inComponent:animated:)` selects without calling the delegate; an
    /// animated one turns the wheel over time.
    @MainActor func testSelectRowFromCodeDoesNotCallTheDelegate() async {
        let (h, p, f) = makePicker([20, 20])
        p.selectRow(7, inComponent: 1, animated: true)
        XCTAssertEqual(p.selectedRow(inComponent: 1), 7)
        XCTAssertNotEqual(p.wheels[1].contentOffset.y, 7 * 32 - 92, "animated: not there at once")
        h.advance(by: 1)
        XCTAssertEqual(p.wheels[1].contentOffset.y, 7 * 32 - 92, accuracy: 0.001)
        XCTAssertTrue(f.selections.isEmpty)
    }

    /// Bad input: negative counts and rows or components out of range are clamped (or
    /// ignored) with a `BadInputLog` line, never a crash.
    @MainActor func testBadCountsAndIndicesAreClampedAndLogged() async {
        BadInputLog.clear()
        let (_, p, f) = makePicker([-3, 4])
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 0)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("numberOfRowsInComponent: 0) returned -3") })
        p.selectRow(9, inComponent: 1, animated: false)
        XCTAssertEqual(p.selectedRow(inComponent: 1), 3)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("selectRow(9, inComponent: 1") })
        XCTAssertEqual(p.selectedRow(inComponent: 5), -1)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("component 5 is out of 0..<2") })
        f.components = -1
        p.reloadAllComponents()
        XCTAssertEqual(p.numberOfComponents, 0)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("numberOfComponents(in:) returned -1") })
    }

    /// UIKit: `reloadComponent(_:)` asks the data source again; a selection past the new end
    /// is clamped to the last row.
    @MainActor func testReloadComponentClampsTheSelection() async {
        let (_, p, f) = makePicker([10])
        p.selectRow(8, inComponent: 0, animated: false)
        f.counts = [4]
        p.reloadComponent(0)
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 4)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 3)
        p.layoutIfNeeded()
        XCTAssertEqual(p.wheels[0].contentOffset.y, 3 * 32 - 92, accuracy: 0.001)
    }

    /// The compositor's partial redraws while a wheel coasts (rows moving, scaling and fading
    /// every frame) equal a from-scratch render, pixel for pixel, at every frame.
    @MainActor func testFramesWhileSpinningMatchAFullRedraw() async {
        let (h, _, _) = makePicker([100, 30])
        h.drag(from: CGPoint(x: 80, y: 150), to: CGPoint(x: 80, y: 70), steps: 8, duration: 0.1)
        for frame in 0..<40 {
            h.advance(by: 1.0 / 60)
            let comparison = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(comparison.differingPixels, 0, "frame \(frame)")
        }
    }
}
