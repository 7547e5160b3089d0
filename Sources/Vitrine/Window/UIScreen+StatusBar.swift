import Foundation

extension UIScreen {
    /// The status bar appearance of the key window (the default with no key window). UIKit
    /// reads it from the key window scene's status bar manager.
    public var statusBarAppearance: UIStatusBarAppearance { keyWindow?.statusBarAppearance ?? .default }

    /// Called with the new appearance when `statusBarAppearance` changes (after
    /// `setNeedsStatusBarAppearanceUpdate()`, a presentation or a dismissal); the kiosk shell's
    /// status bar hooks in here. Installing it takes the current appearance as the starting
    /// point. (UIKit has no public equivalent: its status bar is the system's.)
    public var onStatusBarAppearanceChange: ((UIStatusBarAppearance) -> Void)? {
        get { StatusBarRegistry.entry(for: self)?.observer }
        set {
            StatusBarRegistry.set(for: self) {
                $0.observer = newValue
                $0.last = statusBarAppearance
            }
        }
    }

    /// Recomputes the appearance and tells the observer if it changed.
    func updateStatusBarAppearance() {
        let now = statusBarAppearance
        var changedObserver: ((UIStatusBarAppearance) -> Void)?
        StatusBarRegistry.set(for: self) {
            guard $0.last != now else { return }
            $0.last = now
            changedObserver = $0.observer
        }
        changedObserver?(now)
    }
}

/// Per-screen status bar state. `UIScreen` has no stored slot for it, so it lives here, keyed
/// by the screen's identity (checked against a weak reference, so a new screen at a reused
/// address starts afresh).
@MainActor
enum StatusBarRegistry {
    struct Entry {
        weak var screen: UIScreen?
        var observer: ((UIStatusBarAppearance) -> Void)?
        var last = UIStatusBarAppearance.default
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func entry(for screen: UIScreen) -> Entry? {
        guard let e = entries[ObjectIdentifier(screen)], e.screen === screen else { return nil }
        return e
    }

    static func set(for screen: UIScreen, _ change: (inout Entry) -> Void) {
        entries = entries.filter { $0.value.screen != nil }
        var e = entry(for: screen) ?? Entry(screen: screen)
        change(&e)
        entries[ObjectIdentifier(screen)] = e
    }
}
