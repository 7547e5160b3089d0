import Foundation

/// The search controller's view while it is presented: transparent where the search bar is
/// (touches there reach the bar underneath), below the bar a dimming view when
/// `obscuresBackgroundDuringPresentation` (a tap on it ends the search), and the results
/// controller's view over it when shown.
@MainActor
final class SearchControllerView: UIView {
    weak var controller: UISearchController?
    let dimmingView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        // Dynamic: it follows the appearance and Increase Contrast where it is drawn.
        dimmingView.backgroundColor = .searchDimming
        dimmingView.accessibilityLabel = "Dismiss search"
        dimmingView.accessibilityTraits = .button
        dimmingView.isAccessibilityElement = true
        addSubview(dimmingView)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.controller?.isActive = false })
    }

    required init?(coder: NSCoder) { return nil }

    /// Where the content below the search bar starts, in this view's coordinates (0 when the
    /// bar is not on screen with it).
    var contentTop: CGFloat {
        guard let bar = controller?.searchBar, bar.window != nil, bar.window === window else { return 0 }
        return min(bounds.height, max(0, bar.convert(bar.bounds, to: self).maxY))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = contentTop
        let below = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        dimmingView.frame = below
        let showsResults = controller?.showsSearchResultsController ?? false
        dimmingView.isHidden = !(controller?.obscuresBackgroundDuringPresentation ?? true) || showsResults
        controller?.searchResultsController?.viewIfLoaded?.frame = below
    }

    /// Points above the content (over the search bar) are not this view's: they reach the bar.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.y >= contentTop && super.point(inside: point, with: event)
    }
}
