import Foundation
import Vitrine

/// The check-in kiosk's look: one deep ink colour for the brand, one warm accent for what
/// the guest should press, a quiet paper background, and a type scale of four sizes. The
/// palette is light only (the flow keeps the light appearance); with Increase Contrast the
/// colours text and buttons are drawn in turn darker, as Apple's guidelines ask of an app's
/// own colours. The type follows Dynamic Type (each size scaled as a text style scales,
/// `UIFontMetrics`), up to the accessibility sizes, where the screens rearrange
/// (`isAccessibilitySize`).
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

    static var display: UIFont { scaled(56, .bold, as: .largeTitle) }
    static var title: UIFont { scaled(30, .semibold, as: .title1) }
    static var body: UIFont { scaled(20) }
    static var caption: UIFont { scaled(16, as: .callout) }

    /// The system font of `size` points at the Large text size, scaled as `style` scales at
    /// the app's text size (a label with `adjustsFontForContentSizeCategory` follows changes).
    static func scaled(_ size: CGFloat, _ weight: UIFont.Weight = .regular, as style: UIFont.TextStyle = .body) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }

    /// Whether `traits` ask for one of the accessibility text sizes: then the screens stack
    /// what sits side by side and scroll (UIKit's pattern:
    /// `preferredContentSizeCategory.isAccessibilityCategory`); traits that specify no size
    /// (a view not yet on screen) count as the app's.
    static func isAccessibilitySize(_ traits: UITraitCollection) -> Bool {
        let c = traits.preferredContentSizeCategory
        return (c == .unspecified ? UIApplication.shared.preferredContentSizeCategory : c).isAccessibilityCategory
    }

    /// The primary button: brass fill, white semibold title, 14 pt corners, 64 pt tall (taller
    /// when the text size needs it).
    static func primaryButton(_ title: String, identifier: String) -> UIButton {
        let b = UIButton(type: .custom)
        b.setTitle(title, for: .normal)
        b.setTitleColor(.white, for: .normal)
        b.titleLabel?.font = scaled(24, .semibold, as: .title3)
        b.titleLabel?.adjustsFontForContentSizeCategory = true
        b.backgroundColor = action
        b.cornerRadius = 14
        b.accessibilityIdentifier = identifier
        b.translatesAutoresizingMaskIntoConstraints = false
        b.heightAnchor.constraint(greaterThanOrEqualToConstant: 64).isActive = true
        return b
    }

    /// A label with the theme's font and colour, following the text size; it wraps (as many
    /// lines as it needs) unless told otherwise.
    static func label(_ text: String, font: UIFont, colour: UIColor, lines: Int = 0) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = font
        l.adjustsFontForContentSizeCategory = true
        l.textColor = colour
        l.numberOfLines = lines
        l.translatesAutoresizingMaskIntoConstraints = false
        return l
    }
}
