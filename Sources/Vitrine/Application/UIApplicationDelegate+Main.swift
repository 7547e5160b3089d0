import Foundation
import VitrinePlatform

extension UIApplicationDelegate where Self: UIResponder {
    /// Starts the app when the delegate type is marked `@main`, as `UIApplicationMain` does on
    /// iOS: the kiosk runtime (`VitrineKiosk`, linked in with the `Vitrine` product) reads the
    /// command line and the configuration, opens the display, makes `UIApplication.shared` and
    /// `UIScreen.main`, creates the delegate, calls
    /// `application(_:didFinishLaunchingWithOptions:)` and runs the main run loop until SIGTERM.
    ///
    /// ```swift
    /// @main
    /// class AppDelegate: UIResponder, UIApplicationDelegate {
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
    /// `main()` is there for a delegate that derives from ``UIResponder``, as the iOS
    /// template's does. The delegate is made with `init?(coder:)` (from an empty archive; nothing is read),
    /// because Swift makes an object from its class only through a `required` initializer and
    /// `UIResponder.init?(coder:)` is the one UIKit has. A delegate with no initializer of its
    /// own inherits it, so the iOS form above compiles unchanged. Differs from iOS: a delegate
    /// that declares its own designated initializer stops inheriting it, and then adds
    /// `required convenience init?(coder: NSCoder) { self.init() }` (UIKit's Objective-C
    /// `[[cls alloc] init]` has no Swift equivalent). When that initializer returns `nil`, and
    /// in an executable without the kiosk runtime (one that links only the `Vitrine` target,
    /// such as a test bundle), the app prints an error line and exits with status 70.
    @MainActor
    public static func main() {
        ApplicationEntry.runKiosk(ApplicationEntry.Factory {
            guard let delegate = makeDelegateForMain() else {
                FileHandle.standardError.write(Data("<3>\(Self.self).main(): init?(coder:) returned nil, so there is no app delegate to run\n".utf8))
                exit(70)
            }
            return delegate
        })
        FileHandle.standardError.write(Data("<3>\(Self.self).main(): the kiosk runtime (VitrineShell) is not linked into this executable; depend on the Vitrine product\n".utf8))
        exit(70)
    }

    /// The delegate `main()` runs: `Self(coder:)` with an empty archive (`nil` when that
    /// initializer gives none).
    @MainActor
    package static func makeDelegateForMain() -> Self? {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.finishEncoding()
        guard let emptyArchive = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else { return nil }
        return Self(coder: emptyArchive)
    }
}
