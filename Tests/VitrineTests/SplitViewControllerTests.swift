import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UISplitViewController`, each rule with its source in UIKit's documentation: columns in
/// navigation controllers, the column widths, display modes under each split behavior,
/// show/hide of columns (animated on the virtual clock), collapse and expand on rotation with
/// the delegate's calls and the appearance callbacks, `showDetailViewController`, size
/// transitions and traits for the columns. The window is 800×480 (regular width); turned to
/// portrait it is 480×800 (compact width: below the 640-pt line of `SizeClassMapping`).
final class SplitViewControllerTests: XCTestCase {
    static let appearance: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    /// Writes the delegate calls it gets.
    @MainActor final class Delegate: UISplitViewControllerDelegate {
        var calls: [String] = []
        var topColumn: UISplitViewController.Column?
        var expandMode: UISplitViewController.DisplayMode?

        func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            calls.append("topColumnForCollapsing(proposed: \(proposedTopColumn))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
            calls.append("displayModeForExpanding(proposed: \(proposedDisplayMode))")
            return expandMode ?? proposedDisplayMode
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse(isCollapsed: \(svc.isCollapsed))") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand(isCollapsed: \(svc.isCollapsed))") }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) { calls.append("willChangeTo(\(displayMode))") }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { calls.append("willShow(\(column))") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { calls.append("willHide(\(column))") }
    }

    /// A double-column split with list "L" and detail "D" on screen in an 800×480 window
    /// (rendered, log cleared).
    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder, delegate: Delegate? = nil,
                                  configure: (UISplitViewController) -> Void = { _ in }) -> (UISplitViewController, RecordingViewController, RecordingViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let l = RecordingViewController(name: "L", recorder: log)
        let d = RecordingViewController(name: "D", recorder: log)
        split.setViewController(l, for: .primary)
        split.setViewController(d, for: .secondary)
        configure(split)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        log.clear()
        delegate?.calls = []
        return (split, l, d)
    }

    // MARK: Columns

    /// `setViewController(_:for:)` / `viewController(for:)` (UIKit: "the split view
    /// controller wraps the view controller in a navigation controller" for a column-style
    /// split; `viewController(for:)` returns the controller set): each column controller is
    /// inside a navigation controller that is the split's child; a navigation controller given
    /// is used as it is.
    @MainActor func testColumnControllersAreWrappedInNavigationControllers() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, l, d) = scene(h, log)
        XCTAssertTrue(split.viewController(for: .primary) === l)
        XCTAssertTrue(split.viewController(for: .secondary) === d)
        XCTAssertNotNil(l.navigationController)
        XCTAssertTrue(l.navigationController?.parent === split)
        XCTAssertTrue(l.splitViewController === split && d.splitViewController === split)
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertTrue(split.viewControllers[0] === l.navigationController && split.viewControllers[1] === d.navigationController)

        let given = UINavigationController(rootViewController: UIViewController())
        split.setViewController(given, for: .secondary)
        XCTAssertTrue(split.viewController(for: .secondary) === given)
        XCTAssertTrue(split.viewControllers[1] === given, "a navigation controller is not wrapped again")
        XCTAssertNil(d.navigationController?.parent, "the old column controller's wrapper left the split")
    }

    /// `setViewController(_:for:)` for a column the style lacks (a double-column split has no
    /// supplementary column) is bad input: logged, ignored.
    @MainActor func testSupplementaryColumnOfADoubleColumnSplitIsRefusedWithALogLine() async {
        BadInputLog.clear()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .supplementary)
        XCTAssertNil(split.viewController(for: .supplementary))
        XCTAssertEqual(split.viewControllers.count, 0)
        XCTAssertEqual(BadInputLog.recent.count, 1)
        XCTAssertTrue(BadInputLog.recent.last?.contains("no .supplementary column") ?? false, "\(BadInputLog.recent)")
    }

    /// The classic split (`init()`, style `.unspecified`) takes `viewControllers` (primary,
    /// secondary); `setViewController(_:for:)` "doesn't apply to classic split view
    /// controllers" (UIKit documentation): logged and ignored.
    @MainActor func testClassicSplitTakesViewControllersAndRefusesSetViewController() async {
        BadInputLog.clear()
        let split = UISplitViewController()
        XCTAssertEqual(split.style, .unspecified)
        let a = UIViewController(), b = UIViewController()
        split.viewControllers = [a, b]
        XCTAssertTrue(split.viewController(for: .primary) === a && split.viewController(for: .secondary) === b)
        split.setViewController(UIViewController(), for: .primary)
        XCTAssertTrue(split.viewController(for: .primary) === a)
        XCTAssertEqual(BadInputLog.recent.count, 1)
    }

    // MARK: Widths

    /// `preferredPrimaryColumnWidthFraction`, `minimumPrimaryColumnWidth`,
    /// `maximumPrimaryColumnWidth` (UIKit documentation: the fraction of the split view's
    /// width, "checked against these bounds"; automatic maximum 320 pt, minimum 0 pt) and
    /// `preferredPrimaryColumnWidth` ("takes precedence over preferredPrimaryColumnWidthFraction").
    @MainActor func testPrimaryWidthIsTheFractionClampedToMinimumAndMaximum() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, _, _) = scene(h, log)
        XCTAssertEqual(split.primaryColumnWidth, 320, "automatic: iOS's 320-pt sidebar")
        split.preferredPrimaryColumnWidthFraction = 0.5
        XCTAssertEqual(split.primaryColumnWidth, 320, "400 pt is over the automatic maximum of 320 pt")
        split.maximumPrimaryColumnWidth = 1000
        XCTAssertEqual(split.primaryColumnWidth, 400, "0.5 × 800")
        split.preferredPrimaryColumnWidthFraction = 0.1
        split.minimumPrimaryColumnWidth = 150
        XCTAssertEqual(split.primaryColumnWidth, 150, "80 pt is under the minimum")
        split.preferredPrimaryColumnWidth = 250
        XCTAssertEqual(split.primaryColumnWidth, 250, "points take precedence over the fraction")
        h.renderFrames()
        XCTAssertEqual(split.viewControllers[0].view.frame, CGRect(x: 0, y: 0, width: 250, height: 480))
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 250, y: 0, width: 550, height: 480))
    }

    /// Bad widths: a fraction that is NaN or outside 0…1, a negative or infinite width, are
    /// logged and leave the previous value.
    @MainActor func testBadWidthsAreLoggedAndTheOldValueKept() async {
        BadInputLog.clear()
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredPrimaryColumnWidthFraction = 0.25
        split.preferredPrimaryColumnWidthFraction = .nan
        split.preferredPrimaryColumnWidthFraction = 1.5
        split.preferredPrimaryColumnWidthFraction = -0.1
        XCTAssertEqual(split.preferredPrimaryColumnWidthFraction, 0.25)
        split.maximumPrimaryColumnWidth = -5
        split.minimumPrimaryColumnWidth = .infinity
        split.preferredSupplementaryColumnWidthFraction = .nan
        XCTAssertEqual(split.maximumPrimaryColumnWidth, UISplitViewController.automaticDimension)
        XCTAssertEqual(split.minimumPrimaryColumnWidth, UISplitViewController.automaticDimension)
        XCTAssertEqual(BadInputLog.recent.count, 6)
        XCTAssertEqual(UISplitViewController.columnWidth(total: 800, points: UISplitViewController.automaticDimension, fraction: 0.25,
                                                         minimum: UISplitViewController.automaticDimension, maximum: UISplitViewController.automaticDimension), 200)
    }

    // MARK: Display modes

    /// `UISplitViewController.SplitBehavior` (UIKit documentation lists the display modes each
    /// behavior allows: tile — secondaryOnly, oneBesideSecondary, twoBesideSecondary; overlay —
    /// secondaryOnly, oneOverSecondary, twoOverSecondary; displace — secondaryOnly,
    /// oneBesideSecondary, twoDisplaceSecondary): a preferred mode is used as the allowed one
    /// with the same columns; `.automatic` tiles every column, or shows the secondary only.
    @MainActor func testDisplayModeFollowsWhatTheSplitBehaviorAllows() async {
        typealias S = UISplitViewController
        XCTAssertEqual(S.displayMode(preferred: .automatic, behavior: .tile, triple: false), .oneBesideSecondary)
        XCTAssertEqual(S.displayMode(preferred: .automatic, behavior: .tile, triple: true), .twoBesideSecondary)
        XCTAssertEqual(S.displayMode(preferred: .automatic, behavior: .overlay, triple: false), .secondaryOnly)
        XCTAssertEqual(S.displayMode(preferred: .oneOverSecondary, behavior: .tile, triple: false), .oneBesideSecondary)
        XCTAssertEqual(S.displayMode(preferred: .oneBesideSecondary, behavior: .overlay, triple: false), .oneOverSecondary)
        XCTAssertEqual(S.displayMode(preferred: .twoBesideSecondary, behavior: .displace, triple: true), .twoDisplaceSecondary)
        XCTAssertEqual(S.displayMode(preferred: .twoDisplaceSecondary, behavior: .overlay, triple: true), .twoOverSecondary)
        XCTAssertEqual(S.displayMode(preferred: .twoBesideSecondary, behavior: .tile, triple: false), .oneBesideSecondary,
                       "a double-column split has no second side column")
    }

    /// In a landscape window the automatic behavior tiles (iPadOS's full-screen landscape):
    /// the primary column (320 pt) beside the secondary; both appear with the split, primary
    /// first; the side column gets compact-width traits, the secondary keeps the window's
    /// regular width (as UIKit gives its sidebar and secondary).
    @MainActor func testLandscapeTilesPrimaryBesideSecondaryWithCompactSidebarTraits() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let split = UISplitViewController(style: .doubleColumn)
        let l = RecordingViewController(name: "L", recorder: log), d = RecordingViewController(name: "D", recorder: log)
        split.setViewController(l, for: .primary)
        split.setViewController(d, for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillAppear(false)", "D.viewWillAppear(false)",
                                                           "L.viewDidAppear(false)", "D.viewDidAppear(false)"])
        XCTAssertEqual(split.splitBehavior, .tile)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.viewControllers[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 320, y: 0, width: 480, height: 480))
        XCTAssertEqual(l.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(d.traitCollection.horizontalSizeClass, .regular)
    }

    // MARK: Show and hide

    /// `hide(_:)` / `show(_:)` (UIKit documentation: the split view controller changes its
    /// display mode to one that hides or shows the column, animated): the delegate hears
    /// `willChangeTo`, then `willHide`/`willShow`; the primary slides out (0.3 s) with
    /// `viewWillDisappear(true)` … `viewDidDisappear(true)`, and back in with the appearance
    /// pair; halfway it is partly on screen.
    @MainActor func testHideAndShowPrimarySlideWithDelegateAndAppearanceCalls() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let delegate = Delegate()
        let (split, _, _) = scene(h, log, delegate: delegate)
        let primaryView = split.viewControllers[0].view!

        split.hide(.primary)
        XCTAssertEqual(delegate.calls, ["willChangeTo(secondaryOnly)", "willHide(primary)"])
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillDisappear(true)"])
        h.advance(by: 0.15)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        h.advance(by: 0.3)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillDisappear(true)", "L.viewDidDisappear(true)"])
        XCTAssertNil(primaryView.superview, "a hidden column's view leaves the hierarchy")
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))

        log.clear()
        delegate.calls = []
        split.show(.primary)
        XCTAssertEqual(delegate.calls, ["willChangeTo(oneBesideSecondary)", "willShow(primary)"])
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillAppear(true)"])
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillAppear(true)", "L.viewDidAppear(true)"])
        XCTAssertEqual(primaryView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// With `preferredSplitBehavior = .overlay`, showing the primary column puts it over the
    /// secondary (`.oneOverSecondary`: the secondary keeps the full width, UIKit's overlay).
    @MainActor func testOverlayBehaviorShowsThePrimaryOverTheSecondary() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, _, d) = scene(h, log) { $0.preferredSplitBehavior = .overlay }
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        split.show(.primary)
        h.advance(by: 0.5)
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(split.viewControllers[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
        XCTAssertTrue(d.isVisibleInHierarchy, "the secondary stays on screen under the overlay")
        // show(.secondary): "the closest display mode … where the specified column is fully
        // visible" — the overlay goes.
        split.show(.secondary)
        h.advance(by: 0.5)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
    }

    // MARK: Collapse and expand

    /// Turning to portrait makes the window horizontally compact: the split collapses
    /// (`isCollapsed`), asking the delegate for the top column (proposed: the secondary, the
    /// split having appeared) and telling it `splitViewControllerDidCollapse` with
    /// `isCollapsed` true (UIKit documentation for both). The detail is pushed on the primary
    /// column's stack and stays on screen (no appearance callbacks, only its change of
    /// parent); the list under it disappears.
    @MainActor func testRotationToPortraitCollapsesWithTheDetailOnTop() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let delegate = Delegate()
        let (split, l, d) = scene(h, log, delegate: delegate)
        let primaryNav = split.viewControllers[0] as? UINavigationController

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(delegate.calls, ["topColumnForCollapsing(proposed: secondary)", "didCollapse(isCollapsed: true)"])
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillDisappear(false)", "L.viewDidDisappear(false)"])
        XCTAssertEqual(log.events(for: "D", only: LifecycleRecorder.containmentCallbacks),
                       ["D.willMove(toParent:nil)", "D.didMove(toParent:nil)",
                        "D.willMove(toParent:UINavigationController)", "D.didMove(toParent:UINavigationController)"])
        XCTAssertTrue(primaryNav?.viewControllers.elementsEqual([l, d], by: ===) ?? false)
        XCTAssertTrue(d.navigationController === primaryNav)
        XCTAssertTrue(split.viewControllers.count == 1 && split.viewControllers[0] === primaryNav)
        XCTAssertEqual(primaryNav?.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertTrue(d.view.window != nil && d.isVisibleInHierarchy)
        XCTAssertEqual(d.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(primaryNav?.navigationBar.backLabel.text != nil, true, "a back button to the list")
    }

    /// Turning back to landscape expands: the delegate is asked for the display mode
    /// (proposed: the tiled `.oneBesideSecondary`), `willChangeTo` is not sent (the mode is the
    /// one before collapsing), then `splitViewControllerDidExpand` with `isCollapsed` false;
    /// the detail goes back to the secondary column, still on screen; the list reappears.
    @MainActor func testRotationBackToLandscapeExpandsAndTheListReappears() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let delegate = Delegate()
        let (split, l, d) = scene(h, log, delegate: delegate)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        log.clear()
        delegate.calls = []

        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertEqual(delegate.calls, ["displayModeForExpanding(proposed: oneBesideSecondary)", "didExpand(isCollapsed: false)"])
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillAppear(false)", "L.viewDidAppear(false)"])
        XCTAssertTrue(split.viewController(for: .secondary) === d)
        XCTAssertTrue(d.navigationController === split.viewControllers[1])
        XCTAssertTrue((split.viewControllers[0] as? UINavigationController)?.viewControllers.elementsEqual([l], by: ===) ?? false)
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 320, y: 0, width: 480, height: 480))
        XCTAssertTrue(l.isVisibleInHierarchy && d.isVisibleInHierarchy)
    }

    /// The delegate may choose the primary column as the top one: the collapsed interface is
    /// the list, the detail leaves the screen (`viewWillDisappear` … `viewDidDisappear`) and
    /// comes back on expanding.
    @MainActor func testTopColumnPrimaryShowsTheListAndTheDetailDisappears() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let delegate = Delegate()
        delegate.topColumn = .primary
        let (split, l, d) = scene(h, log, delegate: delegate)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearance), ["D.viewWillDisappear(false)", "D.viewDidDisappear(false)"])
        XCTAssertTrue(l.isVisibleInHierarchy)
        XCTAssertTrue(split.viewController(for: .secondary) === d, "the secondary column keeps its controller")
        log.clear()
        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearance), ["D.viewWillAppear(false)", "D.viewDidAppear(false)"])
    }

    /// A split view controller that first appears in a compact window starts collapsed on the
    /// primary column (proposed top column: the primary, as an iPhone app starts on its list).
    @MainActor func testCompactAtLaunchStartsCollapsedOnThePrimary() async {
        let h = HeadlessHarness(width: 480, height: 800)
        let log = LifecycleRecorder()
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let l = RecordingViewController(name: "L", recorder: log), d = RecordingViewController(name: "D", recorder: log)
        split.setViewController(l, for: .primary)
        split.setViewController(d, for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(delegate.calls, ["topColumnForCollapsing(proposed: primary)", "didCollapse(isCollapsed: true)"])
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillAppear(false)", "L.viewDidAppear(false)"])
        XCTAssertNil(d.viewIfLoaded?.window)
    }

    /// The `.compact` column (UIKit: "the view controller to display when the split view
    /// interface is collapsed") is shown instead of the others when collapsed.
    @MainActor func testCompactColumnIsShownWhenCollapsed() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let c = RecordingViewController(name: "C", recorder: log)
        let (split, _, _) = scene(h, log) { $0.setViewController(c, for: .compact) }
        XCTAssertNil(c.viewIfLoaded?.window)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillDisappear(false)", "D.viewWillDisappear(false)", "C.viewWillAppear(false)",
                                                           "L.viewDidDisappear(false)", "D.viewDidDisappear(false)", "C.viewDidAppear(false)"])
        XCTAssertTrue(split.viewControllers.count == 1 && split.viewControllers[0] === c.navigationController)
    }

    // MARK: Showing

    /// `showDetailViewController(_:sender:)` from the primary column (UIKit: the split view
    /// controller "replaces the secondary view controller"; collapsed, it pushes it on the
    /// stack): expanded, the new detail takes the secondary column (old one disappears, new
    /// one appears); collapsed, it is pushed (animated) above the list.
    @MainActor func testShowDetailReplacesTheSecondaryOrPushesWhenCollapsed() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, l, _) = scene(h, log)
        let e = RecordingViewController(name: "E", recorder: log)
        l.showDetailViewController(e, sender: l)
        h.advance(by: 0.1)
        XCTAssertTrue(split.viewController(for: .secondary) === e)
        XCTAssertTrue(e.navigationController === split.viewControllers[1])
        XCTAssertEqual(log.events(only: Self.appearance), ["D.viewWillDisappear(false)", "E.viewWillAppear(false)",
                                                           "D.viewDidDisappear(false)", "E.viewDidAppear(false)"])
        // show(_:sender:) sent to the split "presents the specified view controller as the
        // primary view controller".
        let m = UIViewController()
        split.show(m, sender: nil)
        h.advance(by: 0.1)
        XCTAssertTrue(split.viewController(for: .primary) === m)
        XCTAssertTrue(split.viewController(for: .secondary) === e)
        split.setViewController(l, for: .primary)
        h.advance(by: 0.1)

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        let f = RecordingViewController(name: "F", recorder: log)
        log.clear()
        e.showDetailViewController(f, sender: e)
        h.advance(by: 0.5)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue((split.viewControllers[0] as? UINavigationController)?.topViewController === f)
        XCTAssertEqual(log.events(only: Self.appearance), ["E.viewWillDisappear(true)", "F.viewWillAppear(true)",
                                                           "E.viewDidDisappear(true)", "F.viewDidAppear(true)"])
    }

    // MARK: Size transitions

    /// `viewWillTransition(to:with:)` reaches the visible columns with the sizes
    /// `size(forChildContentContainer:withParentContainerSize:)` gives (the secondary column
    /// grows with the window; the 320-pt primary keeps its size and is not told), and on
    /// through each navigation controller to its top controller (less the 44-pt bar).
    @MainActor func testSizeTransitionReachesTheColumnsWithTheirNewSizes() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, _, _) = scene(h, log)
        XCTAssertEqual(split.size(forChildContentContainer: split.viewControllers[1], withParentContainerSize: CGSize(width: 1000, height: 480)),
                       CGSize(width: 680, height: 480))
        h.resize(to: CGSize(width: 1000, height: 480))
        h.advance(by: 0.1)
        XCTAssertEqual(log.events(only: [.viewWillTransition]), ["D.viewWillTransition(680x436)"])
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 320, y: 0, width: 680, height: 480))
    }

    /// UIKit's overlay behavior: "the secondary view controller is dimmed out, preventing
    /// interaction with its view"; a tap on it dismisses the overlaid column (iPadOS): the
    /// primary slides away and the split is back to `.secondaryOnly`.
    @MainActor func testTappingTheDimmedSecondaryHidesTheOverlaidPrimary() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, l, d) = scene(h, log) { $0.preferredSplitBehavior = .overlay }
        let container = split.view as? SplitContainerView
        XCTAssertEqual(container?.dimming.isHidden, true)
        split.show(.primary)
        h.advance(by: 0.5)
        XCTAssertEqual(container?.dimming.isHidden, false)
        XCTAssertEqual(container?.dimming.alpha, 1)
        XCTAssertEqual(container?.dimming.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
        log.clear()
        h.tap(at: CGPoint(x: 600, y: 300))
        h.advance(by: 0.5)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(log.events(only: Self.appearance), ["L.viewWillDisappear(true)", "L.viewDidDisappear(true)"])
        XCTAssertFalse(l.isVisibleInHierarchy)
        XCTAssertTrue(d.isVisibleInHierarchy)
        XCTAssertEqual(container?.dimming.isHidden, true)
    }

    // MARK: Triple column

    /// A triple-column split tiles primary, supplementary and secondary (`.twoBesideSecondary`,
    /// the automatic mode with `.tile`), each side column 320 pt; collapsing pushes the
    /// supplementary and the secondary controllers on the primary's stack (top column: the
    /// secondary), and expanding gives each column its own back.
    @MainActor func testTripleColumnTilesThreeAndCollapsesOntoThePrimaryStack() async {
        let h = HeadlessHarness(width: 1200, height: 700)
        h.screen.sizeClassMapping = SizeClassMapping(compactWidthBelow: 900)
        let log = LifecycleRecorder()
        let split = UISplitViewController(style: .tripleColumn)
        let p = RecordingViewController(name: "P", recorder: log), s = RecordingViewController(name: "S", recorder: log)
        let d = RecordingViewController(name: "D", recorder: log)
        split.setViewController(p, for: .primary)
        split.setViewController(s, for: .supplementary)
        split.setViewController(d, for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        XCTAssertEqual(split.viewControllers.map(\.view.frame), [CGRect(x: 0, y: 0, width: 320, height: 700),
                                                                 CGRect(x: 320, y: 0, width: 320, height: 700),
                                                                 CGRect(x: 640, y: 0, width: 560, height: 700)])
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertTrue((split.viewControllers[0] as? UINavigationController)?.viewControllers.elementsEqual([p, s, d], by: ===) ?? false)
        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertTrue(split.viewController(for: .supplementary) === s && s.navigationController === split.viewControllers[1])
        XCTAssertTrue(d.navigationController === split.viewControllers[2])
        XCTAssertTrue(p.isVisibleInHierarchy && s.isVisibleInHierarchy && d.isVisibleInHierarchy)
    }

    /// `displayModeButtonItem` ("a button that changes the display mode of the split view
    /// controller"): its action hides the shown primary column and shows it again.
    @MainActor func testDisplayModeButtonItemTogglesThePrimaryColumn() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (split, l, _) = scene(h, log)
        l.title = "List"
        let item = split.displayModeButtonItem
        XCTAssertTrue(item === split.displayModeButtonItem, "one item")
        item.primaryAction?.handler(item.primaryAction!)
        h.advance(by: 0.5)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        item.primaryAction?.handler(item.primaryAction!)
        h.advance(by: 0.5)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertTrue(l.isVisibleInHierarchy)
    }
}
