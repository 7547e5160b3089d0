import Foundation
import Synchronization
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIKit's large content viewer (iOS 13, `UILargeContentViewerInteraction`): at the
/// accessibility text sizes the items of tab bars, toolbars and navigation bars keep their
/// size, and a long press on one shows its title and image enlarged in a panel at the centre
/// of the screen; sliding to another item shows that one, lifting over an item activates it.
/// Each test puts the text size back to Large.
final class LargeContentViewerTests: XCTestCase {
    @MainActor private func atSize<T>(_ category: UIContentSizeCategory, _ body: () throws -> T) rethrows -> T {
        UIApplication.setPreferredContentSizeCategory(category)
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        return try body()
    }

    /// The panel showing in `h`'s window, if any.
    @MainActor private func panel(_ h: HeadlessHarness) -> LargeContentViewerHUD? {
        h.window.subviews.compactMap { $0 as? LargeContentViewerHUD }.first
    }

    final class SelectionLog: UITabBarControllerDelegate {
        var selected: [String?] = []
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title)
        }
    }

    /// Three tabs (Home, Settings, About) on a 480×320 screen, Home selected.
    @MainActor private func tabs() -> (HeadlessHarness, UITabBarController, SelectionLog) {
        let h = HeadlessHarness(width: 480, height: 320)
        let tabs = UITabBarController()
        tabs.viewControllers = ["Home", "Settings", "About"].map { title in
            let vc = UIViewController()
            vc.title = title
            vc.tabBarItem.image = TabBarGoldenTests.icon()
            return vc
        }
        let log = SelectionLog()
        tabs.delegate = log
        h.window.rootViewController = tabs
        h.renderFrames()
        return (h, tabs, log)
    }

    /// The centre of tab `i` in window coordinates.
    @MainActor private func centre(ofTab i: Int, _ tabs: UITabBarController) -> CGPoint {
        let b = tabs.tabBar.buttons[i]
        return b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }

    /// Rule (UIKit, large content viewer; WWDC19 "Large Content Viewer": shown by default in
    /// tab bars): at an accessibility size, holding a tab for the long-press duration (0.5 s)
    /// shows a panel centred on the screen with the tab's title and image, larger than in the
    /// bar; the bar itself keeps its 49 pt items.
    @MainActor func testLongPressOnATabAtAnAccessibilitySizeShowsItsTitleAndImageLarge() async {
        atSize(.accessibilityLarge) {
            let (h, tabs, _) = tabs()
            XCTAssertEqual(tabs.tabBar.buttons[1].frame.height, UITabBar.defaultHeight, "the bar does not grow")
            h.touchDown(0, at: centre(ofTab: 1, tabs))
            h.advance(by: 0.45)
            XCTAssertNil(panel(h), "not before the long-press duration")
            h.advance(by: 0.1)
            guard let hud = panel(h) else { return XCTFail("the viewer shows after 0.5 s") }
            XCTAssertEqual(hud.titleLabel.text, "Settings")
            XCTAssertGreaterThan(hud.titleLabel.font.pointSize, 3 * tabs.tabBar.buttons[1].titleLabel.font.pointSize)
            XCTAssertNotNil(hud.imageView.image)
            XCTAssertEqual(hud.imageView.frame.width, LargeContentViewerHUD.imageSide, "the bar's image is scaled up")
            XCTAssertEqual(hud.frame.midX, h.window.bounds.midX, accuracy: 1)
            XCTAssertEqual(hud.frame.midY, h.window.bounds.midY, accuracy: 1)
            XCTAssertTrue(hud.isAccessibilityElement)
            XCTAssertEqual(hud.accessibilityLabel, "Settings")
            XCTAssertFalse(hud.isUserInteractionEnabled, "the finger stays with the gesture")
            h.touchUp(0)
            XCTAssertNil(panel(h), "lifting the finger hides it")
        }
    }

    /// Rule (UIKit: the viewer is on only at the accessibility text sizes,
    /// `UILargeContentViewerInteraction.isEnabled`): at a standard size a long press on a tab
    /// shows nothing, and lifting is an ordinary tap of the tab.
    @MainActor func testNoViewerOnBarsAtStandardSizes() async {
        atSize(.extraExtraExtraLarge) {
            XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)
            let (h, tabs, log) = tabs()
            h.touchDown(0, at: centre(ofTab: 2, tabs))
            h.advance(by: 1)
            XCTAssertNil(panel(h))
            h.touchUp(0)
            XCTAssertEqual(log.selected, ["About"], "the tap still selects")
        }
    }

    /// Rule (UIKit: the viewer needs a long press; a tap on a bar's item at an accessibility
    /// size is an ordinary tap, not delayed past the lift).
    @MainActor func testATapAtAnAccessibilitySizeIsStillATap() async {
        atSize(.accessibilityExtraLarge) {
            let (h, tabs, log) = tabs()
            h.touchDown(0, at: centre(ofTab: 1, tabs))
            h.advance(by: 0.1)
            h.touchUp(0)
            XCTAssertEqual(log.selected, ["Settings"], "selected on the lift")
            h.advance(by: 1)
            XCTAssertNil(panel(h))
            XCTAssertEqual(log.selected, ["Settings"])
        }
    }

    /// Rule (UIKit, `largeContentViewerInteraction(_:didEndOn:at:)`: by default lifting over a
    /// standard control performs its action, as `touchUpInside`): lifting the finger over the
    /// tab the viewer shows selects that tab, once.
    @MainActor func testLiftingOverTheTabSelectsIt() async {
        atSize(.accessibilityMedium) {
            let (h, tabs, log) = tabs()
            h.touchDown(0, at: centre(ofTab: 2, tabs))
            h.advance(by: 0.6)
            XCTAssertEqual(panel(h)?.titleLabel.text, "About")
            XCTAssertEqual(tabs.selectedIndex, 0, "nothing selected while the finger is down")
            h.touchUp(0)
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(log.selected, ["About"], "selected once (the tab's own tap was cancelled)")
            XCTAssertNil(panel(h))
        }
    }

    /// Rule (UIKit large content viewer: sliding the finger along the bar shows each item it
    /// passes over; the item under the finger at lift is the one activated).
    @MainActor func testSlidingToAnotherTabSwitchesTheViewer() async {
        atSize(.accessibilityExtraExtraExtraLarge) {
            let (h, tabs, log) = tabs()
            h.touchDown(0, at: centre(ofTab: 0, tabs))
            h.advance(by: 0.6)
            XCTAssertEqual(panel(h)?.titleLabel.text, "Home")
            h.touchMove(0, to: centre(ofTab: 1, tabs))
            XCTAssertEqual(panel(h)?.titleLabel.text, "Settings")
            h.touchMove(0, to: centre(ofTab: 2, tabs))
            XCTAssertEqual(panel(h)?.titleLabel.text, "About")
            XCTAssertEqual(h.window.subviews.filter { $0 is LargeContentViewerHUD }.count, 1, "one panel, switched")
            h.touchUp(0)
            XCTAssertEqual(log.selected, ["About"])
        }
    }

    /// Rule (WWDC19: the viewer is shown by default in toolbars and navigation bars; UIKit's
    /// default lift action is the control's `touchUpInside`): a toolbar's titled item and a
    /// navigation bar's system "add" item show (title; symbol image with the item's spoken
    /// name), and lifting over them performs their actions.
    @MainActor func testToolbarAndNavigationBarItemsShowAndFireTheirActions() async {
        atSize(.accessibilityLarge) {
            let h = HeadlessHarness(width: 480, height: 320)
            var fired: [String] = []
            let root = UIViewController()
            root.title = "Rooms"
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in fired.append("add") })
            root.toolbarItems = [UIBarButtonItem(title: "Print", primaryAction: UIAction { _ in fired.append("print") })]
            let nav = UINavigationController(rootViewController: root)
            nav.isToolbarHidden = false
            h.window.rootViewController = nav
            h.renderFrames()
            for (item, title, action) in [(root.toolbarItems?[0], "Print", "print"), (root.navigationItem.rightBarButtonItem, "Add", "add")] {
                guard let v = item?.displayedView else { return XCTFail("\(title) is on a bar") }
                XCTAssertTrue(v.showsLargeContentViewer)
                h.touchDown(0, at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
                h.advance(by: 0.6)
                XCTAssertEqual(panel(h)?.titleLabel.text, title)
                if action == "add" { XCTAssertNotNil(panel(h)?.imageView.image, "the item's symbol") }
                h.touchUp(0)
                XCTAssertEqual(fired.last, action)
            }
            XCTAssertEqual(fired, ["print", "add"])
        }
    }

    /// Rule (UIKit `UIBarItem.largeContentSizeImage`: shown instead of the item's image, which
    /// is otherwise scaled up; `largeContentSizeImageInsets` default `.zero`).
    @MainActor func testLargeContentSizeImageReplacesTheScaledImage() async {
        atSize(.accessibilityLarge) {
            let (h, tabs, _) = tabs()
            let big = TabBarGoldenTests.icon(square: true)
            XCTAssertNil(tabs.viewControllers?[1].tabBarItem.largeContentSizeImage)
            XCTAssertEqual(tabs.viewControllers?[1].tabBarItem.largeContentSizeImageInsets, .zero)
            tabs.viewControllers?[1].tabBarItem.largeContentSizeImage = big
            let button = tabs.tabBar.buttons[1]
            XCTAssertTrue(button.largeContentImage === big)
            XCTAssertFalse(button.scalesLargeContentImage, "a large image shows at its own size")
            h.touchDown(0, at: centre(ofTab: 1, tabs))
            h.advance(by: 0.6)
            XCTAssertEqual(panel(h)?.imageView.frame.size, big.size)
            h.touchUp(0)
        }
    }

    /// Rule (UIKit `UIView` as `UILargeContentViewerItem`: `showsLargeContentViewer` false,
    /// `largeContentTitle`/`largeContentImage` nil, `scalesLargeContentImage` false,
    /// `largeContentImageInsets` zero for a view of the app's; a button's title by default).
    @MainActor func testDefaults() async {
        let v = UIView()
        XCTAssertFalse(v.showsLargeContentViewer)
        XCTAssertNil(v.largeContentTitle)
        XCTAssertNil(v.largeContentImage)
        XCTAssertFalse(v.scalesLargeContentImage)
        XCTAssertEqual(v.largeContentImageInsets, .zero)
        let b = UIButton(type: .system)
        b.setTitle("Call", for: .normal)
        XCTAssertEqual(b.largeContentTitle, "Call")
        b.largeContentTitle = "Call the desk"
        XCTAssertEqual(b.largeContentTitle, "Call the desk")
        XCTAssertFalse(b.showsLargeContentViewer)
        let interaction = UILargeContentViewerInteraction(delegate: nil)
        XCTAssertTrue(interaction.gestureRecognizerForExclusionRelationship is UILongPressGestureRecognizer)
        XCTAssertEqual((interaction.gestureRecognizerForExclusionRelationship as? UILongPressGestureRecognizer)?.minimumPressDuration, 0.5)
        v.addInteraction(interaction)
        XCTAssertTrue(interaction.view === v)
        XCTAssertTrue(interaction.gestureRecognizerForExclusionRelationship.view === v)
        v.removeInteraction(interaction)
        XCTAssertNil(interaction.gestureRecognizerForExclusionRelationship.view)
    }

    /// Rule (UIKit `UILargeContentViewerInteraction.isEnabled` and
    /// `enabledStatusDidChangeNotification`: posted when the viewer is turned on or off, that
    /// is when the text size crosses into or out of the accessibility sizes, not otherwise).
    @MainActor func testEnabledStatusFollowsTheAccessibilitySizes() async {
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let counted = Mutex(0)
        var posts: Int { counted.withLock { $0 } }
        let token = NotificationCenter.default.addObserver(forName: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil, queue: nil) { _ in
            counted.withLock { $0 += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)
        UIApplication.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertEqual(posts, 0)
        UIApplication.setPreferredContentSizeCategory(.accessibilityMedium)
        XCTAssertTrue(UILargeContentViewerInteraction.isEnabled)
        XCTAssertEqual(posts, 1)
        UIApplication.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        XCTAssertEqual(posts, 1)
        UIApplication.setPreferredContentSizeCategory(.large)
        XCTAssertFalse(UILargeContentViewerInteraction.isEnabled)
        XCTAssertEqual(posts, 2)
    }

    final class Recorder: UILargeContentViewerInteractionDelegate {
        var ended: [(UILargeContentViewerItem?, CGPoint)] = []
        func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
            ended.append((item, point))
        }
    }

    /// Rule (UIKit: an app's view shows in the viewer when it sets `showsLargeContentViewer`
    /// and it or an ancestor has a `UILargeContentViewerInteraction`; the item is found with
    /// `point(inside:with:)` down the hierarchy; the delegate's `didEndOn:at:` gets the item
    /// and the point in the item's coordinates). A view that does not set it shows nothing.
    @MainActor func testAnAppViewWithAnInteractionShowsItsContent() async {
        atSize(.accessibilityLarge) {
            let h = HeadlessHarness(width: 480, height: 320)
            let root = UIViewController()
            let strip = UIView(frame: CGRect(x: 0, y: 260, width: 480, height: 60))
            let volume = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 40))
            volume.showsLargeContentViewer = true
            volume.largeContentTitle = "Volume"
            volume.largeContentImage = TabBarGoldenTests.icon()
            volume.scalesLargeContentImage = true
            let plain = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
            strip.addSubview(volume)
            strip.addSubview(plain)
            root.view.addSubview(strip)
            let recorder = Recorder()
            let interaction = UILargeContentViewerInteraction(delegate: recorder)
            strip.addInteraction(interaction)
            h.window.rootViewController = root
            h.renderFrames()

            h.touchDown(0, at: CGPoint(x: 120, y: 290))
            h.advance(by: 1)
            XCTAssertNil(panel(h), "a view that does not show in the viewer")
            h.touchUp(0)
            XCTAssertTrue(recorder.ended.isEmpty)

            h.touchDown(0, at: CGPoint(x: 45, y: 285))
            h.advance(by: 0.6)
            XCTAssertEqual(panel(h)?.titleLabel.text, "Volume")
            XCTAssertEqual(panel(h)?.imageView.frame.width, LargeContentViewerHUD.imageSide)
            h.touchUp(0)
            XCTAssertEqual(recorder.ended.count, 1)
            XCTAssertTrue(recorder.ended.first?.0 === volume)
            XCTAssertEqual(recorder.ended.first?.1, CGPoint(x: 25, y: 15))
            XCTAssertNil(panel(h))
        }
    }

    /// Rule (the viewer follows the appearance: its platter is light in light mode, dark in
    /// dark mode, opaque and outlined at increased contrast, opaque with Reduce Transparency;
    /// its text in `label`).
    @MainActor func testThePanelFollowsTheAppearanceAndReduceTransparency() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        atSize(.accessibilityLarge) {
            for style in [UIUserInterfaceStyle.light, .dark] {
                let (h, tabs, _) = tabs()
                h.screen.userInterfaceStyle = style
                h.renderFrames()
                h.touchDown(0, at: centre(ofTab: 0, tabs))
                h.advance(by: 0.6)
                guard let hud = panel(h), let bg = hud.backgroundColor?.resolvedColor(with: hud.traitCollection).cgColor else { return XCTFail("shown") }
                XCTAssertEqual(bg.red < 0.5, style == .dark, "\(style)")
                XCTAssertLessThan(bg.alpha, 1, "translucent")
                let text = hud.titleLabel.textColor.resolvedColor(with: hud.traitCollection).cgColor
                XCTAssertEqual(text.red > 0.5, style == .dark, "the title contrasts with the platter")
                let high = UITraitCollection(traitsFrom: [hud.traitCollection, UITraitCollection(accessibilityContrast: .high)])
                XCTAssertEqual(hud.backgroundColor?.resolvedColor(with: high).cgColor.alpha, 1, "opaque at increased contrast")
                XCTAssertEqual(hud.borderColor?.resolvedColor(with: hud.traitCollection).cgColor.alpha, 0, "no outline at normal contrast")
                XCTAssertEqual(hud.borderColor?.resolvedColor(with: high).cgColor.alpha, 1, "outlined at increased contrast")
                var s = AccessibilitySettings()
                s.reduceTransparency = true
                UIAccessibility.apply(s)
                XCTAssertEqual(hud.backgroundColor?.resolvedColor(with: hud.traitCollection).cgColor.alpha, 1, "opaque with Reduce Transparency")
                UIAccessibility.apply(AccessibilitySettings())
                h.touchUp(0)
            }
        }
    }
}
