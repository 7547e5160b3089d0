import Foundation

/// Where a page sits relative to the current one.
enum PageSide {
    case before, after
}

/// What is known of the page on one side of the current page.
enum PageNeighbour {
    /// The data source was not asked yet.
    case unasked
    /// The data source answered `nil`: the current page is the first (or last).
    case none
    /// The page there (a child, its view in the paging scroll view).
    case page(UIViewController)

    var page: UIViewController? { if case .page(let vc) = self { return vc } else { return nil } }
}

/// The pages on both sides of the current one, as far as known.
struct PageNeighbours {
    var before: PageNeighbour = .unasked
    var after: PageNeighbour = .unasked

    subscript(side: PageSide) -> PageNeighbour {
        get { side == .before ? before : after }
        set { if side == .before { before = newValue } else { after = newValue } }
    }

    @MainActor func contains(_ vc: UIViewController) -> Bool { before.page === vc || after.page === vc }
}

/// The geometry of the pages: the paging scroll view's content has three slots along the
/// navigation axis (visual positions −1, 0, +1: left/top, centre, right/bottom), each a page
/// plus the inter-page spacing; the current page rests in the centre slot.
extension UIPageViewController {
    /// The height of the page indicator's strip along the bottom (iOS's page control area
    /// below a scrolling page view controller's pages: 37 points), plus the bottom safe area.
    static let indicatorStripHeight: CGFloat = 37

    var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// Whether the page after is on the left (a horizontal page view controller in a
    /// right-to-left layout, as UIKit's: `.forward` goes leftwards).
    var afterIsLeading: Bool {
        isHorizontal && (viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// The visual slot (−1 or +1) of the page on `side`.
    func visualSlot(of side: PageSide) -> Int {
        let after = afterIsLeading ? -1 : 1
        return side == .after ? after : -after
    }

    /// The side whose page is in visual slot `slot` (−1 or +1).
    func side(ofVisualSlot slot: Int) -> PageSide {
        visualSlot(of: .after) == slot ? .after : .before
    }

    /// The area the pages fill, in the container's coordinates: all of it, less the indicator's
    /// strip when it shows.
    func pageArea(in bounds: CGRect) -> CGRect {
        guard indicatorShown else { return bounds }
        let strip = Self.indicatorStripHeight + (viewIfLoaded?.safeAreaInsets.bottom ?? 0)
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - strip))
    }

    /// One page and its spacing, along the axis.
    var pageStride: CGFloat {
        let s = pagingView.bounds.size
        return isHorizontal ? s.width : s.height
    }

    /// The offset along the axis at which the current page is shown.
    var restOffset: CGFloat { pageStride }

    /// The scroll view's offset along the axis.
    var axisOffset: CGFloat { isHorizontal ? pagingView.contentOffset.x : pagingView.contentOffset.y }

    /// The content offset that shows visual slot `slot`.
    func offset(showingSlot slot: Int) -> CGPoint {
        let along = CGFloat(slot + 1) * pageStride
        return isHorizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The frame of a page in visual slot `slot`, in the scroll view's content.
    func pageFrame(slot: Int) -> CGRect {
        let size = pageSize
        let along = CGFloat(slot + 1) * pageStride
        return isHorizontal ? CGRect(x: along, y: 0, width: size.width, height: size.height)
                            : CGRect(x: 0, y: along, width: size.width, height: size.height)
    }

    /// A page's size: the page area's.
    var pageSize: CGSize {
        let s = pagingView.bounds.size
        return isHorizontal ? CGSize(width: max(0, s.width - interPageSpacing), height: s.height)
                            : CGSize(width: s.width, height: max(0, s.height - interPageSpacing))
    }

    /// Lays out the scroll view (the page area, longer by the spacing along the axis, so that
    /// paging by its width or height steps over the gap), its content of three slots, the
    /// pages in them, the indicator, and, at rest, shows the current page.
    func layoutPages() {
        guard let container = viewIfLoaded else { return }
        let area = pageArea(in: container.bounds)
        let frame = isHorizontal ? CGRect(x: area.minX, y: area.minY, width: area.width + interPageSpacing, height: area.height)
                                 : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + interPageSpacing)
        let resized = pagingView.frame != frame
        if resized { pagingView.frame = frame }
        pagingView.alwaysBounceHorizontal = isHorizontal
        pagingView.alwaysBounceVertical = !isHorizontal
        let content = isHorizontal ? CGSize(width: 3 * frame.width, height: frame.height) : CGSize(width: frame.width, height: 3 * frame.height)
        if pagingView.contentSize != content { pagingView.contentSize = content }
        updateClosedSides()
        mirrorBackground()
        placePages()
        if indicatorShown {
            let strip = Self.indicatorStripHeight
            let bottom = container.bounds.height - container.safeAreaInsets.bottom
            pageControl.frame = CGRect(x: 0, y: bottom - strip, width: container.bounds.width, height: strip)
        }
        if turn == nil, !pagingView.isDragging, !pagingView.isDecelerating, resized || abs(axisOffset - restOffset) > 0 {
            recentre()
        }
    }

    /// Gives the paging scroll view the container's background when it is opaque: the same
    /// pixels (it lies over the container), but an opaque scroll view lets the compositor move
    /// the drawn pixels of a swipe and draw only the strip that comes into view
    /// (Compositor+Scrolling.swift) instead of redrawing the page area every frame.
    func mirrorBackground() {
        guard let container = viewIfLoaded else { return }
        let colour = container.backgroundColor
        let opaque = colour.map { $0.resolvedColor(with: container.traitCollection).color.alpha >= 1 } ?? false
        let wanted = opaque ? colour : nil
        if pagingView.backgroundColor !== wanted { pagingView.backgroundColor = wanted }
    }

    /// Puts the current page and the known neighbours in their slots.
    func placePages() {
        UIView.performWithoutAnimation {
            if let v = current?.viewIfLoaded, v.superview === pagingView {
                let f = pageFrame(slot: 0)
                if v.frame != f { v.frame = f }
            }
            for side in [PageSide.before, .after] {
                guard let v = neighbours[side].page?.viewIfLoaded, v.superview === pagingView else { continue }
                let f = pageFrame(slot: visualSlot(of: side))
                if v.frame != f { v.frame = f }
            }
        }
    }

    /// Closes the sides that have no page (the data source answered `nil`, or there is no
    /// data source): a negative inset takes that slot out of the scrollable range, so a drag
    /// there rubber-bands at the current page as UIKit's does, showing the page view
    /// controller's background in the stretch and nothing else.
    func updateClosedSides() {
        func closed(_ slot: Int) -> Bool {
            let side = side(ofVisualSlot: slot)
            if turn?.target === neighbours[side].page, neighbours[side].page != nil { return false }
            switch neighbours[side] {
            case .none: return true
            case .page: return false
            case .unasked: return dataSource == nil
            }
        }
        let s = pageStride
        let lead: CGFloat = closed(-1) ? -s : 0, trail: CGFloat = closed(1) ? -s : 0
        let insets = isHorizontal ? UIEdgeInsets(top: 0, left: lead, bottom: 0, right: trail)
                                  : UIEdgeInsets(top: lead, left: 0, bottom: trail, right: 0)
        if pagingView.contentInset != insets { pagingView.contentInset = insets }
    }

    /// Shows the current page in the centre slot at rest (the offset moves by whole slots, so
    /// the pixels on screen stay the same).
    func recentre() {
        isRecentring = true
        defer { isRecentring = false }
        placePages()
        let rest = offset(showingSlot: 0)
        if pagingView.contentOffset != rest { pagingView.contentOffset = rest }
    }

    /// Puts the current page's view (loading it) in the centre slot without appearance
    /// callbacks (the container's own appearance forwards them).
    func installCurrentView() {
        guard isViewLoaded, let page = current else { return }
        let v: UIView = page.view
        guard v.superview !== pagingView else { return }
        AppearanceRouter.withoutCallbacks(for: v) {
            UIView.performWithoutAnimation {
                v.frame = pageFrame(slot: 0)
                pagingView.addSubview(v)
            }
        }
    }

    /// Puts a neighbour's view (loading it) in its slot without appearance callbacks.
    func installNeighbourView(_ page: UIViewController, side: PageSide) {
        guard isViewLoaded else { return }
        let v: UIView = page.view
        AppearanceRouter.withoutCallbacks(for: v) {
            UIView.performWithoutAnimation {
                v.frame = pageFrame(slot: visualSlot(of: side))
                if v.superview !== pagingView { pagingView.addSubview(v) }
            }
        }
    }
}
