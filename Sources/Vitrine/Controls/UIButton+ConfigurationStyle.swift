import Synchronization
import Foundation

/// The colours a configuration gives a button in a state (iOS 15's look; UIKit does not
/// document the values):
///
/// | style | foreground | background |
/// |---|---|---|
/// | plain, borderless | tint | none |
/// | tinted, borderedTinted | tint | tint at 15 % opacity |
/// | gray, bordered | tint | `tertiarySystemFill` |
/// | filled, borderedProminent | white | tint |
///
/// `baseForegroundColor`/`baseBackgroundColor` replace the tint (tinted styles keep their
/// 15 %). Pressed (highlighted): a style without a background shows its foreground at 50 %;
/// one with a background shows the background at 70 % of its opacity (dimmer over the page).
/// Disabled: the foreground is `tertiaryLabel` and a background is `tertiarySystemFill`.
/// A title run's own `foregroundColor` takes `baseForegroundColor`'s place for that run.
/// Colours stay dynamic (resolved when drawn), so light and dark both follow.
extension UIButton.Configuration {
    /// A colour whose opacity is `factor` times `color`'s, resolved when drawn. The same
    /// colour and factor give the same object, so a styled title shown pressed again equals
    /// the one made the first time and its `NSAttributedString` is reused, not made anew.
    static func scaledAlpha(_ color: UIColor, _ factor: CGFloat) -> UIColor {
        let key = ScaledAlphaKey(color: ObjectIdentifier(color), factor: factor)
        return scaledAlphaColours.withLock { made in
            if let known = made[key], known.base === color { return known.scaled }
            let scaled = UIColor(dynamicProvider: { traits in
                let c = color.resolvedColor(with: traits)
                return c.withAlphaComponent(c.color.alpha * factor)
            })
            // Bounded: a button's looks are few, but apps may make colours without end.
            if made.count >= 64 { made.removeAll() }
            made[key] = (color, scaled)
            return scaled
        }
    }

    private struct ScaledAlphaKey: Hashable {
        var color: ObjectIdentifier
        var factor: CGFloat
    }

    /// The colours `scaledAlpha` made, with the colour each was made from (kept, so its
    /// identifier is not reused while the entry stands).
    private static let scaledAlphaColours = Mutex<[ScaledAlphaKey: (base: UIColor, scaled: UIColor)]>([:])

    /// Whether the style draws a background.
    var hasBackground: Bool {
        switch style {
        case .plain, .borderless: return false
        default: return true
        }
    }

    /// The text and template-image colour in `state` for a button tinted `tint`; `own` (a
    /// title run's own colour) stands in for `baseForegroundColor`.
    func foregroundColor(for state: UIControl.State, tint: UIColor, own: UIColor? = nil) -> UIColor {
        if state.contains(.disabled) { return .tertiaryLabel }
        let base: UIColor
        switch style {
        case .filled, .borderedProminent: base = own ?? baseForegroundColor ?? .white
        default: base = own ?? baseForegroundColor ?? tint
        }
        if state.contains(.highlighted), !hasBackground { return Self.scaledAlpha(base, 0.5) }
        return base
    }

    /// The background fill in `state` (`.clear` for plain styles).
    func backgroundColor(for state: UIControl.State, tint: UIColor) -> UIColor {
        let styled: UIColor
        switch style {
        case .plain, .borderless: styled = baseBackgroundColor ?? .clear
        case .tinted, .borderedTinted: styled = Self.scaledAlpha(baseBackgroundColor ?? tint, 0.15)
        case .gray, .bordered: styled = baseBackgroundColor ?? .tertiarySystemFill
        case .filled, .borderedProminent: styled = baseBackgroundColor ?? tint
        }
        let base = background.backgroundColor ?? styled
        if state.contains(.disabled) { return hasBackground ? .tertiarySystemFill : base }
        if state.contains(.highlighted), hasBackground || baseBackgroundColor != nil { return Self.scaledAlpha(base, 0.7) }
        return base
    }
}
