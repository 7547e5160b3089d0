import Foundation
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Scenes and counts shared by the memory tests (tab switches, push and pop, soaks).
@MainActor
enum MemoryScenes {
    /// A 25 pt template icon drawn at 2× (a 50×50 disc), as an app's tab icons are.
    static func icon() -> UIImage {
        let image = Image(width: 50, height: 50) { x, y in
            let dx = CGFloat(x) + 0.5 - 25, dy = CGFloat(y) + 0.5 - 25
            return Color(red: 0, green: 0, blue: 0, alpha: min(1, max(0, 22.5 - (dx * dx + dy * dy).squareRoot())))
        }
        return UIImage(image: image, scale: 2)
    }

    /// Two tabs with template icons, the first on screen, rendered.
    static func tabs(in h: HeadlessHarness) -> UITabBarController {
        let a = UIViewController(), b = UIViewController()
        a.title = "Home"
        b.title = "Settings"
        a.tabBarItem = UITabBarItem(title: "Home", image: icon(), tag: 0)
        b.tabBarItem = UITabBarItem(title: "Settings", image: icon(), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        h.window.rootViewController = tabs
        h.renderFrames()
        return tabs
    }

    /// A root page in a navigation controller, on screen, rendered.
    static func navigation(in h: HeadlessHarness) -> UINavigationController {
        let root = Page()
        root.title = "Settings"
        let nav = UINavigationController(rootViewController: root)
        h.window.rootViewController = nav
        h.renderFrames()
        return nav
    }

    /// Glyphs cached by every font face in use.
    static var cachedGlyphs: Int { FontRegistry.shared.cachedGlyphCount }
}

/// A page like an app's: a rounded button whose action refers back to the page, a label.
@MainActor
final class Page: UIViewController {
    private(set) var taps = 0

    override func loadView() {
        let root = UIView()
        root.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let button = UIButton(type: .custom)
        button.backgroundColor = .systemBlue
        button.cornerRadius = 12
        button.setTitle("Network  ›", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .primaryActionTriggered)
        button.frame = CGRect(x: 40, y: 24, width: 300, height: 64)
        root.addSubview(button)
        let label = UILabel()
        label.text = "Signal strong"
        label.frame = CGRect(x: 40, y: 100, width: 300, height: 24)
        root.addSubview(label)
        view = root
    }
}
