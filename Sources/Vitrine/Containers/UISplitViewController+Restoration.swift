import Foundation

/// State restoration of a split view controller: the display mode and how the collapsed
/// stack divides between the columns. The columns' own stacks are saved by their navigation
/// controllers (each column's wrapper has the restoration identifier `UISplitViewController.`
/// followed by the column's name, so the controllers inside it are saved under the split view
/// controller as in UIKit, where the wrappers are saved with it).
extension UISplitViewController {
    static let restorationDisplayModeKey = "UISplitViewController.displayMode"
    static let restorationPreferredDisplayModeKey = "UISplitViewController.preferredDisplayMode"
    static let restorationCollapsedKey = "UISplitViewController.isCollapsed"
    static let restorationPrimaryOwnKey = "UISplitViewController.primaryOwnCount"
    static let restorationMovedKey = "UISplitViewController.moved."

    /// The restoration identifier given to the navigation controller made for `column`.
    static func wrapperIdentifier(_ column: Column) -> String { "UISplitViewController.\(column)" }

    func encodeSplitState(with coder: NSCoder) {
        coder.encode(_displayMode.rawValue, forKey: Self.restorationDisplayModeKey)
        coder.encode(_preferredDisplayMode.rawValue, forKey: Self.restorationPreferredDisplayModeKey)
        coder.encode(_isCollapsed, forKey: Self.restorationCollapsedKey)
        coder.encode(primaryOwnCount, forKey: Self.restorationPrimaryOwnKey)
        for (column, n) in movedOnCollapse { coder.encode(n, forKey: Self.restorationMovedKey + "\(column)") }
    }

    /// Puts back the preferred and current display modes (saved values out of range are
    /// reported and skipped) and, for a stack saved collapsed, where its controllers came
    /// from, so expanding (now or later) gives them back to their columns.
    func decodeSplitState(with coder: NSCoder) {
        let owner = coder.restorationPath ?? "split view controller"
        if coder.containsValue(forKey: Self.restorationPreferredDisplayModeKey) {
            let raw = coder.decodeInteger(forKey: Self.restorationPreferredDisplayModeKey)
            if let m = DisplayMode(rawValue: raw) { _preferredDisplayMode = m } else { UIStateRestoration.report("state restoration: \(owner) saved preferred display mode \(raw), which does not exist; kept \(_preferredDisplayMode)") }
        }
        if coder.decodeBool(forKey: Self.restorationCollapsedKey) {
            let own = coder.decodeInteger(forKey: Self.restorationPrimaryOwnKey, in: 1...UIStateRestoration.maxControllers) ?? 1
            var moved: [Column: Int] = [:]
            for c in [Column.supplementary, .secondary] {
                if let n = coder.decodeInteger(forKey: Self.restorationMovedKey + "\(c)", in: 0...UIStateRestoration.maxControllers) { moved[c] = n }
            }
            // The columns' stacks are decoded after this (children after parents): the
            // division is applied once restoration has finished.
            restoredCollapse = (max(1, own), moved)
        }
        if coder.containsValue(forKey: Self.restorationDisplayModeKey) {
            let raw = coder.decodeInteger(forKey: Self.restorationDisplayModeKey)
            guard let m = DisplayMode(rawValue: raw), m != .automatic else {
                return UIStateRestoration.report("state restoration: \(owner) saved display mode \(raw), which does not exist; kept \(displayMode)")
            }
            let allowed = Self.displayMode(preferred: m, behavior: resolvedSplitBehavior(for: currentSize), triple: isTriple)
            if _isCollapsed || !isViewLoaded { _displayMode = allowed; displayModeResolved = true } else { changeDisplayMode(to: allowed, animated: false) }
        }
    }

    /// A stack saved collapsed: keep where its controllers came from; if the interface is
    /// expanded now, give the columns their controllers back (from
    /// `applicationFinishedRestoringState()`).
    func finishSplitRestoration() {
        guard let (own, moved) = restoredCollapse else { return }
        restoredCollapse = nil
        primaryOwnCount = own
        movedOnCollapse = moved
        if !_isCollapsed, columnNavigations[.compact] == nil {
            reconfigureColumns(animated: false) {
                returnMovedControllers()
                movedOnCollapse = [:]
            }
        }
    }
}
