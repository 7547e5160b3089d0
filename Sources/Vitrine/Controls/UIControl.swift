import Foundation

/// The base of views that turn touches into semantic events — buttons, switches, sliders.
/// Mirrors UIKit's `UIControl`: a control has a `state` (highlighted, disabled, selected)
/// derived from `isHighlighted`, `isEnabled` and `isSelected`; it tracks one touch at a time
/// through `beginTracking(_:with:)`, `continueTracking(_:with:)`, `endTracking(_:with:)` and
/// `cancelTracking(with:)` (UIControl+Tracking.swift), and sends `UIControl.Event`s to the
/// actions registered for them (UIControl+Actions.swift).
///
/// Where UIKit uses target–selector pairs, Vitrine uses `UIAction`s and closures.
@MainActor
open class UIControl: UIView {
    // MARK: Registered actions (UIControl+Actions.swift)

    /// The actions and closures registered for events, in the order they were added.
    var registrations: [ControlRegistration] = []

    // MARK: Tracking state (UIControl+Tracking.swift)

    /// The touch being tracked, from touch-down until it ends or is cancelled.
    weak var trackedTouch: UITouch?
    var _isTracking = false
    var _isTouchInside = false
    /// Touches that began while the control was disabled: they go up the responder chain.
    var forwardedTouches: Set<ObjectIdentifier> = []

    // MARK: Initialisers

    /// Creates a control with the given frame. Mirrors `UIControl.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that performs `primaryAction` for `.primaryActionTriggered`. Mirrors
    /// `UIControl.init(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: State

    /// Whether the control responds to touches. A disabled control tracks nothing and sends
    /// no events (its touches go up the responder chain, as UIKit's `UIResponder` default
    /// does); setting it to `false` while tracking cancels the tracking. Subclasses draw
    /// differently when disabled. Mirrors `UIControl.isEnabled`.
    open var isEnabled: Bool = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled, _isTracking || trackedTouch != nil { abandonTracking(with: nil) }
            stateDidChange()
        }
    }

    /// Whether the control is selected (a toggled-on button, for example; the app sets it).
    /// Mirrors `UIControl.isSelected`.
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether the control draws highlighted: set while a touch that began in it is inside
    /// (within the touch slop). Mirrors `UIControl.isHighlighted`.
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// The control's state, derived from `isHighlighted`, `isEnabled` and `isSelected`.
    /// Mirrors `UIControl.state`.
    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called after `state` changed (any of `isHighlighted`, `isEnabled`, `isSelected`):
    /// subclasses refresh their look here. Not in UIKit, which uses private setters.
    func stateDidChange() {
        setNeedsLayout()
        invalidateContent()
    }

    /// Whether a touch-up inside also sends `.primaryActionTriggered` (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Tracking (UIKit's override points; the logic is in UIControl+Tracking.swift)

    /// Whether the control is tracking a touch (from an accepted `beginTracking(_:with:)`
    /// until the touch ends, is cancelled or `continueTracking(_:with:)` returns `false`).
    /// Mirrors `UIControl.isTracking`.
    public var isTracking: Bool { _isTracking }

    /// Whether the tracked touch is inside the control: its bounds grown by
    /// `UIControl.touchSlop` (70 points) on every side. Mirrors `UIControl.isTouchInside`.
    public var isTouchInside: Bool { _isTouchInside }

    /// A touch went down in the control; return whether to track it. The default returns
    /// `true`. Mirrors `UIControl.beginTracking(_:with:)`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking it. The default returns
    /// `true`. Mirrors `UIControl.continueTracking(_:with:)`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (`touch` is `nil` when tracking ends without one). The
    /// default does nothing. Mirrors `UIControl.endTracking(_:with:)`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled. The default does nothing. Mirrors
    /// `UIControl.cancelTracking(with:)`.
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks the first touch (a disabled control passes its touches up the responder chain).
    /// Mirrors `UIControl.touchesBegan(_:with:)`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    /// Follows the tracked touch in and out of the control. Mirrors
    /// `UIControl.touchesMoved(_:with:)`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
    }

    /// Ends tracking with a touch-up inside or outside. Mirrors
    /// `UIControl.touchesEnded(_:with:)`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
    }

    /// Cancels tracking with `.touchCancel`. Mirrors `UIControl.touchesCancelled(_:with:)`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
    }
}

extension UIControl {
    /// The states of a control, combinable. Mirrors `UIControl.State` (same raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not selected, not highlighted. Mirrors `.normal`.
        public static let normal = State([])
        /// A touch is down inside the control. Mirrors `.highlighted`.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false. Mirrors `.disabled`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true. Mirrors `.selected`.
        public static let selected = State(rawValue: 1 << 2)
        /// Mirrors `.focused` (no focus engine yet; never set by Vitrine).
        public static let focused = State(rawValue: 1 << 3)
        /// Mirrors `.application`: bits the app may use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Mirrors `.reserved`.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends, combinable when registering actions. Mirrors
    /// `UIControl.Event` (same raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control. Mirrors `.touchDown`.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count above 1). Mirrors `.touchDownRepeat`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved while inside. Mirrors `.touchDragInside`.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved while outside. Mirrors `.touchDragOutside`.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch came back inside. Mirrors `.touchDragEnter`.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch left the control (past the slop). Mirrors `.touchDragExit`.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside. Mirrors `.touchUpInside`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside. Mirrors `.touchUpOutside`.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch. Mirrors `.touchCancel`.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switch, slider). Mirrors `.valueChanged`.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (touch-up-inside for buttons, a value change
        /// for switches and sliders). Mirrors `.primaryActionTriggered`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Mirrors `.menuActionTriggered`.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Mirrors `.editingDidBegin`.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Mirrors `.editingChanged`.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Mirrors `.editingDidEnd`.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Mirrors `.editingDidEndOnExit`.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event. Mirrors `.allTouchEvents`.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event. Mirrors `.allEditingEvents`.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Mirrors `.applicationReserved`.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Mirrors `.systemReserved`.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event. Mirrors `.allEvents`.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
