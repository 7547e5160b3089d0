import Foundation
import Vitrine

/// The app delegate, as on iOS: `@main` starts the kiosk runtime (it reads the command line
/// and /etc/vitrine/APP.toml, opens the display, makes `UIScreen.main` and this delegate), and
/// the delegate makes the window and its root view controller when the app has finished
/// launching.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
