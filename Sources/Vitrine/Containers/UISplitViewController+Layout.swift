import Foundation

/// Where the columns go: the display mode and split behavior in use, and the frames.
///
/// UIKit's `SplitBehavior` documentation lists the display modes each behavior allows: `.tile`
/// `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`; `.overlay`
/// `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`; `.displace` `.secondaryOnly`,
/// `.oneBesideSecondary`, `.twoDisplaceSecondary`. A preferred mode the behavior does not allow
/// becomes the allowed one with the same columns; a double-column split has no "two" modes
/// (they become the "one" ones). `.automatic` behavior is what iPadOS picks for a full-screen
/// app (observed): side by side (`.tile`) when the split view is wider than tall, else
/// `.overlay` (double column) or `.displace` (triple column). `.automatic` display mode shows
/// every column beside the secondary with `.tile`, else only the secondary (the side columns
/// come over it when shown).
extension UISplitViewController {
    /// The preferred arrangement of the columns; the one used is `displayMode`. Setting it
    /// changes the layout at once (use `show(_:)`/`hide(_:)` for an animated change). Mirrors
    /// `preferredDisplayMode`.
    public var preferredDisplayMode: DisplayMode {
        get { _preferredDisplayMode }
        set {
            _preferredDisplayMode = newValue
            applyResolvedDisplayMode(animated: false)
        }
    }

    /// The preferred relation of the side columns to the secondary one; the one used is
    /// `splitBehavior`. Mirrors `preferredSplitBehavior`.
    public var preferredSplitBehavior: SplitBehavior {
        get { _preferredSplitBehavior }
        set {
            _preferredSplitBehavior = newValue
            applyResolvedDisplayMode(animated: false)
        }
    }

    /// The arrangement in use (while collapsed, the one the interface expands to). Mirrors
    /// `UISplitViewController.displayMode`.
    public var displayMode: DisplayMode {
        displayModeResolved ? _displayMode : resolvedDisplayMode(for: currentSize)
    }

    /// The split behavior in use for the split view's size. Mirrors `splitBehavior`.
    public var splitBehavior: SplitBehavior { resolvedSplitBehavior(for: currentSize) }

    /// The split view's size (the screen's before the view loads).
    var currentSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }

    func resolvedSplitBehavior(for size: CGSize) -> SplitBehavior {
        if _preferredSplitBehavior != .automatic { return _preferredSplitBehavior }
        if size.width > size.height { return .tile }
        return isTriple ? .displace : .overlay
    }

    func resolvedDisplayMode(for size: CGSize) -> DisplayMode {
        Self.displayMode(preferred: _preferredDisplayMode, behavior: resolvedSplitBehavior(for: size), triple: isTriple)
    }

    /// UIKit's rule (see above) for a preferred mode under a behavior.
    static func displayMode(preferred: DisplayMode, behavior: SplitBehavior, triple: Bool) -> DisplayMode {
        var m = preferred
        if m == .automatic { m = behavior == .tile ? (triple ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly }
        if !triple {
            switch m {
            case .twoBesideSecondary, .twoDisplaceSecondary: m = .oneBesideSecondary
            case .twoOverSecondary: m = .oneOverSecondary
            default: break
            }
        }
        switch (behavior, m) {
        case (.tile, .oneOverSecondary), (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return m
        }
    }

    /// Whether the secondary column is dimmed: side columns over it or displacing it.
    var dimsSecondary: Bool {
        !_isCollapsed && [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(_displayMode)
    }

    /// A tap on the dimmed secondary column hides the side columns (animated), as in UIKit.
    func dimmingTapped() {
        guard dimsSecondary else { return }
        let target: DisplayMode = isTriple && _displayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
        changeDisplayMode(to: target, animated: true)
    }

    /// The columns a display mode shows, leading first.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [isTriple ? .supplementary : .primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        }
    }

    /// The navigation controllers on screen, leading first.
    var visibleNavigations: [UINavigationController] {
        if _isCollapsed { return collapsedNavigation.map { [$0] } ?? [] }
        return visibleColumns(in: _displayMode).compactMap { columnNavigations[$0] }
    }

    /// Each column's frame in a split view of `size` with `mode` (hidden side columns just
    /// off the leading edge, where they slide in from). The columns run from the leading
    /// edge: the primary at the right in a right-to-left layout, as UIKit's.
    func columnFrames(in size: CGSize, mode: DisplayMode) -> [Column: CGRect] {
        let frames = leftToRightColumnFrames(in: size, mode: mode)
        guard viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frames }
        return frames.mapValues { CGRect(x: size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    private func leftToRightColumnFrames(in size: CGSize, mode: DisplayMode) -> [Column: CGRect] {
        let w = size.width, h = size.height
        let pw = primaryWidth(in: w), sw = isTriple ? supplementaryWidth(in: w) : 0
        var f: [Column: CGRect] = [:]
        func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: max(0, width), height: h) }
        switch mode {
        case .automatic, .secondaryOnly:
            f[.secondary] = rect(0, w)
            f[.primary] = rect(-pw - sw, pw)
            f[.supplementary] = rect(-sw, sw)
        case .oneBesideSecondary:
            let lead = isTriple ? sw : pw
            f[isTriple ? .supplementary : .primary] = rect(0, lead)
            f[.secondary] = rect(lead, w - lead)
            if isTriple { f[.primary] = rect(-pw, pw) }
        case .oneOverSecondary:
            f[.secondary] = rect(0, w)
            f[isTriple ? .supplementary : .primary] = rect(0, isTriple ? sw : pw)
            if isTriple { f[.primary] = rect(-pw, pw) }
        case .twoBesideSecondary:
            f[.primary] = rect(0, pw)
            f[.supplementary] = rect(pw, sw)
            f[.secondary] = rect(pw + sw, w - pw - sw)
        case .twoOverSecondary:
            f[.secondary] = rect(0, w)
            f[.primary] = rect(0, pw)
            f[.supplementary] = rect(pw, sw)
        case .twoDisplaceSecondary:
            // The secondary keeps its width beside the supplementary and is pushed off the
            // trailing edge by the primary.
            f[.primary] = rect(0, pw)
            f[.supplementary] = rect(pw, sw)
            f[.secondary] = rect(pw + sw, w - sw)
        }
        f[.compact] = rect(0, w)
        return f
    }

    /// The frame of a column navigation controller's view in a split view of `size`.
    func frame(of nav: UINavigationController, in size: CGSize) -> CGRect {
        if _isCollapsed { return CGRect(origin: .zero, size: size) }
        let frames = columnFrames(in: size, mode: _displayMode)
        for (column, n) in columnNavigations where n === nav { return frames[column] ?? CGRect(origin: .zero, size: size) }
        return CGRect(origin: .zero, size: size)
    }

    /// Places the column views (unless a column change animates them).
    func layoutColumnViews() {
        guard let v = viewIfLoaded, columnTransition == nil else { return }
        let size = v.bounds.size
        for nav in visibleNavigations {
            guard let nv = nav.viewIfLoaded, nv.superview === v else { continue }
            nv.frame = frame(of: nav, in: size)
        }
        (v as? SplitContainerView)?.layoutDividers()
    }

    /// Puts the visible navigation controllers' views in the container, in column order and
    /// below the dividers, without appearance callbacks.
    func installVisibleViews() {
        guard let container = viewIfLoaded as? SplitContainerView else { return }
        let size = container.bounds.size
        for nav in visibleNavigations {
            let nv: UIView = nav.view
            AppearanceRouter.withoutCallbacks(for: nv) {
                UIView.performWithoutAnimation {
                    if nv.superview !== container { nv.frame = frame(of: nav, in: size) }
                    container.insertSubview(nv, belowSubview: container.dividers[0])
                }
            }
        }
        // The dimming view sits right above the secondary column, the side columns above it.
        if let sv = columnNavigations[.secondary]?.viewIfLoaded, sv.superview === container {
            container.insertSubview(container.dimming, aboveSubview: sv)
        }
        if !_isCollapsed {
            for column in [Column.primary, .supplementary] {
                if let nv = columnNavigations[column]?.viewIfLoaded, nv.superview === container {
                    AppearanceRouter.withoutCallbacks(for: nv) { container.insertSubview(nv, belowSubview: container.dividers[0]) }
                }
            }
        }
    }

    /// Takes out the views of navigation controllers that are not visible, without callbacks.
    func removeHiddenViews() {
        guard let container = viewIfLoaded else { return }
        let visible = visibleNavigations
        for nav in columnNavigations.values where !visible.contains(where: { $0 === nav }) {
            if let nv = nav.viewIfLoaded, nv.superview === container {
                AppearanceRouter.withoutCallbacks(for: nv) { nv.removeFromSuperview() }
            }
        }
    }
}

/// The split view controller's root view: lays out the columns and the lines between them.
@MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?
    /// The hairlines at the trailing edges of the primary and supplementary columns.
    let dividers = [UIView(frame: .zero), UIView(frame: .zero)]
    /// Dims the secondary column while side columns overlay or displace it; a tap on it
    /// hides them (UIKit: with `.overlay` and `.displace` "the secondary view controller is
    /// dimmed out, preventing interaction with its view").
    let dimming = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        // 20 % black, close to iPadOS's dimming of the secondary column (not documented).
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.alpha = 0
        dimming.isHidden = true
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.controller?.dimmingTapped() })
        for d in dividers {
            d.backgroundColor = .opaqueSeparator
            d.isUserInteractionEnabled = false
            addSubview(d)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumnViews()
    }

    /// Over the secondary column's view while it is dimmed (faded by the caller's animation).
    func layoutDimming() {
        guard let c = controller else { return }
        let on = c.dimsSecondary
        if on { dimming.isHidden = false }
        if let sv = c.columnNavigations[.secondary]?.viewIfLoaded, sv.superview === self { dimming.frame = sv.frame }
        dimming.alpha = on ? 1 : 0
    }

    /// A divider at the trailing edge of each visible side column (its left edge right to
    /// left).
    func layoutDividers() {
        guard let c = controller else { return }
        layoutDimming()
        let sides: [UISplitViewController.Column] = [.primary, .supplementary]
        for (i, column) in sides.enumerated() {
            let d = dividers[i]
            guard !c.isCollapsed, let nv = c.columnNavigations[column]?.viewIfLoaded, nv.superview === self else {
                d.isHidden = true
                continue
            }
            d.isHidden = false
            bringSubviewToFront(d)
            let x = c.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? nv.frame.minX : nv.frame.maxX - 1
            d.frame = CGRect(x: x, y: 0, width: 1, height: bounds.height)
        }
    }
}
