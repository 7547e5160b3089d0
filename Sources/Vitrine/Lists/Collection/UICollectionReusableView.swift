import Foundation
import VitrineGraphics

/// A view a collection view shows for one element and reuses for another when the first
/// scrolls away: the base of cells and of supplementary views (headers, footers). Mirrors
/// UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with. Mirrors `reuseIdentifier`.
    public internal(set) var reuseIdentifier: String?
    /// The collection view's layout pass that last showed the view.
    var displayGeneration = 0
    /// Whether a self-sizing layout still has to ask the view for its preferred size (once
    /// each time it is given an item, not on every frame).
    var needsSizing = true
    /// The z index last applied.
    var appliedZIndex = 0
    /// The element the view shows now (`nil` while it waits for reuse).
    var displayedIndexPath: IndexPath?

    /// Mirrors `UICollectionReusableView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a registered cell or supplementary view class when the collection view dequeues
    /// it: Swift can make an object from a class value only through a `required` initializer,
    /// and `init(frame:)` is not one in UIKit (a subclass overrides it as on iOS). A subclass
    /// that overrides all the designated initializers (the usual `init(frame:)` with
    /// `init?(coder:)`) or none inherits this one, and it runs the subclass's `init(frame:)`.
    /// Apps don't call it.
    public required convenience init(vitrineRegisteredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before a dequeue hands the view out again: reset state that is not content.
    /// Mirrors `prepareForReuse()`.
    open func prepareForReuse() {}

    /// Takes the layout's attributes (after the view's frame is set). Mirrors
    /// `apply(_:)`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves to new attributes in a layout change. Mirrors
    /// `willTransition(from:to:)`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Mirrors `didTransition(from:to:)`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like (self-sizing): by default its Auto Layout fitting
    /// size when constraints are installed inside it, else `sizeThatFits(_:)` of the estimated
    /// size. Mirrors `preferredLayoutAttributesFitting(_:)`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let a = layoutAttributes.copy()
        if hasInstalledConstraints(in: self) {
            a.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        } else {
            a.size = sizeThatFits(layoutAttributes.size)
        }
        return a
    }

    private func hasInstalledConstraints(in view: UIView) -> Bool {
        if !view.constraints.isEmpty { return true }
        return view.subviews.contains { hasInstalledConstraints(in: $0) }
    }
}

/// One item of a collection view: a `contentView` the app fills, a background, a background
/// shown while selected or highlighted. Mirrors UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in (the cell's size). Mirrors `contentView`.
    public let contentView = UIView()

    /// A view behind the content. Mirrors `backgroundView`.
    open var backgroundView: UIView? {
        didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); installBackgrounds() } }
    }
    /// A view behind the content shown while selected or highlighted. Mirrors
    /// `selectedBackgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView !== oldValue { oldValue?.removeFromSuperview(); installBackgrounds() } }
    }

    /// Mirrors `UICollectionViewCell.isSelected`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground() } }
    }
    /// Mirrors `UICollectionViewCell.isHighlighted`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Backgrounds sit under the content view, the selected one above the plain one.
    private func installBackgrounds() {
        if let b = backgroundView { insertSubview(b, at: 0); b.frame = bounds }
        if let s = selectedBackgroundView {
            insertSubview(s, belowSubview: contentView)
            s.frame = bounds
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
