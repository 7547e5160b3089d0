import Vitrine

extension UIColor {
    /// The demos' secondary text: a grey that keeps WCAG 1.4.3's 4.5:1 on the system and
    /// grouped backgrounds and their fills in both appearances, where `secondaryLabel` (60 %
    /// alpha, iOS's value) reads at about 3.4:1 on white.
    static let demoSecondaryText = UIColor(light: UIColor(rgb: 0x636366), dark: UIColor(rgb: 0xAEAEB2))
}
