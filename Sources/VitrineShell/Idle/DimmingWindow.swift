import Vitrine

/// The black window the idle controller fades over everything to dim a panel without a
/// backlight it can set (or to black it out when the display cannot power down). It sits
/// above every app window and never becomes key, so touches still go to the app.
@MainActor
final class DimmingWindow: UIWindow {
    /// Above alerts: nothing the app shows may stay bright.
    static let level = UIWindow.Level(rawValue: 100_000)

    override init(screen: UIScreen) {
        super.init(screen: screen)
        windowLevel = DimmingWindow.level
        backgroundColor = .black
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }
}
