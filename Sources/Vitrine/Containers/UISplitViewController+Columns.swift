import Foundation

/// Column widths: the preferences, their checks and UIKit's defaults.
///
/// UIKit's rule (`preferredPrimaryColumnWidthFraction`, `minimumPrimaryColumnWidth`,
/// `maximumPrimaryColumnWidth` documentation): the width is `preferredPrimaryColumnWidth` when
/// set, else the fraction of the split view's width, and then checked against the minimum and
/// maximum. With `automaticDimension` the fraction gives iOS's sidebar width of 320 pt, the
/// minimum is 0 pt and the maximum 320 pt (iPad's values; hence the well-known need to raise
/// the maximum to get a wider column from a fraction). The supplementary column follows the
/// same rule with the same defaults. A column is never wider than the split view.
extension UISplitViewController {
    /// The width the system gives a column with every preference automatic (iPad's sidebar).
    static let defaultColumnWidth: CGFloat = 320

    /// The relative width of the primary column, 0…1, or `automaticDimension`. NaN or a value
    /// outside 0…1 is refused with a log line (the previous value stays). Mirrors
    /// `preferredPrimaryColumnWidthFraction`.
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { _preferredPrimaryColumnWidthFraction }
        set { if let v = Self.checkedFraction(newValue, "preferredPrimaryColumnWidthFraction") { _preferredPrimaryColumnWidthFraction = v; columnsDidChange() } }
    }

    /// The primary column's width in points (takes precedence over the fraction), or
    /// `automaticDimension`. Mirrors `preferredPrimaryColumnWidth`.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { _preferredPrimaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "preferredPrimaryColumnWidth") { _preferredPrimaryColumnWidth = v; columnsDidChange() } }
    }

    /// The least width of the primary column (automatic: 0 pt). Mirrors `minimumPrimaryColumnWidth`.
    public var minimumPrimaryColumnWidth: CGFloat {
        get { _minimumPrimaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "minimumPrimaryColumnWidth") { _minimumPrimaryColumnWidth = v; columnsDidChange() } }
    }

    /// The greatest width of the primary column (automatic: 320 pt). Mirrors
    /// `maximumPrimaryColumnWidth`.
    public var maximumPrimaryColumnWidth: CGFloat {
        get { _maximumPrimaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "maximumPrimaryColumnWidth") { _maximumPrimaryColumnWidth = v; columnsDidChange() } }
    }

    /// The relative width of the supplementary column. Mirrors
    /// `preferredSupplementaryColumnWidthFraction`.
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { _preferredSupplementaryColumnWidthFraction }
        set { if let v = Self.checkedFraction(newValue, "preferredSupplementaryColumnWidthFraction") { _preferredSupplementaryColumnWidthFraction = v; columnsDidChange() } }
    }

    /// The supplementary column's width in points. Mirrors `preferredSupplementaryColumnWidth`.
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { _preferredSupplementaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "preferredSupplementaryColumnWidth") { _preferredSupplementaryColumnWidth = v; columnsDidChange() } }
    }

    /// Mirrors `minimumSupplementaryColumnWidth` (automatic: 0 pt).
    public var minimumSupplementaryColumnWidth: CGFloat {
        get { _minimumSupplementaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "minimumSupplementaryColumnWidth") { _minimumSupplementaryColumnWidth = v; columnsDidChange() } }
    }

    /// Mirrors `maximumSupplementaryColumnWidth` (automatic: 320 pt).
    public var maximumSupplementaryColumnWidth: CGFloat {
        get { _maximumSupplementaryColumnWidth }
        set { if let v = Self.checkedPoints(newValue, "maximumSupplementaryColumnWidth") { _maximumSupplementaryColumnWidth = v; columnsDidChange() } }
    }

    /// The primary column's width now, in points. Mirrors `primaryColumnWidth`.
    public var primaryColumnWidth: CGFloat { primaryWidth(in: viewIfLoaded?.bounds.width ?? 0) }

    /// The supplementary column's width now, in points. Mirrors `supplementaryColumnWidth`.
    public var supplementaryColumnWidth: CGFloat { supplementaryWidth(in: viewIfLoaded?.bounds.width ?? 0) }

    func primaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(total: total, points: _preferredPrimaryColumnWidth, fraction: _preferredPrimaryColumnWidthFraction,
                         minimum: _minimumPrimaryColumnWidth, maximum: _maximumPrimaryColumnWidth)
    }

    func supplementaryWidth(in total: CGFloat) -> CGFloat {
        Self.columnWidth(total: total, points: _preferredSupplementaryColumnWidth, fraction: _preferredSupplementaryColumnWidthFraction,
                         minimum: _minimumSupplementaryColumnWidth, maximum: _maximumSupplementaryColumnWidth)
    }

    /// UIKit's rule (see above) for one column in a split view `total` points wide.
    static func columnWidth(total: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let auto = automaticDimension
        var w = points != auto ? points : (fraction != auto ? fraction * total : defaultColumnWidth)
        let lo = minimum != auto ? minimum : 0
        let hi = maximum != auto ? maximum : defaultColumnWidth
        w = min(max(w, lo), max(lo, hi))
        return max(0, min(w, total))
    }

    /// `value` if it is a fraction (0…1) or `automaticDimension`; else a log line and `nil`.
    static func checkedFraction(_ value: CGFloat, _ name: String) -> CGFloat? {
        if value == automaticDimension || (value.isFinite && value >= 0 && value <= 1) { return value }
        BadInputLog.report("UISplitViewController: \(name) must be between 0 and 1 (or automaticDimension), not \(value); kept the previous value")
        return nil
    }

    /// `value` if it is a finite width of 0 or more points or `automaticDimension`; else a
    /// log line and `nil`.
    static func checkedPoints(_ value: CGFloat, _ name: String) -> CGFloat? {
        if value == automaticDimension || (value.isFinite && value >= 0) { return value }
        BadInputLog.report("UISplitViewController: \(name) must be a width of 0 points or more (or automaticDimension), not \(value); kept the previous value")
        return nil
    }

    /// A width preference changed: lay out again.
    func columnsDidChange() {
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Putting controllers in columns

    /// Puts `vc` in `column`: wrapped in a navigation controller unless it is one (as UIKit
    /// does), the old one taken out. On screen, the new controller's appearance follows the
    /// container rule (the old one disappears, the new one appears).
    func replaceColumn(_ column: Column, with vc: UIViewController?) {
        guard columnControllers[column] !== vc || vc == nil else { return }
        reconfigureColumns(animated: false) {
            if let old = columnNavigations[column] {
                old.willMove(toParent: nil)
                old.removeFromParent()
                setOverrideTraitCollection(nil, forChild: old)
            }
            columnControllers[column] = vc
            guard let vc else {
                columnNavigations[column] = nil
                return
            }
            let nav: UINavigationController
            if let given = vc as? UINavigationController {
                nav = given
            } else {
                nav = UINavigationController()
                nav.restorationIdentifier = Self.wrapperIdentifier(column)
                nav.setStackQuietly([vc])
            }
            columnNavigations[column] = nav
            addChild(nav)
            nav.didMove(toParent: self)
            if _isCollapsed, column == .secondary || column == .supplementary, columnNavigations[.compact] == nil,
               let primary = columnNavigations[.primary], nav !== primary, primary.stack.count > primaryOwnCount {
                // Collapsed with the detail on the shared stack: the new one takes its place.
                let moved = nav.stack
                nav.setStackQuietly([])
                primary.setStackQuietly(Array(primary.stack.prefix(primaryOwnCount)) + moved)
            }
            updateColumnTraits()
        }
    }

    /// Gives the side columns compact-width traits while the interface is expanded, as UIKit
    /// does for the sidebar and supplementary columns (the secondary keeps the split view's
    /// traits); collapsed, every column has the split view's.
    func updateColumnTraits() {
        for column in [Column.primary, .supplementary] {
            guard let nav = columnNavigations[column] else { continue }
            let override = _isCollapsed ? nil : UITraitCollection(horizontalSizeClass: .compact)
            if overrideTraitCollection(forChild: nav) != override { setOverrideTraitCollection(override, forChild: nav) }
        }
    }
}

extension UINavigationController {
    /// Replaces the stack without appearance callbacks or animation: the split view
    /// controller moves controllers between its columns' stacks and sends the appearance
    /// callbacks itself. Containment calls are made (`willMove`/`didMove` on both sides).
    func setStackQuietly(_ viewControllers: [UIViewController]) {
        var new: [UIViewController] = []
        for vc in viewControllers where !new.contains(where: { $0 === vc }) && vc !== self { new.append(vc) }
        finishTransitionNow()
        let old = stack
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        for vc in removed where vc.parent === self { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        stack = new
        children = new + children.filter { c in !new.contains { $0 === c } }
        updateNavigationBar()
        if let container = viewIfLoaded, shownViewController !== new.last {
            if let shown = shownViewController?.viewIfLoaded, shown.superview === container {
                AppearanceRouter.withoutCallbacks(for: shown) { shown.removeFromSuperview() }
            }
            shownViewController = nil
            installTopView()
        }
        for vc in added where vc.parent === self {
            vc.didMove(toParent: self)
            vc._isMovingFromParent = false
            if vc.appearance == .appeared { vc._isMovingToParent = false }
        }
        for vc in removed where vc.parent === self { vc.removeFromParent() }
    }
}
