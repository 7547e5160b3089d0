import Vitrine

/// A rounded card with a title, an optional detail on the right of the title row (a legend, a
/// count) and the content under them.
@MainActor
final class DashboardCard: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let content: UIView
    /// A view in the detail's place instead of `detailLabel` (the chart's drawn legend).
    var accessory: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessory { addSubview(accessory) }
            setNeedsLayout()
        }
    }

    init(title: String, content: UIView) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = DashboardPalette.card
        cornerRadius = 16
        borderWidth = 1
        borderColor = DashboardPalette.cardBorder
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = DashboardPalette.primaryText
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = DashboardPalette.secondaryText
        detailLabel.textAlignment = .right
        addSubview(titleLabel)
        addSubview(detailLabel)
        addSubview(content)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let titleWidth = min(titleLabel.intrinsicContentSize.width, max(0, w - 36))
        titleLabel.frame = CGRect(x: 18, y: 14, width: titleWidth, height: 20)
        let detailX = 18 + titleWidth + 12
        detailLabel.frame = CGRect(x: detailX, y: 14, width: max(0, w - 18 - detailX), height: 20)
        accessory?.frame = detailLabel.frame
        content.frame = CGRect(x: 12, y: 44, width: max(0, w - 24), height: max(0, bounds.height - 44 - 10))
    }
}
