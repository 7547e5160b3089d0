import Vitrine

/// The semantic colours as swatches (they follow light and dark appearance).
@MainActor
struct ColorsGallerySection: GallerySection {
    var title: String { localized("Semantic colours") }
    private let swatches: [(String, UIColor)] = [
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground), ("systemFill", .systemFill), ("separator", .separator),
        ("systemBlue", .systemBlue), ("systemGreen", .systemGreen), ("systemRed", .systemRed),
        ("systemOrange", .systemOrange), ("systemIndigo", .systemIndigo), ("systemTeal", .systemTeal),
    ]

    func height(forWidth width: CGFloat) -> CGFloat { 3 * 30 }

    func makeView() -> UIView {
        let view = SwatchGrid(swatches: swatches)
        return view
    }
}

/// Four columns of 24 pt rounded swatches.
@MainActor
private final class SwatchGrid: UIView {
    private var cells: [UIView] = []

    init(swatches: [(String, UIColor)]) {
        super.init(frame: .zero)
        for (_, colour) in swatches {
            let cell = UIView()
            cell.backgroundColor = colour
            cell.cornerRadius = 6
            cell.borderWidth = 1
            cell.borderColor = .separator
            addSubview(cell)
            cells.append(cell)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let columns = 4
        let w = (bounds.width - CGFloat(columns - 1) * 6) / CGFloat(columns)
        for (i, c) in cells.enumerated() {
            c.frame = CGRect(x: CGFloat(i % columns) * (w + 6), y: CGFloat(i / columns) * 30, width: w, height: 24)
        }
        mirrorSubviewFramesForRightToLeft()
    }
}
