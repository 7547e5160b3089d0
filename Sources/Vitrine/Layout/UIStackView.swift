import Foundation
import VitrinePlatform

/// A view that lays out a row or a column of views (its arranged subviews) with Auto Layout
/// constraints it makes and keeps up to date itself. Mirrors UIKit's `UIStackView`.
///
/// As in UIKit, the stack view works only through constraints (named `UISV-…` in logs and in
/// `constraints`): its arranged subviews get `translatesAutoresizingMaskIntoConstraints =
/// false`, and the stack's own size comes from them when nothing else sets it (a stack pinned
/// only by its leading and top edges, or inside another stack, sizes itself). The constraints
/// are made again in the update-constraints pass after any change (arranged subviews,
/// `axis`, `distribution`, `alignment`, spacing, an arranged subview's `isHidden`); inside an
/// animation block a change to an arranged subview's `isHidden` is laid out at once, so the
/// collapse animates.
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis. Mirrors
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; compression resistance says which shrink when they do not
        /// fit, hugging which grow when they do not fill.
        case fill = 0
        /// The views fill the axis with the same size each.
        case fillEqually
        /// The views fill the axis with sizes proportional to their intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes; the spaces between them are equal (at least
        /// `spacing`).
        case equalSpacing
        /// The views keep their intrinsic sizes; their centres are equally far apart (spaces
        /// at least `spacing`).
        case equalCentering
    }

    /// How the arranged views are placed across the stack's axis. Mirrors
    /// `UIStackView.Alignment` (UIKit's raw values; `top` is `leading`, `bottom` is `trailing`).
    public enum Alignment: Int, Sendable {
        /// The views span the stack across its axis.
        case fill = 0
        /// Along the leading edge (a vertical stack) or the top edge (`top`, a horizontal stack).
        case leading = 1
        /// Horizontal stacks: the views' first baselines lined up.
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Along the trailing edge (a vertical stack) or the bottom edge (`bottom`).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines lined up.
        case lastBaseline = 5

        /// Mirrors `UIStackView.Alignment.top` (the same as `leading`).
        public static var top: Alignment { .leading }
        /// Mirrors `UIStackView.Alignment.bottom` (the same as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// Passed to `setCustomSpacing(_:after:)`: use the stack's `spacing` after the view.
    /// Mirrors `UIStackView.spacingUseDefault` (`FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As `spacing` or a custom spacing: the system's standard space (8 points). Mirrors
    /// `UIStackView.spacingUseSystem` (`FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order; always a subset of `subviews`. Mirrors
    /// `UIStackView.arrangedSubviews`.
    public internal(set) var arrangedSubviews: [UIView] = []

    /// The axis the views are laid out along (`.horizontal` by default). Mirrors
    /// `UIStackView.axis`.
    public var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// Mirrors `UIStackView.distribution` (`.fill` by default).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Mirrors `UIStackView.alignment` (`.fill` by default).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent arranged views: exact for the fill distributions, the least
    /// for `equalSpacing` and `equalCentering`; negative values overlap them (0 by default;
    /// `spacingUseSystem` for the system spacing). Mirrors `UIStackView.spacing`.
    public var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite {
                Log.ui.error("UIStackView: spacing \(spacing) is not finite; keeping \(oldValue)")
                spacing = oldValue
                return
            }
            if spacing != oldValue { arrangementDidChange() }
        }
    }

    /// Whether the views are laid out inside the stack's layout margins rather than its
    /// bounds (false by default). Mirrors `UIStackView.isLayoutMarginsRelativeArrangement`.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Vertical stacks: whether the space between views is measured from the last baseline
    /// of one to the first baseline of the next (false by default). Mirrors
    /// `UIStackView.isBaselineRelativeArrangement`.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Spacing set after particular arranged views (by identity).
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made and keeps, by what they relate.
    var managedConstraints: [StackConstraintKey: [NSLayoutConstraint]] = [:]
    /// Layout guides standing for the spaces between views (`equalSpacing`, `equalCentering`).
    var gapGuides: [UILayoutGuide] = []
    /// The arranged views' intrinsic lengths the proportional constraints were made from.
    var proportionsUsed: [CGFloat] = []
    /// The constraints must be made again.
    var needsArrangement = false

    /// Creates a stack view with the given frame and no arranged subviews. Mirrors
    /// `UIStackView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view (zero frame) arranging `views` in order, each added as a
    /// subview. Mirrors `UIStackView.init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The stack view lays out only with constraints. Mirrors
    /// `UIStackView.requiresConstraintBasedLayout`.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Makes the stack's constraints again if anything changed, then `super`.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Gives the arranged views their frames from the layout engine. With
    /// `fillProportionally`, views whose intrinsic sizes changed since the constraints were
    /// made get new proportions (laid out in the next round of the same frame).
    open override func layoutSubviews() {
        if distribution == .fillProportionally, proportionsUsed != currentProportions() {
            rebuildArrangement()
        }
        super.layoutSubviews()
    }

    /// A subview leaving the stack leaves the arranged subviews too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// The constraints must be made again before the next layout.
    func arrangementDidChange() {
        guard !needsArrangement else { return }
        needsArrangement = true
        _needsUpdateConstraints = true
        LayoutEngine.enqueueConstraintUpdate(self)
    }
}
