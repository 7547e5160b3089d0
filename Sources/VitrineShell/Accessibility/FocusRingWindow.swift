import Vitrine

/// The window the screen reader draws its focus ring in: a rounded rectangle around the
/// focused element's `accessibilityFrame`, above the app and the shell's bars (below the idle
/// dimming), transparent and not hit-testable, so touches still reach the screen reader.
///
/// The ring is two lines, a dark one and a light one beside it: a ring of one colour vanishes
/// on a background of that colour, while one of a black and a white line differs from any
/// colour by at least 4.5:1 (WCAG 1.4.11 asks 3:1), whatever the app draws under it.
@MainActor
final class FocusRingWindow: UIWindow {
    /// Just under the dimming window: nothing the app or the shell shows covers the ring.
    static let level = UIWindow.Level(rawValue: DimmingWindow.level.rawValue - 1)
    /// How far the ring stands outside the element, and its main line.
    static let outset: CGFloat = 3
    static let lineWidth: CGFloat = 3
    static let cornerRadius: CGFloat = 8
    /// The contrasting line just outside the main one.
    static let haloWidth: CGFloat = 2
    /// The main line: black on a light app, white on a dark one (the ring reads as the
    /// appearance's text colour).
    static let color = UIColor(light: UIColor(rgb: 0x000000), dark: UIColor(rgb: 0xFFFFFF))
    /// The outer line: the opposite of the main one.
    static let haloColor = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x000000))

    let ring = UIView()
    /// The outer line, a subview of `ring` standing `haloWidth` outside it.
    let halo = UIView()

    override init(screen: UIScreen) {
        super.init(screen: screen)
        windowLevel = FocusRingWindow.level
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
        for (line, width, colour, radius) in [(ring, Self.lineWidth, Self.color, Self.cornerRadius),
                                              (halo, Self.haloWidth, Self.haloColor, Self.cornerRadius + Self.haloWidth)] {
            line.backgroundColor = .clear
            line.isOpaque = false
            line.borderWidth = width
            line.borderColor = colour
            line.cornerRadius = radius
        }
        ring.addSubview(halo)
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
        if ring.frame != target {
            ring.frame = target
            halo.frame = ring.bounds.insetBy(dx: -Self.haloWidth, dy: -Self.haloWidth)
        }
        if ring.isHidden { ring.isHidden = false }
    }
}
