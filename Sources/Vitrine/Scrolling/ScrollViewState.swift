import Foundation
import VitrinePlatform

/// The scrolling machinery's working state of one scroll view (the physics, the drag, the
/// content-touch delay, the indicators, the zoom), kept in one object so the behaviour can
/// live in extensions named by concern.
@MainActor
final class ScrollViewState {
    /// One axis of a motion, as a function of the frame's time.
    enum AxisMotion {
        case none
        /// `x(n) = x0 + distance·(1 − rateⁿ)`, n in milliseconds since `start`.
        case decay(x0: CGFloat, distance: CGFloat, rate: CGFloat, start: Double)
        /// A critically damped spring to `edge` from `x0` points away at `v0` points/second.
        case spring(edge: CGFloat, x0: Double, v0: Double, start: Double)
        /// An ease-in-out from `from` to `to` over `duration` seconds.
        case ease(from: CGFloat, to: CGFloat, start: Double, duration: Double)

        var isNone: Bool { if case .none = self { return true } else { return false } }
    }

    /// What the running motion is, for the delegate calls at its end.
    enum MotionKind {
        /// After a lift: a fling, a page turn or a bounce back (`isDecelerating`).
        case deceleration
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`.
        case scrollAnimation
        /// The scroll-to-top gesture (`UIScrollView+ScrollToTop.swift`).
        case scrollToTop
    }

    var link: DisplayLink?
    var motionX: AxisMotion = .none
    var motionY: AxisMotion = .none
    var motionKind: MotionKind?

    // The drag.
    var dragStartOffset: CGPoint = .zero
    /// The pan's translation when it began (it includes the pan's hysteresis, which does not
    /// move the content).
    var dragBaseTranslation: CGPoint = .zero
    /// With `isDirectionalLockEnabled`: the axis the drag keeps to (`nil`: both).
    var lockedAxis: Axis?
    enum Axis { case horizontal, vertical }
    /// A touch came down while the content moved: it stopped it, and is not the content's.
    var caughtMotion = false

    // Indicators.
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorFadeTimer: ClockTimer?

    // Zoom.
    var zoomScale: CGFloat = 1
    var pinchStartScale: CGFloat = 1
    var pinchAnchor: CGPoint = .zero
    var pinchAnchorInZoomView: CGPoint = .zero
    var zoomLink: DisplayLink?
    var zoomAnimation: (from: CGFloat, to: CGFloat, fromOffset: CGPoint, toOffset: CGPoint, start: Double, duration: Double, bounce: Bool)?

    /// The pull-to-refresh control (UIRefreshControl.swift), while it is a subview.
    weak var refreshControl: UIRefreshControl?
    /// How far the on-screen keyboard covers the scroll view while a text input inside it is
    /// active (added to the bottom of `adjustedContentInset`).
    var keyboardInset: CGFloat = 0

    // Layout guides (UIScrollView+LayoutGuides.swift), made on first use.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var frameGuideEdges: (left: NSLayoutConstraint, top: NSLayoutConstraint)?

    let contentTouches = ScrollViewContentTouchRecognizer()
    let pinch = ScrollViewPinchGestureRecognizer()
}
