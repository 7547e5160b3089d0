import Foundation

/// The scroll view's two layout guides, as UIKit: constraints to `contentLayoutGuide` lay out
/// the content (its edges are the content's, so constraints from the content to its
/// edges give it a size, which becomes `contentSize`); constraints to `frameLayoutGuide` are
/// to the scroll view's visible frame (it moves with `contentOffset`, so views pinned to it
/// stay put while the content scrolls).
///
/// The content guide's origin is held at the content's origin and its size by the content's
/// constraints; after each layout pass its solved size is taken as `contentSize` (only once
/// the app has used the guide, so a scroll view whose `contentSize` is set by hand is left
/// alone). The frame guide is the bounds' size, placed at the offset (its constants follow
/// each change of `contentOffset`).
extension UIScrollView {
    /// The guide whose edges are the content's. Mirrors `UIScrollView.contentLayoutGuide`.
    public var contentLayoutGuide: UILayoutGuide {
        if let g = scrolling.contentGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(g)
        // Weak enough that the content's own constraints decide the size; the origin is fixed.
        let w = g.widthAnchor.constraint(equalToConstant: contentSize.width)
        let h = g.heightAnchor.constraint(equalToConstant: contentSize.height)
        w.priority = .fittingSizeLevel
        h.priority = .fittingSizeLevel
        NSLayoutConstraint.activate([g.leftAnchor.constraint(equalTo: leftAnchor), g.topAnchor.constraint(equalTo: topAnchor), w, h])
        scrolling.contentGuide = g
        return g
    }

    /// The guide of the scroll view's visible frame. Mirrors `UIScrollView.frameLayoutGuide`.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = scrolling.frameGuide { return g }
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(g)
        let left = g.leftAnchor.constraint(equalTo: leftAnchor, constant: contentOffset.x)
        let top = g.topAnchor.constraint(equalTo: topAnchor, constant: contentOffset.y)
        NSLayoutConstraint.activate([left, top, g.widthAnchor.constraint(equalTo: widthAnchor), g.heightAnchor.constraint(equalTo: heightAnchor)])
        scrolling.frameGuideEdges = (left, top)
        scrolling.frameGuide = g
        return g
    }

    /// After layout: the content guide's solved size is the content size.
    func takeContentSizeFromGuide() {
        guard let g = scrolling.contentGuide else { return }
        let size = g.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite, size != contentSize else { return }
        contentSize = size
    }

    /// The offset moved: the frame guide moves with it.
    func moveFrameGuide() {
        guard let (left, top) = scrolling.frameGuideEdges else { return }
        if left.constant != contentOffset.x { left.constant = contentOffset.x }
        if top.constant != contentOffset.y { top.constant = contentOffset.y }
    }
}
