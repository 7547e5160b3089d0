import Foundation

/// A tab bar item's badge: a capsule (the system red unless the item's `badgeColor` says
/// otherwise) with the badge value in white, as iOS draws it.
///
/// Metrics (iOS's, which UIKit does not document): 18 pt high, at least 18 pt wide (a round
/// badge for one character), the text in the 13 pt system font with 5 pt on either side; its
/// left edge 5 pt right of the image's centre and its top 5 pt above the image's (2 pt below
/// the bar's top edge for the 25 pt image at 7 pt), so it covers the image's top-right corner.
@MainActor
final class TabBarBadgeView: UIView {
    static let height: CGFloat = 18
    static let padding: CGFloat = 5
    static let font = UIFont.systemFont(ofSize: 13)
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `item`'s badge (for a button in `state`).
    /// The bar appearance's item state fills in what the item does not set.
    func show(_ item: UITabBarItem, state: UIControl.State, appearance: UITabBarItemStateAppearance) {
        let attributes = item.badgeTextAttributes[state.rawValue] ?? item.badgeTextAttributes[UIControl.State.normal.rawValue] ?? appearance.badgeTextAttributes
        label.font = attributes.font ?? Self.font
        label.textColor = attributes.foregroundColor ?? .white
        label.text = item.badgeValue
        backgroundColor = item.badgeColor ?? appearance.badgeBackgroundColor ?? .systemRed
    }

    /// The badge's size for its text.
    var fittingSize: CGSize {
        let text = (label.text ?? "").isEmpty ? 0 : label.intrinsicContentSize.width
        let w = max(Self.height, (text + 2 * Self.padding).rounded(.up))
        return CGSize(width: w, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cornerRadius = bounds.height / 2
        label.frame = bounds
    }
}
