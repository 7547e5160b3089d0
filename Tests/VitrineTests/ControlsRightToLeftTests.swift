import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Controls in a right-to-left layout. UIKit mirrors views whose `semanticContentAttribute`
/// is `.unspecified` when the layout direction is right to left; `.spatial` ("a directional
/// control, such as a segment control for text alignment") and `.playback` ("playhead
/// scrubbers") are not flipped. So a segmented control's segment 0 is at the right and a
/// touch selects the segment drawn under it, a slider's minimum is at the right (the value
/// grows as the thumb is dragged to the left), a tab bar's first item is at the right, and a
/// page control's first dot is at the right (a tap left of the current dot goes forward).
final class ControlsRightToLeftTests: XCTestCase {
    override func tearDown() async throws {
        await MainActor.run { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
    }

    /// Three 80-point segments at (20, 20), 240 wide, in a right-to-left app: segment 0 spans
    /// x = 180 ..< 260 (centre 220), segment 2 x = 20 ..< 100 (centre 60).
    @MainActor private func segmented(_ attribute: UISemanticContentAttribute = .unspecified) -> (HeadlessHarness, UISegmentedControl) {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 300, height: 80)
        let s = UISegmentedControl(items: ["One", "Two", "Three"])
        s.semanticContentAttribute = attribute
        s.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
        s.selectedSegmentIndex = 1
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s)
    }

    @MainActor func testSegmentedControlPutsSegmentZeroAtTheRight() async {
        let (h, s) = segmented()
        XCTAssertEqual(s.segmentRects().map(\.minX), [160, 80, 0], "local x of segments 0, 1, 2")
        XCTAssertEqual(s.labels[0].frame.midX, 200, "segment 0's title at the right")
        XCTAssertEqual(s.thumbView.frame.midX, 120, accuracy: 0.01, "the selected segment 1 in the middle")
        XCTAssertEqual(s.separatorViews.map { $0.frame.midX }, [160, 80], "each separator between segment i and i + 1")
        let log = ControlEventLog(s)
        h.tap(at: CGPoint(x: 220, y: 36))
        XCTAssertEqual(s.selectedSegmentIndex, 0, "the touch at the right selects segment 0")
        XCTAssertEqual(log.count("valueChanged"), 1)
        h.tap(at: CGPoint(x: 60, y: 36))
        XCTAssertEqual(s.selectedSegmentIndex, 2, "the touch at the left selects the last segment")
        h.renderFrames()
        XCTAssertEqual(s.thumbView.frame.midX, 40, accuracy: 0.01, "the thumb under the finger")
    }

    /// Dragging the thumb right to left walks it toward the higher segments; past the left
    /// end it stays on the last one.
    @MainActor func testSegmentedThumbDragFollowsTheFinger() async {
        let (h, s) = segmented()
        h.drag(from: CGPoint(x: 140, y: 36), to: CGPoint(x: 5, y: 36), steps: 6, lift: false)
        XCTAssertEqual(s.draggedThumbIndex, 2)
        h.touchUp()
        XCTAssertEqual(s.selectedSegmentIndex, 2)
    }

    @MainActor func testSpatialSegmentedControlIsNotFlipped() async {
        let (h, s) = segmented(.spatial)
        XCTAssertEqual(s.segmentRects().map(\.minX), [0, 80, 160])
        h.tap(at: CGPoint(x: 220, y: 36))
        XCTAssertEqual(s.selectedSegmentIndex, 2)
    }

    /// A slider from 0 to 100 at (20, 40), 228 wide, with its 28-point thumb: right to left
    /// the thumb's centre travels from x = 234 (value 0) to x = 34 (value 100).
    @MainActor private func slider(_ attribute: UISemanticContentAttribute = .unspecified) -> (HeadlessHarness, UISlider) {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 300, height: 100)
        let s = UISlider(frame: CGRect(x: 20, y: 40, width: 228, height: 31))
        s.semanticContentAttribute = attribute
        s.minimumValue = 0
        s.maximumValue = 100
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s)
    }

    @MainActor func testSliderMinimumIsAtTheRightAndADragLeftIncreasesTheValue() async {
        let (h, s) = slider()
        XCTAssertEqual(s.thumbView.frame.midX, 214, accuracy: 0.001, "value 0: the thumb at the right end")
        h.drag(from: CGPoint(x: 234, y: 55.5), to: CGPoint(x: 184, y: 55.5), steps: 5, lift: false)
        XCTAssertEqual(s.value, 25, accuracy: 0.001, "50 pt to the left of 200 over 0...100")
        h.touchUp()
        h.renderFrames()
        XCTAssertEqual(s.thumbView.frame.midX, 164, accuracy: 0.001)
        XCTAssertEqual(s.minimumTrackView.frame.minX, 164, accuracy: 0.001, "the minimum track from the thumb to the right end")
        XCTAssertEqual(s.minimumTrackView.frame.maxX, 228, accuracy: 0.001)
        XCTAssertEqual(s.maximumTrackView.frame.minX, 0, accuracy: 0.001, "the maximum track at the left")
        XCTAssertEqual(s.maximumTrackView.frame.maxX, 164, accuracy: 0.001)
    }

    @MainActor func testPlaybackSliderIsNotFlipped() async {
        let (h, s) = slider(.playback)
        XCTAssertEqual(s.thumbView.frame.midX, 14, accuracy: 0.001, "a playhead: value 0 at the left")
        h.drag(from: CGPoint(x: 34, y: 55.5), to: CGPoint(x: 84, y: 55.5), steps: 5)
        XCTAssertEqual(s.value, 25, accuracy: 0.001)
    }

    /// Tabs A, B, C in an 800-point-wide right-to-left window: A (item 0) spans x 533 …< 800,
    /// C x 0 …< 267; a tap selects the tab drawn under it; B's badge sits left of the icon's
    /// centre (its trailing side), its right edge 5 pt from it: 400 − 5 = 395.
    @MainActor func testTabBarPutsTheFirstItemAtTheRight() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let (tabs, vcs) = TabBarBadgeTests.scene(h)
        XCTAssertEqual(tabs.tabBar.buttons.map(\.frame.minX), [533, 267, 0])
        XCTAssertEqual(tabs.tabBar.buttons.map(\.frame.width), [267, 266, 267])
        let barY = tabs.tabBar.frame.minY + 20
        h.tap(at: CGPoint(x: 100, y: barY))
        h.renderFrames()
        XCTAssertEqual(tabs.selectedIndex, 2, "the leftmost tab is the last one")
        h.tap(at: CGPoint(x: 700, y: barY))
        h.renderFrames()
        XCTAssertEqual(tabs.selectedIndex, 0)
        vcs[1].tabBarItem.badgeValue = "3"
        h.renderFrames()
        let badge = tabs.tabBar.buttons[1].badge
        XCTAssertEqual(badge.map { $0.convert($0.bounds, to: nil).maxX }, 395)
    }

    /// Five dots in a 200-point control, page 2 current (in the middle, x 100): page 0's dot
    /// at the right (x 132), page 4's at the left (x 68); a tap left of the current dot goes
    /// forward a page, right of it back.
    @MainActor func testPageControlPutsPageZeroAtTheRight() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let (h, pc, _) = ProgressAndPageControlTests.makePages()
        XCTAssertEqual((0..<5).map { pc.dotCenter($0).x }, [132, 116, 100, 84, 68])
        h.tap(at: CGPoint(x: 20, y: 23))
        XCTAssertEqual(pc.currentPage, 3, "left of the current dot: forward")
        h.tap(at: CGPoint(x: 180, y: 23))
        h.tap(at: CGPoint(x: 180, y: 23))
        XCTAssertEqual(pc.currentPage, 1, "right of it: back")
    }

    /// UIKit's text field overlays: `leftView` is "displayed on the left (or leading) side"
    /// and "flips automatically in a right-to-left user interface", `rightView` likewise on
    /// the trailing side; the clear button is at the trailing end. Right to left in a field
    /// 200 wide: the left view (24 wide) at x 176, the right view (30 wide) at x 0, the text
    /// between them; while editing (right view hidden) the clear button at x 5.
    @MainActor func testTextFieldOverlaysFlipAndTheClearButtonIsAtTheTrailingEnd() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 400, height: 120)
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        f.text = "abc"
        let (left, right) = TextFieldGeometryTests.addOverlays(to: f)
        h.window.addSubview(f)
        h.window.makeKeyAndVisible()
        h.renderFrames()
        XCTAssertEqual(left.frame, CGRect(x: 176, y: 8, width: 24, height: 24), "the left view at the leading (right) edge")
        XCTAssertEqual(right.frame, CGRect(x: 0, y: 10, width: 30, height: 20), "the right view at the trailing (left) edge")
        XCTAssertEqual(f.textRect(forBounds: f.bounds).minX, 32, "right of the right view")
        XCTAssertEqual(f.textRect(forBounds: f.bounds).maxX, 176, "left of the left view")
        f.becomeFirstResponder()
        h.renderFrames()
        XCTAssertEqual(f.clearButton.frame, CGRect(x: 5, y: 11, width: 19, height: 19), "the clear button at the trailing (left) end")
        XCTAssertEqual(f.editingRect(forBounds: f.bounds).minX, 5 + 19 + 2)
        XCTAssertEqual(f.editingRect(forBounds: f.bounds).maxX, 176)
    }

    /// An alert's two side-by-side buttons: Cancel on the leading side (iOS) — the right one
    /// in a right-to-left layout — and a tap chooses the button drawn under it.
    @MainActor func testAlertPutsCancelOnTheLeadingSide() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let (h, root, events) = makePresentationScene(width: 320, height: 480)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in events.add("Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in events.add("Delete") })
        root.present(alert, animated: false)
        h.renderFrames()
        let views = alert.contentView?.actionViews ?? []
        let cancel = views.first { $0.action.style == .cancel }, delete = views.first { $0.action.style == .destructive }
        let cancelFrame = cancel.map { $0.convert($0.bounds, to: nil) } ?? .null
        let deleteFrame = delete.map { $0.convert($0.bounds, to: nil) } ?? .null
        XCTAssertGreaterThan(cancelFrame.minX, 160 - 1, "Cancel on the right half")
        XCTAssertLessThan(deleteFrame.maxX, 160 + 1, "Delete on the left half")
        h.tap(at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
        h.advance(by: 0.5)
        XCTAssertTrue(events.entries.contains("Cancel"), "\(events.entries)")
        XCTAssertFalse(events.entries.contains("Delete"))
    }

    /// Swipe actions: UIKit's leading actions are "displayed on the leading edge of the row"
    /// and the trailing ones "next to the trailing edge". Right to left, a swipe to the right
    /// reveals the trailing actions at the left edge (the first, outermost, leftmost), a swipe
    /// to the left the leading ones at the right edge.
    @MainActor func testSwipeActionsComeFromTheEdgesTheyAreNamedFor() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 320, height: 300)
        var ran: [String] = []
        let source = TableTestSource(sections: [TableTestSource.rows(5)])
        source.trailingActions = { ip in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran.append("delete \(ip.row)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran.append("flag \(ip.row)"); done(true) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        source.leadingActions = { ip in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in ran.append("read \(ip.row)"); done(true) }])
        }
        let t = makeTable(h, source: source)
        defer { withExtendedLifetime(source) {} }
        h.drag(from: CGPoint(x: 70, y: 66), to: CGPoint(x: 190, y: 66), steps: 12, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(t.swipedIndexPath, IndexPath(row: 1, section: 0))
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertGreaterThanOrEqual(cell?.frame.minX ?? 0, 148, "shifted right: both trailing buttons showing at the left")
        // [Delete | Flag]: the first action outermost (leftmost), Flag just left of the row.
        h.tap(at: CGPoint(x: (cell?.frame.minX ?? 0) - 10, y: 66))
        XCTAssertEqual(ran, ["flag 1"])
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 5, y: 66))
        XCTAssertEqual(ran, ["flag 1"], "closed: nothing under the left edge any more")

        h.drag(from: CGPoint(x: 250, y: 110), to: CGPoint(x: 150, y: 110), steps: 12, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(t.swipedIndexPath, IndexPath(row: 2, section: 0))
        let row2 = t.cellForRow(at: IndexPath(row: 2, section: 0))
        XCTAssertLessThan(row2?.frame.minX ?? 0, -70, "shifted left: the leading action at the right edge")
        h.tap(at: CGPoint(x: 315, y: 110))
        XCTAssertEqual(ran, ["flag 1", "read 2"])
    }

    /// A split view's columns run from the leading edge: right to left the primary column is
    /// at the right (800 wide: primary x 480 …< 800, secondary x 0 …< 480), its divider on its
    /// left edge, and hiding it slides it off the right edge.
    @MainActor func testSplitViewPutsThePrimaryColumnAtTheRight() async {
        UIApplication.setUserInterfaceLayoutDirection(.rightToLeft)
        let h = HeadlessHarness(width: 800, height: 480)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        let primary = split.viewControllers[0].view!
        XCTAssertEqual(primary.frame, CGRect(x: 480, y: 0, width: 320, height: 480))
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 0, y: 0, width: 480, height: 480))
        let divider = (split.view as? SplitContainerView)?.dividers[0]
        XCTAssertEqual(divider?.frame.minX, 480, "the divider at the primary column's trailing (left) edge")
        split.hide(.primary)
        h.advance(by: 0.15)
        XCTAssertGreaterThan(primary.presentationFrame.minX, 480, "sliding off the right edge")
        XCTAssertLessThan(primary.presentationFrame.minX, 800)
        h.advance(by: 0.5)
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
    }
}
