import Foundation
import VitrinePlatform

/// A container that shows one child at a time from a stack of view controllers, with a
/// navigation bar on top whose back button goes one level up. Pushing slides the new
/// controller in from the right; popping slides the top one out. Mirrors UIKit's
/// `UINavigationController`.
///
/// Containment follows UIKit: a pushed controller gets `willMove(toParent:)` when it joins the
/// stack and `didMove(toParent:)` once its transition is over (after its `viewDidAppear(_:)`);
/// a popped one gets `willMove(toParent: nil)` first and `didMove(toParent: nil)` (through
/// `removeFromParent()`) after its `viewDidDisappear(_:)`. The appearance callbacks come in
/// UIKit's order: old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new
/// `viewDidAppear`, with `isMovingToParent` / `isMovingFromParent` set on the controller that
/// joins or leaves the stack.
@MainActor
open class UINavigationController: UIViewController, UIViewControllerShowing {
    /// The stack, bottom (root) first.
    var stack: [UIViewController] = []
    /// The controller whose view is in the content area now.
    var shownViewController: UIViewController?
    /// The push or pop running now, if any.
    var transition: NavigationTransition?
    var _isNavigationBarHidden = false
    var _isToolbarHidden = true

    /// The bar at the top. Mirrors `UINavigationController.navigationBar`.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` while
    /// `isToolbarHidden` is `false` (UINavigationController+Toolbar.swift). Mirrors
    /// `UINavigationController.toolbar`.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    /// Told when controllers are shown, asked for orientations and for push and pop
    /// animation and interaction controllers (UINavigationControllerDelegate.swift). Mirrors
    /// `UINavigationController.delegate`.
    public weak var delegate: (any UINavigationControllerDelegate)?
    /// The edge swipe back (UINavigationController+InteractivePop.swift).
    let edgePopRecognizer = UIScreenEdgePanGestureRecognizer()
    /// The interaction the edge swipe drives, while it does.
    var popInteraction: UIPercentDrivenInteractiveTransition?
    /// The interaction the pop being started should use.
    var pendingInteraction: UIPercentDrivenInteractiveTransition?

    /// The recognizer of the swipe from the left edge that pops the top controller,
    /// interactively (it begins only when there is a controller to go back to and the top item
    /// does not hide the back button; set `isEnabled` to turn it off). Mirrors
    /// `UINavigationController.interactivePopGestureRecognizer`.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopRecognizer }

    /// The duration of an animated push or pop, as UIKit's.
    static let transitionDuration: TimeInterval = 0.35
    /// How far the covered controller moves left during a push, as a part of the width.
    static let parallax: CGFloat = 0.3
    /// The duration of an animated bar hide or show. Mirrors
    /// `UINavigationControllerHideShowBarDuration`.
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// A navigation controller whose stack holds `rootViewController`. Mirrors
    /// `UINavigationController.init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; give it controllers with `viewControllers` or
    /// `pushViewController(_:animated:)`. Mirrors `UINavigationController.init()`.
    public override init() { super.init() }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The stack

    /// The controllers on the stack, root first; setting it is `setViewControllers(_:animated:)`
    /// without animation. Mirrors `UINavigationController.viewControllers`.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack. Mirrors `UINavigationController.topViewController`.
    public var topViewController: UIViewController? { stack.last }

    /// The controller shown now: the top one, or what is presented over the navigation
    /// controller. Mirrors `UINavigationController.visibleViewController`.
    public var visibleViewController: UIViewController? {
        guard var presented = presentedViewController else { return topViewController }
        while let next = presented.presentedViewController { presented = next }
        return presented
    }

    /// Pushes `viewController` on the stack and shows it (sliding in from the right when
    /// `animated`). A controller already on the stack, or a navigation controller, is refused
    /// (UIKit raises an exception for both). Mirrors `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            return Log.ui.warning("Pushing the same view controller instance (\(Self.debugName(viewController))) more than once is not supported")
        }
        if viewController is UINavigationController {
            return Log.ui.warning("Pushing a navigation controller is not supported")
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below (sliding the top one out to the right
    /// when `animated`); returns the popped controller, `nil` when only the root is left.
    /// Mirrors `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops everything above the root; returns the popped controllers, bottom first. Mirrors
    /// `popToRootViewController(animated:)`.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController` (which must be on the stack); returns the popped
    /// controllers, bottom first (`nil` when `viewController` is not on the stack). Only the
    /// top one is seen leaving. Mirrors `popToViewController(_:animated:)`.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else {
            Log.ui.warning("Tried to pop to a view controller that doesn't exist (\(Self.debugName(viewController)))")
            return nil
        }
        let popped = Array(stack[(i + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...i]), animated: animated) }
        return popped
    }

    /// Replaces the stack. Controllers that leave it get `willMove(toParent: nil)` … `didMove
    /// (toParent: nil)`, new ones `willMove(toParent:)` … `didMove(toParent:)`. Animated, the
    /// change looks like a push when the new top was not on the stack, like a pop when it was
    /// below the top, and like nothing when the top stays. Mirrors
    /// `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var new: [UIViewController] = []
        for vc in viewControllers where !new.contains(where: { $0 === vc }) && vc !== self { new.append(vc) }
        finishTransitionNow()
        let old = stack
        let crossFade = animated && appearance == .appeared && viewIfLoaded?.window != nil && old.last !== new.last
        let removed = old.filter { o in !new.contains { $0 === o } }
        let added = new.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        stack = new
        // Children in stack order (controllers still leaving stay after them until they go).
        children = new + children.filter { c in !new.contains { $0 === c } }
        updateNavigationBar(keepingOutgoing: crossFade)

        let oldTop = shownViewController ?? (isViewLoaded ? nil : old.last)
        let newTop = new.last
        let kind: NavigationTransition.Kind = old.contains { $0 === newTop } ? .pop : .push
        performTransition(from: oldTop === newTop ? nil : oldTop, to: oldTop === newTop ? nil : newTop,
                          kind: kind, animated: animated, added: added, removed: removed,
                          previousStack: old, interaction: pendingInteraction)
    }

    /// Told when a controller that left the stack has been removed from this controller
    /// (the More navigation controller gives it back to its tab bar controller).
    func didRemoveFromStack(_ vc: UIViewController) {}

    // MARK: The bar

    /// Whether the navigation bar is hidden. Setting it is `setNavigationBarHidden(_:animated:)`
    /// without animation. Mirrors `UINavigationController.isNavigationBarHidden`.
    public var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; animated, it slides up or down over
    /// `hideShowBarDuration` while the content grows or shrinks (with Reduce Motion the old
    /// picture cross-fades into the new one in place instead). Mirrors
    /// `setNavigationBarHidden(_:animated:)`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isNavigationBarHidden else { return }
        _isNavigationBarHidden = hidden
        guard let v = viewIfLoaded else { return }
        if animated, v.window != nil {
            // Sliding, the bar shows while it moves; cross-fading, it takes its end state at
            // once (under the snapshot, taken before anything changed).
            let crossFade = UIAccessibility.prefersCrossFadeTransitions
            UIView.animateMovingContent(in: v, duration: Self.hideShowBarDuration, options: [.curveEaseInOut], changes: {
                self.navigationBar.isHidden = crossFade && hidden
                self.layoutNavigationViews()
            }, completion: { _ in
                self.navigationBar.isHidden = self._isNavigationBarHidden
            })
        } else {
            layoutNavigationViews()
            navigationBar.isHidden = hidden
        }
    }

    /// Brings the bar's items, titles and back button, and the toolbar's items, in line with
    /// the stack (`keepingOutgoing`: the bar keeps what it showed, for the title cross-fade of
    /// the push or pop that follows).
    func updateNavigationBar(keepingOutgoing: Bool = false) {
        navigationBar.setItems(stack.map(\.navigationItem), titles: stack.map(\.navigationTitle), keepingOutgoing: keepingOutgoing)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.onHeightChange = { [weak self] in self?.layoutNavigationViews() }
        updateScrollEdgeState()
        let items = topViewController?.toolbarItems
        if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != items.map({ $0.map(ObjectIdentifier.init) }) {
            toolbar.setItems(items, animated: keepingOutgoing)
        }
    }

    // MARK: Views

    /// A view holding the bar and, below it, the shown controller's view. Override only to
    /// add decoration; call `super` (the container lays the children out). Mirrors
    /// `UINavigationController.loadView()`.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(container.barBackdrop)
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        toolbar.isHidden = _isToolbarHidden
        view = container
        installInteractivePopGesture(on: container)
        layoutNavigationViews()
        installTopView()
    }

    /// The area below the bar (44 pt, 96 pt with a large title) and above the toolbar (when
    /// shown: 44 pt plus the bottom safe area), in the container's coordinates. With the bar
    /// hidden, the child's view reaches the top of the container (its own safe area keeps it
    /// clear of the status bar).
    var contentFrame: CGRect {
        guard let v = viewIfLoaded else { return .zero }
        let top = topBarExtent(in: v)
        let bottom = _isToolbarHidden ? 0 : toolbarHeight(in: v)
        return CGRect(x: 0, y: top, width: v.bounds.width, height: max(0, v.bounds.height - top - bottom))
    }

    /// How far down the bar reaches: the top safe area and the bar's height (0 when hidden).
    func topBarExtent(in v: UIView) -> CGFloat {
        _isNavigationBarHidden ? 0 : v.safeAreaInsets.top + navigationBar.barHeight
    }

    /// Places the bar below the status bar (its colour reaching up under it, as on iOS) and
    /// (unless a transition moves it) the shown controller's view.
    func layoutNavigationViews() {
        guard let v = viewIfLoaded else { return }
        let h = navigationBar.barHeight
        let top = v.safeAreaInsets.top
        layoutToolbar(in: v)
        updateInteractivePopEdge()
        navigationBar.frame = CGRect(x: 0, y: _isNavigationBarHidden ? -h - top : top, width: v.bounds.width, height: h)
        // The content's scroll view may have loaded or moved since the items were set.
        updateScrollEdgeState()
        if let backdrop = (v as? NavigationContainerView)?.barBackdrop {
            backdrop.backgroundColor = navigationBar.backgroundColor
            backdrop.isHidden = navigationBar.isHidden || top == 0
            backdrop.frame = CGRect(x: 0, y: navigationBar.frame.minY - top, width: v.bounds.width, height: top)
        }
        if transition == nil, let shown = shownViewController?.viewIfLoaded, shown.superview === v {
            shown.frame = contentFrame
        }
    }

    // MARK: Size and traits

    /// The content area: the parent's size less the bar. Mirrors
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard stack.contains(where: { $0 === container }) else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        let v = viewIfLoaded
        let bar = _isNavigationBarHidden ? 0 : (v?.safeAreaInsets.top ?? 0) + navigationBar.barHeight
        let bottom = _isToolbarHidden ? 0 : UIToolbar.defaultHeight + (v?.safeAreaInsets.bottom ?? 0)
        return CGSize(width: parentSize.width, height: max(0, parentSize.height - bar - bottom))
    }

    /// Forwards a size transition to the top controller only, with the content area's new
    /// size (the controllers below are laid out for the new size when they are shown again),
    /// as UIKit's navigation controller does. Mirrors `viewWillTransition(to:with:)`.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let top = topViewController else { return }
        let childSize = self.size(forChildContentContainer: top, withParentContainerSize: size)
        if let current = top.viewIfLoaded?.bounds.size, current == childSize { return }
        top.notifyLifecycleObserver(.viewWillTransition(childSize))
        top.viewWillTransition(to: childSize, with: coordinator)
    }

    // MARK: State restoration (UINavigationController+Restoration.swift)

    /// Saves the stack's restoration identifiers; call `super` when overriding. Mirrors
    /// `UINavigationController.encodeRestorableState(with:)`.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeNavigationState(with: coder)
    }

    /// Rebuilds the stack from the saved identifiers (children recreated by their restoration
    /// classes); call `super` when overriding. Mirrors
    /// `UINavigationController.decodeRestorableState(with:)`.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeNavigationState(with: coder)
    }

    // MARK: Orientation

    /// What the delegate answers (by default what a view controller supports). Mirrors
    /// `UINavigationController.supportedInterfaceOrientations`.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// What the delegate answers (by default no preference). Mirrors
    /// `UINavigationController.preferredInterfaceOrientationForPresentation`.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The answers without a delegate (the delegate protocol's defaults).
    var supportedInterfaceOrientationsWithoutDelegate: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    var preferredInterfaceOrientationWithoutDelegate: UIInterfaceOrientation { super.preferredInterfaceOrientationForPresentation }

    // MARK: Status bar

    /// The top controller decides whether the status bar is hidden. Mirrors
    /// `UINavigationController.childForStatusBarHidden`.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// With the bar shown the navigation controller decides the style (the bar is light);
    /// with it hidden, the top controller does. Mirrors
    /// `UINavigationController.childForStatusBarStyle`.
    open override var childForStatusBarStyle: UIViewController? { _isNavigationBarHidden ? topViewController : nil }

    // MARK: Showing

    /// `show(_:sender:)` pushes, animated, as UIKit's navigation controller does; the detail
    /// variant is left to containers further up.
    public func canHandleShow(_ vc: UIViewController, detail: Bool, sender: Any?) -> Bool { !detail }

    /// Pushes `vc` (animated). Mirrors `UINavigationController.show(_:sender:)`.
    public func handleShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        pushViewController(vc, animated: true)
        return true
    }
}

/// The navigation controller's root view: lays out the bar and the shown child.
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?
    /// The bar's colour under the status bar.
    let barBackdrop = UIView(frame: .zero)
    /// The settings the backdrop last followed (AccessibilitySettingsAdapting).
    var adaptedAccessibilitySettings = UIAccessibility.settings

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigationViews()
    }

    /// VoiceOver's escape (the two-finger scrub, the keypad's Cancel) from anything on a pushed
    /// screen goes back one screen, as the back button would: iOS's navigation controller
    /// handles it when nothing inside did. Only when the back button could (the edge swipe's
    /// conditions).
    override func accessibilityPerformEscape() -> Bool {
        guard let controller, controller.canBeginInteractivePop else { return false }
        return controller.popViewController(animated: true) != nil
    }
}

extension NavigationContainerView: AccessibilitySettingsAdapting {
    /// The backdrop under the status bar takes the bar's colour at the next layout.
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.reduceTransparency != new.reduceTransparency { setNeedsLayout() }
    }
}
