import Foundation
import VitrineGraphics

extension UIView {
    /// How a view's tint is adjusted. Mirrors `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top of the tree).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint desaturated, as UIKit shows the views behind an alert or a sheet.
        case dimmed = 2
    }

    /// The tint of the view: its own when set, else its superview's, else the system blue
    /// (`UIColor.systemBlue`, the window's default). Under a `.dimmed` adjustment mode the
    /// colour returned is the desaturated one. Setting `nil` makes the view inherit again.
    /// Changes call `tintColorDidChange()` on the view and the views inheriting from it.
    /// Mirrors `UIView.tintColor`.
    public var tintColor: UIColor! {
        get {
            let base = inheritedTintColor
            return tintAdjustmentMode == .dimmed ? UIView.dimmedTint(base) : base
        }
        set {
            noteAppearanceSet(.tintColor)
            guard newValue !== _tintColor else { return }
            let before = inheritedAppearance
            _tintColor = newValue
            inheritedAppearanceDidChange(from: before)
        }
    }

    /// The tint before dimming: the first one set on this view or above it.
    var inheritedTintColor: UIColor {
        var v: UIView? = self
        while let cur = v {
            if let t = cur._tintColor { return t }
            v = cur.superview
        }
        return .systemBlue
    }

    /// The view's tint adjustment mode; reading it gives the effective mode (`.automatic`
    /// resolved through the superviews, `.normal` at the top). Mirrors
    /// `UIView.tintAdjustmentMode`.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: UIView? = self
            while let cur = v {
                if cur._tintAdjustmentMode != .automatic { return cur._tintAdjustmentMode }
                v = cur.superview
            }
            return .normal
        }
        set {
            guard newValue != _tintAdjustmentMode else { return }
            let before = inheritedAppearance
            _tintAdjustmentMode = newValue
            inheritedAppearanceDidChange(from: before)
        }
    }

    /// The colour UIKit shows a dimmed tint as: the tint's grey (Rec. 601 luma), keeping its
    /// alpha, resolved per appearance.
    static func dimmedTint(_ tint: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            let c = tint.resolvedColor(with: traits).color
            let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
            return UIColor(white: luma, alpha: c.alpha)
        })
    }

    /// The inherited appearance inputs a view's drawing depends on, to find what a change
    /// (a new tint, a move to another superview) changed for it.
    struct InheritedAppearance {
        var tint: UIColor
        var mode: TintAdjustmentMode
        var style: UIUserInterfaceStyle
    }

    var inheritedAppearance: InheritedAppearance {
        InheritedAppearance(tint: inheritedTintColor, mode: tintAdjustmentMode, style: effectiveUserInterfaceStyle)
    }

    /// After a change that may alter the tint, the tint mode or the appearance this view and
    /// its subviews inherit: tells every view whose values changed (`tintColorDidChange()`;
    /// a new appearance redraws the view), stopping below views that set their own.
    func inheritedAppearanceDidChange(from before: InheritedAppearance) {
        let now = inheritedAppearance
        let colour = now.tint !== before.tint
        let mode = now.mode != before.mode
        let style = now.style != before.style
        guard colour || mode || style else { return }
        propagateAppearanceChange(colour: colour, mode: mode, style: style)
    }

    private func propagateAppearanceChange(colour: Bool, mode: Bool, style: Bool) {
        if style { appearanceStyleDidChange() }
        if colour || mode { traitCollection.performAsCurrent { tintColorDidChange() } }
        for s in subviews {
            let c = colour && s._tintColor == nil
            let m = mode && s._tintAdjustmentMode == .automatic
            let st = style && s._overrideUserInterfaceStyle == .unspecified && s._viewController?.overrideUserInterfaceStyle ?? .unspecified == .unspecified
            if c || m || st { s.propagateAppearanceChange(colour: c, mode: m, style: st) }
        }
    }
}
