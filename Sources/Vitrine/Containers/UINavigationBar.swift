import Foundation

/// The bar at the top of a navigation interface: the top item's title in bold in the middle, a
/// back button (chevron and the previous item's back title, in the tint colour) at the left,
/// the top item's right bar button item at the right, on a solid light grey with a hairline at
/// the bottom. Mirrors UIKit's `UINavigationBar` (the opaque, non-large-title look).
@MainActor
open class UINavigationBar: UIView {
    /// The bar's height in points, as UIKit's compact bar. (UIKit's is 44 pt.)
    public static let defaultHeight: CGFloat = 44

    /// The bar draws its selected items and buttons in the inherited `tintColor`; a change
    /// refreshes it. Mirrors `UINavigationBar.tintColor`.
    public override func tintColorDidChange() { super.tintColorDidChange(); refresh() }

    /// The bar's background. Mirrors `UINavigationBar.barTintColor`.
    public var barTintColor: UIColor = UIColor(rgb: 0xF8F8F8) { didSet { backgroundColor = barTintColor } }

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

    let titleLabel = UILabel()
    let backButton = UIButton(type: .custom)
    /// The back title, beside the chevron (the button's own title would be centred over it).
    let backLabel = UILabel()
    private let chevron = BackChevronView()
    private let hairline = UIView()
    private var rightView: UIView?

    /// Creates an empty bar. Mirrors `UINavigationBar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = barTintColor
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        backLabel.font = .systemFont(ofSize: 17)
        backLabel.isUserInteractionEnabled = false
        backButton.addSubview(backLabel)
        backButton.addSubview(chevron)
        chevron.isUserInteractionEnabled = false
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .primaryActionTriggered)
        addSubview(backButton)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `items` (bottom to top) with `titles` (what each shows in the middle).
    func setItems(_ items: [UINavigationItem], titles: [String?]) {
        self.items = items
        self.titles = titles
        refresh()
    }

    /// The back button's title: the back item's `backButtonTitle`, else its title, else "Back".
    var backTitle: String? {
        guard items.count > 1 else { return nil }
        let i = items.count - 2
        if let t = items[i].backButtonTitle { return t }
        if let t = titles[i], !t.isEmpty { return t }
        return "Back"
    }

    private func refresh() {
        titleLabel.text = titles.last ?? nil
        let back = backTitle
        backButton.isHidden = back == nil || (topItem?.hidesBackButton ?? false)
        backLabel.text = back
        backLabel.textColor = tintColor
        chevron.color = tintColor
        rightView?.removeFromSuperview()
        rightView = nil
        if let item = topItem?.rightBarButtonItem {
            let v: UIView
            if let custom = item.customView {
                v = custom
            } else {
                let b = UIButton(type: .custom)
                b.titleLabel?.font = .systemFont(ofSize: 17)
                b.setTitle(item.title, for: .normal)
                b.setTitleColor(tintColor, for: .normal)
                if let action = item.primaryAction { b.addAction(action, for: .primaryActionTriggered) }
                v = b
            }
            addSubview(v)
            rightView = v
            item.displayedView = v
        }
        setNeedsLayout()
    }

    /// Title centred on the bar (squeezed between the side items when they are wide), the back
    /// button at the left, the right item at the right, the hairline along the bottom edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = UINavigationBar.defaultHeight
        let w = bounds.width
        let pixel = 1 / max(1, window?.screen.scale ?? 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: w, height: pixel)
        var leftEdge: CGFloat = 16
        if !backButton.isHidden {
            let titleWidth = backLabel.intrinsicContentSize.width
            let bw = min(w / 3, 8 + 13 + 6 + titleWidth + 8)
            backButton.frame = CGRect(x: 0, y: 0, width: bw, height: h)
            chevron.frame = CGRect(x: 8, y: (h - 21) / 2, width: 13, height: 21)
            backLabel.frame = CGRect(x: 8 + 13 + 6, y: 0, width: max(0, bw - 8 - 13 - 6 - 8), height: h)
            leftEdge = bw + 8
        }
        var rightEdge = w - 16
        if let r = rightView {
            let size = r.frame.size == .zero || r is UIButton ? r.intrinsicContentSize : r.frame.size
            let rw = min(w / 3, max(size.width, 44))
            r.frame = CGRect(x: w - 16 - rw, y: (h - min(h, max(size.height, 30))) / 2, width: rw, height: min(h, max(size.height, 30)))
            rightEdge = r.frame.minX - 8
        }
        let tw = titleLabel.intrinsicContentSize.width
        let half = min(tw / 2, max(0, min(w / 2 - leftEdge, rightEdge - w / 2)))
        titleLabel.frame = CGRect(x: w / 2 - half, y: 0, width: half * 2, height: h)
    }
}

/// The back button's chevron ("<"), two rounded strokes meeting at the left.
@MainActor
final class BackChevronView: UIView {
    var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

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
