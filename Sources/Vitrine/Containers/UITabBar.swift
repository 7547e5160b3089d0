import Foundation

/// The bar at the bottom of a tab interface: one button per item, evenly spaced, each an
/// image (if any) above a small title, the selected one in the tint colour and the others
/// grey, on a solid light grey with a hairline along the top. Mirrors UIKit's `UITabBar` (the
/// opaque, stacked-item look of an iPhone in portrait).
@MainActor
open class UITabBar: UIView {
    /// The bar's height in points above the bottom safe area, as UIKit's.
    public static let defaultHeight: CGFloat = 49

    /// The bar draws its selected items and buttons in the inherited `tintColor`; a change
    /// refreshes it. Mirrors `UITabBar.tintColor`.
    public override func tintColorDidChange() { super.tintColorDidChange(); refresh() }

    /// The colour of the other items. Mirrors `UITabBar.unselectedItemTintColor`.
    public var unselectedItemTintColor: UIColor = .systemGray { didSet { noteAppearanceSet(.unselectedItemTintColor); refresh() } }

    /// The bar's background colour (`nil`: the default bar grey); sets
    /// `standardAppearance.backgroundColor`. Mirrors `UITabBar.barTintColor`.
    public var barTintColor: UIColor? {
        didSet { noteAppearanceSet(.barTintColor); _standardAppearance.backgroundColor = barTintColor }
    }
    /// Whether the default background lets the content show through. Mirrors
    /// `UITabBar.isTranslucent`.
    public var isTranslucent = true { didSet { refresh() } }
    /// The bar's copies of its appearances (UITabBar+Appearance.swift).
    var _standardAppearance = UITabBarAppearance()
    var _scrollEdgeAppearance: UITabBarAppearance?
    /// Whether the selected controller's content is scrolled to its bottom edge (kept by the
    /// tab bar controller; without a content scroll view the bar is never at the edge).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { refresh() } } }
    let backgroundImageView = UIImageView()
    /// The settings the bar last followed (AccessibilitySettingsAdapting: Reduce Transparency).
    var adaptedAccessibilitySettings = UIAccessibility.settings

    /// The items, left to right (the tab bar controller keeps them in step with its view
    /// controllers). Mirrors `UITabBar.items`.
    public internal(set) var items: [UITabBarItem] = []

    /// The item shown as selected. Mirrors `UITabBar.selectedItem`.
    public internal(set) var selectedItem: UITabBarItem?

    /// The title shown for each item (its own, else its controller's).
    var titles: [String?] = []
    /// What a tap on the item at an index does (the tab bar controller selects it).
    var onSelect: ((Int) -> Void)?
    /// One button per item.
    private(set) var buttons: [TabBarButton] = []
    let hairline = UIImageView()

    /// Creates an empty bar. Mirrors `UITabBar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundImageView.isUserInteractionEnabled = false
        addSubview(backgroundImageView)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        // The items stay small at the accessibility text sizes; a long press shows them large.
        addInteraction(UILargeContentViewerInteraction())
        adoptAppearances()
        refresh()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `items` with `titles`, `selected` among them.
    func setItems(_ items: [UITabBarItem], titles: [String?], selected: Int?) {
        if items.count != buttons.count {
            for b in buttons { b.removeFromSuperview() }
            buttons = items.indices.map { i in
                let b = TabBarButton(frame: .zero)
                b.addAction(UIAction { [weak self] _ in self?.onSelect?(i) }, for: .primaryActionTriggered)
                addSubview(b)
                return b
            }
        }
        self.items = items
        self.titles = titles
        if window != nil { applyItemAppearanceProxies() }
        selectedItem = selected.flatMap { items.indices.contains($0) ? items[$0] : nil }
        refresh()
    }

    func refresh() {
        let a = currentAppearance
        paintBarBackground(a, translucent: isTranslucent, imageView: backgroundImageView, hairline: hairline)
        let layout = a.stackedLayoutAppearance
        for (i, b) in buttons.enumerated() where i < items.count {
            let item = items[i]
            let selected = item === selectedItem
            let state = selected ? layout.selected : layout.normal
            let image = selected ? (item.selectedImage ?? item.image) : item.image
            let fallback: UIColor = selected ? (tintColor ?? .systemBlue) : unselectedItemTintColor
            let icon = state.iconColor ?? fallback
            // The item's own attributes win over the appearance's.
            let own = item.titleTextAttributes(for: selected ? .selected : .normal) ?? item.titleTextAttributes(for: .normal) ?? [:]
            let attributes = own.merging(state.titleTextAttributes) { mine, _ in mine }
            b.show(title: titles[i] ?? nil, image: image, color: icon, titleAttributes: attributes)
            b.isSelected = selected
            b.showLargeContent(of: item, title: titles[i])
            b.showBadge(of: item, appearance: state)
        }
        setNeedsLayout()
    }

    /// The items side by side in equal widths across the top 49 pt (the bar reaches further
    /// down over the bottom safe area), the first at the leading end (at the right in a
    /// right-to-left layout, as UIKit's), the hairline just above the top edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        let pixel = 1 / max(1, window?.screen.scale ?? 1)
        let shadow = barShadowImageHeight(currentAppearance) ?? pixel
        hairline.frame = CGRect(x: 0, y: -shadow, width: w, height: shadow)
        backgroundImageView.frame = bounds
        guard !buttons.isEmpty else { return }
        let iw = w / CGFloat(buttons.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (i, b) in buttons.enumerated() {
            let start = (CGFloat(i) * iw).rounded(), end = (CGFloat(i + 1) * iw).rounded()
            b.frame = CGRect(x: rtl ? w - end : start, y: 0, width: end - start, height: UITabBar.defaultHeight)
        }
    }
}

/// One item of a tab bar: the image (as a template in the item's colour, unless it is made
/// with `.alwaysOriginal` rendering) above the title, and the item's badge if it has one.
@MainActor
final class TabBarButton: UIControl {
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel()
    /// The image as given, to tint again when the colour changes.
    private var source: UIImage?
    private var color: UIColor?
    /// `source` tinted, by colour: a switch of tabs flips between two colours, and each
    /// colour's copy is made once (not once per switch).
    private var tinted: [Color: UIImage] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        titleLabel.font = .systemFont(ofSize: 10)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { return nil }

    /// The badge, while the item has a `badgeValue`.
    private(set) var badge: TabBarBadgeView?

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Shows `item`'s badge (or removes it when the item has none).
    func showBadge(of item: UITabBarItem, appearance: UITabBarItemStateAppearance) {
        guard item.badgeValue != nil else {
            badge?.removeFromSuperview()
            badge = nil
            return
        }
        let b = badge ?? TabBarBadgeView(frame: .zero)
        if badge == nil {
            addSubview(b)
            badge = b
        }
        b.show(item, state: state, appearance: appearance)
        setNeedsLayout()
    }

    /// Shows the item: its template image in `color`, the title in `titleAttributes`'
    /// colour and font (else `color`, 10 pt).
    func show(title: String?, image: UIImage?, color: UIColor, titleAttributes: [NSAttributedString.Key: Any]) {
        titleLabel.text = title
        titleLabel.textColor = titleAttributes.foregroundColor ?? color
        titleLabel.font = titleAttributes.font ?? .systemFont(ofSize: 10)
        let newImage = image !== source
        if newImage {
            source = image
            tinted.removeAll()
        }
        if newImage || color != self.color {
            self.color = color
            imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : tintedImage($0, color.cgColor) }
        }
        imageView.isHidden = image == nil
        setNeedsLayout()
    }

    /// `image` in `color`, made once per colour (a few colours at most are kept: the tab
    /// bar's two, and whatever an app sets on the way).
    private func tintedImage(_ image: UIImage, _ color: Color) -> UIImage {
        if let done = tinted[color] { return done }
        if tinted.count >= 4 { tinted.removeAll() }
        let made = UIImage(image: image.image.tinted(color), scale: image.scale)
        tinted[color] = made
        return made
    }

    /// The image in a 25 pt square near the top (scaled down to fit, never up), the title
    /// along the bottom, as on an iPhone's tab bar.
    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        if let size = source?.size {
            let f = min(1, 25 / max(size.width, size.height, 1))
            let s = CGSize(width: (size.width * f).rounded(), height: (size.height * f).rounded())
            imageView.frame = CGRect(x: ((w - s.width) / 2).rounded(), y: 7 + ((25 - s.height) / 2).rounded(), width: s.width, height: s.height)
        }
        titleLabel.frame = CGRect(x: 2, y: 34, width: max(0, w - 4), height: 12)
        if let badge {
            // Leading edge 5 pt past the image's centre toward the trailing side, top 5 pt
            // above the image's (iOS; mirrored right to left).
            let imageTop: CGFloat = source == nil ? 7 : imageView.frame.minY
            let size = badge.fittingSize
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? (w / 2 - 5).rounded() - size.width : (w / 2 + 5).rounded()
            badge.frame = CGRect(origin: CGPoint(x: x, y: max(0, imageTop - 5)), size: size)
        }
    }
}

extension UITabBar: AccessibilitySettingsAdapting {
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.reduceTransparency != new.reduceTransparency { refresh() }
    }
}
