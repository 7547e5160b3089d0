import Foundation

/// The marks the On/Off Labels setting (Settings › Accessibility › Display & Text Size)
/// adds to a switch's track, as iOS draws them: a thin vertical bar ("I") on the on side
/// and a small ring ("O") on the off side, each where the thumb leaves the track uncovered,
/// so the one showing says the state without relying on colour. Mirrored right to left.
final class SwitchOnOffLabelsView: UIView {
    /// The bar's size and the ring's diameter and line width.
    static let barSize = CGSize(width: 2, height: 10)
    static let ringDiameter: CGFloat = 10
    static let ringWidth: CGFloat = 1.5
    /// The marks' centres from the leading edge: the middle of the track the thumb
    /// leaves uncovered on each side.
    static let onMarkCentre: CGFloat = (UISwitch.size.width - UISwitch.thumbDiameter - UISwitch.thumbInset) / 2
    static let offMarkCentre: CGFloat = UISwitch.size.width - onMarkCentre

    /// Whether the switch is mirrored (right to left: the on side is the left).
    var isMirrored = false {
        didSet { if isMirrored != oldValue { setNeedsDisplay() } }
    }
    /// The bar's colour: one that stands out on the on track.
    var onMarkColor: UIColor = .white {
        didSet { if onMarkColor !== oldValue { setNeedsDisplay() } }
    }
    /// The ring's colour: one that stands out on the off track.
    static let offMarkColor = UIColor.systemGray

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let x = { (leading: CGFloat) in self.isMirrored ? self.bounds.width - leading : leading }
        let midY = bounds.midY
        let bar = Self.barSize
        ctx.canvas.fill(CGRect(x: x(Self.onMarkCentre) - bar.width / 2, y: midY - bar.height / 2, width: bar.width, height: bar.height),
                        color: onMarkColor.color)
        let d = Self.ringDiameter
        let ring = CGRect(x: x(Self.offMarkCentre) - d / 2, y: midY - d / 2, width: d, height: d)
        ctx.canvas.strokeInside(RoundedRect(rect: ring, cornerRadius: d / 2), width: Self.ringWidth, color: Self.offMarkColor.color)
    }
}

extension UISwitch {
    /// White on a dark on-track, black on a light one (a light `onTintColor`).
    static func onMarkColor(for track: UIColor) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard track.getRed(&r, green: &g, blue: &b, alpha: &a) else { return .white }
        return 0.299 * r + 0.587 * g + 0.114 * b > 0.75 ? .black : .white
    }

    /// The marks' view, made on first use between the track and the thumb.
    /// `onOffLabelsViewIfLoaded` does not make it.
    var onOffLabelsView: SwitchOnOffLabelsView {
        if let v = onOffLabelsViewIfLoaded { return v }
        let v = SwitchOnOffLabelsView(frame: CGRect(origin: .zero, size: UISwitch.size))
        styleOnOffLabels(v)
        contentView.insertSubview(v, aboveSubview: trackView)
        onOffLabelsViewIfLoaded = v
        return v
    }

    /// Colours and mirrors the marks for the track and the direction the thumb is placed for.
    func styleOnOffLabels(_ marks: SwitchOnOffLabelsView) {
        marks.onMarkColor = UISwitch.onMarkColor(for: onTintColor ?? .systemGreen)
        marks.isMirrored = placedRightToLeft
    }

    /// Makes the marks' view while the setting is on and drops it while it is off, so a switch
    /// pays nothing for the setting until it is used.
    func applyOnOffLabelsSetting() {
        if UIAccessibility.isOnOffSwitchLabelsEnabled {
            _ = onOffLabelsView
        } else if let v = onOffLabelsViewIfLoaded {
            v.removeFromSuperview()
            onOffLabelsViewIfLoaded = nil
        }
    }
}

extension UISwitch: AccessibilitySettingsAdapting {
    /// On/Off Labels changed: the marks appear or go.
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.onOffSwitchLabels != new.onOffSwitchLabels { applyOnOffLabelsSetting() }
    }
}
