import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The tab bar rendered headless and compared with a reviewed golden PNG (tolerance:
/// `GoldenTolerance.standard`).
final class TabBarGoldenTests: XCTestCase {
    /// A template icon: a disc (`hole` > 0 makes it a ring) or a rounded square, antialiased,
    /// 25 pt at scale 2.
    static func icon(square: Bool = false, hole: CGFloat = 0) -> UIImage {
        let n = 50
        let image = Image(width: n, height: n) { x, y in
            let px = CGFloat(x) + 0.5 - 25, py = CGFloat(y) + 0.5 - 25
            let d = square ? max(abs(px), abs(py)) : (px * px + py * py).squareRoot()
            let outer = min(1, max(0, (square ? 19 : 22) + 0.5 - d))
            let inner = hole > 0 ? min(1, max(0, d - hole + 0.5)) : 1
            return Color(red: 0, green: 0, blue: 0, alpha: min(outer, inner))
        }
        return UIImage(image: image, scale: 2)
    }

    /// Three tabs, the second (a navigation controller with a settings card) selected: the
    /// light grey tab bar with its hairline along the top, the items evenly spaced, the
    /// selected icon and title in the tint colour and the others grey.
    @MainActor func testTabsWithANavigationControllerSelected() async {
        let h = HeadlessHarness(width: 480, height: 320, scale: 2)
        let home = UIViewController()
        home.title = "Home"
        home.tabBarItem.image = Self.icon()
        let root = UIViewController()
        root.title = "Settings"
        root.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let card = UIView(frame: CGRect(x: 16, y: 20, width: 448, height: 88))
        card.backgroundColor = .white
        card.cornerRadius = 10
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
        label.text = "Brightness"
        card.addSubview(label)
        let value = UILabel(frame: CGRect(x: 16, y: 44, width: 300, height: 44))
        value.text = "70 %"
        value.textColor = .secondaryLabel
        card.addSubview(value)
        root.view.addSubview(card)
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: "Settings", image: Self.icon(hole: 12), tag: 1)
        let about = UIViewController()
        about.title = "About"
        about.tabBarItem.image = Self.icon(square: true)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, nav, about]
        tabs.selectedIndex = 1
        h.window.rootViewController = tabs
        h.renderFrames()
        XCTAssertFalse(home.isViewLoaded || about.isViewLoaded)
        if let failure = GoldenImage.verify(h.screenshot, name: "tabs-navigation-selected", directory: goldenDirectory) {
            XCTFail(failure)
        }
    }
}
