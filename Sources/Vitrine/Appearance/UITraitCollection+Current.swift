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
        let saved = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = saved }
        return try actions()
    }
}
