import Foundation
import VitrinePlatform

/// A container that shows a hierarchy side by side: a primary column (a sidebar or list), in
/// the triple-column style a supplementary column, and a secondary column with the detail.
/// In a horizontally compact environment it collapses to one navigation stack, and expands
/// back to columns in a regular one. Mirrors UIKit's column-style `UISplitViewController`
/// (iOS 14), with the classic `viewControllers` interface for `init()`.
///
/// As in UIKit, each column's controller is shown inside a `UINavigationController`: a
/// controller that is not a navigation controller is wrapped in one the split view controller
/// makes (its `navigationController` is that wrapper); `viewController(for:)` answers the
/// controller that was set, `viewControllers` the navigation controllers.
///
/// Appearance follows UIKit's container rule: a column controller that comes on screen (a
/// column shown, the interface expanding) gets `viewWillAppear` … `viewDidAppear`; one that
/// leaves it (a column hidden, the stack collapsing under the detail) gets `viewWillDisappear`
/// … `viewDidDisappear`; the ones leaving hear `will` first, then the ones arriving, and the
/// `did` calls come in the same order once the change is on screen. A controller that stays
/// on screen (the detail moving from the secondary column to the top of the collapsed stack)
/// gets no appearance callbacks, only the containment calls of its change of parent.
@MainActor
open class UISplitViewController: UIViewController, UIViewControllerShowing {
    /// The split view's style. Mirrors `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic interface (`init()` and `viewControllers`), shown as two columns.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// A column of the interface. Mirrors `UISplitViewController.Column`.
    public enum Column: Int, Sendable, CaseIterable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns share the width. Mirrors `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// How shown side columns sit against the secondary one. Mirrors
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable, CaseIterable {
        case automatic, tile, overlay, displace
    }

    /// When the display-mode button shows. Mirrors
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic, never, always
    }

    /// The value that asks for the system's width. Mirrors
    /// `UISplitViewController.automaticDimension` (`-CGFLOAT_MAX` in UIKit).
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The style chosen at creation. Mirrors `UISplitViewController.style`.
    public let style: Style

    /// Told about collapsing, expanding and display-mode changes. Mirrors
    /// `UISplitViewController.delegate`.
    public weak var delegate: (any UISplitViewControllerDelegate)?

    /// The controllers set for each column (before wrapping).
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller each column is shown in (the set controller itself when it
    /// is one, else a wrapper made for it).
    var columnNavigations: [Column: UINavigationController] = [:]

    /// Whether the interface is collapsed to one stack now (`isCollapsed`).
    var _isCollapsed = false
    /// The display mode in use while expanded.
    var _displayMode: DisplayMode = .secondaryOnly
    /// Whether the display mode was ever resolved (the first layout resolves it).
    var displayModeResolved = false
    /// How many controllers of the primary stack were the primary column's own when the
    /// interface collapsed (the rest came from the other columns).
    var primaryOwnCount = 0
    /// The change of columns running now, if any (UISplitViewController+Transition.swift).
    var columnTransition: SplitColumnTransition?
    /// How many controllers each column put on the primary stack when collapsing.
    var movedOnCollapse: [Column: Int] = [:]
    /// The size the display mode was last resolved for.
    var resolvedForSize: CGSize?
    /// The size class announced by `willTransition(to:with:)`, applied with the new size.
    var pendingHorizontalSizeClass: UIUserInterfaceSizeClass?
    /// The item `displayModeButtonItem` made (UISplitViewController+DisplayMode.swift).
    var _displayModeButtonItem: UIBarButtonItem?
    /// Whether a collapse, expansion or display-mode change for the traits is being made.
    var isSyncingCollapse = false
    /// The size a running size transition goes to (until the split view has it).
    var transitionTargetSize: CGSize?
    /// Whether the split view controller has appeared once.
    var hasEverAppeared = false
    /// A collapsed stack's division read by state restoration, applied when it finishes.
    var restoredCollapse: (own: Int, moved: [Column: Int])?

    // Stored preferences (validated in the setters, UISplitViewController+Columns.swift).
    var _preferredDisplayMode: DisplayMode = .automatic
    var _preferredSplitBehavior: SplitBehavior = .automatic
    var _preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension
    var _preferredPrimaryColumnWidth: CGFloat = automaticDimension
    var _minimumPrimaryColumnWidth: CGFloat = automaticDimension
    var _maximumPrimaryColumnWidth: CGFloat = automaticDimension
    var _preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension
    var _preferredSupplementaryColumnWidth: CGFloat = automaticDimension
    var _minimumSupplementaryColumnWidth: CGFloat = automaticDimension
    var _maximumSupplementaryColumnWidth: CGFloat = automaticDimension

    /// Whether a swipe from the leading edge shows or hides the primary column. Stored only:
    /// Vitrine's split view controller has no edge gesture yet. Mirrors `presentsWithGesture`.
    public var presentsWithGesture = true

    /// When the button that shows and hides columns appears. Stored for UIKit's API: Vitrine
    /// does not put the button in the bar yet. Mirrors `displayModeButtonVisibility`.
    public var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The duration of an animated show or hide of a column: 0.3 s, as iOS's overlay sidebar
    /// slides (observed; UIKit does not document it).
    public static let columnAnimationDuration: TimeInterval = 0.3

    /// A split view controller of `style`. Mirrors `UISplitViewController.init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A classic split view controller (`style` `.unspecified`): give it a primary and a
    /// secondary controller with `viewControllers`. It is laid out as a double-column one.
    /// Mirrors `UISplitViewController.init()`.
    public override init() {
        self.style = .unspecified
        super.init()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the style has `column` (`.compact` exists in every column style).
    func hasColumn(_ column: Column) -> Bool {
        switch column {
        case .primary, .secondary: return true
        case .supplementary: return style == .tripleColumn
        case .compact: return style != .unspecified
        }
    }

    /// Whether the columns are laid out as three (triple style) or two.
    var isTriple: Bool { style == .tripleColumn }

    /// Whether the interface is collapsed to a single stack (horizontally compact). Mirrors
    /// `UISplitViewController.isCollapsed`.
    public var isCollapsed: Bool { _isCollapsed }

    /// The navigation controllers of the columns: for the classic style primary then
    /// secondary; for column styles the columns that have a controller, primary,
    /// supplementary, secondary order. Setting it (classic style) makes the first the primary
    /// and the second the secondary. Mirrors `UISplitViewController.viewControllers`.
    public var viewControllers: [UIViewController] {
        get {
            if _isCollapsed, let nav = collapsedNavigation { return [nav] }
            return [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] }
        }
        set {
            guard style == .unspecified else {
                BadInputLog.report("UISplitViewController: viewControllers is set with setViewController(_:for:) for a column-style split view controller; ignored")
                return
            }
            if newValue.count > 2 {
                BadInputLog.report("UISplitViewController: viewControllers takes at most two controllers (primary, secondary), not \(newValue.count); the rest are ignored")
            }
            replaceColumn(.primary, with: newValue.first)
            replaceColumn(.secondary, with: newValue.count > 1 ? newValue[1] : nil)
        }
    }

    /// Puts `vc` in `column` (wrapped in a navigation controller unless it is one); `nil`
    /// empties the column. A column the style lacks (`.supplementary` in a double-column one)
    /// and the classic style are refused with a log line, as UIKit ignores them. Mirrors
    /// `setViewController(_:for:)`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            BadInputLog.report("UISplitViewController: setViewController(_:for: .\(column)) does not apply to a classic split view controller (use viewControllers); ignored")
            return
        }
        guard hasColumn(column) else {
            BadInputLog.report("UISplitViewController: a \(style) split view controller has no .\(column) column; setViewController(_:for:) ignored")
            return
        }
        replaceColumn(column, with: vc)
    }

    /// The controller set for `column` (not its navigation wrapper); `nil` for a column the
    /// style lacks. Mirrors `viewController(for:)`.
    public func viewController(for column: Column) -> UIViewController? {
        guard hasColumn(column) else { return nil }
        // A wrapper's root may have been replaced through the wrapper (state restoration,
        // the app's own `setViewControllers` on it): the column's controller is its root.
        if !_isCollapsed, let nav = columnNavigations[column], columnControllers[column] !== nav, let root = nav.stack.first {
            return root
        }
        return columnControllers[column]
    }

    /// The controllers the collapsed stack is shown in: the compact column's navigation
    /// controller when there is one, else the primary column's.
    var collapsedNavigation: UINavigationController? {
        columnNavigations[.compact] ?? columnNavigations[.primary]
    }

    // MARK: Showing

    /// A split view controller handles both kinds of show (the columns' navigation
    /// controllers take `show(_:sender:)` from inside them first, and push).
    public func canHandleShow(_ vc: UIViewController, detail: Bool, sender: Any?) -> Bool { true }

    /// Shows `vc` (UIKit's documentation): `showDetailViewController(_:sender:)` "presents the
    /// specified view controller as the secondary view controller" (the same controller again
    /// does nothing); `show(_:sender:)` "as the primary view controller". Collapsed, both push
    /// it on the stack (animated), UIKit's way of showing it in a compact width. The
    /// delegate's `splitViewController(_:show:sender:)` / `(_:showDetail:sender:)` "only
    /// applies to classic split view interfaces" and is asked only for those. Mirrors
    /// `UISplitViewController.showDetailViewController(_:sender:)` and `show(_:sender:)`.
    public func handleShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        if style == .unspecified, let delegate {
            if detail, delegate.splitViewController(self, showDetail: vc, sender: sender) { return true }
            if !detail, delegate.splitViewController(self, show: vc, sender: sender) { return true }
        }
        if _isCollapsed {
            guard let nav = collapsedNavigation else { return false }
            if nav.stack.contains(where: { $0 === vc }) { return true }
            nav.pushViewController(vc, animated: true)
            return true
        }
        replaceColumn(detail ? .secondary : .primary, with: vc)
        return true
    }

    // MARK: Views

    /// A view holding the visible columns' views. Override only to add decoration; call
    /// `super`. Mirrors `UISplitViewController.loadView()`.
    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
        if !displayModeResolved {
            _displayMode = resolvedDisplayMode(for: container.bounds.size)
            displayModeResolved = true
        }
        installVisibleViews()
        layoutColumnViews()
    }

    /// Collapses (or not) for the traits before the columns are told they appear, so a split
    /// view controller that appears in a compact window shows only its collapsed stack.
    /// Mirrors `viewWillAppear(_:)`; call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        syncCollapsedState(size: view.bounds.size)
    }

    /// Lays out the columns; with the first layout the interface also collapses or expands
    /// to match the traits (Split+Collapse). Mirrors `viewWillLayoutSubviews()`; call `super`.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if let target = transitionTargetSize {
            // A size transition is under way: the collapse or expansion for it is made; a
            // layout at the old size (before the window changes) must not undo it.
            guard view.bounds.size == target else { return }
            transitionTargetSize = nil
        }
        syncCollapsedState(size: view.bounds.size)
    }

    // MARK: Size

    /// The column's size for a split view of `parentSize`. Mirrors
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard let nav = container as? UINavigationController, columnNavigations.values.contains(where: { $0 === nav }) else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return frame(of: nav, in: parentSize).size
    }

    // MARK: Size transitions

    /// Notes the size class the split view is about to get (the collapse or expansion happens
    /// with the new size, in `viewWillTransition(to:with:)`), then forwards to the columns.
    /// Mirrors `willTransition(to:with:)`.
    open override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        pendingHorizontalSizeClass = newCollection.horizontalSizeClass
        super.willTransition(to: newCollection, with: coordinator)
    }

    /// Collapses or expands for the coming traits and size (or re-resolves the display mode),
    /// then forwards the transition to the visible columns with their new sizes
    /// (`size(forChildContentContainer:withParentContainerSize:)`). Mirrors
    /// `viewWillTransition(to:with:)`.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let h = pendingHorizontalSizeClass
        pendingHorizontalSizeClass = nil
        syncCollapsedState(size: size, horizontal: h)
        transitionTargetSize = size
        coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in self?.transitionTargetSize = nil })
        for nav in visibleNavigations {
            let childSize = self.size(forChildContentContainer: nav, withParentContainerSize: size)
            if let current = nav.viewIfLoaded?.bounds.size, current == childSize { continue }
            nav.notifyLifecycleObserver(.viewWillTransition(childSize))
            nav.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// Records the first appearance (it decides the proposed top column for collapsing).
    /// Mirrors `viewDidAppear(_:)`; call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hasEverAppeared = true
    }

    // MARK: Status bar

    /// The secondary column's controller decides whether the status bar is hidden (the
    /// collapsed stack when collapsed).
    open override var childForStatusBarHidden: UIViewController? {
        _isCollapsed ? collapsedNavigation : columnNavigations[.secondary]
    }

    // MARK: State restoration (UISplitViewController+Restoration.swift)

    /// Saves the columns' restoration identifiers and the preferred display mode; call
    /// `super` when overriding. Mirrors `encodeRestorableState(with:)`.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeSplitState(with: coder)
    }

    /// Puts back the columns' controllers and the display mode; call `super` when
    /// overriding. Mirrors `decodeRestorableState(with:)`.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeSplitState(with: coder)
    }

    /// Gives a stack saved collapsed back to the columns when the interface is expanded now;
    /// call `super` when overriding. Mirrors `applicationFinishedRestoringState()`.
    open override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        finishSplitRestoration()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller. Mirrors
    /// `UIViewController.splitViewController`.
    public var splitViewController: UISplitViewController? {
        var vc: UIViewController? = parent
        while let cur = vc {
            if let split = cur as? UISplitViewController { return split }
            vc = cur.parent
        }
        return nil
    }
}
