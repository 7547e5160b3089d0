// vitrine-hello's app delegate, written as on iOS: `@main` starts the kiosk runtime (display,
// input, idle, status bar, control socket, state restoration, systemd), which makes the screen
// and this delegate, as UIApplicationMain does. Run it with
// `systemctl enable --now vitrine-app@vitrine-hello` after `make install`.
import Vitrine

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = CounterViewController()
        root.restorationIdentifier = "counter"
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
