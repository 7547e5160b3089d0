import Foundation

/// A control with a minus and a plus button that decrement and increment a value. Mirrors
/// UIKit's `UIStepper`: always 94×32 points; the value stays within
/// `minimumValue...maximumValue` and changes by `stepValue` on each press, on touch-down;
/// holding a button repeats the step, faster the longer it is held (`autorepeat`); at an end
/// the button is disabled unless `wraps`. A change by touch sends `.valueChanged` (each
/// change when `isContinuous`, else once when the touch lifts); setting `value` from code
/// sends nothing. Touch handling is in UIStepper+Tracking.swift, drawing in
/// UIStepper+Drawing.swift.
@MainActor
open class UIStepper: UIControl {
    /// UIKit's fixed size for a stepper.
    static let size = CGSize(width: 94, height: 32)

    var _value: Double = 0
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]

    // Tracking state (UIStepper+Tracking.swift).
    /// The button a touch is on: -1 (minus), +1 (plus) or `nil`.
    var pressedDirection: Int?
    var repeatLink: DisplayLink?
    var repeatStart: Double = 0
    var nextRepeat: Double = 0
    var valueAtTrackingStart: Double = 0

    // MARK: Initialisers

    /// Creates a stepper at `frame.origin`; the size is always 94×32, as in UIKit. Mirrors
    /// `UIStepper.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        _contentPriorities.hugging = [.defaultHigh, .defaultHigh]
    }

    /// Creates a stepper at the origin. Mirrors `UIStepper.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Value and range

    /// The value (0 by default), always within `minimumValue...maximumValue`: values outside
    /// are clamped; NaN is logged and ignored. Setting it sends no event. Mirrors
    /// `UIStepper.value` ("clamped to min/max").
    open var value: Double {
        get { _value }
        set {
            guard !newValue.isNaN else {
                BadInputLog.report("UIStepper.value: NaN ignored; the value stays \(_value)")
                return
            }
            _value = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }

    /// The lowest value (0 by default). UIKit: "If you set a maximum or minimum value that
    /// would break this invariant, both values are set to the new value." NaN is logged and
    /// ignored. Mirrors `UIStepper.minimumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            if minimumValue.isNaN {
                BadInputLog.report("UIStepper.minimumValue: NaN ignored")
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = _value
        }
    }

    /// The highest value (100 by default); see `minimumValue` for the invariant. Mirrors
    /// `UIStepper.maximumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            if maximumValue.isNaN {
                BadInputLog.report("UIStepper.maximumValue: NaN ignored")
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = _value
        }
    }

    /// How much one press changes the value (1 by default). UIKit: "must be greater than 0";
    /// other values are logged and ignored. Mirrors `UIStepper.stepValue`.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else {
                BadInputLog.report("UIStepper.stepValue: \(stepValue) is not greater than 0; keeping \(oldValue)")
                stepValue = oldValue
                return
            }
        }
    }

    /// Whether stepping past an end continues from the other end (`false` by default).
    /// Mirrors `UIStepper.wraps`.
    open var wraps = false { didSet { setNeedsDisplay() } }

    /// Whether holding a button repeats the step (`true` by default). Mirrors
    /// `UIStepper.autorepeat`.
    open var autorepeat = true

    /// Whether `.valueChanged` is sent for every change while a button is held (`true`) or
    /// once when the touch lifts (`false`). Mirrors `UIStepper.isContinuous`.
    open var isContinuous = true

    /// Whether the minus button can act now (enabled, and not at the minimum unless wrapping).
    public var canDecrement: Bool { isEnabled && (wraps || _value > minimumValue) }
    /// Whether the plus button can act now.
    public var canIncrement: Bool { isEnabled && (wraps || _value < maximumValue) }

    /// The value after one step in `direction` (-1 or +1): clamped at the ends, or, with
    /// `wraps`, from an end to the other.
    func stepped(_ direction: Int) -> Double {
        if direction > 0 {
            if _value >= maximumValue { return wraps ? minimumValue : maximumValue }
            return min(_value + stepValue, maximumValue)
        } else {
            if _value <= minimumValue { return wraps ? maximumValue : minimumValue }
            return max(_value - stepValue, minimumValue)
        }
    }

    // MARK: Images

    /// The image on the plus button for `state` (a plus sign when `nil`). Mirrors
    /// `UIStepper.setIncrementImage(_:for:)`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// Mirrors `UIStepper.incrementImage(for:)`.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state.rawValue] }

    /// The image on the minus button for `state` (a minus sign when `nil`). Mirrors
    /// `UIStepper.setDecrementImage(_:for:)`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// Mirrors `UIStepper.decrementImage(for:)`.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state.rawValue] }

    // MARK: Size

    /// Always 94×32. Mirrors `UIStepper.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize { UIStepper.size }

    /// Always 94×32. Mirrors `UIStepper.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// Draws the track and buttons (UIStepper+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawStepper() }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsDisplay()
    }

    // MARK: Tracking (UIStepper+Tracking.swift)

    /// Steps once on touch-down on an enabled button and starts the repeat. Mirrors
    /// `UIStepper`'s `beginTracking(_:with:)`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stepperBeginTracking(touch, with: event)
    }

    /// Mirrors `UIStepper`'s `continueTracking(_:with:)`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stepperContinueTracking(touch, with: event)
    }

    /// Stops repeating; without `isContinuous`, sends the one `.valueChanged`. Mirrors
    /// `UIStepper`'s `endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stepperEndTracking(touch, with: event)
    }

    /// Stops repeating. Mirrors `UIStepper`'s `cancelTracking(with:)`.
    open override func cancelTracking(with event: UIEvent?) {
        stepperCancelTracking(with: event)
    }
}
