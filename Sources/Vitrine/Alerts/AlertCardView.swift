import Foundation

/// The card of a `.alert` controller (iOS's metrics): 270 points wide, corners of 14, the title
/// (headline) and message (footnote) centred 16 points from the sides, 20 above and below;
/// text fields (28 points each) under them; the buttons (44 points each) below hairlines, side
/// by side when there are two (the cancel one on the left) and stacked otherwise (the cancel
/// one last). When everything does not fit the height it is given, the title and message
/// scroll; the text fields and buttons stay.
@MainActor
final class AlertCardView: AlertContentView {
    static let width: CGFloat = 270
    static let cornerRadiusValue: CGFloat = 14
    static let sideInset: CGFloat = 16
    static let textInset: CGFloat = 20
    static let titleMessageSpacing: CGFloat = 2
    static let fieldHeight: CGFloat = 28
    static let fieldGap: CGFloat = 16
    static let actionHeight: CGFloat = 44
    /// The card's fill (iOS draws a blurred material; these are its usual look over a plain
    /// screen).
    static let background = UIColor(light: UIColor(rgb: 0xF2F2F2), dark: UIColor(rgb: 0x2C2C2E))
    /// The text fields' fill and border.
    static let fieldBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))

    let scrollView = UIScrollView()
    let titleLabel = AlertContentView.label(font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
    let messageLabel = AlertContentView.label(font: .systemFont(ofSize: 13), color: .label)
    private var fieldBoxes: [UIView] = []
    private var separators: [UIView] = []

    override init(controller: UIAlertController) {
        super.init(controller: controller)
        backgroundColor = Self.background
        cornerRadius = Self.cornerRadiusValue
        clipsToBounds = true
        scrollView.addSubview(titleLabel)
        scrollView.addSubview(messageLabel)
        addSubview(scrollView)
        rebuild()
    }

    required init?(coder: NSCoder) { return nil }

    override var textLabels: (title: UILabel, message: UILabel)? { (titleLabel, messageLabel) }

    override func rebuild() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        readTitleAndMessageTogether(titleLabel, messageLabel)
        for b in fieldBoxes { b.removeFromSuperview() }
        fieldBoxes = controller.fields.map { field in
            let box = UIView()
            box.backgroundColor = Self.fieldBackground
            box.borderWidth = 0.5
            box.borderColor = .separator
            box.cornerRadius = 5
            box.addSubview(field)
            addSubview(box)
            return box
        }
        for s in separators { s.removeFromSuperview() }
        separators = []
        removeActionViews()
        for a in orderedActions {
            addSubview(makeActionView(a, fontSize: 17, emphasised: isEmphasised(a)))
        }
        let lines = actionViews.isEmpty ? 0 : (sideBySide ? 2 : actionViews.count)
        for _ in 0..<lines {
            let s = Self.hairline()
            separators.append(s)
            addSubview(s)
        }
        super.rebuild()
    }

    /// Two actions go side by side.
    var sideBySide: Bool { controller.actions.count == 2 }

    /// The actions in display order: the cancel action first of two (on the left), last of
    /// any other number.
    var orderedActions: [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        guard let cancel = controller.cancelAction else { return others }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    private var textWidth: CGFloat { Self.width - 2 * Self.sideInset }

    /// The heights of the parts: the title and message with their insets, the fields, the
    /// buttons.
    private var parts: (text: CGFloat, fields: CGFloat, actions: CGFloat) {
        let t = Self.height(of: titleLabel, width: textWidth)
        let m = Self.height(of: messageLabel, width: textWidth)
        var text: CGFloat = 0
        if t > 0 || m > 0 { text = Self.textInset + t + (t > 0 && m > 0 ? Self.titleMessageSpacing : 0) + m + Self.textInset }
        var fields: CGFloat = 0
        if !fieldBoxes.isEmpty {
            fields = CGFloat(fieldBoxes.count) * Self.fieldHeight + Self.fieldGap + (text == 0 ? Self.fieldGap : 0)
            if text > 0 { text -= Self.textInset - Self.fieldGap / 2 }
        }
        let actions = actionViews.isEmpty ? 0 : (sideBySide ? 1 : CGFloat(actionViews.count)) * Self.actionHeight
        return (text, fields, actions)
    }

    override func preferredSize(width: CGFloat, maxHeight: CGFloat) -> CGSize {
        let p = parts
        return CGSize(width: Self.width, height: max(0, min(p.text + p.fields + p.actions, maxHeight)).rounded(.down))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let p = parts
        let w = bounds.width
        // The title and message scroll in what the fields and buttons leave.
        let textHeight = max(0, min(p.text, bounds.height - p.fields - p.actions))
        scrollView.frame = CGRect(x: 0, y: 0, width: w, height: textHeight)
        let t = Self.height(of: titleLabel, width: textWidth)
        let m = Self.height(of: messageLabel, width: textWidth)
        let top = p.text > 0 ? Self.textInset : 0
        titleLabel.frame = CGRect(x: Self.sideInset, y: top, width: textWidth, height: t)
        messageLabel.frame = CGRect(x: Self.sideInset, y: top + t + (t > 0 && m > 0 ? Self.titleMessageSpacing : 0), width: textWidth, height: m)
        scrollView.contentSize = CGSize(width: w, height: p.text)

        var y = textHeight + (p.text == 0 && !fieldBoxes.isEmpty ? Self.fieldGap : 0)
        for (box, field) in zip(fieldBoxes, controller.fields) {
            box.frame = CGRect(x: Self.sideInset, y: y, width: textWidth, height: Self.fieldHeight)
            field.frame = box.bounds.insetBy(dx: 6, dy: 0)
            y += Self.fieldHeight
        }
        if !fieldBoxes.isEmpty { y += Self.fieldGap }

        let line = pixel
        if sideBySide, actionViews.count == 2, separators.count == 2 {
            let half = (w / 2).rounded(.down)
            separators[0].frame = CGRect(x: 0, y: y, width: w, height: line)
            separators[1].frame = CGRect(x: half, y: y, width: line, height: Self.actionHeight)
            actionViews[0].frame = CGRect(x: 0, y: y, width: half, height: Self.actionHeight)
            actionViews[1].frame = CGRect(x: half, y: y, width: w - half, height: Self.actionHeight)
        } else {
            for (i, v) in actionViews.enumerated() {
                if i < separators.count { separators[i].frame = CGRect(x: 0, y: y, width: w, height: line) }
                v.frame = CGRect(x: 0, y: y, width: w, height: Self.actionHeight)
                y += Self.actionHeight
            }
        }
        for s in separators { bringSubviewToFront(s) }
    }
}
