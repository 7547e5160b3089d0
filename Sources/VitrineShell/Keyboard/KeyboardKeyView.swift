import Foundation
import Vitrine

/// One key cap: a rounded rectangle with a hard one-point shadow under it (iOS's key caps),
/// its label centred — white for character keys, darker for function keys, blue for a
/// prominent return key — and the shift, globe and dismiss symbols. A touched function key
/// highlights (swaps to the character key's colour, as on iOS); character keys show the
/// pop-up preview instead (``KeyPreviewView``).
@MainActor
final class KeyboardKeyView: UIView {
    /// The shift key's state.
    enum ShiftState: Equatable { case off, on, locked }

    var key: KeyboardKey { didSet { if key != oldValue { setNeedsDisplay(); updateAccessibility() } } }
    var palette: KeyboardPalette = .light { didSet { if palette != oldValue { setNeedsDisplay() } } }
    /// Whether letter keys show their shifted labels.
    var shifted = false { didSet { if shifted != oldValue, key.shiftedLabel != nil { setNeedsDisplay(); updateAccessibility() } } }
    /// For the shift key: off, on for one character, or caps lock.
    var shiftState = ShiftState.off { didSet { if shiftState != oldValue { setNeedsDisplay(); updateAccessibility() } } }
    /// Whether a touch is on the key.
    var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    /// Whether the key works (a return key with `enablesReturnKeyAutomatically` and no text
    /// is drawn dimmed and does nothing).
    var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay(); updateAccessibility() } } }
    /// Whether a touch shows the pop-up preview (single characters, not on pads) rather than
    /// highlighting the key.
    var showsPreview = false
    /// Whether this is the blue action key (a prominent return key).
    var isProminent = false { didSet { if isProminent != oldValue { setNeedsDisplay() } } }

    /// The corner radius of key caps.
    static let cornerRadius: CGFloat = 5

    init(key: KeyboardKey) {
        self.key = key
        super.init(frame: .zero)
        backgroundColor = nil
        isUserInteractionEnabled = false
        updateAccessibility()
    }

    /// The key as a screen reader's element: its character or name, a keyboard key (dimmed
    /// when it does nothing; shift "selected" while on). A double tap on it, or a finger
    /// exploring that lifts on it, taps it, and the keyboard types as for any tap.
    private func updateAccessibility() {
        isAccessibilityElement = true
        let name = key.accessibilityName(shifted: shifted)
        accessibilityLabel = name
        // A Hangul jamo cap (ㄱ…ㅣ) is said by the Korean voice; the other keys in the app's language.
        accessibilityLanguage = Self.isHangulJamo(name) ? "ko" : nil
        var traits: UIAccessibilityTraits = .keyboardKey
        if !isEnabled { traits.insert(.notEnabled) }
        if key.role == .shift, shiftState != .off { traits.insert(.selected) }
        accessibilityTraits = traits
    }

    required init?(coder: NSCoder) { return nil }


    /// The cap's colour now.
    var capColor: UIColor {
        if isProminent && isEnabled { return isPressed ? palette.functionKey : palette.prominentKey }
        if key.role == .shift && shiftState != .off { return palette.characterKey }
        if key.isCharacter { return isPressed && !showsPreview ? palette.functionKey : palette.characterKey }
        return isPressed ? palette.characterKey : palette.functionKey
    }

    var labelColor: UIColor {
        if !isEnabled { return palette.disabledLabel }
        return isProminent && !isPressed ? palette.prominentLabel : palette.label
    }

    /// The font of a label: letters large, words (`return`, `space`, `123`) smaller, both
    /// following the key's height.
    static func font(for label: String, keyHeight: CGFloat) -> UIFont {
        if label.count == 1 {
            return .systemFont(ofSize: min(40, max(16, (keyHeight * 0.5 * labelScale(label)).rounded())))
        }
        return .systemFont(ofSize: min(20, max(13, (keyHeight * 0.36).rounded())))
    }

    /// Hangul compatibility jamo (ㄱ…ㅣ) sit small in the CJK face: a third larger, they
    /// look as large as Latin letters.
    static func labelScale(_ label: String) -> CGFloat { isHangulJamo(label) ? 1.35 : 1 }

    /// Whether `label` is a Hangul compatibility jamo (a 두벌식 key's cap).
    static func isHangulJamo(_ label: String) -> Bool {
        label.unicodeScalars.first.map { (0x3131...0x318E).contains($0.value) } ?? false
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = KeyboardKeyView.cornerRadius
        let cap = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 1)
        ctx.setFillColor(palette.shadow.cgColor)
        ctx.fill(CGRect(x: 0, y: 1, width: bounds.width, height: bounds.height - 1), cornerRadius: r)
        if let border = palette.border {
            // Increase Contrast: the cap inside a one-point outline.
            ctx.setFillColor(border.cgColor)
            ctx.fill(cap, cornerRadius: r)
            ctx.setFillColor(capColor.cgColor)
            ctx.fill(cap.insetBy(dx: 1, dy: 1), cornerRadius: r - 1)
        } else {
            ctx.setFillColor(capColor.cgColor)
            ctx.fill(cap, cornerRadius: r)
        }
        switch key.role {
        case .globe: KeyboardSymbols.drawGlobe(in: cap, color: labelColor, cap: capColor)
        case .shift:
            let symbol = shiftState == .locked ? "⇪" : "⇧"
            KeyboardSymbols.drawLabel(symbol, in: cap, color: labelColor, font: KeyboardKeyView.font(for: symbol, keyHeight: cap.height))
            if shiftState == .locked {
                // iOS underlines the arrow for caps lock.
                ctx.setFillColor(labelColor.cgColor)
                ctx.fill(CGRect(x: cap.midX - 6, y: cap.maxY - max(6, cap.height * 0.18), width: 12, height: 2))
            }
        case .dismiss: KeyboardSymbols.drawDismiss(in: cap, color: labelColor, cap: capColor)
        default:
            let text = key.label(shifted: shifted)
            KeyboardSymbols.drawLabel(text, in: cap, color: labelColor, font: KeyboardKeyView.font(for: text, keyHeight: cap.height))
        }
    }
}
