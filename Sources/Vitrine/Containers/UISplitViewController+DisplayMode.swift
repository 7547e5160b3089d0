import Foundation

/// Showing and hiding columns.
///
/// UIKit's rules (`show(_:)`, `hide(_:)` documentation): showing a column changes the display
/// mode to "the closest display mode available for the current split behavior where the
/// specified column is fully visible" (showing the secondary column removes overlaid columns
/// and the displacing primary), hiding one to one without it, both animated, within what
/// the split behavior allows (a side column shown with `.overlay` comes over the secondary;
/// with `.tile` or `.displace` beside it). In a collapsed interface, showing the primary column
/// pops the stack to the primary column's own controllers and showing the secondary one
/// pushes its controller back when it is not on the stack; hiding does nothing there.
extension UISplitViewController {
    /// Shows `column` (animated). Mirrors `UISplitViewController.show(_:)`.
    public func show(_ column: Column) {
        guard hasColumn(column) else {
            BadInputLog.report("UISplitViewController: a \(style) split view controller has no .\(column) column to show; ignored")
            return
        }
        if _isCollapsed { return showCollapsed(column) }
        let behavior = splitBehavior
        let target: DisplayMode
        switch column {
        case .compact:
            return
        case .secondary:
            // UIKit: "the closest display mode … where the specified column is fully
            // visible": overlaid, the side columns go; displaced, the primary goes.
            switch _displayMode {
            case .oneOverSecondary, .twoOverSecondary: target = .secondaryOnly
            case .twoDisplaceSecondary: target = .oneBesideSecondary
            default: return
            }
        case .primary:
            if isTriple {
                target = behavior == .overlay ? .twoOverSecondary : (behavior == .tile ? .twoBesideSecondary : .twoDisplaceSecondary)
            } else {
                target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            }
        case .supplementary:
            if visibleColumns(in: _displayMode).contains(.supplementary) { return }
            target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        changeDisplayMode(to: target, animated: true)
    }

    /// Hides `column` (animated). Mirrors `UISplitViewController.hide(_:)`.
    public func hide(_ column: Column) {
        guard hasColumn(column) else {
            BadInputLog.report("UISplitViewController: a \(style) split view controller has no .\(column) column to hide; ignored")
            return
        }
        guard !_isCollapsed, visibleColumns(in: _displayMode).contains(column) else { return }
        let target: DisplayMode
        switch column {
        case .compact:
            return
        case .secondary:
            BadInputLog.report("UISplitViewController: the secondary column cannot be hidden; ignored")
            return
        case .primary:
            target = isTriple ? (splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary) : .secondaryOnly
        case .supplementary:
            target = .secondaryOnly
        }
        changeDisplayMode(to: target, animated: true)
    }

    private func showCollapsed(_ column: Column) {
        guard columnNavigations[.compact] == nil, let primary = columnNavigations[.primary] else { return }
        switch column {
        case .primary:
            let own = max(1, min(primaryOwnCount, primary.stack.count))
            if primary.stack.count > own { primary.popToViewController(primary.stack[own - 1], animated: true) }
        case .secondary, .supplementary:
            guard let root = columnControllers[column], !(root is UINavigationController),
                  !primary.stack.contains(where: { $0 === root }) else { return }
            primary.pushViewController(root, animated: true)
        case .compact:
            return
        }
    }

    /// A bar button item that shows the primary column when it is hidden and hides it when
    /// it is shown (animated), titled with the primary controller's title. Put it in a bar
    /// yourself (Vitrine does not add it to the secondary column's bar, which UIKit does with
    /// `displayModeButtonVisibility` `.automatic`). Mirrors `displayModeButtonItem`.
    public var displayModeButtonItem: UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let item = UIBarButtonItem(title: viewController(for: .primary)?.title ?? "Sidebar", primaryAction: UIAction { [weak self] _ in
            self?.toggleSideColumns()
        })
        _displayModeButtonItem = item
        return item
    }

    /// The display-mode button's action: the primary column comes or goes.
    func toggleSideColumns() {
        guard !_isCollapsed else { return }
        if visibleColumns(in: _displayMode).contains(.primary) { hide(.primary) } else { show(.primary) }
    }
}
