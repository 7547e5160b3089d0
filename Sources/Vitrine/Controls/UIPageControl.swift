import Foundation
import VitrineGraphics

/// A row of dots, one per page, the current page's dot brighter. Mirrors UIKit's
/// `UIPageControl`: a tap on the leading side of the current dot goes back a page, on the
/// trailing side forward a page (page 0 at the right in a right-to-left layout), sending `.valueChanged` (nothing at an end); setting `currentPage` from code sends
/// nothing. The dots are 7 points across, 16 points apart, in a 26-point-tall control
/// (iOS 14's metrics); current page in `label`, others in `tertiaryLabel` by default.
@MainActor
open class UIPageControl: UIControl {
    /// The backdrop behind the dots. Mirrors `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// A backdrop while interacting (Vitrine: none). Mirrors `.automatic`.
        case automatic
        /// Always a rounded backdrop. Mirrors `.prominent`.
        case prominent
        /// Never a backdrop. Mirrors `.minimal`.
        case minimal
    }

    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    /// Space left and right of the dots in the natural width.
    static let sideMargin: CGFloat = 8

    private var _numberOfPages = 0
    private var _currentPage = 0
    private var pageAtTrackingStart = 0
    /// The direction the dots were last drawn in (a change of direction draws them again).
    private var drawnDirection: UIUserInterfaceLayoutDirection?

    /// Creates a page control. Mirrors `UIPageControl.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The number of pages (dots), 0 by default; negative numbers are logged and taken as 0.
    /// Mirrors `UIPageControl.numberOfPages`.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            if newValue < 0 { BadInputLog.report("UIPageControl.numberOfPages: \(newValue) is negative; using 0") }
            _numberOfPages = max(0, newValue)
            _currentPage = min(_currentPage, max(0, _numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, clamped to `0...numberOfPages - 1`. Mirrors
    /// `UIPageControl.currentPage`.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = min(max(newValue, 0), max(0, _numberOfPages - 1))
            setNeedsDisplay()
        }
    }

    /// Whether the control shows nothing when there is only one page (`false` by default).
    /// Mirrors `UIPageControl.hidesForSinglePage`.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }

    /// The other pages' dots (`tertiaryLabel` when `nil`). Mirrors
    /// `UIPageControl.pageIndicatorTintColor`.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The current page's dot (`label` when `nil`). Mirrors
    /// `UIPageControl.currentPageIndicatorTintColor`.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The backdrop (`.automatic`: none in Vitrine; `.prominent`: a rounded `systemFill`
    /// capsule). Mirrors `UIPageControl.backgroundStyle`.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }

    /// Whether nothing is shown (a single page with `hidesForSinglePage`, or no pages).
    private var showsNothing: Bool { _numberOfPages == 0 || (hidesForSinglePage && _numberOfPages == 1) }

    /// The size that shows `pageCount` dots. Mirrors `UIPageControl.size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = max(0, pageCount)
        guard n > 0 else { return CGSize(width: 0, height: UIPageControl.height) }
        return CGSize(width: CGFloat(n) * UIPageControl.dotPitch + 2 * UIPageControl.sideMargin, height: UIPageControl.height)
    }

    /// The size for `numberOfPages`. Mirrors `UIPageControl.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }

    /// Mirrors `UIPageControl.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The centre of page `i`'s dot: the dots are centred in the bounds, page 0 at the
    /// leading end (at the right in a right-to-left layout, as UIKit's).
    func dotCenter(_ i: Int) -> CGPoint {
        let first = bounds.midX - CGFloat(_numberOfPages - 1) * UIPageControl.dotPitch / 2
        let slot = effectiveUserInterfaceLayoutDirection == .rightToLeft ? _numberOfPages - 1 - i : i
        return CGPoint(x: first + CGFloat(slot) * UIPageControl.dotPitch, y: bounds.midY)
    }

    /// Draws the dots again when the layout direction changed (it lays the view out).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if drawnDirection != effectiveUserInterfaceLayoutDirection { setNeedsDisplay() }
    }

    open override func draw(_ rect: CGRect) {
        drawnDirection = effectiveUserInterfaceLayoutDirection
        guard !showsNothing, let ctx = UIGraphicsGetCurrentContext() else { return }
        if backgroundStyle == .prominent {
            let w = CGFloat(_numberOfPages) * UIPageControl.dotPitch + UIPageControl.sideMargin
            let h = UIPageControl.height
            ctx.canvas.fill(RoundedRect(rect: CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h), cornerRadius: h / 2),
                            color: UIColor.systemFill.color)
        }
        let d = UIPageControl.dotDiameter
        let current = (currentPageIndicatorTintColor ?? .label).color
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).color
        let fade: CGFloat = isEnabled ? 1 : 0.5
        for i in 0..<_numberOfPages {
            let c = dotCenter(i)
            ctx.canvas.fill(RoundedRect(rect: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d), cornerRadius: d / 2),
                            color: (i == _currentPage ? current : other).multiplyingAlpha(fade))
        }
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking

    /// Tracks touches when there is something to page. Mirrors `UIPageControl`'s
    /// `beginTracking(_:with:)`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pageAtTrackingStart = _currentPage
        return !showsNothing && _numberOfPages > 1
    }

    /// A touch-up inside on the leading side of the current dot goes back a page, on the
    /// trailing side forward (left and right swap in a right-to-left layout); a change sends
    /// `.valueChanged`. Mirrors `UIPageControl`'s `endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? x > dotCenter(_currentPage).x : x < dotCenter(_currentPage).x
        let target = leading ? _currentPage - 1 : _currentPage + 1
        guard (0..<_numberOfPages).contains(target) else { return }
        currentPage = target
        if _currentPage != pageAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }
}
