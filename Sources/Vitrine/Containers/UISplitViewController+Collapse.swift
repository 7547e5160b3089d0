import Foundation

/// Collapsing to one stack in a horizontally compact environment and expanding back.
///
/// UIKit's rules (`isCollapsed`, `UISplitViewControllerDelegate` documentation): the interface
/// collapses when the split view's horizontal size class becomes compact and expands when it
/// becomes regular, during the trait transition (a rotation, a resize). Collapsing, the
/// delegate picks the column to show on top (`topColumnForCollapsingToProposedTopColumn`); the
/// `.compact` column's controller, when there is one, is shown instead of the others. Without
/// it the primary column's navigation controller becomes the whole interface, with the
/// supplementary and secondary columns' controllers pushed on its stack up to the top column
/// (as UIKit moves them). Expanding, the delegate may change the display mode
/// (`displayModeForExpandingToProposedDisplayMode`); the controllers pushed above the primary
/// column's own go back to the supplementary and secondary columns (anything pushed while
/// collapsed lands in the secondary one). `splitViewControllerDidCollapse` /
/// `splitViewControllerDidExpand` come once the change is made.
///
/// The proposed top column is the primary one when the split view collapses before it first
/// appears (an app launched in compact width starts on its list, as on iPhone), else the
/// secondary one (the detail stays on screen, as when an iPad app is narrowed).
extension UISplitViewController {
    /// Collapses or expands to match `horizontal` (the traits' size class by default) for a
    /// split view of `size`; re-resolves an automatic display mode when the size changed.
    func syncCollapsedState(size: CGSize, horizontal: UIUserInterfaceSizeClass? = nil) {
        // A layout run by the change itself (a column's view loading) must not start another.
        guard !isSyncingCollapse else { return }
        isSyncingCollapse = true
        defer { isSyncingCollapse = false }
        var h = horizontal ?? traitCollection.horizontalSizeClass
        if h == .unspecified, isViewLoaded {
            // Appearing for the first time: the traits come with the window; the screen's
            // mapping tells what they will be.
            h = (viewIfLoaded?.window?.screen ?? UIScreen.main).sizeClassMapping.sizeClasses(for: size).horizontal
        }
        if h == .compact, !_isCollapsed {
            collapse(for: size)
        } else if h == .regular, _isCollapsed {
            expand(for: size)
        } else if !_isCollapsed, size != resolvedForSize {
            resolvedForSize = size
            applyResolvedDisplayMode(animated: false, size: size)
        }
        resolvedForSize = size
    }

    func collapse(for size: CGSize) {
        let proposed: Column = hasEverAppeared ? .secondary : .primary
        var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        if !hasColumn(top) || top == .compact {
            BadInputLog.report("UISplitViewController: the delegate chose .\(top) as the top column for collapsing, which a \(style) split view controller cannot show on its stack; using .\(proposed)")
            top = proposed
        }
        reconfigureColumns(animated: false) {
            _isCollapsed = true
            movedOnCollapse = [:]
            if columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] {
                primaryOwnCount = primary.stack.count
                let columns: [Column] = top == .secondary ? [.supplementary, .secondary] : (top == .supplementary ? [.supplementary] : [])
                var moved: [UIViewController] = []
                for column in columns where hasColumn(column) {
                    guard let nav = columnNavigations[column], nav !== primary else { continue }
                    let theirs = nav.stack
                    movedOnCollapse[column] = theirs.count
                    nav.setStackQuietly([])
                    moved += theirs
                }
                if !moved.isEmpty { primary.setStackQuietly(primary.stack + moved) }
            }
            updateColumnTraits()
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    func expand(for size: CGSize) {
        let proposed = resolvedDisplayMode(for: size)
        let asked = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        let mode = Self.displayMode(preferred: asked, behavior: resolvedSplitBehavior(for: size), triple: isTriple)
        if mode != _displayMode { delegate?.splitViewController(self, willChangeTo: mode) }
        reconfigureColumns(animated: false) {
            _isCollapsed = false
            _displayMode = mode
            resolvedForSize = size
            returnMovedControllers()
            movedOnCollapse = [:]
            updateColumnTraits()
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Gives the controllers pushed above the primary column's own (on collapsing, or while
    /// collapsed) back to the supplementary and secondary columns; a wrapped column's
    /// controller becomes the root of its stack.
    func returnMovedControllers() {
        if columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] {
            let ownCount = max(1, min(primaryOwnCount, primary.stack.count))
            var rest = Array(primary.stack.dropFirst(ownCount))
            if rest.count > 0 { primary.setStackQuietly(Array(primary.stack.prefix(ownCount))) }
            if isTriple, let sup = columnNavigations[.supplementary], sup !== primary {
                let n = min(rest.count, movedOnCollapse[.supplementary] ?? 0)
                if n > 0 { sup.setStackQuietly(Array(rest.prefix(n))) }
                rest.removeFirst(n)
            }
            if let sec = columnNavigations[.secondary], sec !== primary {
                if !rest.isEmpty {
                    sec.setStackQuietly(rest)
                } else if sec.stack.isEmpty, let root = columnControllers[.secondary], root !== sec {
                    // The detail was popped while collapsed: the column shows its own again.
                    sec.setStackQuietly([root])
                }
            }
        }
        for column in [Column.supplementary, .secondary] {
            guard let nav = columnNavigations[column], columnControllers[column] !== nav, let root = nav.stack.first else { continue }
            columnControllers[column] = root
        }
    }

    /// Brings the display mode in line with the preferences for `size` (when the resolved
    /// mode differs), telling the delegate first.
    func applyResolvedDisplayMode(animated: Bool, size: CGSize? = nil) {
        let size = size ?? currentSize
        let mode = resolvedDisplayMode(for: size)
        guard displayModeResolved else {
            _displayMode = mode
            return
        }
        guard !_isCollapsed, mode != _displayMode else { return }
        changeDisplayMode(to: mode, animated: animated)
    }

    /// Changes the display mode: `willChangeTo`, `willShow`/`willHide` for the columns that
    /// come and go, then the change (animated: the side columns slide).
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        guard mode != _displayMode else { return }
        let was = visibleColumns(in: _displayMode), will = visibleColumns(in: mode)
        delegate?.splitViewController(self, willChangeTo: mode)
        for c in will where !was.contains(c) { delegate?.splitViewController(self, willShow: c) }
        for c in was where !will.contains(c) { delegate?.splitViewController(self, willHide: c) }
        reconfigureColumns(animated: animated) { _displayMode = mode }
    }
}
