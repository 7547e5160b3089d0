import Foundation
import VitrinePlatform

/// A container that shows one of several children at a time, chosen with a bar of tabs at
/// the bottom. Mirrors UIKit's `UITabBarController`: with more than five children the bar
/// shows four and a "More" tab whose `moreNavigationController` lists the rest
/// (UITabBarController+More.swift).
///
/// Containment follows UIKit: setting `viewControllers` makes each new controller a child
/// (`willMove(toParent:)`, then `didMove(toParent:)`) and removes those that left
/// (`willMove(toParent: nil)`, then `removeFromParent()`); on screen these end once the
/// selected child's change of view is over. Only the selected child's view is loaded; the
/// others load when first selected. Switching tabs gives UIKit's appearance callbacks: old
/// `viewWillDisappear`, new `viewWillAppear`, then (after the next frame) old
/// `viewDidDisappear`, new `viewDidAppear`, without animation and without
/// `isMovingToParent` / `isMovingFromParent` (the children stay children).
@MainActor
open class UITabBarController: UIViewController {
    /// The children that have tabs, left to right.
    var tabs: [UIViewController] = []
    /// The index of the selected tab (0 while there are none).
    var _selectedIndex = 0
    /// The controller whose view is in the content area now.
    var shownViewController: UIViewController?
    /// The switch of tabs waiting for its frame, if any.
    var pendingSwitch: TabSwitch?
    /// Whether the More list itself (not a tab behind it) is selected.
    var moreListSelected = false
    /// The More navigation controller, once something asked for it.
    var _moreNavigationController: MoreNavigationController?

    /// The navigation controller of the "More" tab, whose root lists the tabs that do not fit
    /// in the bar. It always exists, whether the bar shows "More" or not, and is never in
    /// `viewControllers`. Mirrors `UITabBarController.moreNavigationController`.
    public var moreNavigationController: UINavigationController {
        if let more = _moreNavigationController { return more }
        let more = MoreNavigationController(owner: self)
        _moreNavigationController = more
        return more
    }

    /// The tabs the user may rearrange in the More list. Accepted and kept for UIKit's API;
    /// the editing interface ("Edit" in the More list) is not implemented. Setting
    /// `viewControllers` sets it to the same controllers, as in UIKit. Mirrors
    /// `UITabBarController.customizableViewControllers`.
    public var customizableViewControllers: [UIViewController]?

    /// The bar at the bottom. Mirrors `UITabBarController.tabBar`.
    public let tabBar = UITabBar(frame: .zero)

    /// Told about the user's selections. Mirrors `UITabBarController.delegate`.
    public weak var delegate: (any UITabBarControllerDelegate)?

    /// A tab bar controller without tabs; give it children with `viewControllers`. Mirrors
    /// `UITabBarController.init()`.
    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] i in self?.userSelected(i) }
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The tabs

    /// The children with tabs, left to right; setting it is `setViewControllers(_:animated:)`
    /// without animation. Mirrors `UITabBarController.viewControllers`.
    public var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The controller selected before stays selected if it is still there,
    /// else the tab at the same index, else the first one, as in UIKit. Controllers that leave
    /// get `willMove(toParent: nil)` … `didMove(toParent: nil)`, new ones `willMove(toParent:)`
    /// … `didMove(toParent:)`. (`animated` is accepted for UIKit's signature; the bar changes
    /// at once.) Mirrors `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var new: [UIViewController] = []
        for vc in viewControllers ?? [] where !new.contains(where: { $0 === vc }) && vc !== self { new.append(vc) }
        finishSwitchNow()
        // Tabs shown behind "More" go back to the tab bar controller first.
        if let more = _moreNavigationController, more.viewControllers.count > 1 {
            more.setViewControllers([more.list], animated: false)
        }
        let old = tabs
        let previous = moreListSelected ? nil : selectedViewController
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        tabs = new
        children = new + children.filter { c in !new.contains { $0 === c } }
        customizableViewControllers = new
        if let previous, let i = new.firstIndex(where: { $0 === previous }) {
            _selectedIndex = i
        } else if !new.indices.contains(_selectedIndex) {
            _selectedIndex = 0
        }
        // The More navigation controller is a child while the bar shows "More".
        var moreJoined = false, moreLeft = false
        if hasMoreTab, moreNavigationController.parent !== self {
            addChild(moreNavigationController)
            moreJoined = true
        } else if !hasMoreTab {
            moreListSelected = false
            if let more = _moreNavigationController, more.parent === self {
                more.willMove(toParent: nil)
                moreLeft = true
            }
        }
        updateTabBar()
        syncMoreStack(animated: false)
        showSelected { [weak self] in
            guard let self else { return }
            for vc in added where vc.parent === self { vc.didMove(toParent: self) }
            for vc in removed where vc.parent === self { vc.removeFromParent() }
            if moreJoined, let more = self._moreNavigationController, more.parent === self { more.didMove(toParent: self) }
            if moreLeft, let more = self._moreNavigationController, more.parent === self { more.removeFromParent() }
        }
    }

    /// The index of the selected tab in `viewControllers` (`NSNotFound` without tabs, and
    /// while the More list itself is selected, as UIKit documents). Setting it selects that
    /// tab — one behind "More" is shown pushed on the More navigation controller — without
    /// asking the delegate; an index out of range is ignored (with a log line). Mirrors
    /// `UITabBarController.selectedIndex`.
    public var selectedIndex: Int {
        get { tabs.isEmpty || (hasMoreTab && moreListSelected) ? NSNotFound : _selectedIndex }
        set {
            guard tabs.indices.contains(newValue) else {
                return Log.ui.warning("UITabBarController: selectedIndex \(newValue) is out of range (\(tabs.count) tabs); ignored")
            }
            guard newValue != _selectedIndex || moreListSelected else { return }
            finishSwitchNow()
            moreListSelected = false
            _selectedIndex = newValue
            updateTabBar()
            syncMoreStack(animated: false)
            showSelected()
        }
    }

    /// The selected tab's controller (a tab behind "More" included; the More navigation
    /// controller while the More list itself is selected). Setting it to one of
    /// `viewControllers` selects its tab, to `moreNavigationController` the More list (when
    /// the bar shows "More"); others are ignored, with a log line (UIKit raises). Mirrors
    /// `UITabBarController.selectedViewController`.
    public var selectedViewController: UIViewController? {
        get {
            if hasMoreTab, moreListSelected { return moreNavigationController }
            return tabs.indices.contains(_selectedIndex) ? tabs[_selectedIndex] : nil
        }
        set {
            if let newValue, newValue === _moreNavigationController, hasMoreTab {
                return selectMoreList()
            }
            guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else {
                return Log.ui.warning("UITabBarController: selectedViewController must be one of viewControllers; ignored")
            }
            selectedIndex = i
        }
    }

    /// Selects the More list (the More navigation controller back at its root).
    func selectMoreList() {
        guard hasMoreTab, !moreListSelected else { return }
        finishSwitchNow()
        moreListSelected = true
        updateTabBar()
        syncMoreStack(animated: false)
        showSelected()
    }

    /// A tap on the tab at `index`: the delegate may refuse it; a tap on the selected tab of a
    /// navigation controller pops it to its root, as in UIKit; then the delegate is told.
    func userSelected(_ index: Int) {
        if hasMoreTab, index == Self.maximumBarItems - 1 { return userSelectedMore() }
        guard tabs.indices.contains(index) else { return }
        let vc = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
        if index == _selectedIndex, !moreListSelected {
            (vc as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// A tap on "More": the delegate may refuse it; on the More tab already, its navigation
    /// controller pops to the list (as a tap on a selected navigation tab does), else the More
    /// list is shown (a tab pushed from it earlier is popped off first).
    func userSelectedMore() {
        let more = moreNavigationController
        if let delegate, !delegate.tabBarController(self, shouldSelect: more) { return }
        if displayedController === more {
            more.popToRootViewController(animated: true)
        } else {
            selectMoreList()
        }
        delegate?.tabBarController(self, didSelect: more)
    }

    /// Brings the bar's items, titles and selection in line with the tabs.
    func updateTabBar() {
        let shown = barControllers
        tabBar.setItems(shown.map { $0.tabBarItem }, titles: shown.map(\.tabBarTitle), selected: selectedBarIndex)
        updateTabBarScrollEdgeState()
    }

    // MARK: Views

    /// A view holding the selected child's view above the bar. Override only to add
    /// decoration; call `super` (the container lays the children out). Mirrors
    /// `UITabBarController.loadView()`.
    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBar)
        view = container
        layoutTabViews()
        installSelectedView()
    }

    /// The bar's height: 49 pt plus the bottom safe area it reaches over.
    var barHeight: CGFloat { UITabBar.defaultHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0) }

    /// The area above the bar, in the container's coordinates (the bar counts as opaque, so
    /// the child's view stops at it; its top still gets the status bar's safe area).
    var contentFrame: CGRect {
        guard let v = viewIfLoaded else { return .zero }
        return CGRect(x: 0, y: 0, width: v.bounds.width, height: max(0, v.bounds.height - barHeight))
    }

    /// Places the bar along the bottom and the shown controller's view above it.
    func layoutTabViews() {
        guard let v = viewIfLoaded else { return }
        let h = barHeight
        tabBar.frame = CGRect(x: 0, y: v.bounds.height - h, width: v.bounds.width, height: h)
        if let shown = shownViewController?.viewIfLoaded, shown.superview === v {
            shown.frame = contentFrame
        }
        // The content's scroll view may have loaded or changed size since.
        updateTabBarScrollEdgeState()
    }

    // MARK: Size

    /// The area above the bar: the parent's size less the bar. Mirrors
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard tabs.contains(where: { $0 === container }) || container === _moreNavigationController else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return CGSize(width: parentSize.width, height: max(0, parentSize.height - barHeight))
    }

    /// Forwards a size transition to the selected child only, with the size above the bar
    /// (the others are laid out for the new size when they are selected). Mirrors
    /// `viewWillTransition(to:with:)`.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let selected = displayedController else { return }
        let childSize = self.size(forChildContentContainer: selected, withParentContainerSize: size)
        if let current = selected.viewIfLoaded?.bounds.size, current == childSize { return }
        selected.notifyLifecycleObserver(.viewWillTransition(childSize))
        selected.viewWillTransition(to: childSize, with: coordinator)
    }

    // MARK: State restoration (UITabBarController+Restoration.swift)

    /// Saves the selected index and the tabs' restoration identifiers; call `super` when
    /// overriding. Mirrors `UITabBarController.encodeRestorableState(with:)`.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeTabState(with: coder)
    }

    /// Puts back the tabs (children recreated by their restoration classes when the app did
    /// not make them) and the selection; call `super` when overriding. Mirrors
    /// `UITabBarController.decodeRestorableState(with:)`.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeTabState(with: coder)
    }

    // MARK: Status bar

    /// The selected child decides whether the status bar is hidden. Mirrors
    /// `UITabBarController.childForStatusBarHidden`.
    open override var childForStatusBarHidden: UIViewController? { displayedController }

    /// The selected child decides the status bar's style. Mirrors
    /// `UITabBarController.childForStatusBarStyle`.
    open override var childForStatusBarStyle: UIViewController? { displayedController }
}

/// The tab bar controller's root view: lays out the bar and the shown child.
@MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabViews()
    }
}
