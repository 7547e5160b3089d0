import Foundation
import VitrineGraphics

/// Manages a view hierarchy: loads its root view lazily, lays it out, takes part in
/// appearance transitions, containment, traits, rotation and presentation. Mirrors UIKit's
/// `UIViewController` (programmatic: `loadView()` stands in for nibs and storyboards).
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    var _view: UIView?
    /// Told of every lifecycle callback the framework calls on this controller (tests'
    /// `LifecycleRecorder.observe`); `nil`, the usual case, costs one check per callback.
    package var lifecycleObserver: ViewControllerLifecycleObserver?

    // Containment
    /// The child view controllers. Mirrors `UIViewController.children`.
    public internal(set) var children: [UIViewController] = []
    /// The containing view controller. Mirrors `UIViewController.parent`.
    public internal(set) weak var parent: UIViewController?

    // Appearance
    var appearance = AppearanceState.disappeared
    var pendingIsAppearing = false
    var transitionAnimated = false
    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false

    // Presentation
    /// The view controller this one itself presented (and that is still shown); the
    /// presentation machinery's link. `presentedViewController` also looks through parents.
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    var _modalPresentationStyle = UIModalPresentationStyle.automatic
    // Presentation context and the early presentation controller
    // (UIViewController+PresentationContext.swift)
    var _definesPresentationContext: Bool?
    var _providesPresentationContextTransitionStyle = false
    var _presentationController: UIPresentationController?
    // Custom transitions (UIViewControllerTransitioningDelegate.swift, UIModalTransitionStyle.swift)
    weak var _transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var _modalTransitionStyle = UIModalTransitionStyle.coverVertical
    var _isModalInPresentation = false

    // Traits
    var _traitCollection = UITraitCollection.unspecified
    var traitOverridesStorage = UITraitCollection.Overrides()
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var traitRegistrations: [TraitRegistration] = []
    var hasReceivedTraits = false

    // Safe area (UIViewController+SafeArea.swift)
    var _additionalSafeAreaInsets = UIEdgeInsets.zero
    // Layout margins (UIViewController+LayoutMargins.swift)
    var _viewRespectsSystemMinimumLayoutMargins = true

    /// The identifier under which state restoration saves this controller. Mirrors
    /// `UIViewController.restorationIdentifier`.
    public var restorationIdentifier: String?

    /// The type that recreates this controller when state restoration finds it missing at
    /// launch (`UIStateRestoration.register(_:as:)` names it in the archive). Mirrors
    /// `UIViewController.restorationClass`.
    public var restorationClass: (any UIViewControllerRestoration.Type)?

    // Editing (UIViewController+Editing.swift)
    var _isEditing = false
    var _editButtonItem: UIBarButtonItem?

    /// Turns the controller's editing mode on or off: `isEditing` changes and the
    /// `editButtonItem` shows "Done" while editing, "Edit" otherwise. Subclasses override it
    /// to make their views editable (calling `super`); `UITableViewController` puts its table
    /// in editing mode. Mirrors `UIViewController.setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        updateEditButtonItem()
    }

    // Navigation
    var _navigationItem: UINavigationItem?
    // Tabs (UITabBarItem.swift)
    var _tabBarItem: UITabBarItem?

    /// A short title (containers show it: a navigation bar or tab bar whose item has no title
    /// of its own). Mirrors `UIViewController.title`.
    open var title: String? {
        didSet {
            if _navigationItem?.title == nil { navigationController?.updateNavigationBar() }
            if _tabBarItem?.title == nil { tabBarController?.updateTabBar() }
        }
    }

    /// Creates a view controller; its view is loaded on first use. Mirrors `UIViewController.init()`.
    public override init() { super.init() }

    /// Creates a view controller. Vitrine has no nib files: programmatic code passes `nil, nil`
    /// (as UIKit apps written in code do) and builds the view in `loadView()`; a nib name is
    /// ignored with a log line and the view is loaded as for `init()`. Mirrors
    /// `UIViewController.init(nibName:bundle:)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if let nibNameOrNil {
            BadInputLog.report("UIViewController: nib \"\(nibNameOrNil)\" ignored (Vitrine has no nib files; build the view in loadView())")
        }
    }

    /// Decoding a view controller from an archive (a storyboard or nib) is not available on
    /// Linux: this initialiser logs and returns `nil`. It exists, `required` as in UIKit, so the
    /// usual `required init?(coder: NSCoder) { fatalError(…) }` of a subclass compiles
    /// unchanged. Mirrors `UIViewController.init(coder:)`.
    public required init?(coder: NSCoder) {
        BadInputLog.report("UIViewController: init(coder:) is not supported (no storyboards or nibs on Linux); returned nil")
        return nil
    }

    // MARK: View loading

    /// The root view, loaded through `loadView()` and `viewDidLoad()` on first access. Mirrors
    /// `UIViewController.view`.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?._viewController = nil
            _view?.setNeedsSafeAreaUpdate()
            _view = newValue
            newValue?._viewController = self
            newValue?.setNeedsSafeAreaUpdate()
        }
    }

    /// Whether the view is loaded. Mirrors `UIViewController.isViewLoaded`.
    public var isViewLoaded: Bool { _view != nil }

    /// The view if loaded, without loading it. Mirrors `UIViewController.viewIfLoaded`.
    public var viewIfLoaded: UIView? { _view }

    /// Loads the view now if it is not loaded. Mirrors `UIViewController.loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        notifyLifecycleObserver(.loadView)
        loadView()
        if _view == nil {
            // A loadView() that set no view gets the default one, as UIKit's would.
            view = UIView(frame: UIScreen.main.bounds)
        }
        notifyLifecycleObserver(.viewDidLoad)
        viewDidLoad()
    }

    /// The presentation controller a presentation of this controller uses (the built-in
    /// styles' by default; Vitrine's own controllers, such as `UIAlertController`, return
    /// their own kind). UIKit asks the transitioning delegate; this is the in-module seam.
    /// `presenting` is `nil` when `presentationController` makes it before the presentation
    /// (it is set when the presentation starts). A `.popover` style gets a
    /// `UIPopoverPresentationController`.
    func makePresentationController(presenting: UIViewController?) -> UIPresentationController {
        if modalPresentationStyle == .popover {
            return UIPopoverPresentationController(presented: self, presenting: presenting)
        }
        return UIPresentationController(presented: self, presenting: presenting)
    }

    /// Creates the root view. The default makes a plain `UIView` the size of the screen;
    /// override to build the hierarchy in code and assign `view` (without calling `super`, as
    /// UIKit's documentation asks). Mirrors `UIViewController.loadView()`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded. Mirrors `UIViewController.viewDidLoad()`.
    open func viewDidLoad() {}

    // MARK: Appearance (the order is UIKit's: will → isAppearing → layout → did)

    /// The view is about to be added to a visible hierarchy. Mirrors `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy with its final traits and geometry, before layout. Mirrors
    /// `viewIsAppearing(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is on screen. Mirrors `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the visible hierarchy. Mirrors `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the visible hierarchy. Mirrors `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The safe area insets of the root view changed (UIViewController+SafeArea.swift);
    /// called after the view's `safeAreaInsetsDidChange()` and before the
    /// `viewWillLayoutSubviews()` of the layout that follows. The default does nothing.
    /// Mirrors `viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() {}

    /// Updates the root view's constraints in the layout cycle's update pass (after
    /// `view.setNeedsUpdateConstraints()`, and when the view first joins a window), before
    /// `viewWillLayoutSubviews()`. The default runs the view's `updateConstraints()`; call
    /// `super` as the last step of an override. Mirrors
    /// `UIViewController.updateViewConstraints()`.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// The layout margins of the root view changed (UIView+LayoutMargins.swift). Mirrors
    /// `viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}

    /// Before the root view lays out its subviews. Mirrors `viewWillLayoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// After the root view laid out its subviews. Mirrors `viewDidLayoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller is appearing or disappearing because it is being added to a
    /// parent. Mirrors `UIViewController.isMovingToParent`.
    public var isMovingToParent: Bool { _isMovingToParent }
    /// Mirrors `UIViewController.isMovingFromParent`.
    public var isMovingFromParent: Bool { _isMovingFromParent }
    /// Whether it is appearing because it is being presented. Mirrors `isBeingPresented`.
    public var isBeingPresented: Bool { _isBeingPresented }
    /// Whether it is disappearing because it is being dismissed. Mirrors `isBeingDismissed`.
    public var isBeingDismissed: Bool { _isBeingDismissed }

    /// Whether this container passes appearance callbacks on to its children by itself (`true`
    /// by default). Return `false` to call `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on the children yourself. Mirrors
    /// `shouldAutomaticallyForwardAppearanceMethods`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Containment hooks

    /// Called before the controller is added to (`parent` non-nil) or removed from (`nil`) a
    /// container; `addChild(_:)` calls it for you. Override and call `super`. Mirrors
    /// `willMove(toParent:)`.
    open func willMove(toParent parent: UIViewController?) {
        notifyLifecycleObserver(.willMove(toParent: parent))
        if parent == nil, self.parent != nil { _isMovingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container; the container
    /// calls it after adding the view (`removeFromParent()` calls it for removal). Override and
    /// call `super`. Mirrors `didMove(toParent:)`.
    open func didMove(toParent parent: UIViewController?) {
        notifyLifecycleObserver(.didMove(toParent: parent))
        // The move is over unless an appearance it started is still running.
        if parent != nil, appearance != .appearing { _isMovingToParent = false }
    }

    // MARK: Traits and size (override points)

    /// The traits changed (not called for the first traits). Mirrors
    /// `traitCollectionDidChange(_:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change to `newCollection`, as part of the transition
    /// `coordinator` runs; the default forwards to the children with their future traits.
    /// Mirrors `willTransition(to:with:)`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for c in children {
            let childTraits = childTraitOverrides[ObjectIdentifier(c)].map { UITraitCollection(traitsFrom: [newCollection, $0]) } ?? newCollection
            let future = childTraits.modifyingTraits(c.traitOverridesStorage)
            if future != c.traitCollection {
                c.notifyLifecycleObserver(.willTransition(future))
                c.willTransition(to: future, with: coordinator)
            }
        }
    }

    /// The view's container is about to change size to `size`, in the transition `coordinator`
    /// runs (rotation, resolution change, hotplug). The default forwards to each child the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives, skipping a child whose
    /// view already has that size ("If the returned size is the same as the child container's
    /// current size, viewWillTransitionToSize:withTransitionCoordinator: will not be called",
    /// UIKit's header). Call `super` when overriding. Mirrors `viewWillTransition(to:with:)`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for c in children {
            let childSize = self.size(forChildContentContainer: c, withParentContainerSize: size)
            if let current = c.viewIfLoaded?.bounds.size, current == childSize { continue }
            c.notifyLifecycleObserver(.viewWillTransition(childSize))
            c.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// The size a child will have in a parent of `parentSize`: by default the parent's size,
    /// as in UIKit (a container that lays its children out smaller overrides this, as the
    /// navigation and tab bar controllers do with their content areas). Mirrors
    /// `size(forChildContentContainer:withParentContainerSize:)`.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: Orientation

    /// The orientations this controller supports (all but upside-down by default). Asked of
    /// the window's root controller, or the topmost full-screen presented one. Mirrors
    /// `supportedInterfaceOrientations`.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present this controller in. Mirrors
    /// `preferredInterfaceOrientationForPresentation`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .unknown }

    /// Whether the interface may rotate now (`true` by default). Mirrors `shouldAutorotate`.
    open var shouldAutorotate: Bool { true }

    // MARK: Status bar (resolved by `UIWindow.statusBarAppearance`; a later issue draws it)

    /// Whether the status bar should be hidden while this controller decides it. Mirrors
    /// `prefersStatusBarHidden`.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while this controller decides it. Mirrors
    /// `preferredStatusBarStyle`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// A child that decides whether the status bar is hidden. Mirrors `childForStatusBarHidden`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// A child that decides the status bar style. Mirrors `childForStatusBarStyle`.
    open var childForStatusBarStyle: UIViewController? { nil }

    // MARK: Content size

    /// The size this controller would like its container to give it. Setting it tells the
    /// parent (`preferredContentSizeDidChange(forChildContentContainer:)`). Mirrors
    /// `preferredContentSize`.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let pc = UIPresentationController.of(self) {
                pc.preferredContentSizeDidChange()
            }
        }
    }

    /// A child's `preferredContentSize` changed. Mirrors
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed; the default does nothing. Mirrors
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Presentation and showing (the machinery is in UIViewController+Presentation.swift)

    /// Whether the on-screen keyboard stays up when a text input inside this presented
    /// controller resigns first responder (it goes down when the controller is dismissed or
    /// another input takes over). UIKit's default: `true` for `.formSheet`, `false` for other
    /// styles ("the system normally does not allow the keyboard to be dismissed for modal
    /// forms"). Asked of the presented controller at the top of the input's parent chain (a
    /// navigation controller presented as a form sheet answers for its children). Mirrors
    /// `disablesAutomaticKeyboardDismissal` (TextInput/TextInputSystem+KeyboardHold.swift).
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

    /// The view controller presented by this view controller or one of its ancestors (a
    /// child of the presenter sees it; the presenter's ancestors do not), `nil` when neither
    /// presents anything. Mirrors `UIViewController.presentedViewController`.
    public var presentedViewController: UIViewController? {
        var vc: UIViewController? = self
        while let c = vc {
            if let p = c._presentedViewController { return p }
            vc = c.parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent` modally over this controller's context;
    /// `completion` runs after its `viewDidAppear(_:)`. Mirrors
    /// `present(_:animated:completion:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presented (or, if none, this controller if it was
    /// presented); `completion` runs after the dismissed controller's `viewDidDisappear(_:)`.
    /// Mirrors `dismiss(animated:completion:)`.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: animated, completion: completion)
    }

    /// Shows `vc` in the primary context: the nearest container that handles showing does it;
    /// with none, it is presented. Mirrors `show(_:sender:)`.
    open func show(_ vc: UIViewController, sender: Any?) {
        routeShow(vc, sender: sender, detail: false)
    }

    /// Shows `vc` in the secondary (detail) context: the nearest container that handles it;
    /// with none, like `show(_:sender:)`. Mirrors `showDetailViewController(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        routeShow(vc, sender: sender, detail: true)
    }

    // MARK: State restoration (UIStateRestoration.swift has the machinery)

    /// Save what this controller needs to come back to the same screen after a restart.
    /// Mirrors `encodeRestorableState(with:)`.
    open func encodeRestorableState(with coder: UIStateRestorationCoder) {}

    /// Put back what `encodeRestorableState(with:)` saved; called at start before the first
    /// frame. Mirrors `decodeRestorableState(with:)`.
    open func decodeRestorableState(with coder: UIStateRestorationCoder) {}

    /// Every restorable controller has been given its state. Mirrors
    /// `applicationFinishedRestoringState()`.
    open func applicationFinishedRestoringState() {}

    // MARK: Memory

    /// The system is low on memory: release what can be rebuilt. The view is not unloaded
    /// (as in UIKit since iOS 6). Delivered to every controller in the hierarchy by
    /// `UIApplication.deliverMemoryWarning()`. Mirrors `didReceiveMemoryWarning()`.
    open func didReceiveMemoryWarning() {}

    // MARK: Responder chain

    /// A presented controller's next responder is its presenter; a window's root controller's
    /// is the window; otherwise the superview of the root view. Mirrors `UIResponder.next`.
    open override var next: UIResponder? {
        if let presenting = _presentingViewController { return presenting }
        return _view?.superview
    }

    override var responderWindow: UIWindow? { _view?.window }
}

extension UIView {
    /// The controller whose root view this is.
    var viewController: UIViewController? { _viewController }
}
