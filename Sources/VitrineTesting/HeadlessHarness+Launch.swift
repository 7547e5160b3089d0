import Vitrine

extension HeadlessHarness {
    /// Launches the app whose delegate is `delegate` as the kiosk runtime does at start-up:
    /// `UIApplication.shared` takes it as its `delegate` (held strongly, as UIKit holds the
    /// delegate `UIApplicationMain` makes) and calls its
    /// `application(_:didFinishLaunchingWithOptions:)`, whose window goes on `UIScreen.main`
    /// (this harness's screen when it is the test's first); then the first frame is drawn and,
    /// once it is on screen, the app becomes active (`applicationDidBecomeActive(_:)`). Code
    /// under test that reads `UIApplication.shared.delegate` finds the app's delegate, as in
    /// the running app. Returns the application.
    ///
    /// ```swift
    /// let delegate = AppDelegate()
    /// harness.launch(delegate)
    /// let home = delegate.window?.rootViewController as? HomeViewController
    /// ```
    @discardableResult
    public func launch(_ delegate: UIApplicationDelegate) -> UIApplication {
        let app = UIApplication.launch(delegate: delegate, screen: screen)
        renderFrames()
        if display.presentedFrameCount > 0 { app.becomeActive() }
        return app
    }
}
