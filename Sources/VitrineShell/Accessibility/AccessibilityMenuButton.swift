import Vitrine

/// The permanent accessibility button (`[accessibility] menu_button = true`): a round button
/// with the accessibility symbol in the bottom-leading corner (bottom right in a
/// right-to-left layout) that opens the accessibility menu, for a customer who knows neither
/// the keys nor the corner press. Its window covers the screen (every window takes the
/// screen's size on a rotation) but is transparent and takes touches on the button only;
/// it sits above the app and its alerts, below the on-screen keyboard.
@MainActor
final class AccessibilityMenuButtonWindow: UIWindow {
    /// Under the on-screen keyboard (the button must not cover a key).
    static let level = UIWindow.Level(rawValue: UIWindow.Level.keyboard.rawValue - 1)
    /// The button's side and its distance from the screen's edges, in points.
    static let size: CGFloat = 48
    static let margin: CGFloat = 12

    let button = UIButton(type: .system)

    init(screen: UIScreen, open: @escaping @MainActor () -> Void) {
        super.init(screen: screen)
        windowLevel = AccessibilityMenuButtonWindow.level
        backgroundColor = .clear
        isOpaque = false
        let symbol = UIImage(systemName: "accessibility", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
        button.setImage(symbol, for: .normal)
        button.tintColor = .white
        button.backgroundColor = .systemBlue
        button.cornerRadius = AccessibilityMenuButtonWindow.size / 2
        button.accessibilityLabel = "Accessibility menu"
        button.accessibilityIdentifier = "vitrine.accessibility-menu-button"
        button.addTarget({ _, _ in open() }, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = AccessibilityMenuButtonWindow.size, m = AccessibilityMenuButtonWindow.margin
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = safeAreaInsets
        let x = rtl ? bounds.width - m - s - insets.right : m + insets.left
        let f = CGRect(x: x, y: bounds.height - m - s - insets.bottom, width: s, height: s)
        if button.frame != f { button.frame = f }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Transparent but for the button: the app's touches pass.
        guard button.frame.contains(point) else { return nil }
        return super.hitTest(point, with: event)
    }
}
