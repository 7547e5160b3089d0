/// The bars' default background: iOS's light bar grey, or a dark grey in the dark appearance
/// (a bar's title and items use `label` and the tint, so they stay readable in both).
extension UIColor {
    static let defaultBarBackground = UIColor(light: UIColor(rgb: 0xF8F8F8), dark: UIColor(rgb: 0x1C1C1E))
}
