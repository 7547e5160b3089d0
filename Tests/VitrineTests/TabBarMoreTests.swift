import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UITabBarController` with more than five children: the "More" tab and its
/// `moreNavigationController`, selection of the tabs behind it, and the appearance callbacks
/// on the way, through the real input path where a user would tap.
final class TabBarMoreTests: XCTestCase {
    static let appearing: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                                             .viewDidLoad]

    /// Tabs A…F (recording) in an 800×480 window with A on screen (rendered, log cleared).
    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder, count: Int = 6) -> (UITabBarController, [RecordingViewController]) {
        let vcs = ["A", "B", "C", "D", "E", "F", "G"].prefix(count).map { name -> RecordingViewController in
            let v = RecordingViewController(name: name, recorder: log)
            v.title = name
            return v
        }
        let tabs = UITabBarController()
        tabs.viewControllers = vcs
        h.window.rootViewController = tabs
        h.renderFrames()
        log.clear()
        return (tabs, vcs)
    }

    @MainActor private func tapItem(_ h: HeadlessHarness, _ tabs: UITabBarController, _ i: Int) {
        let b = tabs.tabBar.buttons[i]
        h.tap(at: b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil))
        h.renderFrames()
    }

    @MainActor private func list(_ tabs: UITabBarController) -> MoreListViewController {
        (tabs.moreNavigationController as! MoreNavigationController).list
    }

    /// UIKit (`UITabBarController`): with more than five view controllers the tab bar shows
    /// four and a "More" item; `moreNavigationController` "always contains a valid More
    /// navigation controller, even if a More button is not displayed", and "the tab bar
    /// controller does not include the More navigation controller in" `viewControllers`. The
    /// More list shows the rest, in order. Five tabs fit without "More".
    @MainActor func testSixTabsShowFourAndMore() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["A", "B", "C", "D", "More"])
        XCTAssertEqual(tabs.viewControllers?.count, 6)
        XCTAssertFalse(tabs.viewControllers!.contains { $0 === tabs.moreNavigationController })
        XCTAssertTrue(tabs.tabBar.items[4] === tabs.moreNavigationController.tabBarItem)
        XCTAssertTrue(tabs.moreNavigationController.parent === tabs)
        XCTAssertEqual(list(tabs).listed.map(\.title), ["E", "F"])
        XCTAssertTrue(tabs.customizableViewControllers?.count == 6 && tabs.customizableViewControllers![5] === vcs[5],
                      "set with viewControllers, as in UIKit")
        tabs.viewControllers = Array(vcs.prefix(5))
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["A", "B", "C", "D", "E"])
        XCTAssertNil(tabs.moreNavigationController.parent, "no More tab, no More child")
        XCTAssertNotNil(tabs.moreNavigationController, "still valid without a More button")
    }

    /// Tapping "More" shows the More list: A disappears; `selectedViewController` is the More
    /// navigation controller and `selectedIndex` is `NSNotFound` (UIKit, `selectedIndex`: "if
    /// the selected view controller is currently the More navigation controller, this property
    /// contains the value NSNotFound"). Tapping row "E" pushes E on the More navigation
    /// controller (animated: E appears after the slide) and selects it: `selectedIndex` 4,
    /// `selectedViewController` E, the More item still highlighted; E's `tabBarController` is
    /// the tab bar controller. The back button pops to the list again and E goes back to the
    /// tab bar controller.
    @MainActor func testMoreListSelectsAndPushesATab() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        tapItem(h, tabs, 4)
        XCTAssertEqual(log.events(only: Self.appearing), ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        let table = list(tabs).tableView!
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "E")
        log.clear()

        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        h.tap(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: nil))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearing), ["E.viewDidLoad", "E.viewWillAppear(true)", "E.viewDidAppear(true)"])
        XCTAssertEqual(tabs.selectedIndex, 4)
        XCTAssertTrue(tabs.selectedViewController === vcs[4])
        XCTAssertTrue(tabs.moreNavigationController.topViewController === vcs[4])
        XCTAssertTrue(vcs[4].parent === tabs.moreNavigationController)
        XCTAssertTrue(vcs[4].tabBarController === tabs)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        XCTAssertEqual(tabs.moreNavigationController.navigationBar.titleLabel.text, "E")
        log.clear()

        let back = tabs.moreNavigationController.navigationBar.backButton
        h.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearing), ["E.viewWillDisappear(true)", "E.viewDidDisappear(true)"])
        XCTAssertEqual(tabs.selectedIndex, NSNotFound, "back on the More list")
        XCTAssertTrue(vcs[4].parent === tabs, "a tab again once it left the More stack")
        XCTAssertTrue(tabs.children.contains { $0 === vcs[4] })
    }

    /// UIKit, `selectedViewController`: "you can use this property to select any of the view
    /// controllers in the viewControllers property. This includes view controllers that are
    /// managed by the More navigation controller and whose tab bar items are not visible in the
    /// tab bar." Selecting F by index from tab A shows it on the More navigation controller
    /// (A disappears, F appears, without animation, in UIKit's order) with "More" highlighted;
    /// selecting B switches from F to B the same way.
    @MainActor func testSelectingATabBehindMoreByIndex() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        tabs.selectedIndex = 5
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.appearing), ["F.viewDidLoad", "A.viewWillDisappear(false)", "F.viewWillAppear(false)",
                                                          "A.viewDidDisappear(false)", "F.viewDidAppear(false)"])
        XCTAssertEqual(tabs.selectedIndex, 5)
        XCTAssertTrue(tabs.selectedViewController === vcs[5])
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 2)
        XCTAssertTrue(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
        XCTAssertEqual(vcs[5].view.frame.minY, 44, "below the More navigation bar")
        log.clear()
        tabs.selectedViewController = vcs[1]
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.appearing), ["B.viewDidLoad", "F.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                                          "F.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        log.clear()
        tabs.selectedViewController = tabs.moreNavigationController
        h.renderFrames()
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1, "the More list itself")
        XCTAssertEqual(log.events(only: Self.appearing), ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
        XCTAssertTrue(vcs[5].parent === tabs)
    }

    /// Replacing the tabs while one is shown behind "More" gives it back first; with five or
    /// fewer left, the bar drops "More" and the selection is a plain tab again.
    @MainActor func testFewerTabsDropMore() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log, count: 7)
        tabs.selectedIndex = 6
        h.renderFrames()
        tabs.viewControllers = Array(vcs.prefix(3))
        h.renderFrames()
        XCTAssertEqual(tabs.tabBar.buttons.map { $0.titleLabel.text ?? "" }, ["A", "B", "C"])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertNil(vcs[6].parent)
        XCTAssertTrue(vcs[0].viewIfLoaded?.window != nil)
        XCTAssertNil(tabs.moreNavigationController.parent)
    }

    /// Records what the delegate is asked and told.
    @MainActor final class Delegate: UITabBarControllerDelegate {
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController === tabBarController.moreNavigationController ? "More" : viewController.title ?? "?")")
            return true
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController === tabBarController.moreNavigationController ? "More" : viewController.title ?? "?")")
        }
    }

    /// A tap on "More" asks and tells the delegate about the More navigation controller (the
    /// controller of that bar item, as UIKit passes it); while a tab behind "More" is shown, a
    /// second tap on "More" pops back to the list, as a tap on a selected navigation tab does
    /// (F disappears, animated).
    @MainActor func testTappingMoreAgainPopsToTheList() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (tabs, vcs) = scene(h, log)
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 5
        h.renderFrames()
        log.clear()
        tapItem(h, tabs, 4)
        h.advance(by: 0.5)
        XCTAssertEqual(delegate.log, ["should More", "did More"])
        XCTAssertEqual(log.events(only: Self.appearing), ["F.viewWillDisappear(true)", "F.viewDidDisappear(true)"])
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        XCTAssertTrue(vcs[5].parent === tabs)
    }
}
