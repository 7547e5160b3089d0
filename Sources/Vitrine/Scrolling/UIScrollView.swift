import Foundation
import VitrineGraphics

/// A view whose `bounds.origin` moves over content larger than itself. Mirrors UIKit's
/// `UIScrollView`: `contentOffset` is `bounds.origin`, `contentSize` the scrollable area,
/// `contentInset` (plus the safe area, per `contentInsetAdjustmentBehavior`) extra room around
/// it; a pan drags the content, a fling decelerates it, and the delegate hears every step.
///
/// Every change of the offset lays the scroll view out again (`layoutSubviews()`), as UIKit
/// does, so subclasses (tables, collections) place the views that came into sight there.
@MainActor
open class UIScrollView: UIView {
    /// Mirrors `UIScrollView.delegate`.
    public weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points. Mirrors `UIScrollView.contentSize`. A negative or
    /// non-finite size is logged and taken as zero.
    public var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.height.isFinite) || contentSize.width < 0 || contentSize.height < 0 {
                let bad = contentSize
                contentSize = CGSize(width: bad.width.isFinite ? max(0, bad.width) : 0, height: bad.height.isFinite ? max(0, bad.height) : 0)
                UIScrollView.log("UIScrollView: contentSize \(bad) is not a finite, non-negative size; using \(contentSize)")
                return
            }
            guard contentSize != oldValue else { return }
            contentSizeDidChange(from: oldValue)
        }
    }

    /// The point of the content shown at the view's top-left corner (`bounds.origin`). Setting
    /// it moves the content at once and tells the delegate (`scrollViewDidScroll`). Mirrors
    /// `UIScrollView.contentOffset`; a non-finite offset is logged and ignored.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIScrollView.log("UIScrollView: contentOffset \(newValue) is not finite; ignored")
                return
            }
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            moveFrameGuide()
            delegate?.scrollViewDidScroll(self)
            reportScrollToNavigationSearch()
            reportScrollEdgeToBars()
        }
    }

    /// Extra room around the content, in points. Mirrors `UIScrollView.contentInset`.
    public var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// Whether and where the safe area adds to `contentInset`. Mirrors
    /// `UIScrollView.contentInsetAdjustmentBehavior` (`.automatic` by default).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// Whether the content bounces past its edges and back. Mirrors `UIScrollView.bounces`.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    /// Mirrors `alwaysBounceVertical`.
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// Mirrors `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether scrolling stops on multiples of the view's size. Mirrors `isPagingEnabled`.
    public var isPagingEnabled = false
    /// Whether dragging scrolls at all. Mirrors `isScrollEnabled`.
    public var isScrollEnabled = true
    /// Whether a drag that starts mostly along one axis stays on it. Mirrors
    /// `isDirectionalLockEnabled`.
    public var isDirectionalLockEnabled = false
    /// Mirrors `UIScrollView.decelerationRate` (`.normal` by default). A rate outside (0, 1)
    /// is logged and replaced by `.normal`.
    public var decelerationRate: DecelerationRate = .normal {
        didSet {
            let r = decelerationRate.rawValue
            if !(r.isFinite && r > 0 && r < 1) {
                decelerationRate = .normal
                UIScrollView.log("UIScrollView: decelerationRate \(r) is not in (0, 1); using .normal")
            }
        }
    }
    /// Whether the scroll-to-top gesture (a tap on the status bar) scrolls this view to the top
    /// of its content, when it is the one on-screen scroll view that says so (`true` by default;
    /// `UIScrollView+ScrollToTop.swift`). Mirrors `scrollsToTop`.
    public var scrollsToTop = true
    /// Mirrors `showsVerticalScrollIndicator`.
    public var showsVerticalScrollIndicator = true
    /// Mirrors `showsHorizontalScrollIndicator`.
    public var showsHorizontalScrollIndicator = true
    /// Mirrors `UIScrollView.indicatorStyle`.
    public var indicatorStyle: IndicatorStyle = .default
    /// Mirrors `verticalScrollIndicatorInsets`.
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Mirrors `horizontalScrollIndicatorInsets`.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reading gives the vertical one's). Mirrors `scrollIndicatorInsets`.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether touches in the content wait a moment to see whether they start a scroll.
    /// Mirrors `delaysContentTouches` (`true` by default).
    public var delaysContentTouches = true
    /// Whether a drag that starts on a control in the content takes the touch from it.
    /// Mirrors `canCancelContentTouches` (`true` by default).
    public var canCancelContentTouches = true
    /// Mirrors `keyboardDismissMode` (`.none` by default).
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Mirrors `minimumZoomScale` (1 by default).
    public var minimumZoomScale: CGFloat = 1
    /// Mirrors `maximumZoomScale` (1 by default: no zooming).
    public var maximumZoomScale: CGFloat = 1
    /// Mirrors `bouncesZoom`.
    public var bouncesZoom = true

    /// Whether a finger is on the content (it may not have moved yet). Mirrors `isTracking`.
    public internal(set) var isTracking = false
    /// Whether the content is being dragged. Mirrors `isDragging`.
    public internal(set) var isDragging = false
    /// Whether the content moves on after a fling. Mirrors `isDecelerating`.
    public internal(set) var isDecelerating = false
    /// Whether a pinch is scaling the content. Mirrors `isZooming`.
    public internal(set) var isZooming = false
    /// Whether the zoom scale is bouncing back into range. Mirrors `isZoomBouncing`.
    public internal(set) var isZoomBouncing = false

    /// The recognizer that drags the content. Mirrors `UIScrollView.panGestureRecognizer`.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The recognizer that pinches the content when zooming is possible (`nil` otherwise).
    /// Mirrors `UIScrollView.pinchGestureRecognizer`.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { canZoom ? scrolling.pinch : nil }

    /// The scrolling machinery's state (ScrollViewState.swift).
    let scrolling = ScrollViewState()

    /// The insets last reported by `adjustedContentInset`, to tell when they change.
    var lastAdjustedContentInset: UIEdgeInsets = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        // A change of the offset alone moves the pixels already drawn (Compositor+Scrolling).
        render.movesPixelsOnScroll = true
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addAction { [weak self] r in self?.handlePan(r) }
        addGestureRecognizer(panGestureRecognizer)
        scrolling.contentTouches.scrollView = self
        addGestureRecognizer(scrolling.contentTouches)
        scrolling.pinch.scrollView = self
        scrolling.pinch.addAction { [weak self] r in self?.handlePinch(r) }
        addGestureRecognizer(scrolling.pinch)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the content view `view` gets `touches` (a `false` keeps them from it). UIKit's
    /// default: yes. Mirrors `touchesShouldBegin(_:with:in:)`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may take a touch the content view `view` already has (it then gets
    /// `touchesCancelled`); asked only with `canCancelContentTouches`. UIKit's default: yes,
    /// unless `view` is a `UIControl` (a button held past the content-touch delay keeps its
    /// touch and the content does not scroll). Mirrors `touchesShouldCancel(in:)`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` says so.
    /// Mirrors `UIScrollView.adjustedContentInset`.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var i = contentInset
        let adjust: (vertical: Bool, horizontal: Bool)
        switch contentInsetAdjustmentBehavior {
        case .never: adjust = (false, false)
        case .always: adjust = (true, true)
        case .scrollableAxes, .automatic:
            let v = alwaysBounceVertical || contentSize.height > bounds.height
            let h = alwaysBounceHorizontal || contentSize.width > bounds.width
            adjust = (contentInsetAdjustmentBehavior == .automatic ? (v || isInsideNavigationController) : v, h)
        }
        if adjust.vertical { i.top += safe.top; i.bottom += safe.bottom }
        if adjust.horizontal { i.left += safe.left; i.right += safe.right }
        // A refreshing UIRefreshControl is held open above the content.
        i.top += refreshControlInset
        // The on-screen keyboard over a scroll view holding the active text input.
        i.bottom += scrolling.keyboardInset
        return i
    }

    /// A scroll view draws nothing of its own between its background and its content (its
    /// subclasses neither: tables and collections are made of subviews).
    override var drawsByDefault: Bool { false }
    open override func layoutSubviews() {
        super.layoutSubviews()
        takeContentSizeFromGuide()
        if scrolling.refreshControl != nil { placeRefreshControl() }
    }

    /// Off its screen (or onto another) a running motion has no frames: it jumps to its end,
    /// with the delegate calls it owes, and the indicators hide.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isMoving, scrolling.link?.isOnScreen(of: self) != true { stepMotion(now: .infinity) }
        if scrolling.zoomAnimation != nil, scrolling.zoomLink?.isOnScreen(of: self) != true { stepZoom(now: .infinity) }
    }

    /// Called when `adjustedContentInset` changes. Mirrors `adjustedContentInsetDidChange()`.
    open func adjustedContentInsetDidChange() {}

    // MARK: Hooks for subclasses and the scrolling machinery

    /// Whether this scroll view's controller sits in a navigation controller (UIKit's
    /// `.automatic` then insets vertically whatever the content's size).
    var isInsideNavigationController: Bool {
        var r: UIResponder? = self
        while let cur = r {
            if let vc = cur as? UIViewController { return vc.navigationController != nil }
            r = cur.next
        }
        return false
    }

    /// The content size changed (subclasses and the physics react).
    func contentSizeDidChange(from old: CGSize) {
        adjustedContentInsetMayHaveChanged()
        reportScrollEdgeToBars()
        setNeedsLayout()
    }

    /// Compares the adjusted insets with the last reported and tells the view and delegate.
    func adjustedContentInsetMayHaveChanged() {
        let now = adjustedContentInset
        guard now != lastAdjustedContentInset else { return }
        lastAdjustedContentInset = now
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        reportScrollEdgeToBars()
        setNeedsLayout()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// Bad input is logged (not fatal), as the kiosk must survive it.
    static func log(_ message: String) {
        BadInputLog.report(message)
    }
}
