import Foundation

/// A control that starts a refresh of a scroll view's content when the content is pulled down
/// past its top. Mirrors UIKit's `UIRefreshControl`: set it as a scroll view's
/// `refreshControl`; pulling the content down `triggerDistance` points past its top while
/// dragging makes it refreshing (`isRefreshing`) and sends `.valueChanged`; while refreshing,
/// the scroll view's `adjustedContentInset.top` grows by the control's height, holding it in
/// sight above the content, until `endRefreshing()`. A spinner (eight rounded spokes in
/// `tintColor`) shows how far the pull has come and turns while refreshing.
/// `attributedTitle` is kept (drawn by nothing yet). Setting it makes the scroll view
/// `alwaysBounceVertical`, so short content can be pulled too.
@MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content (UIKit's is about 60 points).
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start a refresh (UIKit does not
    /// document it; about 100 points is what it takes on iOS).
    public static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way. Mirrors `isRefreshing`.
    public private(set) var isRefreshing = false
    /// Mirrors `attributedTitle` (kept; not drawn yet).
    public var attributedTitle: NSAttributedString?
    /// The spinner's colour is the inherited `UIView.tintColor`, a grey by default as on iOS
    /// (set in `init`). Mirrors `UIRefreshControl.tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for s in spokes { s.backgroundColor = tintColor }
    }
    private var spokes: [UIView] = []
    private var spin: DisplayLink?
    /// Set once the current drag has started a refresh (one per drag).
    var triggeredThisDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _tintColor = UIColor(white: 0.45, alpha: 1)
        for i in 0..<8 {
            let spoke = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 8))
            spoke.cornerRadius = 1.5
            spoke.backgroundColor = tintColor
            spoke.isUserInteractionEnabled = false
            spoke.alpha = 0
            spoke.tag = i
            addSubview(spoke)
            spokes.append(spoke)
        }
    }

    /// A control with the standard size. Mirrors `UIRefreshControl()`.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height)) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The scroll view it belongs to.
    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts showing a refresh (without sending `.valueChanged`, as UIKit). Mirrors
    /// `beginRefreshing()`.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        startSpinning()
        scrollView?.adjustedContentInsetMayHaveChanged()
    }

    /// Ends the refresh: the inset that held the control open goes, and the content slides
    /// back to its top if it was there. Mirrors `endRefreshing()`.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spin?.invalidate()
        spin = nil
        guard let sv = scrollView else { return }
        sv.adjustedContentInsetMayHaveChanged()
        if !sv.isDragging, sv.contentOffset.y < sv.minimumContentOffset.y {
            sv.setContentOffset(sv.clampedContentOffset(sv.contentOffset), animated: true)
        }
        update(pull: 0)
    }

    /// Shows `pull` (0…1) of the spokes.
    func update(pull: CGFloat) {
        let shown = isRefreshing ? 8 : Int((min(1, max(0, pull)) * 8).rounded(.down))
        for (i, s) in spokes.enumerated() { s.alpha = i < shown ? 1 : 0 }
    }

    private func startSpinning() {
        update(pull: 1)
        let link = DisplayLink { [weak self] now in
            guard let self else { return }
            // The brightest spoke goes round once a second.
            let lead = Int((now * 8).rounded(.down)) % 8
            for (i, s) in self.spokes.enumerated() { s.alpha = 0.3 + 0.7 * CGFloat((i - lead + 8) % 8) / 7 }
        }
        if link.add(for: self) { spin = link }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        for (i, s) in spokes.enumerated() {
            let a = CGFloat(i) * .pi / 4
            s.bounds = CGRect(x: 0, y: 0, width: 3, height: 8)
            s.center = CGPoint(x: c.x + sin(a) * 9, y: c.y - cos(a) * 9)
            s.transform = CGAffineTransform(rotationAngle: a)
        }
    }
}

extension UIScrollView {
    /// The pull-to-refresh control above the content. Mirrors `UIScrollView.refreshControl`.
    public var refreshControl: UIRefreshControl? {
        get {
            guard let rc = scrolling.refreshControl, rc.superview === self else { return nil }
            return rc
        }
        set {
            if let old = refreshControl, old !== newValue { old.removeFromSuperview() }
            scrolling.refreshControl = newValue
            guard let rc = newValue else { adjustedContentInsetMayHaveChanged(); return }
            insertSubview(rc, at: 0)
            // The content can always be pulled down to it.
            alwaysBounceVertical = true
            placeRefreshControl()
            adjustedContentInsetMayHaveChanged()
        }
    }

    /// The inset a refreshing control adds at the top.
    var refreshControlInset: CGFloat {
        guard let rc = refreshControl, rc.isRefreshing else { return 0 }
        return UIRefreshControl.height
    }

    /// Keeps the control just above the content's top, across the view.
    func placeRefreshControl() {
        guard let rc = refreshControl else { return }
        let top = adjustedContentInset.top - refreshControlInset
        rc.frame = CGRect(x: contentOffset.x, y: -top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// While dragging: the pull so far, and a refresh once it passes the trigger distance.
    func refreshControlDidScroll() {
        guard let rc = refreshControl else { return }
        placeRefreshControl()
        let pull = minimumContentOffset.y - contentOffset.y
        rc.update(pull: pull / UIRefreshControl.triggerDistance)
        guard isDragging, !rc.isRefreshing, !rc.triggeredThisDrag, pull >= UIRefreshControl.triggerDistance else { return }
        rc.triggeredThisDrag = true
        rc.beginRefreshing()
        rc.sendActions(for: .valueChanged)
    }

    func refreshControlDidEndDragging() {
        refreshControl?.triggeredThisDrag = false
    }
}
