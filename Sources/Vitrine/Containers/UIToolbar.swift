import Foundation

/// A bar of buttons along the bottom of the screen: bar button items left to right, spaced by
/// flexible and fixed space items, on a solid light grey with a hairline along the top.
/// Mirrors UIKit's `UIToolbar` (a navigation controller's `toolbar` shows its top
/// controller's `toolbarItems`).
///
/// Layout (UIKit's rules; iOS's metrics): the items sit in the top 44 pt (the bar reaches
/// further down over the bottom safe area), 16 pt from either edge; a fixed space takes its
/// `width`; two neighbouring items that are not spaces are 8 pt apart; what is left is shared
/// equally by the flexible spaces (with none, the items stay packed at the left). Right to left
/// (the toolbar's `effectiveUserInterfaceLayoutDirection`) the row is mirrored, as UIKit's: the
/// first item at the right.
@MainActor
open class UIToolbar: UIView {
    /// The height of the items' row, as UIKit's compact toolbar (44 pt).
    public static let defaultHeight: CGFloat = 44

    /// The bar's background colour (`nil`: the default bar grey); sets
    /// `standardAppearance.backgroundColor`. Mirrors `UIToolbar.barTintColor`.
    public var barTintColor: UIColor? {
        didSet { noteAppearanceSet(.barTintColor); _standardAppearance.backgroundColor = barTintColor }
    }
    /// Whether the default background lets the content show through. Mirrors
    /// `UIToolbar.isTranslucent`.
    public var isTranslucent = true { didSet { applyAppearance() } }
    /// The bar's copies of its appearances (UIToolbar+Appearance.swift).
    var _standardAppearance = UIToolbarAppearance()
    var _compactAppearance: UIToolbarAppearance?
    var _scrollEdgeAppearance: UIToolbarAppearance?
    var _compactScrollEdgeAppearance: UIToolbarAppearance?
    /// Whether the content next to the toolbar is scrolled to its bottom edge (kept by the
    /// navigation controller; a toolbar without one is never at the edge).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }
    let backgroundImageView = UIImageView()
    /// The settings the bar last followed (AccessibilitySettingsAdapting: Reduce Transparency).
    var adaptedAccessibilitySettings = UIAccessibility.settings

    /// The items, leading to trailing. Setting it is `setItems(_:animated:)` without animation.
    /// Mirrors `UIToolbar.items`.
    public var items: [UIBarButtonItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    private var _items: [UIBarButtonItem]?
    /// One view per item (`nil` for spaces), in item order.
    private(set) var itemViews: [UIView?] = []
    let hairline = UIImageView()

    /// Creates an empty toolbar. Mirrors `UIToolbar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundImageView.isUserInteractionEnabled = false
        addSubview(backgroundImageView)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        // The items stay small at the accessibility text sizes; a long press shows them large.
        addInteraction(UILargeContentViewerInteraction())
        adoptAppearances()
        applyAppearance()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The toolbar draws its items in the inherited `tintColor`; a change redraws them.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild(animated: false)
    }

    /// Replaces the items; animated (on screen), the new ones fade in over 0.2 s. Mirrors
    /// `UIToolbar.setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _items = items
        rebuild(animated: animated)
    }

    func rebuild(animated: Bool) {
        for v in itemViews.compactMap({ $0 }) where v.superview === self { v.removeFromSuperview() }
        itemViews = (_items ?? []).map { $0.isSpace ? nil : makeItemView($0) }
        let views = itemViews.compactMap { $0 }
        for v in views { addSubview(v) }
        if animated, window != nil {
            UIView.performWithoutAnimation { for v in views { v.alpha = 0 } }
            UIView.animate(withDuration: 0.2) { for v in views { v.alpha = 1 } }
        }
        setNeedsLayout()
    }

    /// The item views' frames for a bar `width` wide (spaces get `nil`).
    func itemFrames(width: CGFloat) -> [CGRect?] {
        let items = _items ?? []
        let h = Self.defaultHeight
        var widths: [CGFloat] = []
        var fixed: CGFloat = 0
        var flexible = 0
        for (i, item) in items.enumerated() {
            var w: CGFloat = 0
            if item.systemItem == .flexibleSpace {
                flexible += 1
            } else if item.systemItem == .fixedSpace {
                w = max(0, item.width)
            } else if let v = itemViews[i] {
                let natural = v.frame.size == .zero || v is UIButton ? v.intrinsicContentSize.width : v.frame.width
                w = item.width > 0 ? item.width : max(natural, 30)
            }
            widths.append(w)
            fixed += w
            if i > 0, !item.isSpace, !items[i - 1].isSpace { fixed += UINavigationBar.spacing }
        }
        let available = width - 2 * UINavigationBar.margin
        let share = flexible > 0 ? max(0, available - fixed) / CGFloat(flexible) : 0
        var x = UINavigationBar.margin
        var frames: [CGRect?] = []
        for (i, item) in items.enumerated() {
            if i > 0, !item.isSpace, !items[i - 1].isSpace { x += UINavigationBar.spacing }
            let w = item.systemItem == .flexibleSpace ? share : widths[i]
            if let v = itemViews[i] {
                let natural = v.frame.size == .zero || v is UIButton ? v.intrinsicContentSize.height : v.frame.height
                let ih = min(h, max(natural, 30))
                frames.append(CGRect(x: x.rounded(), y: ((h - ih) / 2).rounded(), width: w.rounded(), height: ih))
            } else {
                frames.append(nil)
            }
            x += w
        }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / max(1, window?.screen.scale ?? 1)
        let shadow = barShadowImageHeight(currentAppearance) ?? pixel
        hairline.frame = CGRect(x: 0, y: -shadow, width: bounds.width, height: shadow)
        backgroundImageView.frame = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (v, f) in zip(itemViews, itemFrames(width: bounds.width)) {
            if let v, let f { v.frame = rtl ? f.mirrored(inWidth: bounds.width) : f }
        }
    }
}

extension UIToolbar: AccessibilitySettingsAdapting {
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.reduceTransparency != new.reduceTransparency { applyAppearance() }
    }
}
