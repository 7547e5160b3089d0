import Foundation
import Vitrine

/// The keyboard's colours in the light and dark appearances, after iOS's keyboard: a grey
/// backdrop, white character keys and darker function keys (in the dark, mid-grey character
/// keys on charcoal), each cap with a hard one-point shadow under it, and the blue action
/// key for prominent return keys. With Increase Contrast, ``lightIncreasedContrast`` and
/// ``darkIncreasedContrast`` (`KeyboardPalette+IncreasedContrast.swift`).
package struct KeyboardPalette: Equatable, Sendable {
    package var background: UIColor
    package var characterKey: UIColor
    package var functionKey: UIColor
    package var shadow: UIColor
    package var label: UIColor
    package var disabledLabel: UIColor
    package var prominentKey: UIColor
    package var prominentLabel: UIColor
    /// A one-point outline around every cap (`nil`: none): Increase Contrast's stronger key
    /// edges.
    package var border: UIColor? = nil

    /// `keyboardAppearance` `.light` (and `.default` under a light interface).
    package static let light = KeyboardPalette(
        background: UIColor(rgb: 0xD1D4D9), characterKey: .white, functionKey: UIColor(rgb: 0xABB0BA),
        shadow: UIColor(rgb: 0x898A8D), label: .black, disabledLabel: UIColor(rgb: 0x8E8E93),
        prominentKey: UIColor(rgb: 0x007AFF), prominentLabel: .white)

    /// `keyboardAppearance` `.dark` (and `.default` under a dark interface).
    package static let dark = KeyboardPalette(
        background: UIColor(rgb: 0x2B2B2D), characterKey: UIColor(rgb: 0x6B6B6E), functionKey: UIColor(rgb: 0x464649),
        shadow: UIColor(rgb: 0x0F0F10), label: .white, disabledLabel: UIColor(rgb: 0x8E8E93),
        prominentKey: UIColor(rgb: 0x0A84FF), prominentLabel: .white)
}
