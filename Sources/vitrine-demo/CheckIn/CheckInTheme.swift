import Foundation
import Vitrine

/// The check-in kiosk's look: one deep ink colour for the brand, one warm accent for what
/// the guest should press, a quiet paper background, and a type scale of four sizes. The
/// palette is light only (the flow keeps the light appearance); with Increase Contrast the
/// colours text and buttons are drawn in turn darker, as Apple's guidelines ask of an app's
/// own colours.
@MainActor
enum CheckInTheme {
    /// `standard`, or `increased` with Increase Contrast.
    private static func contrasting(_ standard: UInt32, increased: UInt32) -> UIColor {
        let normal = UIColor(rgb: standard), high = UIColor(rgb: increased)
        return UIColor { $0.accessibilityContrast == .high ? high : normal }
    }

    /// The brand: deep navy ink.
    static let ink = UIColor(rgb: 0x12263A)
    /// The brass on ink (brand line, kickers).
    static let accent = UIColor(rgb: 0xC8893B)
    /// What to press next: a brass fill, deep enough for the buttons' white 24 pt titles
    /// (WCAG 1.4.3's 3:1 for large text).
    static let action = contrasting(0xB97A2F, increased: 0x8F5716)
    /// The pressed accent, and brass text and tints on paper (the bar's buttons): dark enough
    /// for WCAG's 4.5:1 there.
    static let accentDark = contrasting(0x8A5A1E, increased: 0x6F4512)
    /// The page behind cards.
    static let paper = UIColor(rgb: 0xF5F1EA)
    /// Cards and fields.
    static let card = UIColor.white
    /// Secondary text on paper and cards (4.5:1 or more on both).
    static let muted = contrasting(0x5B6270, increased: 0x454B57)
    /// Text on ink.
    static let onInk = UIColor(rgb: 0xF5F1EA)
    /// Success.
    static let success = UIColor(rgb: 0x2E7D5B)

    static let display = UIFont.systemFont(ofSize: 56, weight: .bold)
    static let title = UIFont.systemFont(ofSize: 30, weight: .semibold)
    static let body = UIFont.systemFont(ofSize: 20)
    static let caption = UIFont.systemFont(ofSize: 16)

    /// The primary button: brass fill, white semibold title, 14 pt corners, 64 pt tall.
    static func primaryButton(_ title: String, identifier: String) -> UIButton {
        let b = UIButton(type: .custom)
        b.setTitle(title, for: .normal)
        b.setTitleColor(.white, for: .normal)
        b.titleLabel?.font = .systemFont(ofSize: 24, weight: .semibold)
        b.backgroundColor = action
        b.cornerRadius = 14
        b.accessibilityIdentifier = identifier
        b.translatesAutoresizingMaskIntoConstraints = false
        b.heightAnchor.constraint(equalToConstant: 64).isActive = true
        return b
    }

    /// A label with the theme's font and colour.
    static func label(_ text: String, font: UIFont, colour: UIColor, lines: Int = 1) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = font
        l.textColor = colour
        l.numberOfLines = lines
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }
}
