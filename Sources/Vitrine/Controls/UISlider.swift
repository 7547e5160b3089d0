import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
/// Mirrors UIKit's `UISlider`: only the thumb can be dragged (touching the track elsewhere
/// does nothing); the thumb's centre follows the finger, keeping the offset at which it was
/// grabbed, so the value changes by `(maximumValue - minimumValue)` for every
/// `trackRect.width - thumbDiameter` points moved. While dragging, `.valueChanged` (then
/// `.primaryActionTriggered`) is sent for every change when `isContinuous`, else once at
/// the end if the value changed. Setting `value` from code sends nothing.
@MainActor
open class UISlider: UIControl {
    /// The thumb's diameter (UIKit's 28-point thumb) and the track's thickness.
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// How far outside the thumb a touch still grabs it.
    static let thumbTouchSlop: CGFloat = 8
    /// How long `setValue(_:animated:)` takes to move the thumb.
    static let animationDuration: TimeInterval = 0.25
    /// The default colour of the track right of the thumb: UIKit's translucent grey fill.
    static let defaultMaximumTrackColor = UIColor.systemFill

    /// Holds the tracks and thumb, so a disabled slider fades as one.
    private let contentView = UIView()
    /// The track left of the thumb.
    let minimumTrackView = UIView()
    /// The track right of the thumb.
    let maximumTrackView = UIView()
    /// The round thumb.
    let thumbView = UIView()

    private var _value: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    // MARK: Initialisers

    /// Creates a slider with the given frame. Mirrors `UISlider.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for v in [contentView, minimumTrackView, maximumTrackView, thumbView] { v.isUserInteractionEnabled = false }
        minimumTrackView.cornerRadius = UISlider.trackHeight / 2
        maximumTrackView.cornerRadius = UISlider.trackHeight / 2
        thumbView.cornerRadius = UISlider.thumbDiameter / 2
        thumbView.borderWidth = 0.5
        thumbView.borderColor = UIColor(white: 0, alpha: 0.12)
        contentView.addSubview(minimumTrackView)
        contentView.addSubview(maximumTrackView)
        contentView.addSubview(thumbView)
        addSubview(contentView)
        applyColors()
        placeViews()
    }

    /// Creates a slider with a zero frame. Mirrors `UISlider.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Value and range

    /// The value, always within `minimumValue...maximumValue` (values outside are clamped).
    /// Setting it sends no event. Mirrors `UISlider.value`.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end (0 by default); raising it above `maximumValue` raises
    /// that too. Mirrors `UISlider.minimumValue`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(_value, animated: false)
        }
    }

    /// The value at the right end (1 by default); lowering it below `minimumValue` lowers
    /// that too. Mirrors `UISlider.maximumValue`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(_value, animated: false)
        }
    }

    /// Whether a drag sends `.valueChanged` as the value changes (`true`) or once when it
    /// ends (`false`). Mirrors `UISlider.isContinuous`.
    open var isContinuous = true

    /// Sets the value, clamped to the range; with `animated`, the thumb glides there over
    /// 0.25 s (`UIView.animate`). Sends no event. Mirrors `UISlider.setValue(_:animated:)`.
    open func setValue(_ value: Float, animated: Bool) {
        let v = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        _value = v
        if animated {
            UIView.animate(withDuration: UISlider.animationDuration) { self.placeViews() }
        } else {
            placeViews()
        }
    }

    // MARK: Colours

    /// The track left of the thumb (the slider's `tintColor` when `nil`). Mirrors
    /// `UISlider.minimumTrackTintColor`.
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The track right of the thumb (light grey when `nil`). Mirrors
    /// `UISlider.maximumTrackTintColor`.
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb (white when `nil`). Mirrors `UISlider.thumbTintColor`.
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    /// The default minimum track follows the tint. Mirrors `UIView.tintColorDidChange()`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    private func applyColors() {
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? UISlider.defaultMaximumTrackColor
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Geometry (UIKit's override points)

    /// The track's rectangle: the full width of `bounds`, 4 points thick, centred
    /// vertically. Mirrors `UISlider.trackRect(forBounds:)`.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre travels from half a thumb inside the
    /// track's leading end (the minimum) to half a thumb inside its trailing end: from the
    /// right when the effective layout direction is right to left, as UIKit mirrors a slider
    /// (one with a `.playback` attribute, a playhead, stays left to right). Mirrors
    /// `UISlider.thumbRect(forBounds:trackRect:value:)`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let offset = d / 2 + fraction * max(0, rect.width - d)
        let cx = isRightToLeft ? rect.maxX - offset : rect.minX + offset
        return CGRect(x: cx - d / 2, y: rect.midY - d / 2, width: d, height: d)
    }

    /// 31 points tall (as a `UISwitch`); no natural width. Mirrors
    /// `UISlider.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 31)
    }

    /// The current width and the intrinsic height. Mirrors `UISlider.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: 31)
    }

    /// Places the tracks and thumb for the current value and bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeViews()
    }

    private func placeViews() {
        contentView.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let left = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        let right = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        minimumTrackView.frame = isRightToLeft ? right : left
        maximumTrackView.frame = isRightToLeft ? left : right
        thumbView.frame = thumb
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() {
        super.stateDidChange()
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    /// The value whose thumb centre is at `x` (clamped to the range).
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbDiameter
        guard travel > 0 else { return minimumValue }
        let fromLeading = isRightToLeft ? track.maxX - x : x - track.minX
        let fraction = Float((fromLeading - UISlider.thumbDiameter / 2) / travel)
        return minimumValue + min(max(fraction, 0), 1) * (maximumValue - minimumValue)
    }

    // MARK: Tracking

    /// Tracks only touches on the thumb (within a few points of it). Mirrors `UISlider`'s
    /// `beginTracking(_:with:)`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        guard thumb.insetBy(dx: -UISlider.thumbTouchSlop, dy: -UISlider.thumbTouchSlop).contains(p) else { return false }
        grabOffset = p.x - thumb.midX
        valueAtTrackingStart = _value
        return true
    }

    /// Moves the thumb with the finger. Mirrors `UISlider`'s `continueTracking(_:with:)`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, with: event)
        return true
    }

    /// Takes the final position; without `isContinuous`, sends the one `.valueChanged` if
    /// the value changed. Mirrors `UISlider`'s `endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, with: event) }
        if !isContinuous, _value != valueAtTrackingStart { sendValueChanged(with: event) }
    }

    private func follow(_ touch: UITouch, with event: UIEvent?) {
        let old = _value
        setValue(value(forThumbCenterX: touch.location(in: self).x - grabOffset), animated: false)
        if isContinuous, _value != old { sendValueChanged(with: event) }
    }

    /// Whether the minimum is at the right.
    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func sendValueChanged(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }
}
