import Foundation
import Vitrine

/// The app delegate, as on iOS: it makes the window and its root view controller when the
/// app has finished launching.
final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: screen)
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
