import Foundation
import VitrinePlatform

extension UIApplicationDelegate {
    /// Starts the app when the delegate type is marked `@main`, as `UIApplicationMain` does on
    /// iOS: the kiosk runtime (`VitrineKiosk`, linked in with the `Vitrine` product) reads the
    /// command line and the configuration, opens the display, makes `UIApplication.shared` and
    /// `UIScreen.main`, creates the delegate with `init()`, calls
    /// `application(_:didFinishLaunchingWithOptions:)` and runs the main run loop until SIGTERM.
    ///
    /// ```swift
    /// @main
    /// final class AppDelegate: UIResponder, UIApplicationDelegate {
    ///     var window: UIWindow?
    ///     func application(_ application: UIApplication,
    ///                      didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    ///         let window = UIWindow(frame: UIScreen.main.bounds)
    ///         window.rootViewController = MyViewController()
    ///         window.makeKeyAndVisible()
    ///         self.window = window
    ///         return true
    ///     }
    /// }
    /// ```
    ///
    /// Differs from iOS: Swift makes an object from its class only through an initializer every
    /// subclass has, so the delegate class is `final` (or declares `required override init()`);
    /// UIKit's Objective-C `[[cls alloc] init]` has no Swift equivalent. An executable without
    /// the kiosk runtime (one that links only the `Vitrine` target, such as a test bundle) gets
    /// an error line and exit status 70.
    @MainActor
    public static func main() {
        ApplicationEntry.runKiosk(ApplicationEntry.Factory { Self() })
        FileHandle.standardError.write(Data("<3>\(Self.self).main(): the kiosk runtime (VitrineShell) is not linked into this executable; depend on the Vitrine product\n".utf8))
        exit(70)
    }
}
