import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UITabBarController`: containment when the tabs are set, lazy loading of the children's
/// views, UIKit's appearance callbacks on a switch of tabs (old viewWillDisappear, new
/// viewWillAppear, old viewDidDisappear, new viewDidAppear, nobody moving to or from a
/// parent), the delegate on taps through the real input path, size transitions and a
/// navigation controller inside a tab.
final class TabBarControllerTests: XCTestCase {
    static let tabs = "UITabBarController"
    static let order: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                                         .willMoveToParent, .didMoveToParent, .viewDidLoad]
    static let appearing: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    /// Records what the delegate is asked and told; refuses the controllers in `refused`.
    @MainActor final class Delegate: UITabBarControllerDelegate {
        var log: [String] = []
        var refused: [UIViewController] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title ?? "?")")
            return !refused.contains { $0 === viewController }
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title ?? "?")")
        }
    }

    @MainActor private func vc(_ name: String, _ log: LifecycleRecorder) -> RecordingViewController {
        let v = RecordingViewController(name: name, recorder: log)
        v.title = name
        return v
    }

    /// Tabs A, B, C with A on screen in an 800×480 window (rendered, log cleared).
    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder) -> (UITabBarController, [RecordingViewController]) {
        let vcs = ["A", "B", "C"].map { vc($0, log) }
        let tabs = UITabBarController()
        tabs.viewControllers = vcs
        h.window.rootViewController = tabs
        h.renderFrames()
        log.clear()
        return (tabs, vcs)
    }

    /// The centre of tab `i`'s item, in window coordinates.
    @MainActor private func itemCentre(_ tabs: UITabBarController, _ i: Int) -> CGPoint {
        let b = tabs.tabBar.buttons[i]
        return b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }

    // MARK: Setting the tabs, appearing

    /// Setting the tabs makes each a child (willMove, then didMove, for each); only the
    /// selected (first) one loads its view when the tab bar controller appears, above the
    /// 49 pt bar; the bar shows one item per tab with the controllers' titles.
    @MainActor func testOnlyTheSelectedChildLoadsAndFillsTheAreaAboveTheBar() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let vcs = ["A", "B", "C"].map { vc($0, log) }
        let tabs = UITabBarController()
        XCTAssertNil(tabs.viewControllers)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound, "no tabs, no selection, as in UIKit")
        tabs.viewControllers = vcs
        XCTAssertEqual(log.events(only: Self.order), [
            "A.willMove(toParent:\(Self.tabs))", "B.willMove(toParent:\(Self.tabs))", "C.willMove(toParent:\(Self.tabs))",
            "A.didMove(toParent:\(Self.tabs))", "B.didMove(toParent:\(Self.tabs))", "C.didMove(toParent:\(Self.tabs))",
        ])
        log.clear()
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        XCTAssertFalse(vcs[1].isViewLoaded || vcs[2].isViewLoaded, "the other tabs load when first selected")
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === vcs[0])
        XCTAssertEqual(vcs[0].view.frame, CGRect(x: 0, y: 0, width: 800, height: 431))
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 800, height: 49))
        XCTAssertEqual(tabs.tabBar.items.count, 3)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["A", "B", "C"])
        XCTAssertEqual(tabs.tabBar.buttons.map(\.frame.width), [267, 266, 267], "evenly spaced")
        XCTAssertTrue(tabs.tabBar.selectedItem === vcs[0].tabBarItem)
        XCTAssertEqual(tabs.tabBar.buttons[0].titleLabel.textColor, tabs.tabBar.tintColor)
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.textColor, tabs.tabBar.unselectedItemTintColor)
        XCTAssertTrue(vcs.allSatisfy { $0.tabBarController === tabs })
        XCTAssertNil(tabs.tabBarController, "the nearest *ancestor* tab bar controller")
        XCTAssertEqual(vcs[0].view.safeAreaInsets, .zero, "the child stops at the bar")

        vcs[1].title = "Beta"
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.text, "Beta", "the controller's title shows until its item has one")
        vcs[1].tabBarItem.title = "Item"
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.text, "Item")
    }

    // MARK: Switching

    /// A switch of tabs: the new view loads (viewDidLoad), old viewWillDisappear, new
    /// viewWillAppear, and after the next frame old viewDidDisappear, new viewDidAppear, all
    /// not animated; no containment calls and no isMovingTo/FromParent (the children stay).
    @MainActor func testSwitchCallbackOrder() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        tabs.selectedIndex = 1
        XCTAssertEqual(log.events(only: Self.order), ["B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)"])
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                                       "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        for (name, callback) in [("A", LifecycleRecorder.Callback.viewWillDisappear), ("A", .viewDidDisappear),
                                 ("B", .viewWillAppear), ("B", .viewDidAppear)] {
            XCTAssertEqual(log.flags(for: name, in: callback), [.none], "\(name) \(callback): a plain switch moves nobody")
        }
        XCTAssertNil(vcs[0].view.superview, "the old view leaves the hierarchy")
        XCTAssertTrue(vcs[1].view.superview === tabs.view)
        XCTAssertEqual(vcs[1].view.frame, CGRect(x: 0, y: 0, width: 800, height: 431))
        XCTAssertTrue(tabs.tabBar.selectedItem === vcs[1].tabBarItem)
        XCTAssertFalse(vcs[2].isViewLoaded)

        log.clear()
        tabs.selectedViewController = vcs[0]
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                                                       "B.viewDidDisappear(false)", "A.viewDidAppear(false)"], "A loads only once")
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(tabs.children.count, 3)
    }

    /// Two switches before a frame: the first one ends before the second begins, so every
    /// controller's callbacks pair up; out-of-range indices are ignored.
    @MainActor func testASwitchBeforeTheFrameFinishesTheFirstOne() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, _) = scene(h, log)
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.appearing), [
            "A.viewWillDisappear(false)", "B.viewWillAppear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
            "B.viewWillDisappear(false)", "C.viewWillAppear(false)", "B.viewDidDisappear(false)", "C.viewDidAppear(false)",
        ])
        tabs.selectedIndex = 5
        XCTAssertEqual(tabs.selectedIndex, 2, "an index out of range is ignored")
    }

    // MARK: Changing the tabs

    /// New tabs keep the selected controller selected when it stays (at its new index);
    /// removed ones leave (willMove(toParent: nil) … didMove(toParent: nil)); when the
    /// selected one leaves, the tab at the same index (else the first) takes over, and the
    /// leaving one is seen leaving its parent. Leaving controllers go in their tab order.
    @MainActor func testSetViewControllersKeepsTheSelectionAndRemovesTheRest() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        tabs.selectedIndex = 1
        h.renderFrames()
        log.clear()
        let d = vc("D", log)
        tabs.setViewControllers([d, vcs[1]], animated: false)
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), [
            "A.willMove(toParent:nil)", "C.willMove(toParent:nil)", "D.willMove(toParent:\(Self.tabs))",
            "D.didMove(toParent:\(Self.tabs))", "A.didMove(toParent:nil)", "C.didMove(toParent:nil)",
        ], "B stays selected: no appearance callbacks, D does not load")
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(tabs.selectedViewController === vcs[1])
        XCTAssertNil(vcs[0].parent)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["D", "B"])

        log.clear()
        let e = vc("E", log)
        tabs.viewControllers = [e]
        XCTAssertEqual(tabs.selectedIndex, 0, "the old index is out of range: the first tab")
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), [
            "D.willMove(toParent:nil)", "B.willMove(toParent:nil)", "E.willMove(toParent:\(Self.tabs))", "E.viewDidLoad",
            "B.viewWillDisappear(false)", "E.viewWillAppear(false)", "B.viewDidDisappear(false)", "E.viewDidAppear(false)",
            "E.didMove(toParent:\(Self.tabs))", "D.didMove(toParent:nil)", "B.didMove(toParent:nil)",
        ])
        XCTAssertEqual(log.flags(for: "B", in: .viewWillDisappear), [LifecycleRecorder.AppearanceFlags(isMovingFromParent: true)])
        XCTAssertEqual(log.flags(for: "E", in: .viewWillAppear), [LifecycleRecorder.AppearanceFlags(isMovingToParent: true)])
    }

    // MARK: The delegate and taps

    /// A tap on an item through the touch input path asks the delegate, selects the tab and
    /// tells the delegate; a refused tab stays unselected; a tap on the selected tab asks and
    /// tells too but changes nothing; selecting in code never involves the delegate.
    @MainActor func testTapsAskTheDelegateWhichMayRefuse() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        let delegate = Delegate()
        delegate.refused = [vcs[2]]
        tabs.delegate = delegate

        h.tap(at: itemCentre(tabs, 2))
        h.renderFrames()
        XCTAssertEqual(delegate.log, ["should C"])
        XCTAssertEqual(tabs.selectedIndex, 0, "the delegate refused C")
        XCTAssertEqual(log.events(only: Self.appearing), [])
        XCTAssertFalse(vcs[2].isViewLoaded)

        h.tap(at: itemCentre(tabs, 1))
        XCTAssertEqual(delegate.log, ["should C", "should B", "did B"])
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.appearing), ["A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                                           "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(vcs[1].isVisibleInHierarchy)

        log.clear()
        h.tap(at: itemCentre(tabs, 1))
        h.renderFrames()
        XCTAssertEqual(delegate.log.suffix(2), ["should B", "did B"], "UIKit tells about a tap on the selected tab too")
        XCTAssertEqual(log.events(only: Self.appearing), [])

        delegate.log = []
        tabs.selectedIndex = 2
        h.renderFrames()
        XCTAssertEqual(delegate.log, [], "selecting in code does not ask the delegate")
        XCTAssertTrue(vcs[2].isVisibleInHierarchy)
    }

    // MARK: Size

    /// A rotation reaches the selected child only, with the size above the bar; a tab
    /// selected later gets the new layout when it is shown.
    @MainActor func testRotationReachesTheSelectedChildWithTheSizeAboveTheBar() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        tabs.selectedIndex = 1
        h.renderFrames()
        log.clear()
        XCTAssertEqual(tabs.size(forChildContentContainer: vcs[1], withParentContainerSize: CGSize(width: 800, height: 480)),
                       CGSize(width: 800, height: 431))

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        XCTAssertEqual(log.events(only: [.viewWillTransition]), ["B.viewWillTransition(480x751)"])
        XCTAssertEqual(vcs[1].view.frame, CGRect(x: 0, y: 0, width: 480, height: 751))
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 751, width: 480, height: 49))
        tabs.selectedIndex = 0
        h.renderFrames()
        XCTAssertEqual(vcs[0].view.frame, CGRect(x: 0, y: 0, width: 480, height: 751))
    }

    // MARK: A navigation controller in a tab

    /// The usual iOS shape: a navigation controller per tab. Its bar sits at the top of the
    /// area above the tab bar; a push inside it leaves the tabs alone; a switch of tabs makes
    /// the navigation controller's top controller disappear and come back (its stack kept);
    /// a tap on the selected navigation tab pops it to its root, as in UIKit.
    @MainActor func testNavigationControllerInsideATab() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let root = vc("R", log), pushed = vc("P", log), other = vc("S", log)
        let nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertEqual(nav.view.frame, CGRect(x: 0, y: 0, width: 800, height: 431))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 800, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 44, width: 800, height: 387))
        XCTAssertTrue(root.tabBarController === tabs && root.navigationController === nav)

        nav.pushViewController(pushed, animated: true)
        h.advance(by: 0.5)
        XCTAssertTrue(pushed.tabBarController === tabs)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["Nav", "S"], "the tab shows the navigation controller's item")
        log.clear()

        h.tap(at: itemCentre(tabs, 1))
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["S.viewDidLoad", "P.viewWillDisappear(false)", "S.viewWillAppear(false)",
                                                       "P.viewDidDisappear(false)", "S.viewDidAppear(false)"])
        log.clear()
        h.tap(at: itemCentre(tabs, 0))
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["S.viewWillDisappear(false)", "P.viewWillAppear(false)",
                                                       "S.viewDidDisappear(false)", "P.viewDidAppear(false)"])
        XCTAssertTrue(nav.topViewController === pushed, "the stack is kept across switches")
        XCTAssertEqual(pushed.view.frame, CGRect(x: 0, y: 44, width: 800, height: 387))

        h.tap(at: itemCentre(tabs, 0))
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === root, "a tap on the selected navigation tab pops to the root")
        XCTAssertTrue(root.isVisibleInHierarchy)
    }
}
