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
    /// The check-in kiosk (`--scene checkin`, or opened from the menu).
    weak var checkInFlow: CheckInFlow?
    /// `--idle-reset-after`: the check-in kiosk's inactivity timeout.
    var checkInIdleTimeout = CheckInFlow.defaultIdleTimeout
    /// The demo menu (`--scene menu`).
    var menu: DemoMenuViewController?
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

    init(screen: UIScreen, scene: VitrineDemo.Scene, checkInIdleTimeout: Double = CheckInFlow.defaultIdleTimeout) {
        self.screen = screen
        self.scene = scene
        self.checkInIdleTimeout = checkInIdleTimeout
    }

    /// The demo menu on the main screen: what `@main` would make (vitrine-demo starts the kiosk
    /// itself, with its options).
    convenience init() { self.init(screen: UIScreen.main, scene: .menu) }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The check-in kiosk (alone or from the menu) watches every touch for its inactivity limit.
        let window: UIWindow
        if scene == .checkin || scene == .menu {
            let w = CheckInWindow(screen: screen)
            w.onUserActivity = { [weak self] in self?.checkInFlow?.userDidInteract() }
            window = w
        } else {
            window = UIWindow(screen: screen)
        }
        window.rootViewController = makeRoot(for: scene)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The root view controller of a scene (the menu's factory too: a demo opened from it is
    /// made here, and its frame hooks are set up the same way).
    func makeRoot(for scene: VitrineDemo.Scene) -> UIViewController {
        switch scene {
        case .showcase:
            let vc = ShowcaseViewController()
            showcase = vc.showcase
            return vc
        case .dashboard:
            let vc = DashboardViewController()
            dashboard = vc
            return vc
        case .tap:
            let vc = TapViewController()
            vc.restorationIdentifier = "tap"
            tap = vc
            return vc
        case .gestures:
            let clock = screen.clock
            let vc = GestureReportViewController { clock.now }
            gestures = vc
            return vc
        case .navigation:
            let nav = NavigationDemo.makeRoot()
            navigation = nav
            return nav
        case .tabs:
            let root = TabsDemo.makeRoot()
            tabs = root
            return root
        case .text:
            let vc = TextDemoViewController()
            text = vc
            return vc
        case .layout:
            let vc = CheckInViewController()
            checkIn = vc
            return vc
        case .table:
            let vc = AppointmentsViewController()
            appointments = vc
            return UINavigationController(rootViewController: vc)
        case .textInput:
            let vc = GuestFormViewController()
            guestForm = vc
            return vc
        case .gallery:
            return GalleryViewController()
        case .split:
            let root = SplitDemo.makeRoot(screen: screen)
            split = root
            return root
        case .pages:
            let demo = PagesDemo()
            pages = demo
            demo.startAutoAdvance(on: screen)
            return demo.pageViewController
        case .vncDamage:
            return VNCDamageViewController()
        case .timers:
            return TimersViewController()
        case .checkin:
            let flow = CheckInFlow(idleTimeout: checkInIdleTimeout)
            flow.log = { line in FileHandle.standardError.write(Data("vitrine-demo: \(line)\n".utf8)) }
            checkInFlow = flow
            return flow
        case .menu:
            let menu = DemoMenuViewController { [unowned self] scene in self.makeRoot(for: scene) }
            self.menu = menu
            return menu
        }
    }
}
