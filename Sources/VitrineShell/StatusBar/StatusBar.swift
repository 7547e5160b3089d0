import Foundation
import Vitrine
import VitrinePlatform

/// The shell's status bar: what the iOS system status bar is, drawn by the kiosk shell over
/// the app. A transparent strip `StatusBar.height` points high across the top of the
/// interface with the time (`HH:mm`, 24-hour) at the leading edge and `text` (a host or kiosk
/// name) at the trailing edge.
///
/// It follows the app's controllers as iOS's does: hidden while the resolved
/// `prefersStatusBarHidden` says so, black text for `.darkContent`, white for `.lightContent`,
/// and for `.default` black over a light app and white over a dark one (the deciding
/// controller's `userInterfaceStyle`; through `UIScreen.onStatusBarAppearanceChange`). While shown it sets the
/// screen's system safe area top inset to its height, so every view's `safeAreaInsets` keep
/// content clear of it; while hidden the inset is 0 (as on iOS devices without a notch). The
/// time is redrawn once a minute, at the minute boundary, by a timer on the screen's clock;
/// nothing runs per frame.
@MainActor
public final class StatusBar {
    /// The bar's height in points: the classic status bar of iPhones and iPads without a
    /// notch.
    public static let height: CGFloat = 20

    /// The screen the bar is on.
    public let screen: UIScreen
    /// Whether the bar exists at all (`[shell] status_bar`). A disabled bar makes no window
    /// and leaves the safe area alone.
    public let isEnabled: Bool
    /// Where the time of day comes from.
    public let wallClock: WallClock
    /// The window it draws in (`nil` when disabled).
    let window: StatusBarWindow?
    private var timer: ClockTimer?
    private var previousObserver: ((UIStatusBarAppearance) -> Void)?

    /// The text at the trailing edge (a hostname, a kiosk name), `nil` for none.
    public var text: String? {
        didSet { window?.textLabel.text = text; window?.setNeedsLayout() }
    }

    /// The appearance the bar shows now.
    public private(set) var appearance: UIStatusBarAppearance

    /// Whether the bar is on screen now.
    public var isVisible: Bool { window.map { !$0.isHidden } ?? false }

    /// A status bar on `screen`, following its status bar appearance from now on (it takes
    /// over `onStatusBarAppearanceChange`, calling the observer installed before it too).
    public init(screen: UIScreen, enabled: Bool = true, text: String? = nil, wallClock: WallClock = .system) {
        self.screen = screen
        isEnabled = enabled
        self.wallClock = wallClock
        self.text = text
        appearance = screen.statusBarAppearance
        guard enabled else { window = nil; return }
        let w = StatusBarWindow(screen: screen, font: .boldSystemFont(ofSize: 12))
        w.textLabel.text = text
        window = w
        previousObserver = screen.onStatusBarAppearanceChange
        screen.onStatusBarAppearanceChange = { [weak self] appearance in
            self?.previousObserver?(appearance)
            self?.apply(appearance)
        }
        apply(appearance, force: true)
    }

    /// Takes the bar off the screen for good: no window, no inset, no timer.
    public func remove() {
        timer?.cancel()
        timer = nil
        guard let window else { return }
        window.isHidden = true
        screen.systemSafeAreaInsets.top = 0
        screen.onStatusBarAppearanceChange = previousObserver
    }

    private func apply(_ new: UIStatusBarAppearance, force: Bool = false) {
        guard let window, force || new != appearance else { return }
        appearance = new
        switch new.style {
        case .lightContent: window.textColor = .white
        case .darkContent: window.textColor = .black
        case .default:
            // Dark content on a light app, light content on a dark one.
            window.overrideUserInterfaceStyle = new.userInterfaceStyle
            window.textColor = .label
        }
        if new.isHidden {
            timer?.cancel()
            timer = nil
            window.isHidden = true
            screen.systemSafeAreaInsets.top = 0
        } else {
            updateTime()
            window.isHidden = false
            screen.systemSafeAreaInsets.top = StatusBar.height
        }
    }

    /// Shows the current time and sets the timer for the next minute.
    private func updateTime() {
        guard let window else { return }
        let now = wallClock.now()
        let shown = wallClock.timeText(for: now)
        if window.timeLabel.text != shown {
            window.timeLabel.text = shown
            window.setNeedsLayout()
        }
        timer?.cancel()
        timer = screen.clock.schedule(after: WallClock.secondsToNextMinute(from: now)) { [weak self] in
            self?.updateTime()
        }
    }
}
