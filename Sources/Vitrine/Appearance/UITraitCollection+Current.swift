import Foundation
import Synchronization

/// The traits dynamic colours resolve against when no traits are given.
private let currentTraits = Mutex<UITraitCollection>(UITraitCollection(userInterfaceStyle: .light))

extension UITraitCollection {
    /// The traits of the view or controller being drawn or updated: dynamic colours
    /// (`UIColor.color`, `cgColor`) resolve against them. Vitrine sets it where UIKit
    /// documents it: around rendering (`draw(_:)`: the window's traits, or a view
    /// controller's or a view's where `overrideUserInterfaceStyle` changes them), a view's
    /// `layoutSubviews()`, `updateConstraints()`, `traitCollectionDidChange(_:)` and
    /// `tintColorDidChange()`, and a view controller's `updateViewConstraints()`,
    /// `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()` and `traitCollectionDidChange(_:)`;
    /// elsewhere it holds the last window drawn (light until the first frame). Mirrors
    /// `UITraitCollection.current`.
    public static var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    /// Runs `actions` with `current` set to these traits, then restores it. Mirrors
    /// `UITraitCollection.performAsCurrent(_:)`.
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        // Layout runs this around every callback, mostly with these very traits already
        // current (a subtree inheriting them): then one look and nothing swapped.
        let saved: UITraitCollection? = currentTraits.withLock { current in
            if current === self { return nil }
            let saved = current
            current = self
            return saved
        }
        defer {
            if let saved {
                currentTraits.withLock { $0 = saved }
            } else {
                // Put these back only if `actions` made others current.
                currentTraits.withLock { if $0 !== self { $0 = self } }
            }
        }
        return try actions()
    }

    /// Runs one of the callbacks UIKit lists with these traits current, for a pass that made
    /// its root's traits current around all of it: a view inheriting those very traits (most
    /// views) finds them current and costs one look. Nothing is put back then — every
    /// callback goes through here, so none sees another's, and the pass restores at its end.
    func performAsCurrentInPass<R>(_ actions: () throws -> R) rethrows -> R {
        let saved: UITraitCollection? = currentTraits.withLock { current in
            if current === self { return nil }
            let saved = current
            current = self
            return saved
        }
        guard let saved else { return try actions() }
        defer { currentTraits.withLock { $0 = saved } }
        return try actions()
    }
}
