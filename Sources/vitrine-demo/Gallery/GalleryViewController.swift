import Vitrine

/// `--scene gallery`: every control, alert, layer style, drawing and image of the toolkit on
/// one scrolling page, in tiles laid out in columns (as many 360 pt columns as fit; the
/// columns widen as the text grows, one column at the largest accessibility sizes).
@MainActor
final class GalleryViewController: UIViewController {
    let scrollView = UIScrollView()
    private(set) var tiles: [(section: any GallerySection, caption: UILabel, content: UIView)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)
        for section in GallerySections.all {
            let caption = UILabel()
            caption.text = section.title.uppercased()
            caption.font = .preferredFont(forTextStyle: .footnote)
            caption.adjustsFontForContentSizeCategory = true
            caption.numberOfLines = 0
            caption.textColor = .demoSecondaryText
            let child = section.makeViewController()
            let content = child?.view ?? section.makeView()
            let card = UIView()
            card.backgroundColor = .secondarySystemGroupedBackground
            card.cornerRadius = 10
            if let child {
                // The containment sequence of the View Controller Programming Guide.
                addChild(child)
                card.addSubview(content)
                child.didMove(toParent: self)
                content.cornerRadius = 8
                content.clipsToBounds = true
            } else {
                card.addSubview(content)
            }
            scrollView.addSubview(caption)
            scrollView.addSubview(card)
            tiles.append((section, caption, content))
        }
    }

    /// A new text size lays the tiles out again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { view.setNeedsLayout() }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let insets = view.safeAreaInsets
        let margin: CGFloat = 16, gap: CGFloat = 16, padding: CGFloat = 12
        let usable = view.bounds.width - insets.left - insets.right - 2 * margin
        let columns = max(1, Int((usable + gap) / (GalleryMetrics.scaled(360) + gap)))
        let width = (usable - CGFloat(columns - 1) * gap) / CGFloat(columns)
        var heights = Array(repeating: insets.top + margin, count: columns)
        for tile in tiles {
            // Each tile goes into the shortest column.
            let col = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            // Right to left the first column is at the right.
            let ltrX = insets.left + margin + CGFloat(col) * (width + gap)
            let x = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? view.bounds.width - ltrX - width : ltrX
            let y = heights[col]
            // The caption wraps at the larger sizes (18 pt tall, one line, at Large).
            let captionHeight = max(18, tile.caption.sizeThatFits(CGSize(width: width - 2 * padding, height: 0)).height.rounded(.up))
            tile.caption.frame = CGRect(x: x + padding, y: y, width: width - 2 * padding, height: captionHeight)
            let top = y + captionHeight + 4
            let h = tile.section.height(forWidth: width - 2 * padding)
            if let card = tile.content.superview {
                card.frame = CGRect(x: x, y: top, width: width, height: h + 2 * padding)
                tile.content.frame = CGRect(x: padding, y: padding, width: width - 2 * padding, height: h)
            }
            heights[col] = top + h + 2 * padding + gap
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: (heights.max() ?? 0) + insets.bottom)
    }
}
