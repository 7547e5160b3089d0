import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UITabBarItem`'s badge, selected image and image rendering, checked against UIKit's
/// documentation; the badge's metrics are iOS's (UIKit does not document them): an 18 pt high
/// capsule, at least 18 pt wide, 13 pt text with 5 pt either side, its left edge 5 pt right of
/// the image's centre and its top 5 pt above the image's.
final class TabBarBadgeTests: XCTestCase {
    /// Tabs A, B, C (each with a 25 pt icon) in an 800×480 window, rendered.
    @MainActor static func scene(_ h: HeadlessHarness) -> (UITabBarController, [UIViewController]) {
        let vcs = ["A", "B", "C"].map { name -> UIViewController in
            let v = UIViewController()
            v.title = name
            v.tabBarItem.image = TabBarGoldenTests.icon()
            return v
        }
        let tabs = UITabBarController()
        tabs.viewControllers = vcs
        h.window.rootViewController = tabs
        h.renderFrames()
        return (tabs, vcs)
    }

    /// UIKit, `UITabBarItem.badgeValue`: "The text that the item’s badge displays … The default
    /// value is `nil`." No badge by default; setting one shows it on that item only, with the
    /// text, white on the system red (`badgeColor`: "If set to nil, the default background
    /// color will be used"); setting `nil` removes it.
    @MainActor func testBadgeValueShowsARedCapsuleWithWhiteText() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (tabs, vcs) = Self.scene(h)
        XCTAssertNil(vcs[1].tabBarItem.badgeValue)
        XCTAssertTrue(tabs.tabBar.buttons.allSatisfy { $0.badge == nil })
        vcs[1].tabBarItem.badgeValue = "3"
        h.renderFrames()
        let badge = try! XCTUnwrap(tabs.tabBar.buttons[1].badge)
        XCTAssertNil(tabs.tabBar.buttons[0].badge)
        XCTAssertEqual(badge.label.text, "3")
        XCTAssertEqual(badge.backgroundColor, .systemRed)
        XCTAssertEqual(badge.label.textColor, .white)
        XCTAssertEqual(badge.cornerRadius, 9, "a capsule: half its 18 pt height")
        vcs[1].tabBarItem.badgeValue = nil
        XCTAssertNil(tabs.tabBar.buttons[1].badge)
        XCTAssertNil(badge.superview)
    }

    /// The badge at the icon's top right: item B's button spans x 267…533 (centre 400 in the
    /// window), the icon is 25 pt at y 7, so the badge's left edge is at 400 + 5 = 405 and its
    /// top at 7 - 5 = 2 (in the bar); one character gives a round 18×18 badge, "99+" a wider
    /// capsule (its text plus 5 pt either side), still starting at 405.
    @MainActor func testBadgeLayoutAtTheIconsTopRight() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (tabs, vcs) = Self.scene(h)
        vcs[1].tabBarItem.badgeValue = "7"
        h.renderFrames()
        let button = tabs.tabBar.buttons[1]
        let badge = try! XCTUnwrap(button.badge)
        XCTAssertEqual(button.imageView.frame, CGRect(x: 121, y: 7, width: 25, height: 25), "the icon, centred in the 266 pt item")
        XCTAssertEqual(badge.frame, CGRect(x: 138, y: 2, width: 18, height: 18))
        XCTAssertEqual(badge.convert(CGPoint.zero, to: nil), CGPoint(x: 405, y: 431 + 2))
        vcs[1].tabBarItem.badgeValue = "99+"
        h.renderFrames()
        let textWidth = badge.label.intrinsicContentSize.width
        XCTAssertGreaterThan(textWidth, 8)
        XCTAssertEqual(badge.frame.minX, 138)
        XCTAssertEqual(badge.frame.width, (textWidth + 10).rounded(.up))
        XCTAssertEqual(badge.label.frame, badge.bounds, "the text centred in the capsule")
    }

    /// UIKit, `UITabBarItem.badgeColor`: "If this item displays a badge, this color will be
    /// used for the badge's background"; `setBadgeTextAttributes(_:for:)` sets the text's
    /// attributes (font and colour are used).
    @MainActor func testBadgeColorAndTextAttributes() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let (tabs, vcs) = Self.scene(h)
        let item = vcs[0].tabBarItem!
        item.badgeValue = "New"
        item.badgeColor = .systemBlue
        item.setBadgeTextAttributes([.foregroundColor: UIColor.black, .font: UIFont.boldSystemFont(ofSize: 11)], for: .normal)
        h.renderFrames()
        let badge = try! XCTUnwrap(tabs.tabBar.buttons[0].badge)
        XCTAssertEqual(badge.backgroundColor, .systemBlue)
        XCTAssertEqual(badge.label.textColor, .black)
        XCTAssertEqual(badge.label.font.pointSize, 11)
        XCTAssertEqual(item.badgeTextAttributes(for: .normal)?.count, 2)
    }

    /// UIKit, `UITabBarItem.selectedImage`: the image shown while the item is selected
    /// (`init(title:image:selectedImage:)`); the unselected item shows `image`. Both are drawn
    /// as templates in the bar's tint colour (selected) or `unselectedItemTintColor`.
    @MainActor func testSelectedImageShowsForTheSelectedTab() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let plain = TabBarGoldenTests.icon(hole: 12), filled = TabBarGoldenTests.icon()
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: plain, selectedImage: filled)
        b.tabBarItem = UITabBarItem(title: "B", image: plain, selectedImage: filled)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        h.window.rootViewController = tabs
        h.renderFrames()
        // The centre pixel of the icon: inside the ring's hole for `plain`, covered for `filled`.
        func centreAlpha(_ i: Int) -> UInt32 {
            let img = tabs.tabBar.buttons[i].imageView.image!.image
            return (img.buffer.row(img.height / 2)[img.width / 2] >> 24) & 0xFF
        }
        XCTAssertEqual(centreAlpha(0), 0xFF, "selected: the filled selected image")
        XCTAssertEqual(centreAlpha(1), 0, "unselected: the ring")
        tabs.selectedIndex = 1
        XCTAssertEqual(centreAlpha(0), 0)
        XCTAssertEqual(centreAlpha(1), 0xFF)
    }

    /// UIKit draws tab bar images as templates unless they are made with `.alwaysOriginal`
    /// rendering (`UIImage.RenderingMode.alwaysOriginal`: "Always draw the original image,
    /// without treating it as a template"): such an image keeps its own colours.
    @MainActor func testAlwaysOriginalImageKeepsItsColours() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let red = UIImage(image: Image(width: 50, height: 50) { _, _ in Color(red: 1, green: 0, blue: 0, alpha: 1) }, scale: 2)
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: red.withRenderingMode(.alwaysOriginal), tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: red, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertTrue(tabs.tabBar.buttons[0].imageView.image === a.tabBarItem.image, "shown as it is")
        let tinted = try! XCTUnwrap(tabs.tabBar.buttons[1].imageView.image)
        XCTAssertEqual(tinted.image.buffer.row(25)[25], tabs.tabBar.unselectedItemTintColor.cgColor.premultipliedARGB,
                       "a template, in the unselected colour")
    }
}
