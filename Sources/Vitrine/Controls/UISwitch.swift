import Foundation

/// An on/off control: a rounded track with a round thumb (knob) that slides between the two
/// ends. Mirrors UIKit's `UISwitch`: always 51×31 points; a tap toggles it; dragging the
/// thumb moves it with the finger and, on release, the switch takes the side the thumb's
/// centre is on. A change made by touch sends `.valueChanged` and then
/// `.primaryActionTriggered`; setting `isOn` or calling `setOn(_:animated:)` sends nothing.
/// Right to left, the switch is mirrored (on is the thumb at the left). With the On/Off
/// Labels accessibility setting, the track shows "I" and "O" marks
/// (UISwitch+OnOffLabels.swift).
@MainActor
open class UISwitch: UIControl {
    /// UIKit's fixed size for a switch.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its distance from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far the finger must move before a touch drags the thumb instead of tapping.
    static let dragThreshold: CGFloat = 4
    /// How long `setOn(_:animated:)` takes to slide the thumb.
    static let animationDuration: TimeInterval = 0.25
    /// The fill of the track when off: UIKit's translucent grey fill, lighter over dark
    /// backgrounds (the thumb stays white in both appearances).
    static let offTrackColor = UIColor.secondarySystemFill

    /// Holds the track and thumb, so a disabled switch fades as one.
    let contentView = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    /// The rounded track.
    let trackView = UIView(frame: CGRect(origin: .zero, size: UISwitch.size))
    /// The round thumb (knob).
    let thumbView = UIView(frame: .zero)
    /// The On/Off Labels marks, between the track and the thumb, only while the setting is on
    /// (UISwitch+OnOffLabels.swift).
    var onOffLabelsViewIfLoaded: SwitchOnOffLabelsView?
    /// The accessibility settings the switch last followed (UISwitch+OnOffLabels.swift).
    var adaptedAccessibilitySettings = UIAccessibility.settings
    /// The direction the thumb was last placed for.
    private(set) var placedRightToLeft = false

    private var _isOn = false
    /// While the thumb is dragged: its left edge, in the switch's coordinates.
    private var dragThumbX: CGFloat?
    private var trackingStartedOn = false
    private var touchStartX: CGFloat = 0
    private var thumbStartX: CGFloat = 0

    // MARK: Initialisers

    /// Creates a switch at `frame.origin`; the size is always 51×31, as in UIKit. Mirrors
    /// `UISwitch.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        // A switch keeps its size under Auto Layout: UIKit gives it a hugging priority of 750
        // on both axes (other views have 250).
        _contentPriorities.hugging = [.defaultHigh, .defaultHigh]
        contentView.isUserInteractionEnabled = false
        trackView.isUserInteractionEnabled = false
        thumbView.isUserInteractionEnabled = false
        trackView.cornerRadius = UISwitch.size.height / 2
        thumbView.cornerRadius = UISwitch.thumbDiameter / 2
        thumbView.borderWidth = 0.5
        thumbView.borderColor = UIColor(white: 0, alpha: 0.12)
        contentView.addSubview(trackView)
        contentView.addSubview(thumbView)
        addSubview(contentView)
        applyAppearance()
        applyOnOffLabelsSetting()
    }

    /// Creates a switch at the origin. Mirrors `UISwitch.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Value

    /// Whether the switch is on (`false` by default). Setting it moves the thumb at once and
    /// sends no event. Mirrors `UISwitch.isOn`.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off; with `animated`, the thumb slides and the track colour
    /// fades over 0.25 s (`UIView.animate`). Sends no event. Mirrors
    /// `UISwitch.setOn(_:animated:)`.
    open func setOn(_ on: Bool, animated: Bool) {
        _isOn = on
        if animated {
            UIView.animate(withDuration: UISwitch.animationDuration) { self.applyAppearance() }
        } else {
            applyAppearance()
        }
    }

    // MARK: Colours

    /// The track's colour when on (system green when `nil`). Mirrors `UISwitch.onTintColor`.
    open var onTintColor: UIColor? {
        didSet { noteAppearanceSet(.onTintColor); applyAppearance() }
    }

    /// The thumb's colour (white when `nil`). Mirrors `UISwitch.thumbTintColor`.
    open var thumbTintColor: UIColor? {
        didSet { noteAppearanceSet(.thumbTintColor); applyAppearance() }
    }

    // MARK: Size

    /// Always 51×31. Mirrors `UISwitch.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// Always 51×31. Mirrors `UISwitch.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    // MARK: Appearance

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The thumb's left edge when resting on the `on` or off side (on is the trailing end).
    private func restingThumbX(on: Bool) -> CGFloat {
        on != isRightToLeft ? UISwitch.size.width - UISwitch.thumbInset - UISwitch.thumbDiameter : UISwitch.thumbInset
    }

    /// Whether the thumb, with its left edge at `x`, is on the on side.
    private func isOnSide(thumbX x: CGFloat) -> Bool {
        (x + UISwitch.thumbDiameter / 2 > UISwitch.size.width / 2) != isRightToLeft
    }

    /// Positions the thumb (where it rests, or under the finger while dragged) and colours
    /// the track for the side it is on.
    private func applyAppearance() {
        placedRightToLeft = isRightToLeft
        let x = dragThumbX ?? restingThumbX(on: _isOn)
        let showsOn = dragThumbX.map(isOnSide(thumbX:)) ?? _isOn
        thumbView.frame = CGRect(x: x, y: UISwitch.thumbInset, width: UISwitch.thumbDiameter, height: UISwitch.thumbDiameter)
        thumbView.backgroundColor = thumbTintColor ?? .white
        let onTrack = onTintColor ?? .systemGreen
        trackView.backgroundColor = showsOn ? onTrack : UISwitch.offTrackColor
        if let marks = onOffLabelsViewIfLoaded { styleOnOffLabels(marks) }
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() {
        super.stateDidChange()
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    /// A change of layout direction mirrors the thumb and the marks; the marks follow the
    /// On/Off Labels setting in force.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyOnOffLabelsSetting()
        if placedRightToLeft != isRightToLeft { applyAppearance() }
    }

    // MARK: Tracking

    /// Remembers where the touch and thumb started. Mirrors `UISwitch`'s
    /// `beginTracking(_:with:)`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStartedOn = _isOn
        touchStartX = touch.location(in: self).x
        thumbStartX = restingThumbX(on: _isOn)
        dragThumbX = nil
        return true
    }

    /// Once the finger has moved more than a few points, the thumb follows it between the
    /// ends. Mirrors `UISwitch`'s `continueTracking(_:with:)`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - touchStartX
        if dragThumbX == nil, abs(dx) <= UISwitch.dragThreshold { return true }
        dragThumbX = min(max(thumbStartX + dx, UISwitch.thumbInset), UISwitch.size.width - UISwitch.thumbInset - UISwitch.thumbDiameter)
        applyAppearance()
        return true
    }

    /// A tap (released inside) toggles; a drag leaves the switch on the side the thumb's
    /// centre is on. Either way the thumb slides to rest, and a change sends `.valueChanged`
    /// and `.primaryActionTriggered`. Mirrors `UISwitch`'s `endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue: Bool
        if let x = dragThumbX {
            newValue = isOnSide(thumbX: x)
        } else {
            newValue = isTouchInside ? !trackingStartedOn : trackingStartedOn
        }
        dragThumbX = nil
        setOn(newValue, animated: true)
        if newValue != trackingStartedOn {
            sendActions(for: .valueChanged, with: event)
            sendActions(for: .primaryActionTriggered, with: event)
        }
    }

    /// Puts the thumb back where it was. Mirrors `UISwitch`'s `cancelTracking(with:)`.
    open override func cancelTracking(with event: UIEvent?) {
        dragThumbX = nil
        setOn(trackingStartedOn, animated: true)
    }
}
