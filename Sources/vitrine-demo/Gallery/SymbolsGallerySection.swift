import Vitrine

/// Symbol images (`UIImage(systemName:)`, drawn from the Material Icons font): a grid of
/// common symbols in the tint colour, then a row of weights (ultraLight to black) and a row
/// of scales (small, medium, large) in other tints.
@MainActor
struct SymbolsGallerySection: GallerySection {
    var title: String { localized("Symbols") }
    static let names = ["chevron.right", "checkmark.circle.fill", "xmark.circle", "plus", "gear", "person.circle",
                        "house.fill", "magnifyingglass", "trash", "square.and.pencil", "star.fill", "heart",
                        "bell.fill", "envelope", "phone.fill", "calendar", "lock.fill", "wifi",
                        "battery.100", "cart", "folder", "paperplane", "info.circle", "exclamationmark.triangle",
                        "play.fill", "pause.fill", "camera", "qrcode", "globe", "power"]

    func height(forWidth width: CGFloat) -> CGFloat { SymbolGrid.height(forWidth: width) }

    func makeView() -> UIView { SymbolGrid() }
}

/// The grid and the two rows, laid out at the tile's width. Symbols without a point size
/// follow the text size, so their cells grow with it; the weights row has a fixed size.
@MainActor
private final class SymbolGrid: UIView {
    static var cell: CGFloat { GalleryMetrics.scaled(32) }
    /// The weights row's cells (its symbols are 20 pt whatever the text size).
    static let weightCell: CGFloat = 32
    private var grid: [UIImageView] = []
    private var weights: [UIImageView] = []
    private var scales: [UIImageView] = []

    static func columns(forWidth width: CGFloat) -> Int { max(1, Int(width / cell)) }
    static func height(forWidth width: CGFloat) -> CGFloat {
        let rows = (SymbolsGallerySection.names.count + columns(forWidth: width) - 1) / columns(forWidth: width)
        return CGFloat(rows) * cell + 44 + GalleryMetrics.scaled(36)
    }

    init() {
        super.init(frame: .zero)
        for name in SymbolsGallerySection.names {
            let v = UIImageView(image: UIImage(systemName: name))
            v.contentMode = .center
            addSubview(v)
            grid.append(v)
        }
        let allWeights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for w in allWeights {
            let v = UIImageView(image: UIImage(systemName: "xmark", withConfiguration: .init(pointSize: 20, weight: w)))
            v.contentMode = .center
            v.tintColor = .systemIndigo
            addSubview(v)
            weights.append(v)
        }
        for name in ["heart.fill", "bell.fill"] {
            for s in [UIImage.SymbolScale.small, .medium, .large] {
                let v = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(scale: s)))
                v.contentMode = .center
                v.tintColor = name == "heart.fill" ? .systemRed : .systemOrange
                addSubview(v)
                scales.append(v)
            }
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = Self.cell
        let columns = Self.columns(forWidth: bounds.width)
        for (i, v) in grid.enumerated() {
            v.frame = CGRect(x: CGFloat(i % columns) * c, y: CGFloat(i / columns) * c, width: c, height: c)
        }
        let top = CGFloat((grid.count + columns - 1) / columns) * c
        let w = Self.weightCell
        for (i, v) in weights.enumerated() { v.frame = CGRect(x: CGFloat(i) * w, y: top + 4, width: w, height: 36) }
        for (i, v) in scales.enumerated() { v.frame = CGRect(x: CGFloat(i) * (c + 8), y: top + 44, width: c + 8, height: GalleryMetrics.scaled(36)) }
        mirrorSubviewFramesForRightToLeft()
    }
}
