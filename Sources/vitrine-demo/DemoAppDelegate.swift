import Foundation
import Vitrine

/// The demo app: a delegate that builds the window, as a UIKit app's does.
@MainActor
final class DemoAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let screen: UIScreen
    let scene: VitrineDemo.Scene
    var showcase: Showcase?
    var dashboard: DashboardViewController?
    var tap: TapViewController?
    var gestures: GestureReportViewController?
    var navigation: UINavigationController?
    var tabs: UITabBarController?
    var split: UISplitViewController?
    var text: TextDemoViewController?
    var checkIn: CheckInViewController?
    var appointments: AppointmentsViewController?
    var guestForm: GuestFormViewController?
    var pages: PagesDemo?
    /// Whether the text-input scene counts frames (`--frames`), not typing (`--type`, keys).
    var advancesGuestForm = false
    /// Whether the still scenes (split, pages) redraw after every frame, to count frames for
    /// --frames and --rotate-to (not when run as a service: they then draw only what changes).
    var redrawsStillScenes = false

    /// Called after every presented frame: the showcase shows a live frame counter (the
    /// dashboard animates itself at the display's refresh), the text scene moves its idle-timer bar, the split scene redraws.
    func frameDidPresent(_ n: Int, of total: Int) {
        showcase?.advance(frame: n, of: total)
        text?.advance(frame: n, of: total)
        checkIn?.advance(frame: n, of: total)
        appointments?.advance(frame: n, of: total)
        if advancesGuestForm { guestForm?.advance(frame: n, of: total) }
        // The split and pages scenes are still: a redraw of their (plain) root views keeps
        // frames coming for --frames and --rotate-to.
        if redrawsStillScenes {
            split?.viewIfLoaded?.setNeedsDisplay()
            pages?.pageViewController.viewIfLoaded?.setNeedsDisplay()
        }
    }

    init(screen: UIScreen, scene: VitrineDemo.Scene) {
        self.screen = screen
        self.scene = scene
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: screen)
        switch scene {
        case .showcase:
            let vc = ShowcaseViewController()
            showcase = vc.showcase
            window.rootViewController = vc
        case .dashboard:
            let vc = DashboardViewController()
            dashboard = vc
            window.rootViewController = vc
        case .tap:
            let vc = TapViewController()
            vc.restorationIdentifier = "tap"
            tap = vc
            window.rootViewController = vc
        case .gestures:
            let clock = screen.clock
            let vc = GestureReportViewController { clock.now }
            gestures = vc
            window.rootViewController = vc
        case .navigation:
            let nav = NavigationDemo.makeRoot()
            navigation = nav
            window.rootViewController = nav
        case .tabs:
            let root = TabsDemo.makeRoot()
            tabs = root
            window.rootViewController = root
        case .text:
            let vc = TextDemoViewController()
            text = vc
            window.rootViewController = vc
        case .layout:
            let vc = CheckInViewController()
            checkIn = vc
            window.rootViewController = vc
        case .table:
            let vc = AppointmentsViewController()
            appointments = vc
            window.rootViewController = UINavigationController(rootViewController: vc)
        case .textInput:
            let vc = GuestFormViewController()
            guestForm = vc
            window.rootViewController = vc
        case .gallery:
            window.rootViewController = GalleryViewController()
        case .split:
            let root = SplitDemo.makeRoot(screen: screen)
            split = root
            window.rootViewController = root
        case .pages:
            let demo = PagesDemo()
            pages = demo
            window.rootViewController = demo.pageViewController
            demo.startAutoAdvance(on: screen)
        case .vncDamage:
            window.rootViewController = VNCDamageViewController()
        case .timers:
            window.rootViewController = TimersViewController()
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
