import Vitrine

/// A `UICollectionView` with a flow layout (a scene picker of coloured tiles, the second
/// selected) over a horizontal `UIStackView` of three equal stat chips (vertical at the
/// accessibility text sizes: UIKit's pattern, the axis follows `isAccessibilityCategory`).
@MainActor
struct CollectionsGallerySection: GallerySection {
    var title: String { localized("Collection view, stack view") }

    /// The chips' stack: one chip's height, or three and their gaps when stacked.
    static var chipsHeight: CGFloat {
        guard GalleryMetrics.isAccessibilitySize else { return 56 }
        return 3 * StatChip.height + 2 * 8
    }

    func height(forWidth width: CGFloat) -> CGFloat { 2 * 64 + 10 + 12 + Self.chipsHeight }

    func makeView() -> UIView { CollectionsTile() }
}

@MainActor
private final class CollectionsTile: UIView, UICollectionViewDataSource {
    private let scenes: [(String, UIColor)] = [("Morning", .systemOrange), ("Day", .systemBlue), ("Evening", .systemIndigo),
                                               ("Away", .systemTeal), ("Night", .systemPurple), ("Party", .systemPink)]
    private let layout = UICollectionViewFlowLayout()
    private let collection: UICollectionView
    private let stack: UIStackView

    init() {
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let chips = [("12", "rooms"), ("3", "schedules"), ("98 %", "online")].map { StatChip(value: $0.0, name: localized($0.1)) }
        stack = UIStackView(arrangedSubviews: chips)
        stack.axis = GalleryMetrics.isAccessibilitySize ? .vertical : .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        super.init(frame: .zero)
        collection.backgroundColor = .clear
        collection.register(SceneCell.self, forCellWithReuseIdentifier: "scene")
        collection.dataSource = self
        addSubview(collection)
        addSubview(stack)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        layout.itemSize = CGSize(width: (w - 16) / 3, height: 64)
        collection.frame = CGRect(x: 0, y: 0, width: w, height: 2 * 64 + 10)
        stack.frame = CGRect(x: 0, y: 2 * 64 + 10 + 12, width: w, height: CollectionsGallerySection.chipsHeight)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { scenes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "scene", for: indexPath)
        let (name, colour) = scenes[indexPath.item]
        (cell as? SceneCell)?.show(localized(name), colour: colour, selected: indexPath.item == 1)
        return cell
    }
}

/// A number over its caption on a rounded fill.
@MainActor
final class StatChip: UIView {
    /// A chip's height: 56 pt at the standard sizes; the two lines and their margins at the
    /// accessibility sizes.
    static var height: CGFloat {
        guard GalleryMetrics.isAccessibilitySize else { return 56 }
        return 6 + lineHeight(valueFont) + lineHeight(.preferredFont(forTextStyle: .caption1)) + 8
    }
    private static let valueFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    private static func lineHeight(_ f: UIFont) -> CGFloat { f.lineHeight.rounded(.up) }

    private let value = UILabel()
    private let name = UILabel()

    init(value text: String, name caption: String) {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        cornerRadius = 10
        value.text = text
        value.font = Self.valueFont
        value.textColor = .label
        name.text = caption
        name.font = .preferredFont(forTextStyle: .caption1)
        name.textColor = .demoSecondaryText
        for l in [value, name] {
            l.textAlignment = .center
            addSubview(l)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        if GalleryMetrics.isAccessibilitySize {
            let v = Self.lineHeight(value.font), n = Self.lineHeight(name.font)
            value.frame = CGRect(x: 0, y: 6, width: bounds.width, height: v)
            name.frame = CGRect(x: 0, y: 6 + v, width: bounds.width, height: n)
        } else {
            value.frame = CGRect(x: 0, y: 6, width: bounds.width, height: 26)
            name.frame = CGRect(x: 0, y: 32, width: bounds.width, height: 16)
        }
    }
}

/// A rounded tile with the scene's name at the bottom left, filled when selected.
@MainActor
private final class SceneCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.cornerRadius = 12
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    func show(_ name: String, colour: UIColor, selected: Bool) {
        // The name in the text colour, the scene's colour in the fill (stronger, with a
        // border, when selected): a name in its own colour on its own tint reads at 2:1.
        contentView.backgroundColor = colour.withAlphaComponent(selected ? 0.35 : 0.18)
        contentView.borderWidth = selected ? 3 : 0
        contentView.borderColor = colour
        label.text = name
        label.textColor = .label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 12, y: contentView.bounds.height - 30, width: max(0, contentView.bounds.width - 24), height: 22)
    }
}
