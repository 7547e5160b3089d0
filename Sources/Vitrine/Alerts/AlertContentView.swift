import Foundation

/// What the card of an alert and the body of an action sheet share: the controller they show,
/// and a rebuild when its title, message, actions or text fields change.
@MainActor
class AlertContentView: UIView {
    unowned let controller: UIAlertController
    /// The buttons, in display order.
    private(set) var actionViews: [AlertActionView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        // As UIKit's alert: the screen reader reads only the alert while it is up.
        accessibilityViewIsModal = true
    }

    /// The screen reader's escape (VoiceOver's two-finger scrub) chooses the cancel action,
    /// as the Escape key does; with none, it is passed on.
    override func accessibilityPerformEscape() -> Bool {
        guard let cancel = controller.cancelAction else { return false }
        controller.choose(cancel)
        return true
    }

    required init?(coder: NSCoder) { return nil }

    /// Makes the subviews again from the controller's current content.
    func rebuild() { setNeedsLayout() }

    /// The title and message labels, when the content shows them.
    var textLabels: (title: UILabel, message: UILabel)? { nil }

    /// Takes the controller's current title and message, keeping every other subview; returns
    /// whether the content needs laying out again. A text that takes the height its label
    /// already has at its width (a countdown's next second) only redraws that label: the card
    /// and the screen around it keep their layout.
    @discardableResult
    func textDidChange() -> Bool {
        guard let (title, message) = textLabels else { rebuild(); return true }
        title.text = controller.title
        message.text = controller.message
        readTitleAndMessageTogether(title, message)
        if keepsItsHeight(title), keepsItsHeight(message) { return false }
        setNeedsLayout()
        return true
    }

    /// Whether `label`, laid out before, still takes the height it was given at its width.
    private func keepsItsHeight(_ label: UILabel) -> Bool {
        label.bounds.width > 0 && Self.height(of: label, width: label.bounds.width) == label.bounds.height
    }

    /// The title and message are one element for a screen reader, said first when the alert
    /// appears (as VoiceOver says an alert): the title label reads both, the message label is
    /// not read on its own.
    func readTitleAndMessageTogether(_ titleLabel: UILabel, _ messageLabel: UILabel) {
        let both = !(controller.title ?? "").isEmpty && !(controller.message ?? "").isEmpty
        titleLabel.accessibilityLabel = both ? "\(controller.title ?? ""), \(controller.message ?? "")" : nil
        messageLabel.isAccessibilityElement = !both
    }

    /// Makes a button for `action`.
    func makeActionView(_ action: UIAlertAction, font: UIFont, emphasised: Bool, wraps: Bool = false) -> AlertActionView {
        let v = AlertActionView(action: action, font: font, emphasised: emphasised, wraps: wraps)
        actionViews.append(v)
        return v
    }

    func removeActionViews() {
        for v in actionViews { v.removeFromSuperview() }
        actionViews = []
    }

    /// The size the content wants at `width`, given at most `maxHeight` points of height.
    func preferredSize(width: CGFloat, maxHeight: CGFloat) -> CGSize { .zero }

    /// Whether `action` is drawn in bold: the preferred action, or without one the cancel
    /// action (UIKit: "If the alert also contains a cancel button, the preferred action
    /// receives the highlighting instead of the cancel button"; the preferred action "isn't
    /// used by action sheets").
    func isEmphasised(_ action: UIAlertAction) -> Bool {
        if controller.preferredStyle == .alert, let p = controller.preferredAction { return p === action }
        return action.style == .cancel
    }

    /// A hairline view in the separator colour.
    static func hairline() -> UIView {
        let v = UIView()
        v.backgroundColor = .separator
        return v
    }

    /// One device pixel, in points.
    var pixel: CGFloat { 1 / max(1, window?.screen.scale ?? traitCollection.displayScale) }

    /// A multi-line centred label.
    static func label(font: UIFont, color: UIColor) -> UILabel {
        let l = UILabel()
        l.font = font
        l.textColor = color
        l.textAlignment = .center
        l.numberOfLines = 0
        return l
    }

    /// The height `label` takes at `width` (0 when it has no text).
    static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        guard let t = label.text, !t.isEmpty else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }
}
