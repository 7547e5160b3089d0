import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit API that must read as it does in UIKit code: the coordinator's default `completion`,
/// `hasDifferentColorAppearance(comparedTo:)`, `UIBarButtonItem(systemItem:primaryAction:menu:)`
/// and the bar button item's accessibility values on the view the bar draws for it.
final class UIKitSpellingTests: XCTestCase {
    // MARK: The transition coordinator

    /// UIKit declares `animate(alongsideTransition:completion:)` with
    /// `completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil`, so
    /// `coordinator.animate(alongsideTransition: { _ in … })` compiles and the block runs inside
    /// the transition's animation.
    @MainActor func testAlongsideTransitionCompletionDefaultsToNil() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let root = RecordingViewController(name: "R", recorder: LifecycleRecorder())
        h.window.rootViewController = root
        h.renderFrames()
        var ran: [Bool] = []
        root.onViewWillTransition = { _, coordinator in
            coordinator.animate(alongsideTransition: { context in ran.append(context.isAnimated) })
        }
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.4)
        XCTAssertEqual(ran, [true], "the alongside block ran once, inside the animated transition")
    }

    // MARK: Colour appearance

    /// UIKit (`hasDifferentColorAppearance(comparedTo:)`): "Queries whether changing between
    /// the specified and current trait collections would affect color values … changing the
    /// userInterfaceStyle … usually changes the colors"; traits that do not affect colours
    /// (size classes, layout direction) do not count; an app's own trait counts when its
    /// definition `affectsColorAppearance`.
    @MainActor func testHasDifferentColorAppearanceFollowsTheColourTraits() async {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: light))
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: light))
        let compactLight = light.modifyingTraits { $0.horizontalSizeClass = .compact; $0.layoutDirection = .rightToLeft }
        XCTAssertFalse(compactLight.hasDifferentColorAppearance(comparedTo: light), "size class and direction leave colours alone")
        XCTAssertTrue(light.hasDifferentColorAppearance(comparedTo: nil), "nothing to compare with: every trait counts as changed")

        let tinted = light.modifyingTraits { $0[ColourThemeTrait.self] = 1 }
        XCTAssertTrue(tinted.hasDifferentColorAppearance(comparedTo: light), "an app trait that affects colour appearance")
        let counted = light.modifyingTraits { $0[CounterTrait.self] = 3 }
        XCTAssertFalse(counted.hasDifferentColorAppearance(comparedTo: light), "an app trait that does not")
    }

    private enum ColourThemeTrait: UINSIntegerTraitDefinition {
        static let defaultValue = 0
        static var affectsColorAppearance: Bool { true }
    }

    private enum CounterTrait: UINSIntegerTraitDefinition {
        static let defaultValue = 0
    }

    // MARK: Bar button items

    /// UIKit's system-item initialiser is `init(systemItem:primaryAction:menu:)` (iOS 14):
    /// the item shows the system item and performs the action on a tap; with a menu and no
    /// action, a tap shows the menu.
    @MainActor func testSystemItemInitialiserPerformsItsActionOrShowsItsMenu() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        h.window.rootViewController = nav
        var tapped = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in tapped += 1 })
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let more = UIBarButtonItem(systemItem: .action, menu: menu)
        vc.navigationItem.rightBarButtonItems = [add, more]
        h.renderFrames()
        let views = nav.navigationBar.rightViews
        XCTAssertEqual(views.count, 2)
        h.tap(at: views[0].convert(CGPoint(x: views[0].bounds.midX, y: views[0].bounds.midY), to: nil))
        XCTAssertEqual(tapped, 1)
        XCTAssertTrue(more.menu === menu)
        XCTAssertTrue((views[1] as? UIButton)?.showsMenuAsPrimaryAction == true, "no action: a tap shows the menu")
        XCTAssertTrue((views[0] as? UIButton)?.menu == nil)
    }

    /// UIKit: `UIBarItem` adopts `UIAccessibilityIdentification`, so a bar button item has an
    /// `accessibilityIdentifier`, and UI tests find the item by it. The view the navigation bar
    /// or toolbar draws for the item carries it (set before or after the item is shown), as
    /// does its `accessibilityLabel`.
    @MainActor func testBarButtonItemIdentifierIsOnTheViewTheBarShows() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        h.window.rootViewController = nav
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in })
        save.accessibilityIdentifier = "nav.save"
        vc.navigationItem.rightBarButtonItem = save
        let trash = UIBarButtonItem(systemItem: .trash)
        vc.toolbarItems = [.flexibleSpace(), trash]
        nav.isToolbarHidden = false
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.rightViews.first?.accessibilityIdentifier, "nav.save")
        trash.accessibilityIdentifier = "toolbar.trash"
        trash.accessibilityLabel = "Delete"
        XCTAssertEqual(trash.displayedView?.accessibilityIdentifier, "toolbar.trash", "set after the item is shown")
        XCTAssertEqual(trash.displayedView?.accessibilityLabel, "Delete")
        XCTAssertTrue(trash.displayedView?.isDescendant(of: nav.toolbar) == true)
        trash.accessibilityIdentifier = nil
        XCTAssertNil(trash.displayedView?.accessibilityIdentifier)
    }
}
