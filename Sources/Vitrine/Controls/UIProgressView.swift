import Foundation

/// A bar showing how far a task has got. Mirrors UIKit's `UIProgressView`: `progress` from
/// 0 to 1 (clamped) fills the track from the leading end in `progressTintColor` (the view's
/// `tintColor` when `nil`); the default style is 4 points tall with rounded ends, `.bar` is
/// 2.5 points tall, square, over a clear track. `setProgress(_:animated:)` glides over
/// 0.25 s on the screen clock.
@MainActor
open class UIProgressView: UIView {
    /// The look of a progress view. Mirrors `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar. Mirrors `.default`.
        case `default`
        /// The thinner bar of toolbars. Mirrors `.bar`.
        case bar
    }

    /// The heights of the two styles (iOS's 4 and 2.5 points).
    static let defaultHeight: CGFloat = 4
    static let barHeight: CGFloat = 2.5
    /// How long an animated progress change takes.
    static let animationDuration: TimeInterval = 0.25
    /// The default track: light grey in light, dark grey in dark (iOS's systemGray5).
    static let defaultTrackColor = UIColor.systemGray5

    /// The track and the filled part.
    let trackView = UIImageView(frame: .zero)
    let fillView = UIImageView(frame: .zero)
    private var _progress: Float = 0

    /// Creates a progress view. Mirrors `UIProgressView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for v in [trackView, fillView] {
            v.isUserInteractionEnabled = false
            v.contentMode = .scaleToFill
            addSubview(v)
        }
        applyStyle()
    }

    /// Creates a progress view of `style`, at its natural height. Mirrors
    /// `UIProgressView.init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        applyStyle()    // observers do not run for a class's own properties in its initialisers
        frame = CGRect(x: 0, y: 0, width: 0, height: intrinsicContentSize.height)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The style (`.default`). Mirrors `UIProgressView.progressViewStyle`.
    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize(); applyStyle() }
    }

    /// The progress, 0...1 (values outside are clamped; NaN is logged and ignored). Setting it
    /// moves the bar at once. Mirrors `UIProgressView.progress`.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress; with `animated`, the bar glides there over 0.25 s. Mirrors
    /// `UIProgressView.setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            BadInputLog.report("UIProgressView.progress: NaN ignored; the progress stays \(_progress)")
            return
        }
        _progress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: UIProgressView.animationDuration) { self.placeBars() }
        } else {
            placeBars()
        }
    }

    /// The filled part's colour (`tintColor` when `nil`). Mirrors
    /// `UIProgressView.progressTintColor`.
    open var progressTintColor: UIColor? { didSet { applyStyle() } }

    /// The track's colour (light grey, or clear for `.bar`, when `nil`). Mirrors
    /// `UIProgressView.trackTintColor`.
    open var trackTintColor: UIColor? { didSet { applyStyle() } }

    /// An image for the filled part (stretched; use a resizable image), instead of the tint.
    /// Mirrors `UIProgressView.progressImage`.
    open var progressImage: UIImage? { didSet { applyStyle() } }

    /// An image for the track, instead of its colour. Mirrors `UIProgressView.trackImage`.
    open var trackImage: UIImage? { didSet { applyStyle() } }

    /// The default fill follows the tint. Mirrors `UIView.tintColorDidChange()`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyStyle()
    }

    /// 4 points tall (2.5 for `.bar`); no natural width. Mirrors
    /// `UIProgressView.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? UIProgressView.barHeight : UIProgressView.defaultHeight)
    }

    /// The current width and the natural height. Mirrors `UIProgressView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: intrinsicContentSize.height)
    }

    /// Places the track and fill. Mirrors `UIView.layoutSubviews()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBars()
    }

    private func applyStyle() {
        let bar = progressViewStyle == .bar
        trackView.image = trackImage
        fillView.image = progressImage
        trackView.backgroundColor = trackImage != nil ? nil : (trackTintColor ?? (bar ? .clear : UIProgressView.defaultTrackColor))
        fillView.backgroundColor = progressImage != nil ? nil : (progressTintColor ?? tintColor ?? .systemBlue)
        placeBars()
    }

    private func placeBars() {
        let bar = progressViewStyle == .bar
        trackView.frame = bounds
        let w = bounds.width * CGFloat(_progress)
        let leading = effectiveUserInterfaceLayoutDirection == .leftToRight
        fillView.frame = CGRect(x: leading ? bounds.minX : bounds.maxX - w, y: bounds.minY, width: w, height: bounds.height)
        let radius = bar ? 0 : min(bounds.height / 2, UIProgressView.defaultHeight / 2)
        trackView.cornerRadius = radius
        fillView.cornerRadius = radius
        trackView.clipsToBounds = radius > 0
        fillView.clipsToBounds = radius > 0
    }
}
