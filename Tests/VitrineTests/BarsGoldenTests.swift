import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The bars of issue 17 rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`): tab badges and a selected image, a large-title bar, a toolbar,
/// and the title cross-fade half way through a push on the virtual clock.
final class BarsGoldenTests: XCTestCase {
    @MainActor private func verify(_ h: HeadlessHarness, _ name: String) {
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) { XCTFail(failure) }
    }

    /// A grouped-background controller with a white card of two rows.
    @MainActor private func cardController(_ title: String, rows: [String]) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let card = UIView(frame: CGRect(x: 16, y: 20, width: 448, height: CGFloat(rows.count) * 44))
        card.backgroundColor = .white
        card.cornerRadius = 10
        for (i, text) in rows.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(i) * 44, width: 300, height: 44))
            label.text = text
            card.addSubview(label)
        }
        vc.view.addSubview(card)
        return vc
    }

    /// Four tabs: "Inbox" selected with a filled selected image (its unselected image is a
    /// ring) and a "3" badge, "Calls" with "99+" on a ring icon, "Files" with an empty badge
    /// in a custom blue, "About" without: red capsules with white text at the icons' top right.
    @MainActor func testTabBarWithBadgesAndSelectedImage() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let ring = TabBarGoldenTests.icon(hole: 12), disc = TabBarGoldenTests.icon(), square = TabBarGoldenTests.icon(square: true)
        let inbox = cardController("Inbox", rows: ["Meeting at 10", "Lunch"])
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: ring, selectedImage: disc)
        inbox.tabBarItem.badgeValue = "3"
        let calls = UIViewController()
        calls.tabBarItem = UITabBarItem(title: "Calls", image: ring, tag: 1)
        calls.tabBarItem.badgeValue = "99+"
        let files = UIViewController()
        files.tabBarItem = UITabBarItem(title: "Files", image: square, tag: 2)
        files.tabBarItem.badgeValue = ""
        files.tabBarItem.badgeColor = .systemBlue
        let about = UIViewController()
        about.tabBarItem = UITabBarItem(title: "About", image: square, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, calls, files, about]
        h.window.rootViewController = tabs
        h.renderFrames()
        verify(h, "bars-tab-badges")
    }

    /// A large-title root ("Settings", 34 pt bold at the left in the second row of a 96 pt
    /// bar, no inline title) with an "Edit" item at the right, the card below the taller bar.
    @MainActor func testLargeTitleBar() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let root = cardController("Settings", rows: ["Brightness", "Sound"])
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        h.window.rootViewController = nav
        h.renderFrames()
        verify(h, "bars-large-title")
    }

    /// A pushed "Message" screen with a "Cancel" left item replacing the back button, and the
    /// toolbar shown with [Reply, flexible space, Forward, fixed 24 pt, Trash]: the grey
    /// toolbar with its hairline along the bottom, Reply at the left margin, Trash at the right.
    @MainActor func testToolbar() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let root = cardController("Mail", rows: ["Inbox"])
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()
        let message = cardController("Message", rows: ["From: Ada", "Subject: Bars"])
        message.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", primaryAction: UIAction { _ in })
        func item(_ t: String) -> UIBarButtonItem { UIBarButtonItem(title: t, primaryAction: UIAction { _ in }) }
        message.toolbarItems = [item("Reply"), .flexibleSpace(), item("Forward"), .fixedSpace(24), item("Trash")]
        nav.pushViewController(message, animated: false)
        nav.setToolbarHidden(false, animated: false)
        h.renderFrames()
        verify(h, "bars-toolbar")
    }

    /// Half way (0.175 s) through pushing "Display" onto "Settings": the old title fading and
    /// sliding left, "Display" fading in from the right, the back button "< Settings" fading
    /// in, the views sliding, on the virtual clock.
    @MainActor func testTitleCrossFadeHalfWay() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let root = cardController("Settings", rows: ["Display", "Sound"])
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()
        nav.pushViewController(cardController("Display", rows: ["Brightness", "Night Shift"]), animated: true)
        h.advance(by: 0.175)
        verify(h, "bars-title-crossfade-half")
    }
}
