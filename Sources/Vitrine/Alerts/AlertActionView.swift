import Foundation

/// One button of an alert or action sheet: the action's title centred, in the tint colour
/// (red for a destructive action, grey when disabled, semibold when it is the emphasised one),
/// a light fill while a finger is down on it. A tap chooses the action.
@MainActor
final class AlertActionView: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    private let emphasised: Bool

    /// The fill shown while the button is pressed.
    static let highlightColor = UIColor(light: UIColor(white: 0, alpha: 0.1), dark: UIColor(white: 1, alpha: 0.12))

    /// The title's inset from the button's sides.
    static let titleInset: CGFloat = 8

    /// `font` is the title's size (semibold when `emphasised`); `wraps`: the title takes as
    /// many lines as it needs (the accessibility text sizes) instead of one, truncated in the
    /// middle.
    init(action: UIAlertAction, font: UIFont, emphasised: Bool, wraps: Bool = false) {
        self.action = action
        self.emphasised = emphasised
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = emphasised ? .systemFont(ofSize: font.pointSize, weight: .semibold) : font
        label.numberOfLines = wraps ? 0 : 1
        label.lineBreakMode = wraps ? .byWordWrapping : .byTruncatingMiddle
        addSubview(label)
        isEnabled = action.isEnabled
        updateColour()
        _ = addTarget({ [weak self] _, _ in
            guard let self else { return }
            self.action.controller?.choose(self.action)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { return nil }

    private func updateColour() {
        if !action.isEnabled {
            label.textColor = .tertiaryLabel
        } else if action.style == .destructive {
            label.textColor = .systemRed
        } else {
            label.textColor = tintColor
        }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? Self.highlightColor : nil }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColour()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.titleInset, dy: 0)
    }

    /// The height the button needs at `width`: `minimum`, or the wrapped title with
    /// `padding` above and below when that is taller.
    func height(forWidth width: CGFloat, minimum: CGFloat, padding: CGFloat) -> CGFloat {
        guard label.numberOfLines != 1 else { return minimum }
        let text = AlertContentView.height(of: label, width: max(0, width - 2 * Self.titleInset))
        return max(minimum, text + 2 * padding)
    }
}
