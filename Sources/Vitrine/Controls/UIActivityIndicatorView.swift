import Foundation
import VitrineGraphics

/// A spinning indicator that a task is under way. Mirrors UIKit's `UIActivityIndicatorView`
/// with the iOS 13 look: eight rounded spokes round a circle, the brightest one stepping
/// clockwise (eight steps a second, iOS's period of about one second) and the others fading
/// behind it. The spinning runs on the screen clock (a `DisplayLink`) only while animating
/// and in a window; each step redraws only the indicator's own box.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default colour. Mirrors `UIActivityIndicatorView.Style` (same
    /// raw values); `.whiteLarge`, `.white` and `.gray` are deprecated in UIKit and map to
    /// `.large` or `.medium` in white or grey.
    public enum Style: Int, Sendable {
        /// Large and white (deprecated in UIKit). Mirrors `.whiteLarge`.
        case whiteLarge = 0
        /// Medium and white (deprecated in UIKit). Mirrors `.white`.
        case white = 1
        /// Medium and grey (deprecated in UIKit). Mirrors `.gray`.
        case gray = 2
        /// 20 points. Mirrors `.medium`.
        case medium = 100
        /// 37 points. Mirrors `.large`.
        case large = 101

        /// The side of the square the indicator draws in.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The number of spokes and how long the head stays on one.
    static let spokeCount = 8
    static let stepDuration: Double = 1.0 / 8
    /// The default colour (iOS's grey, close to `secondaryLabel` on either background).
    static let defaultColor = UIColor.systemGray
    /// The faintest spoke's opacity (the one just ahead of the head).
    static let minimumSpokeAlpha: CGFloat = 0.25

    private var _isAnimating = false
    private var link: DisplayLink?
    private var animationStart: Double = 0
    /// The spoke that is brightest now.
    private(set) var headSpoke = 0

    // MARK: Initialisers

    /// Creates an indicator of `style`, sized for it. Mirrors
    /// `UIActivityIndicatorView.init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        commonInit()
    }

    /// Creates a `.medium` indicator in `frame`. Mirrors `UIActivityIndicatorView.init(frame:)`.
    public override init(frame: CGRect) {
        self.style = .medium
        super.init(frame: frame)
        commonInit()
    }

    /// Creates a `.medium` indicator. Mirrors `UIActivityIndicatorView.init()`.
    public convenience init() { self.init(style: .medium) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    private func commonInit() {
        isUserInteractionEnabled = false
        _contentPriorities.hugging = [.defaultHigh, .defaultHigh]
        isHidden = hidesWhenStopped
    }

    // MARK: Appearance

    /// The size and default colour. Mirrors `UIActivityIndicatorView.style`.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() }
    }

    /// The spokes' colour; setting `nil` restores the style's. Mirrors
    /// `UIActivityIndicatorView.color`.
    open var color: UIColor! {
        get { _color ?? styleColor }
        set { _color = newValue; setNeedsDisplay() }
    }
    private var _color: UIColor?

    private var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        default: return UIActivityIndicatorView.defaultColor
        }
    }

    /// The style's square (20 or 37 points). Mirrors
    /// `UIActivityIndicatorView.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square. Mirrors `UIActivityIndicatorView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Animating

    /// Whether the indicator hides while not animating (`true` by default). UIKit: "the
    /// receiver sets its isHidden property to true when receiver is not animating." Mirrors
    /// `UIActivityIndicatorView.hidesWhenStopped`.
    open var hidesWhenStopped = true {
        didSet { if !_isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator is spinning. Mirrors `UIActivityIndicatorView.isAnimating`.
    open var isAnimating: Bool { _isAnimating }

    /// Starts spinning (and shows the indicator). Mirrors
    /// `UIActivityIndicatorView.startAnimating()`.
    open func startAnimating() {
        guard !_isAnimating else { return }
        _isAnimating = true
        headSpoke = 0
        isHidden = false
        startLink()
        setNeedsDisplay()
    }

    /// Stops spinning; hides the indicator when `hidesWhenStopped`. Mirrors
    /// `UIActivityIndicatorView.stopAnimating()`.
    open func stopAnimating() {
        guard _isAnimating else { return }
        _isAnimating = false
        stopLink()
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Whether the indicator is asking the screen for frames (spinning in a window).
    var isRequestingFrames: Bool { link?.isRunning ?? false }

    /// Spins only while in a window. Mirrors `UIView.didMoveToWindow()`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, _isAnimating { startLink() } else { stopLink() }
    }

    /// A hidden indicator asks for no frames; shown again while animating, it spins on.
    /// Mirrors `UIView.isHidden`.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden { stopLink() } else if _isAnimating { startLink() }
        }
    }

    private func startLink() {
        guard window != nil, !isHidden else { return }
        let l = link ?? DisplayLink { [weak self] now in self?.tick(now) }
        link = l
        let wasRunning = l.isRunning
        if l.add(for: self), !wasRunning, let now = l.now {
            animationStart = now - Double(headSpoke) * UIActivityIndicatorView.stepDuration
        }
    }

    private func stopLink() {
        link?.invalidate()
    }

    /// Moves the head when a step has passed, redrawing only this view's box.
    private func tick(_ now: Double) {
        guard _isAnimating, window != nil else { stopLink(); return }
        let steps = Int(((now - animationStart) / UIActivityIndicatorView.stepDuration).rounded(.down))
        let head = ((steps % UIActivityIndicatorView.spokeCount) + UIActivityIndicatorView.spokeCount) % UIActivityIndicatorView.spokeCount
        if head != headSpoke {
            headSpoke = head
            setNeedsDisplay()
        }
    }

    // MARK: Drawing

    /// Draws the spokes, centred in the bounds at the style's size: spoke `i` points at
    /// `i` eighths of a turn clockwise from 12 o'clock, fading with its distance behind the
    /// head.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let canvas = ctx.canvas
        let side = style.side
        let n = UIActivityIndicatorView.spokeCount
        let width = (side * 0.11).rounded(.toNearestOrEven)
        let length = side * 0.28
        let inner = side / 2 - length
        let base = (color ?? styleColor).color
        let minimum = UIActivityIndicatorView.minimumSpokeAlpha
        canvas.save()
        canvas.translateBy(x: bounds.midX, y: bounds.midY)
        for i in 0..<n {
            let behind = (headSpoke - i + n) % n
            let alpha = 1 - (1 - minimum) * CGFloat(behind) / CGFloat(n - 1)
            canvas.save()
            canvas.rotate(by: CGFloat(i) * 2 * .pi / CGFloat(n))
            let spoke = CGRect(x: -width / 2, y: -inner - length, width: width, height: length)
            canvas.fill(RoundedRect(rect: spoke, cornerRadius: width / 2), color: base.multiplyingAlpha(alpha))
            canvas.restore()
        }
        canvas.restore()
    }
}
