import Foundation
import Vitrine
import VitrineGraphics

/// The tabs scene: a `UITabBarController` with a home page and, in the second tab, the
/// navigation scene's settings stack. The tab bar controller, the home page and every
/// settings page are restorable, so the selected tab and the stack in it come back after a
/// restart.
@MainActor
enum TabsDemo {
    /// Counts the user's tab selections as button presses (`--exit-after-taps`).
    final class Delegate: UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            NavigationDemo.actions += 1
            FileHandle.standardError.write(Data("vitrine-demo: tabs scene: select \(viewController.restorationIdentifier ?? "?")\n".utf8))
        }
    }
    static let delegate = Delegate()

    /// The scene's root: tabs "Home" and "Settings" (the navigation scene's stack).
    static func makeRoot() -> UITabBarController {
        let home = TabsDemoHome()
        home.tabBarItem = UITabBarItem(title: "Home", image: icon(ring: false), tag: 0)
        let settings = NavigationDemo.makeRoot()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: icon(ring: true), tag: 1)
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = [home, settings]
        tabs.delegate = delegate
        return tabs
    }

    /// A 25 pt template icon (drawn at 2×): a disc, or a ring.
    static func icon(ring: Bool) -> UIImage {
        let image = Image(width: 50, height: 50) { x, y in
            let dx = CGFloat(x) + 0.5 - 25, dy = CGFloat(y) + 0.5 - 25
            let d = (dx * dx + dy * dy).squareRoot()
            let outer = min(1, max(0, 22.5 - d)), inner = ring ? min(1, max(0, d - 11.5)) : 1
            return Color(red: 0, green: 0, blue: 0, alpha: min(outer, inner))
        }
        return UIImage(image: image, scale: 2)
    }
}

/// The home tab: a greeting. Restorable (it has no state of its own; its identifier lets the
/// tab bar controller name it).
@MainActor
final class TabsDemoHome: UIViewController {
    override init() {
        super.init()
        title = "Home"
        restorationIdentifier = "home"
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = "Welcome. The Settings tab keeps its place across restarts."
        label.font = .boldSystemFont(ofSize: 24)
        label.textAlignment = .center
        root.addSubview(label)
        view = root
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let top = view.safeAreaInsets.top
        view.subviews.first?.frame = CGRect(x: 20, y: top + 40, width: max(0, view.bounds.width - 40), height: 40)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
