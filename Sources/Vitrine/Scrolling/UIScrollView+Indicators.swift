import Foundation

/// A scroll indicator: a thin rounded bar (a subview of the scroll view, placed in its
/// bounds coordinates for the current offset, above the content).
@MainActor
final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
    }

    required init?(coder: NSCoder) { return nil }
}

/// The scroll indicators, as iOS draws them: bars `indicatorThickness` (3 pt) thick with fully
/// rounded ends, `indicatorMargin` (3 pt) in from the edge, inset by
/// `vertical/horizontalScrollIndicatorInsets` plus the safe-area part of
/// `adjustedContentInset` (UIKit's `automaticallyAdjustsScrollIndicatorInsets`), as long as
/// the visible part is of the content (at least `indicatorMinimumLength`, 36 pt), shorter
/// while rubber-banding. They show while the content moves and fade out
/// (`indicatorFadeDuration`) `indicatorFadeDelay` after it stops; `flashScrollIndicators()`
/// shows them for a moment. Colours by `indicatorStyle`: `.black` a 35 % black, `.white` a 35 %
/// white, `.default` the one that shows on the appearance's background (black in light, white
/// in dark).
extension UIScrollView {
    static let indicatorThickness: CGFloat = 3
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorFadeDelay: Double = 0.5
    static let indicatorFadeDuration: Double = 0.25

    /// Shows the indicators for a moment. Mirrors `flashScrollIndicators()`.
    public func flashScrollIndicators() {
        showScrollIndicators()
        fadeScrollIndicators()
    }

    /// The indicators in sight, placed for the current offset (while the content moves).
    func showScrollIndicators() {
        scrolling.indicatorFadeTimer?.cancel()
        scrolling.indicatorFadeTimer = nil
        updateScrollIndicator(vertical: true, show: true)
        updateScrollIndicator(vertical: false, show: true)
    }

    /// Fades the indicators out after the delay.
    func fadeScrollIndicators() {
        scrolling.indicatorFadeTimer?.cancel()
        guard scrolling.verticalIndicator != nil || scrolling.horizontalIndicator != nil else { return }
        guard let clock = window?.screen.compositor.clock else {
            scrolling.verticalIndicator?.alpha = 0
            scrolling.horizontalIndicator?.alpha = 0
            return
        }
        scrolling.indicatorFadeTimer = clock.schedule(after: Self.indicatorFadeDelay) { [weak self] in
            guard let self else { return }
            self.scrolling.indicatorFadeTimer = nil
            UIView.animate(withDuration: Self.indicatorFadeDuration) {
                self.scrolling.verticalIndicator?.alpha = 0
                self.scrolling.horizontalIndicator?.alpha = 0
            }
        }
    }

    /// The colour of the bars for `indicatorStyle`.
    var scrollIndicatorColor: UIColor {
        switch indicatorStyle {
        case .black: UIScrollView.blackIndicatorColor
        case .white: UIScrollView.whiteIndicatorColor
        case .default: UIScrollView.defaultIndicatorColor
        }
    }

    private static let blackIndicatorColor = UIColor(white: 0, alpha: 0.35)
    private static let whiteIndicatorColor = UIColor(white: 1, alpha: 0.35)
    private static let defaultIndicatorColor = UIColor(light: blackIndicatorColor, dark: whiteIndicatorColor)

    /// The frame (bounds coordinates) of the vertical or horizontal bar now, `nil` when it
    /// does not show.
    func scrollIndicatorFrame(vertical: Bool) -> CGRect? {
        let adjusted = adjustedContentInset
        let safe = UIEdgeInsets(top: adjusted.top - contentInset.top, left: adjusted.left - contentInset.left,
                                bottom: adjusted.bottom - contentInset.bottom, right: adjusted.right - contentInset.right)
        let o = contentOffset, b = bounds.size, m = Self.indicatorMargin, w = Self.indicatorThickness
        let lo = minimumContentOffset, hi = maximumContentOffset
        if vertical {
            guard showsVerticalScrollIndicator, scrollsVertically else { return nil }
            let i = verticalScrollIndicatorInsets
            let top = i.top + safe.top + m, bottom = i.bottom + safe.bottom + m
            let track = b.height - top - bottom
            let total = contentSize.height + adjusted.top + adjusted.bottom
            guard track > 0, total > 0 else { return nil }
            let over = o.y < lo.y ? lo.y - o.y : (o.y > hi.y ? o.y - hi.y : 0)
            var length = max(Self.indicatorMinimumLength, track * min(1, b.height / total))
            length = max(w, min(track, length) - over)
            let progress = hi.y > lo.y ? min(1, max(0, (o.y - lo.y) / (hi.y - lo.y))) : 0
            return CGRect(x: o.x + b.width - i.right - safe.right - m - w, y: o.y + top + (track - length) * progress, width: w, height: length)
        } else {
            guard showsHorizontalScrollIndicator, scrollsHorizontally else { return nil }
            let i = horizontalScrollIndicatorInsets
            let left = i.left + safe.left + m, right = i.right + safe.right + m
            let track = b.width - left - right
            let total = contentSize.width + adjusted.left + adjusted.right
            guard track > 0, total > 0 else { return nil }
            let over = o.x < lo.x ? lo.x - o.x : (o.x > hi.x ? o.x - hi.x : 0)
            var length = max(Self.indicatorMinimumLength, track * min(1, b.width / total))
            length = max(w, min(track, length) - over)
            let progress = hi.x > lo.x ? min(1, max(0, (o.x - lo.x) / (hi.x - lo.x))) : 0
            return CGRect(x: o.x + left + (track - length) * progress, y: o.y + b.height - i.bottom - safe.bottom - m - w, width: length, height: w)
        }
    }

    /// Places (and with `show`, shows) one bar.
    func updateScrollIndicator(vertical: Bool, show: Bool) {
        let existing = vertical ? scrolling.verticalIndicator : scrolling.horizontalIndicator
        guard let frame = scrollIndicatorFrame(vertical: vertical) else {
            existing?.alpha = 0
            return
        }
        guard show || existing != nil else { return }
        let bar: ScrollIndicatorView
        if let existing { bar = existing } else {
            bar = ScrollIndicatorView(frame: frame)
            if vertical { scrolling.verticalIndicator = bar } else { scrolling.horizontalIndicator = bar }
        }
        if bar.superview !== self {
            addSubview(bar)
        } else if !subviews.suffix(2).contains(where: { $0 === bar }) {
            bringSubviewToFront(bar)
        }
        bar.frame = frame
        bar.cornerRadius = Self.indicatorThickness / 2
        bar.backgroundColor = scrollIndicatorColor
        // (Only when hidden or fading: stopping animations asks for a frame.)
        if show, bar.alpha != 1 {
            bar.removeAllAnimations()
            bar.alpha = 1
        }
    }
}
