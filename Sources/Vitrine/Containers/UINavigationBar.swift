import Foundation

/// The bar at the top of a navigation interface: the top item's title in bold in the middle
/// (or its `titleView`), a back button (chevron and the previous item's back title, in the
/// tint colour) at the left, or the item's left bar button items (after the back button with
/// `leftItemsSupplementBackButton`), its right bar button items at the right (right to left,
/// all mirrored: back button and left items at the right), on a solid light
/// grey with a hairline at the bottom; with `prefersLargeTitles`, a second row below with the
/// title large. Mirrors UIKit's `UINavigationBar` (the opaque look; a large title does not
/// collapse when the content scrolls).
///
/// Metrics (iOS's): the bar row is 44 pt; a large title adds 52 pt below it, its title in the
/// 34 pt bold system font at the 16 pt margin; items are 8 pt apart, 16 pt from the edges
/// (the back button's chevron 8 pt).
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points, as UIKit's compact bar. (UIKit's is 44 pt.)
    public static let defaultHeight: CGFloat = 44
    /// What a large title adds below the bar's row (iOS: 52 pt, for a 96 pt bar).
    public static let largeTitleExtraHeight: CGFloat = 52
    /// The large title's font size (iOS: 34 pt bold, the "large title" text style).
    static let largeTitleFontSize: CGFloat = 34
    /// The margin at either end and the space between items.
    static let margin: CGFloat = 16, spacing: CGFloat = 8

    /// The bar draws its selected items and buttons in the inherited `tintColor`; a change
    /// refreshes it. Mirrors `UINavigationBar.tintColor`.
    public override func tintColorDidChange() { super.tintColorDidChange(); refresh() }

    /// The bar's background colour (`nil`: the default bar grey). Setting it sets
    /// `standardAppearance.backgroundColor`, as UIKit maps its legacy bar properties onto the
    /// appearance. Mirrors `UINavigationBar.barTintColor`.
    public var barTintColor: UIColor? {
        didSet { noteAppearanceSet(.barTintColor); _standardAppearance.backgroundColor = barTintColor }
    }
    /// Whether the default background lets the content show through (`false`: drawn opaque,
    /// as with Reduce Transparency). Mirrors `UINavigationBar.isTranslucent`.
    public var isTranslucent = true { didSet { noteAppearanceSet(.isTranslucent); applyAppearance() } }
    /// The inline title's attributes; sets `standardAppearance.titleTextAttributes`. Mirrors
    /// `UINavigationBar.titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearanceSet(.titleTextAttributes)
            _standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
        }
    }
    /// The large title's attributes; sets `standardAppearance.largeTitleTextAttributes`.
    /// Mirrors `UINavigationBar.largeTitleTextAttributes`.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            noteAppearanceSet(.largeTitleTextAttributes)
            _standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
        }
    }
    /// The bar's own copies of its appearances (UINavigationBar+Appearance.swift).
    var _standardAppearance = UINavigationBarAppearance()
    var _compactAppearance: UINavigationBarAppearance?
    var _scrollEdgeAppearance: UINavigationBarAppearance?
    var _compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the top controller's content is scrolled to its top edge (kept by the
    /// navigation controller; a bar without one is never at the edge).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { applyAppearance() } } }
    /// The background image of the appearance shown, behind everything else.
    let backgroundImageView = UIImageView()
    /// The appearance's back indicator image, in place of the chevron.
    let backIndicatorView = UIImageView()
    /// The settings the bar last followed (AccessibilitySettingsAdapting: Reduce Transparency).
    var adaptedAccessibilitySettings = UIAccessibility.settings

    /// Whether the bar shows the top item's title large, in a second row (the items'
    /// `largeTitleDisplayMode` decides per item; default `false`). Mirrors
    /// `UINavigationBar.prefersLargeTitles`.
    public var prefersLargeTitles = false {
        didSet {
            noteAppearanceSet(.prefersLargeTitles)
            guard prefersLargeTitles != oldValue else { return }
            refresh()
            onHeightChange?()
        }
    }

    /// The items, bottom to top (the navigation controller keeps them in step with its
    /// stack). Mirrors `UINavigationBar.items`.
    public internal(set) var items: [UINavigationItem] = []
    /// Mirrors `UINavigationBar.topItem`.
    public var topItem: UINavigationItem? { items.last }
    /// The item below the top one, whose back title the back button shows. Mirrors
    /// `UINavigationBar.backItem`.
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// The title shown for each item (its own, else its controller's).
    var titles: [String?] = []
    /// What the back button does (the navigation controller pops).
    var onBack: (() -> Void)?
    /// Told when the bar's height changes (the navigation controller lays out again).
    var onHeightChange: (() -> Void)?

    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    let backButton = UIButton(type: .custom)
    /// The back title, beside the chevron (the button's own title would be centred over it).
    let backLabel = UILabel()
    let chevron = BackChevronView()
    let hairline = UIImageView()
    /// The views of the top item's left and right bar button items (right ones right to left).
    private(set) var leftViews: [UIView] = []
    private(set) var rightViews: [UIView] = []
    /// The top item's title view, while it is shown.
    private(set) var shownTitleView: UIView?
    /// The bar's contents just before the last change of items, kept for a cross-fade.
    var outgoing: NavigationBarGhost?

    /// Creates an empty bar. Mirrors `UINavigationBar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundImageView.isUserInteractionEnabled = false
        addSubview(backgroundImageView)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        largeTitleLabel.font = .boldSystemFont(ofSize: Self.largeTitleFontSize)
        largeTitleLabel.textColor = .label
        largeTitleLabel.isUserInteractionEnabled = false
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.isUserInteractionEnabled = false
        backButton.addSubview(backLabel)
        backButton.addSubview(chevron)
        chevron.isUserInteractionEnabled = false
        backIndicatorView.isUserInteractionEnabled = false
        backIndicatorView.contentMode = .center
        backButton.addSubview(backIndicatorView)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .primaryActionTriggered)
        addSubview(backButton)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        // The items stay small at the accessibility text sizes; a long press shows them large.
        backButton.showsLargeContentViewer = true
        addInteraction(UILargeContentViewerInteraction())
        adoptAppearances()
        applyAppearance()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `items` (bottom to top) with `titles` (what each shows in the middle). With
    /// `keepingOutgoing`, what the bar showed before is kept (`outgoing`) for a cross-fade.
    func setItems(_ items: [UINavigationItem], titles: [String?], keepingOutgoing: Bool = false) {
        let heightBefore = barHeight
        outgoing = keepingOutgoing && !self.items.isEmpty ? NavigationBarGhost(of: self) : nil
        self.items = items
        self.titles = titles
        refresh()
        // A cross-fade changes the height inside its animation block.
        if barHeight != heightBefore, outgoing == nil { onHeightChange?() }
    }

    /// The back button's title: the back item's `backBarButtonItem` title, else its
    /// `backButtonTitle`, else its title, else "Back".
    var backTitle: String? {
        guard items.count > 1 else { return nil }
        let i = items.count - 2
        if let t = items[i].backBarButtonItem?.title { return t }
        if let t = items[i].backButtonTitle { return t }
        if let t = titles[i], !t.isEmpty { return t }
        return "Back"
    }

    /// Whether the item at `index` shows its title large: the bar must prefer large titles;
    /// `.always` and `.never` decide for themselves, `.automatic` does what the item below
    /// did (the first item: large).
    func displaysLargeTitle(at index: Int) -> Bool {
        guard prefersLargeTitles, items.indices.contains(index) else { return false }
        var large = true
        for item in items[...index] {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// Whether the top item's title is shown large now.
    public var displaysLargeTitle: Bool { displaysLargeTitle(at: items.count - 1) }

    /// The bar's height for its top item: 44 pt, 96 pt with a large title, and the search
    /// bar's row below (UINavigationBar+Search.swift).
    var barHeight: CGFloat { titleRowsHeight + searchRowHeight }

    /// Whether the back button shows for the top item.
    var showsBackButton: Bool {
        guard backTitle != nil, let top = topItem, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    func refresh() {
        let top = topItem
        let large = displaysLargeTitle
        let title = titles.last ?? nil
        titleLabel.text = title
        largeTitleLabel.text = title
        largeTitleLabel.isHidden = !large
        backLabel.text = backTitle
        backButton.largeContentTitle = backTitle
        // The title sits in its own label beside the chevron, not in the button's title: the
        // screen reader's name for the button is set here ("Welcome, button", not "button").
        backButton.accessibilityLabel = backTitle
        setBackButtonVisible(showsBackButton, animated: top?.changeAnimated ?? false)
        if let old = shownTitleView, old.superview === self { old.removeFromSuperview() }
        shownTitleView = top?.titleView
        if let v = shownTitleView { addSubview(v) }
        // The inline title gives way to the title view, and to the large title.
        titleLabel.isHidden = shownTitleView != nil || large
        for v in leftViews + rightViews where v.superview === self { v.removeFromSuperview() }
        leftViews = (top?.leftBarButtonItems ?? []).map { makeItemView($0) }
        rightViews = (top?.rightBarButtonItems ?? []).map { makeItemView($0) }
        for v in leftViews + rightViews { addSubview(v) }
        if top?.changeAnimated == true, window != nil {
            for v in leftViews + rightViews { UIView.performWithoutAnimation { v.alpha = 0 } }
            UIView.animate(withDuration: 0.2) { for v in self.leftViews + self.rightViews { v.alpha = 1 } }
        }
        refreshSearchBar()
        applyAppearance()
        setNeedsLayout()
    }

    /// Hides or shows the back button (animated: it fades over 0.2 s).
    private func setBackButtonVisible(_ visible: Bool, animated: Bool) {
        guard animated, window != nil, visible == backButton.isHidden else {
            backButton.isHidden = !visible
            backButton.alpha = 1
            return
        }
        backButton.isHidden = false
        UIView.performWithoutAnimation { backButton.alpha = visible ? 0 : 1 }
        UIView.animate(withDuration: 0.2, animations: { self.backButton.alpha = visible ? 1 : 0 }, completion: { [weak self] _ in
            guard let self else { return }
            self.backButton.isHidden = !self.showsBackButton
            self.backButton.alpha = 1
        })
    }

    /// The size a bar button item's view takes: a custom view its own size (else its
    /// intrinsic size), a button its intrinsic size, at least 44 pt wide and at most a third
    /// of the bar.
    private func itemSize(_ v: UIView, barWidth w: CGFloat) -> CGSize {
        let h = Self.defaultHeight
        let size = v.frame.size == .zero || v is UIButton ? v.intrinsicContentSize : v.frame.size
        return CGSize(width: min(w / 3, max(size.width, 44)), height: min(h, max(size.height, 30)))
    }

    /// In the 44 pt row: the back button and left items from the leading edge, the right items
    /// from the trailing edge, the title (or title view) centred on the bar, squeezed between
    /// them when they are wide; the large title in the row below, at the leading edge; the
    /// hairline along the bottom edge. Right to left (the bar's
    /// `effectiveUserInterfaceLayoutDirection`) the row is mirrored, as UIKit's: the back button
    /// (its chevron pointing right) and the left items at the right, the first left item
    /// outermost, the right items at the left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = Self.defaultHeight
        let w = bounds.width
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Frames are worked out leading at the left, then mirrored right to left.
        let place = { (r: CGRect) in rtl ? r.mirrored(inWidth: w) : r }
        let pixel = 1 / max(1, window?.screen.scale ?? 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: w, height: shadowImageHeight ?? pixel)
        backgroundImageView.frame = bounds
        var leftEdge = Self.margin
        if !backButton.isHidden {
            let titleWidth = backLabel.intrinsicContentSize.width
            let bw = min(w / 3, 8 + 13 + 6 + titleWidth + 8)
            let inButton = { (r: CGRect) in rtl ? r.mirrored(inWidth: bw) : r }
            backButton.frame = place(CGRect(x: 0, y: 0, width: bw, height: h))
            chevron.frame = inButton(CGRect(x: 8, y: (h - 21) / 2, width: 13, height: 21))
            chevron.pointsRight = rtl
            backIndicatorView.frame = chevron.frame
            backLabel.frame = inButton(CGRect(x: 8 + 13 + 6, y: 0, width: max(0, bw - 8 - 13 - 6 - 8), height: h))
            backLabel.textAlignment = rtl ? .right : .left
            leftEdge = bw + Self.spacing
        }
        for v in leftViews {
            let s = itemSize(v, barWidth: w)
            let f = CGRect(x: leftEdge, y: (h - s.height) / 2, width: s.width, height: s.height)
            v.frame = place(f)
            leftEdge = f.maxX + Self.spacing
        }
        var rightEdge = w - Self.margin
        for v in rightViews {
            let s = itemSize(v, barWidth: w)
            let f = CGRect(x: rightEdge - s.width, y: (h - s.height) / 2, width: s.width, height: s.height)
            v.frame = place(f)
            rightEdge = f.minX - Self.spacing
        }
        let room = max(0, min(w / 2 - leftEdge, rightEdge - w / 2))
        if let tv = shownTitleView {
            let own = tv.frame.size == .zero ? tv.intrinsicContentSize : tv.frame.size
            let tw = min(max(0, own.width), room * 2), th = min(max(0, own.height), h)
            tv.frame = CGRect(x: (w / 2 - tw / 2).rounded(), y: ((h - th) / 2).rounded(), width: tw, height: th)
        }
        let tw = titleLabel.intrinsicContentSize.width
        let half = min(tw / 2, room)
        titleLabel.frame = CGRect(x: w / 2 - half, y: 0, width: half * 2, height: h)
        // The large title: a 41 pt line ending 3 pt above the bar's bottom (baseline ~12 pt up).
        largeTitleLabel.frame = CGRect(x: Self.margin, y: h + Self.largeTitleExtraHeight - 41 - 3,
                                       width: max(0, w - 2 * Self.margin), height: 41)
        largeTitleLabel.textAlignment = rtl ? .right : .left
        layoutSearchBar()
    }
}

/// The back button's chevron ("<"), two rounded strokes meeting at the left; mirrored (">",
/// meeting at the right) in a right-to-left bar, as iOS's `chevron.backward`.
@MainActor
final class BackChevronView: UIView {
    var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    /// Whether the tip is at the right (the bar lays out right to left).
    var pointsRight = false { didSet { if pointsRight != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let stroke: CGFloat = 3
        let arm = (b.height / 2) * 2.0.squareRoot()
        ctx.setFillColor(color.cgColor)
        if pointsRight {
            ctx.translateBy(x: b.minX + b.maxX, y: 0)
            ctx.scaleBy(x: -1, y: 1)
        }
        for angle in [-CGFloat.pi / 4, CGFloat.pi / 4] {
            ctx.saveGState()
            // Each arm runs from the tip (left middle) to a corner on the right.
            ctx.translateBy(x: b.minX + stroke / 2 + 1, y: b.midY)
            ctx.rotate(by: angle)
            ctx.fill(CGRect(x: -stroke / 2, y: -stroke / 2, width: arm, height: stroke), cornerRadius: stroke / 2)
            ctx.restoreGState()
        }
    }
}

extension UINavigationBar: AccessibilitySettingsAdapting {
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.reduceTransparency != new.reduceTransparency { applyAppearance() }
    }
}
