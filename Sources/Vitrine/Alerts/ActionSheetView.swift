import Foundation

/// The body of an `.actionSheet` controller (iOS's metrics): the title and message (footnote,
/// secondary label colour) and the actions (57 points each, 20-point text, below hairlines) in
/// a group with corners of 13; the cancel action in a group of its own 8 points below. When the
/// group does not fit the height it is given, it scrolls; the cancel group stays.
@MainActor
final class ActionSheetView: AlertContentView {
    static let cornerRadiusValue: CGFloat = 13
    static let actionHeight: CGFloat = 57
    static let groupGap: CGFloat = 8
    static let headerInset: CGFloat = 14
    static let sideInset: CGFloat = 16
    static let fontSize: CGFloat = 20
    /// The groups' fills (iOS draws a blurred material; these are its usual look).
    static let groupBackground = UIColor(light: UIColor(rgb: 0xF2F2F2), dark: UIColor(rgb: 0x2C2C2E))
    static let cancelBackground = UIColor(light: UIColor(rgb: 0xFFFFFF), dark: UIColor(rgb: 0x2C2C2E))

    let group = UIView()
    let scrollView = UIScrollView()
    let cancelGroup = UIView()
    let titleLabel = AlertContentView.label(font: .systemFont(ofSize: 13, weight: .semibold), color: .secondaryLabel)
    let messageLabel = AlertContentView.label(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    private var separators: [UIView] = []

    override init(controller: UIAlertController) {
        super.init(controller: controller)
        for g in [group, cancelGroup] {
            g.cornerRadius = Self.cornerRadiusValue
            g.clipsToBounds = true
            addSubview(g)
        }
        group.backgroundColor = Self.groupBackground
        cancelGroup.backgroundColor = Self.cancelBackground
        group.addSubview(scrollView)
        scrollView.addSubview(titleLabel)
        scrollView.addSubview(messageLabel)
        rebuild()
    }

    required init?(coder: NSCoder) { return nil }

    override func rebuild() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        readTitleAndMessageTogether(titleLabel, messageLabel)
        for s in separators { s.removeFromSuperview() }
        separators = []
        removeActionViews()
        let others = controller.actions.filter { $0.style != .cancel }
        for (i, a) in others.enumerated() {
            if i > 0 || hasHeader {
                let s = Self.hairline()
                separators.append(s)
                scrollView.addSubview(s)
            }
            scrollView.addSubview(makeActionView(a, font: .systemFont(ofSize: Self.fontSize), emphasised: isEmphasised(a)))
        }
        if let cancel = controller.cancelAction {
            cancelGroup.addSubview(makeActionView(cancel, font: .systemFont(ofSize: Self.fontSize), emphasised: isEmphasised(cancel)))
        }
        super.rebuild()
    }

    private var hasHeader: Bool { !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty }

    private func headerHeights(width: CGFloat) -> (title: CGFloat, message: CGFloat, total: CGFloat) {
        let tw = width - 2 * Self.sideInset
        let t = Self.height(of: titleLabel, width: tw)
        let m = Self.height(of: messageLabel, width: tw)
        guard t > 0 || m > 0 else { return (0, 0, 0) }
        return (t, m, Self.headerInset + t + (t > 0 && m > 0 ? 2 : 0) + m + Self.headerInset)
    }

    private var groupActionCount: Int { controller.actions.filter { $0.style != .cancel }.count }

    /// The group's full height and the cancel part's (gap included).
    private func heights(width: CGFloat) -> (group: CGFloat, cancel: CGFloat) {
        let g = headerHeights(width: width).total + CGFloat(groupActionCount) * Self.actionHeight
        let c = controller.cancelAction == nil ? 0 : Self.actionHeight + (g > 0 ? Self.groupGap : 0)
        return (g, c)
    }

    override func preferredSize(width: CGFloat, maxHeight: CGFloat) -> CGSize {
        let h = heights(width: width)
        return CGSize(width: width, height: max(0, min(h.group + h.cancel, maxHeight)).rounded(.down))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let h = heights(width: w)
        let groupHeight = max(0, min(h.group, bounds.height - h.cancel))
        group.frame = CGRect(x: 0, y: 0, width: w, height: groupHeight)
        group.isHidden = h.group == 0
        scrollView.frame = group.bounds
        scrollView.contentSize = CGSize(width: w, height: h.group)
        let header = headerHeights(width: w)
        let tw = w - 2 * Self.sideInset
        titleLabel.frame = CGRect(x: Self.sideInset, y: Self.headerInset, width: tw, height: header.title)
        messageLabel.frame = CGRect(x: Self.sideInset, y: Self.headerInset + header.title + (header.title > 0 && header.message > 0 ? 2 : 0),
                                    width: tw, height: header.message)
        var y = header.total
        var s = 0
        let line = pixel
        let inGroup = actionViews.filter { $0.action.style != .cancel }
        for v in inGroup {
            if s < separators.count, y > 0 {
                separators[s].frame = CGRect(x: 0, y: y, width: w, height: line)
                s += 1
            }
            v.frame = CGRect(x: 0, y: y, width: w, height: Self.actionHeight)
            y += Self.actionHeight
        }
        for sep in separators { scrollView.bringSubviewToFront(sep) }
        cancelGroup.isHidden = h.cancel == 0
        cancelGroup.frame = CGRect(x: 0, y: bounds.height - Self.actionHeight, width: w, height: Self.actionHeight)
        actionViews.first { $0.action.style == .cancel }?.frame = cancelGroup.bounds
    }
}
