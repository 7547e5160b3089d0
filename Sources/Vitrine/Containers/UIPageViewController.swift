import Foundation
import VitrinePlatform

/// A container that shows one page (a child view controller) at a time and turns to the page
/// before or after it with a swipe, asking its data source for the pages as they are needed.
/// Mirrors UIKit's `UIPageViewController` in its scroll style; the page-curl style scrolls too
/// (with a log line: Vitrine draws no curl).
///
/// The swipe is a paging `UIScrollView` (UIPageViewController+Scrolling.swift) that holds the
/// page shown and, while a turn is under way, the neighbour it turns to. Neighbours are asked
/// of the data source lazily, when a drag first heads their way; a `nil` answer closes that
/// side (the content rubber-bands there, as UIKit's does, and no turn begins). The pages are
/// children: a neighbour becomes one (`willMove(toParent:)`) when it comes into view, and
/// `didMove(toParent:)` when its turn completes; a page left behind gets
/// `willMove(toParent: nil)` … `didMove(toParent: nil)`.
///
/// Appearance, in UIKit's order for the scroll style: when a drag starts showing the
/// neighbour, new `viewWillAppear(true)`, current `viewWillDisappear(true)`; a completed turn
/// ends with new `viewDidAppear(true)`, old `viewDidDisappear(true)`; a cancelled one (the
/// page snaps back) with current `viewWillAppear(true)`, `viewDidAppear(true)`, then the
/// neighbour's `viewWillDisappear(true)`, `viewDidDisappear(true)`.
///
/// When the data source implements both `presentationCount(for:)` and
/// `presentationIndex(for:)`, a `UIPageControl` shows along the bottom (the pages stand above
/// it, as in UIKit); its index is asked at `setViewControllers` and moved by one with each
/// completed swipe, as UIKit does.
@MainActor
open class UIPageViewController: UIViewController {
    /// What a data source's default `presentationCount`/`presentationIndex` return: the
    /// method is not implemented (no page indicator).
    public nonisolated static let noPresentationValue = Int.min

    /// The style asked for at creation (`.pageCurl` is kept here though pages scroll). Mirrors
    /// `UIPageViewController.transitionStyle`.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow. Mirrors `UIPageViewController.navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// `.none` for the scroll style (the `.spineLocation` option is ignored by it, as in UIKit).
    /// Mirrors `UIPageViewController.spineLocation`.
    public private(set) var spineLocation: SpineLocation = .none
    /// Whether content shows on the back of pages (page-curl only: ignored by the scroll
    /// style, as in UIKit). Mirrors `UIPageViewController.isDoubleSided`.
    public var isDoubleSided = false
    /// The space between pages, in points (the `.interPageSpacing` option).
    public let interPageSpacing: CGFloat

    /// Gives the pages before and after; `nil` turns gesture navigation off ("If the value of
    /// this property is `nil`, then gesture-based navigation is disabled"). Mirrors
    /// `UIPageViewController.dataSource`.
    public weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { dataSourceDidChange() }
    }
    /// Told about gesture-driven turns. Mirrors `UIPageViewController.delegate`.
    public weak var delegate: (any UIPageViewControllerDelegate)?

    /// The page shown.
    var current: UIViewController?
    /// The pages on either side of the current one, as far as known.
    var neighbours = PageNeighbours()
    /// The turn under way (a swipe or an animated `setViewControllers`), if any.
    var turn: PageTurn?
    /// Whether the scroll view's offset is being moved by the container itself (recentring),
    /// not by a drag or a motion.
    var isRecentring = false
    /// An unanimated page change on screen waiting for its frame to end the appearance
    /// callbacks (UIPageViewController+SetViewControllers.swift).
    var pendingSwap: (() -> Void)?
    /// The page indicator's state (UIPageViewController+PageControl.swift).
    var indicatorShown = false

    /// The paging scroll view that holds the pages.
    let pagingView = PagingScrollView(frame: .zero)
    /// The indicator along the bottom when the data source supports one.
    let pageControl = UIPageControl(frame: .zero)

    /// A page view controller of `style` along `navigationOrientation`, with `options`
    /// (`.interPageSpacing`, `.spineLocation`). Mirrors
    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.spacing(from: options?[.interPageSpacing])
        super.init()
        if style == .pageCurl {
            Log.ui.notice("UIPageViewController: the page-curl transition style is not drawn on Vitrine; pages scroll instead (spine location and double-sidedness are ignored)")
        }
        pagingView.pageController = self
    }

    /// A horizontal page view controller without options, in UIKit's default page-curl style
    /// (which scrolls on Vitrine). Mirrors `UIPageViewController.init()`.
    public convenience override init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The `.interPageSpacing` option as points: a number ≥ 0; anything else is logged and 0.
    static func spacing(from value: Any?) -> CGFloat {
        guard let value else { return 0 }
        let number: Double?
        switch value {
        case let v as CGFloat: number = Double(v)
        case let v as Double: number = v
        case let v as Int: number = Double(v)
        case let v as Float: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
        default: number = nil
        }
        guard let number, number.isFinite, number >= 0 else {
            BadInputLog.report("UIPageViewController: the interPageSpacing option \(value) is not a finite, non-negative number; using 0")
            return 0
        }
        return CGFloat(number)
    }

    // MARK: Pages

    /// The page shown (one for the scroll style), `nil` before the first
    /// `setViewControllers`. During an animated `setViewControllers` it is already the new
    /// page (the one set), so a data source's `presentationIndex(for:)` that reads it answers
    /// for the page coming in; during a swipe it is the page the swipe started from until the
    /// turn completes. Mirrors `UIPageViewController.viewControllers`.
    public var viewControllers: [UIViewController]? {
        if let turn, turn.isProgrammatic { return [turn.target] }
        return current.map { [$0] }
    }

    /// Shows `viewControllers` (one page for the scroll style). Animated and on screen, the new
    /// page slides in from the side `direction` names (`.forward`: the trailing side, so the
    /// left in a right-to-left layout, or the bottom; `.reverse`: the other), with new
    /// `viewWillAppear(true)`, old `viewWillDisappear(true)`, then at the end new
    /// `viewDidAppear(true)`, old `viewDidDisappear(true)`; unanimated, the page changes at
    /// once (did-callbacks after the next frame). The delegate is not told (UIKit calls it for
    /// gesture-driven turns only); the page indicator asks the data source for its count and
    /// index again. `completion` gets `true` when the change finished, `false` when it was cut
    /// short by another change or a rotation ("false if it was skipped").
    ///
    /// UIKit raises for anything but one controller in the scroll style; Vitrine logs the bad
    /// input (`BadInputLog`), keeps the current page and calls `completion(false)`. Mirrors
    /// `setViewControllers(_:direction:animated:completion:)`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performSetViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }

    /// The recognizers that turn pages: the paging scroll view's pan. (UIKit documents "An
    /// array of gesture recognizers configured to handle user interaction"; its scroll style
    /// returns an empty array in practice; Vitrine gives the pan so an app can tie other
    /// recognizers to it.) Mirrors `UIPageViewController.gestureRecognizers`.
    public var gestureRecognizers: [UIGestureRecognizer] { [pagingView.panGestureRecognizer] }

    /// The data source changed: gesture navigation follows it, known neighbours are forgotten.
    private func dataSourceDidChange() {
        pagingView.isScrollEnabled = dataSource != nil && turn?.isProgrammatic != true
        if turn == nil { forgetNeighbours() }
        refreshPageIndicator()
    }

    // MARK: Views

    /// A view holding the paging scroll view and the page indicator. Override only to add
    /// decoration; call `super`.
    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.clipsToBounds = true
        container.addSubview(pagingView)
        pageControl.isHidden = true
        pageControl.isUserInteractionEnabled = false
        container.addSubview(pageControl)
        view = container
        layoutPages()
        installCurrentView()
        refreshPageIndicator()
    }

    // MARK: Size transitions

    /// The page area: the whole view, less the page indicator's strip when it shows.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard let vc = container as? UIViewController, vc === current || neighbours.contains(vc) else {
            return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        return pageArea(in: CGRect(origin: .zero, size: parentSize)).size
    }

    /// A size transition (rotation) keeps the current page: a turn under way ends at once
    /// where it was heading, the neighbours are forgotten (they are asked again for the new
    /// size), and the current page is told the new size.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        settleNow()
        forgetNeighbours()
        guard let page = current else { return }
        let childSize = self.size(forChildContentContainer: page, withParentContainerSize: size)
        if let now = page.viewIfLoaded?.bounds.size, now == childSize { return }
        page.notifyLifecycleObserver(.viewWillTransition(childSize))
        page.viewWillTransition(to: childSize, with: coordinator)
    }

    // MARK: Orientation and status bar

    /// The delegate's answer when there is one. Mirrors UIKit, which asks
    /// `pageViewControllerSupportedInterfaceOrientations(_:)`.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's answer when there is one.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The page shown decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { current }
    /// The page shown decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { current }

    // MARK: State restoration (UIPageViewController+Restoration.swift)

    /// Saves the current page's restoration identifier; call `super` when overriding.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodePageState(with: coder)
    }

    /// Shows the saved current page again (found among the children or recreated by state
    /// restoration); call `super` when overriding.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodePageState(with: coder)
    }
}

/// The page view controller's root view: lays out the paging scroll view, the pages and the
/// indicator.
@MainActor
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override var backgroundColor: UIColor? {
        didSet { controller?.mirrorBackground() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}
