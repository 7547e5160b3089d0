import Vitrine

extension UIColor {
    /// The demos' secondary text: a grey that keeps WCAG 1.4.3's 4.5:1 on the system and
    /// grouped backgrounds and their fills in both appearances, where `secondaryLabel` (60 %
    /// alpha, iOS's value) reads at about 3.4:1 on white; darker (lighter in dark) again with
    /// Increase Contrast, whose fills are darker.
    static let demoSecondaryText = UIColor { traits in
        let high = traits.accessibilityContrast == .high
        if traits.userInterfaceStyle == .dark { return UIColor(rgb: high ? 0xC7C7CC : 0xAEAEB2) }
        return UIColor(rgb: high ? 0x48484A : 0x636366)
    }
}
