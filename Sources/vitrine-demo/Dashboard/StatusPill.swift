import Vitrine

/// A capsule with a coloured dot and a short status ("Running · 2 of 3 burners").
@MainActor
final class StatusPill: UIView {
    private let dot = UIView()
    let label = UILabel()

    init(text: String, colour: UIColor) {
        super.init(frame: .zero)
        backgroundColor = colour.withAlphaComponent(0.14)
        borderWidth = 1
        borderColor = colour.withAlphaComponent(0.35)
        dot.backgroundColor = colour
        dot.cornerRadius = 4
        label.text = text
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.textColor = colour
        addSubview(dot)
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    /// The width the text needs.
    var fittingWidth: CGFloat { 32 + label.intrinsicContentSize.width + 14 }

    override func layoutSubviews() {
        super.layoutSubviews()
        cornerRadius = bounds.height / 2
        dot.frame = CGRect(x: 14, y: (bounds.height - 8) / 2, width: 8, height: 8)
        label.frame = CGRect(x: 30, y: 0, width: max(0, bounds.width - 40), height: bounds.height)
    }
}
