import Foundation
import Vitrine

/// A card of the demo menu: the icon tile, the demo's name and what it shows; the whole card
/// is the button (it dims while pressed).
@MainActor
final class DemoMenuCard: UIControl {
    let item: DemoMenuItem

    init(_ item: DemoMenuItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        cornerRadius = 18
        accessibilityIdentifier = item.identifier
        accessibilityLabel = item.title
        accessibilityTraits = .button
        isAccessibilityElement = true

        let tile = UIView()
        tile.backgroundColor = UIColor(rgb: item.tile)
        tile.cornerRadius = 14
        tile.translatesAutoresizingMaskIntoConstraints = false
        tile.isUserInteractionEnabled = false
        let icon = UIImageView(image: UIImage(systemName: item.symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 26, weight: .semibold)))
        icon.tintColor = .white
        icon.contentMode = .scaleAspectFit
        icon.translatesAutoresizingMaskIntoConstraints = false
        tile.addSubview(icon)
        let title = UILabel()
        title.text = item.title
        title.font = .systemFont(ofSize: 22, weight: .semibold)
        title.textColor = .label
        let detail = UILabel()
        detail.text = item.detail
        detail.font = .systemFont(ofSize: 16)
        detail.textColor = .demoSecondaryText
        detail.numberOfLines = 2
        for l in [title, detail] {
            l.translatesAutoresizingMaskIntoConstraints = false
            addSubview(l)
        }
        addSubview(tile)
        NSLayoutConstraint.activate([
            tile.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            tile.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            tile.widthAnchor.constraint(equalToConstant: 56),
            tile.heightAnchor.constraint(equalToConstant: 56),
            icon.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 30),
            icon.heightAnchor.constraint(equalToConstant: 30),
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            title.topAnchor.constraint(equalTo: tile.bottomAnchor, constant: 14),
            detail.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            detail.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            heightAnchor.constraint(equalToConstant: 172),
        ])
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1 }
    }
}
