import Vitrine
import VitrinePlatform

/// The window the shell shows the accessibility menu in: a dimmed backdrop over the whole
/// screen (the app cannot be touched while the menu is open) and a panel of large rows built
/// from Vitrine's own controls, so it follows dark mode, Increase Contrast and the layout
/// direction as any app would. Above the app, its alerts and the on-screen keyboard, below
/// the focus ring (the screen reader rings its rows) and the idle dimming. It never becomes
/// key: touches reach it by hit testing, as the keyboard window's do.
@MainActor
final class AccessibilityMenuWindow: UIWindow {
    /// Under the focus ring window.
    static let level = UIWindow.Level(rawValue: FocusRingWindow.level.rawValue - 1)
    /// The most a row is tall, and the least (44 points: a finger's width); its text is two
    /// fifths of it, so the menu fits a 480-point-high panel.
    static let rowHeight: ClosedRange<CGFloat> = 44...64
    static let margin: CGFloat = 16

    let panel = AccessibilityMenuPanel()
    let titleLabel = UILabel()
    let textSize: AccessibilityMenuRow
    let contrast = AccessibilityMenuRow(title: "Increase contrast", kind: .toggle)
    let bold = AccessibilityMenuRow(title: "Bold text", kind: .toggle)
    let motion = AccessibilityMenuRow(title: "Reduce motion", kind: .toggle)
    let audio = AccessibilityMenuRow(title: "Audio mode", kind: .toggle)
    let moreTime = AccessibilityMenuRow(title: "More time", kind: .toggle)
    let reset = AccessibilityMenuRow(title: "Reset", kind: .action)
    let close = AccessibilityMenuRow(title: "Close", kind: .action)

    /// The rows in the keypad's order (the reading order too).
    var rows: [AccessibilityMenuRow] { [textSize, contrast, bold, motion, audio, moreTime, reset, close] }

    init(screen: UIScreen, textSizeSteps: [String]) {
        textSize = AccessibilityMenuRow(title: "Larger text", kind: .textSize(textSizeSteps))
        super.init(screen: screen)
        windowLevel = AccessibilityMenuWindow.level
        backgroundColor = UIColor(white: 0, alpha: 0.45)
        isOpaque = false
        panel.backgroundColor = .secondarySystemGroupedBackground
        panel.cornerRadius = 16
        titleLabel.text = "Accessibility"
        titleLabel.textColor = .label
        titleLabel.accessibilityTraits = [.staticText, .header]
        panel.addSubview(titleLabel)
        for row in rows { panel.addSubview(row) }
        addSubview(panel)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The menu lays itself out for the screen it is on (rotations resize every window).
        let m = AccessibilityMenuWindow.margin
        let width = min(bounds.width - 2 * m, 560)
        // A title, the text size's two lines, five settings and the buttons: nine row heights.
        let fit = (bounds.height - 2 * m - 2 * m) / 9
        let h = min(AccessibilityMenuWindow.rowHeight.upperBound, max(AccessibilityMenuWindow.rowHeight.lowerBound, fit.rounded(.down)))
        let height = 9 * h + 2 * m
        panel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: max(0, ((bounds.height - height) / 2).rounded()),
                             width: width, height: height)
        let font = (h * 0.4).rounded()
        titleLabel.font = UIFont.boldSystemFont(ofSize: font * 1.15)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        titleLabel.textAlignment = rtl ? .right : .left
        let inner = panel.bounds.insetBy(dx: m, dy: m)
        titleLabel.frame = CGRect(x: inner.minX + 12, y: inner.minY, width: inner.width - 24, height: h)
        var y = inner.minY + h
        for row in [textSize, contrast, bold, motion, audio, moreTime] {
            row.fontSize = font
            let rowHeight = row === textSize ? 2 * h : h
            row.frame = CGRect(x: inner.minX, y: y, width: inner.width, height: rowHeight)
            y += rowHeight
        }
        // Reset at the leading side, Close at the trailing side.
        let half = (inner.width - 12) / 2
        let leading = CGRect(x: inner.minX, y: y + 4, width: half, height: h - 4)
        let trailing = CGRect(x: inner.maxX - half, y: y + 4, width: half, height: h - 4)
        reset.fontSize = font
        close.fontSize = font
        reset.frame = rtl ? trailing : leading
        close.frame = rtl ? leading : trailing
    }
}

/// The menu's panel: modal to the screen reader (it reads the menu only), and its escape
/// (a two-finger scrub, the Escape key) closes the menu.
@MainActor
final class AccessibilityMenuPanel: UIView {
    var onEscape: (() -> Void)?

    override var accessibilityViewIsModal: Bool {
        get { true }
        set { Log.ui.warning("the accessibility menu's panel is always modal; \(newValue) ignored") }
    }

    override func accessibilityPerformEscape() -> Bool {
        onEscape?()
        return onEscape != nil
    }
}
