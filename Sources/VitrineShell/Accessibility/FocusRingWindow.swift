import Vitrine

/// The window the screen reader draws its focus ring in: a rounded rectangle around the
/// focused element's `accessibilityFrame`, above the app and the shell's bars (below the idle
/// dimming), transparent and not hit-testable, so touches still reach the screen reader.
@MainActor
final class FocusRingWindow: UIWindow {
    /// Just under the dimming window: nothing the app or the shell shows covers the ring.
    static let level = UIWindow.Level(rawValue: DimmingWindow.level.rawValue - 1)
    /// How far the ring stands outside the element, and its line.
    static let outset: CGFloat = 3
    static let lineWidth: CGFloat = 3
    /// Near-black on a light app, near-white on a dark one: the ring must stand out from either.
    static let color = UIColor(light: UIColor(rgb: 0x1F1F1F), dark: UIColor(rgb: 0xF2F2F2))

    let ring = UIView()

    override init(screen: UIScreen) {
        super.init(screen: screen)
        windowLevel = FocusRingWindow.level
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
        ring.backgroundColor = .clear
        ring.isOpaque = false
        ring.borderWidth = FocusRingWindow.lineWidth
        ring.borderColor = FocusRingWindow.color
        ring.cornerRadius = 8
        ring.isHidden = true
        addSubview(ring)
    }

    required init?(coder: NSCoder) { return nil }

    /// Puts the ring around `frame` (screen coordinates), or hides it (`nil`). Setting the
    /// same frame again changes nothing (no frame is drawn for it).
    func surround(_ frame: CGRect?) {
        guard let frame, !frame.isEmpty else {
            if !ring.isHidden { ring.isHidden = true }
            return
        }
        // The window covers the screen from its origin: screen coordinates are its own.
        let o = FocusRingWindow.outset
        let target = frame.insetBy(dx: -o, dy: -o)
        if ring.frame != target { ring.frame = target }
        if ring.isHidden { ring.isHidden = false }
    }
}
