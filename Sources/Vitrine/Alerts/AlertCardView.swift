import Foundation

/// The card of a `.alert` controller (iOS's metrics): 270 points wide, corners of 14, the title
/// (headline) and message (footnote) centred 16 points from the sides, 20 above and below;
/// text fields (28 points each) under them; the buttons (body, 44 points each) below
/// hairlines, side by side when there are two whose titles fit (the cancel one on the left)
/// and stacked otherwise (the cancel one last). When everything does not fit the height it is
/// given, the title and message scroll; the text fields and buttons stay.
///
/// The text follows Dynamic Type. At the accessibility text sizes, as iOS's alert does, the
/// card widens with the text (up to the room it is given), the buttons are always stacked,
/// their titles wrap, and the whole card — buttons too — scrolls when it does not fit.
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
    /// Above and below a wrapped button title.
    static let actionTitlePadding: CGFloat = 11
    /// The card's fill (iOS draws a blurred material; these are its usual look over a plain
    /// screen).
    static let background = UIColor(light: UIColor(rgb: 0xF2F2F2), dark: UIColor(rgb: 0x2C2C2E))
    /// The text fields' fill and border.
    static let fieldBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x1C1C1E))

    let scrollView = UIScrollView()
    let titleLabel = AlertContentView.label(font: .preferredFont(forTextStyle: .headline), color: .label)
    let messageLabel = AlertContentView.label(font: .preferredFont(forTextStyle: .footnote), color: .label)
    private var fieldBoxes: [UIView] = []
    private var separators: [UIView] = []
    /// The category the content was last built for.
    private var builtCategory: UIContentSizeCategory = .unspecified

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

    /// The text size the card is shown at (the app's when its traits specify none).
    private var category: UIContentSizeCategory { UIFont.contentSizeCategory(of: traitCollection) }
    /// Whether the text size is one of the accessibility sizes.
    var isAccessibilitySize: Bool { category.isAccessibilityCategory }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if category != builtCategory { rebuild() }
    }

    override func rebuild() {
        builtCategory = category
        titleLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
        messageLabel.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
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
            host.addSubview(box)
            return box
        }
        for s in separators { s.removeFromSuperview() }
        separators = []
        removeActionViews()
        let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        sideBySide = Self.fitSideBySide(controller.actions, font: font, category: category)
        for a in orderedActions {
            host.addSubview(makeActionView(a, font: font, emphasised: isEmphasised(a), wraps: isAccessibilitySize))
        }
        let lines = actionViews.isEmpty ? 0 : (sideBySide ? 2 : actionViews.count)
        for _ in 0..<lines {
            let s = Self.hairline()
            separators.append(s)
            host.addSubview(s)
        }
        super.rebuild()
    }

    /// Where the fields and buttons go: in the scroll view with the text at the accessibility
    /// sizes (everything scrolls), else on the card (they stay while the text scrolls).
    private var host: UIView { isAccessibilitySize ? scrollView : self }

    /// Whether the two actions go side by side (decided when the card is built).
    private(set) var sideBySide = false

    /// Two actions go side by side when both titles fit on one line in half the card; never
    /// at the accessibility sizes.
    private static func fitSideBySide(_ actions: [UIAlertAction], font: UIFont, category: UIContentSizeCategory) -> Bool {
        guard actions.count == 2, !category.isAccessibilityCategory else { return false }
        let room = width / 2 - 2 * AlertActionView.titleInset
        let probe = UILabel()
        probe.font = .systemFont(ofSize: font.pointSize, weight: .semibold)
        return actions.allSatisfy {
            probe.text = $0.title
            return probe.intrinsicContentSize.width <= room
        }
    }

    /// The actions in display order: the cancel action first of two (on the leading side: the
    /// left, or the right in a right-to-left layout), last of any other number.
    var orderedActions: [UIAlertAction] {
        let others = controller.actions.filter { $0.style != .cancel }
        guard let cancel = controller.cancelAction else { return others }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    /// The card's width given `available` points: 270, and at the accessibility sizes 270
    /// grown as body text grows, at most `available`.
    func cardWidth(available: CGFloat) -> CGFloat {
        guard isAccessibilitySize else { return Self.width }
        let grown = UIFontMetrics.default.scaledValue(for: Self.width, compatibleWith: traitCollection).rounded()
        return max(Self.width, min(grown, available.isFinite ? available : Self.width))
    }

    /// The buttons' heights at card width `w`, in display order (one row when side by side).
    private func actionHeights(_ w: CGFloat) -> [CGFloat] {
        if sideBySide { return actionViews.isEmpty ? [] : [Self.actionHeight] }
        return actionViews.map { $0.height(forWidth: w, minimum: Self.actionHeight, padding: Self.actionTitlePadding) }
    }

    /// The heights of the parts at card width `w`: the title and message with their insets,
    /// the fields, the buttons.
    private func parts(_ w: CGFloat) -> (text: CGFloat, fields: CGFloat, actions: CGFloat) {
        let textWidth = max(0, w - 2 * Self.sideInset)
        let t = Self.height(of: titleLabel, width: textWidth)
        let m = Self.height(of: messageLabel, width: textWidth)
        var text: CGFloat = 0
        if t > 0 || m > 0 { text = Self.textInset + t + (t > 0 && m > 0 ? Self.titleMessageSpacing : 0) + m + Self.textInset }
        var fields: CGFloat = 0
        if !fieldBoxes.isEmpty {
            fields = CGFloat(fieldBoxes.count) * Self.fieldHeight + Self.fieldGap + (text == 0 ? Self.fieldGap : 0)
            if text > 0 { text -= Self.textInset - Self.fieldGap / 2 }
        }
        return (text, fields, actionHeights(w).reduce(0, +))
    }

    /// `width` is the room the card may take (its width is `cardWidth(available:)`).
    override func preferredSize(width: CGFloat, maxHeight: CGFloat) -> CGSize {
        let w = cardWidth(available: width)
        let p = parts(w)
        return CGSize(width: w, height: max(0, min(p.text + p.fields + p.actions, maxHeight)).rounded(.down))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let p = parts(w)
        let textWidth = max(0, w - 2 * Self.sideInset)
        // The title and message scroll in what the fields and buttons leave; at the
        // accessibility sizes everything scrolls together.
        let scrollsAll = isAccessibilitySize
        let textHeight = scrollsAll ? p.text : max(0, min(p.text, bounds.height - p.fields - p.actions))
        scrollView.frame = CGRect(x: 0, y: 0, width: w, height: scrollsAll ? bounds.height : textHeight)
        let t = Self.height(of: titleLabel, width: textWidth)
        let m = Self.height(of: messageLabel, width: textWidth)
        let top = p.text > 0 ? Self.textInset : 0
        titleLabel.frame = CGRect(x: Self.sideInset, y: top, width: textWidth, height: t)
        messageLabel.frame = CGRect(x: Self.sideInset, y: top + t + (t > 0 && m > 0 ? Self.titleMessageSpacing : 0), width: textWidth, height: m)
        scrollView.contentSize = CGSize(width: w, height: scrollsAll ? p.text + p.fields + p.actions : p.text)

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
            // The first (the cancel action) on the leading side: the right one, right to left.
            let first = CGRect(x: 0, y: y, width: half, height: Self.actionHeight)
            let second = CGRect(x: half, y: y, width: w - half, height: Self.actionHeight)
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            actionViews[0].frame = rtl ? second : first
            actionViews[1].frame = rtl ? first : second
        } else {
            for (i, (v, h)) in zip(actionViews, actionHeights(w)).enumerated() {
                if i < separators.count { separators[i].frame = CGRect(x: 0, y: y, width: w, height: line) }
                v.frame = CGRect(x: 0, y: y, width: w, height: h)
                y += h
            }
        }
        for s in separators { s.superview?.bringSubviewToFront(s) }
    }
}
