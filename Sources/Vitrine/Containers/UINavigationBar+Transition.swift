import Foundation

/// What a navigation bar showed before its items changed: copies of its title, large title
/// and back button, and the old item's own views (its bar button items and title view), in a
/// view the size of the bar, to fade out over the new contents.
@MainActor
final class NavigationBarGhost: UIView {
    /// The copy of the inline title and of the large title, which slide as they fade.
    private(set) var titles: [UIView] = []

    init(of bar: UINavigationBar) {
        bar.layoutIfNeeded()
        super.init(frame: bar.bounds)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        for label in [bar.titleLabel, bar.largeTitleLabel] where !label.isHidden && !(label.text ?? "").isEmpty {
            let copy = Self.copy(of: label)
            addSubview(copy)
            titles.append(copy)
        }
        if !bar.backButton.isHidden {
            let back = UIView(frame: bar.backButton.frame)
            back.backgroundColor = .clear
            back.addSubview(Self.copy(of: bar.backLabel))
            let chevron = BackChevronView(frame: bar.chevron.frame)
            chevron.color = bar.chevron.color
            chevron.pointsRight = bar.chevron.pointsRight
            back.addSubview(chevron)
            addSubview(back)
        }
        for v in bar.leftViews + bar.rightViews + [bar.shownTitleView].compactMap({ $0 }) where v.superview === bar {
            let f = v.frame
            v.removeFromSuperview()
            addSubview(v)
            v.frame = f
        }
    }

    required init?(coder: NSCoder) { return nil }

    private static func copy(of label: UILabel) -> UILabel {
        let l = UILabel(frame: label.frame)
        l.text = label.text
        l.font = label.font
        l.textColor = label.textColor
        l.textAlignment = label.textAlignment
        l.isUserInteractionEnabled = false
        return l
    }
}

/// A change of a navigation bar's items prepared to run inside an animation block (the push or
/// pop slide's, or any other): `animations()` inside the block, `completion()` when it ends.
/// The old contents fade out, their titles sliding a third of the bar's width (left for a
/// push, right for a pop; mirrored in a right-to-left bar); the new ones fade in, their titles
/// sliding in from the other side, as iOS's title cross-fade (with Reduce Motion they fade in
/// place); a change of the bar's height (a large title coming or going) happens in the same
/// block.
@MainActor
final class NavigationBarItemTransition {
    let animations: () -> Void
    let completion: () -> Void

    init(animations: @escaping () -> Void, completion: @escaping () -> Void) {
        self.animations = animations
        self.completion = completion
    }
}

extension UINavigationBar {
    /// How far the titles slide, as a part of the bar's width (the content's parallax).
    static let titleSlide: CGFloat = 0.3

    /// The cross-fade from what the bar showed before its last `setItems(…keepingOutgoing:)`
    /// to what it shows now; `nil` when nothing was kept.
    func makeItemTransition(push: Bool) -> NavigationBarItemTransition? {
        guard let ghost = outgoing else { return nil }
        outgoing = nil
        layoutIfNeeded()
        addSubview(ghost)
        let slide = UIAccessibility.prefersCrossFadeTransitions ? 0 : Self.titleSlide
        // Forward is towards the trailing edge: right to left, a push's titles come from the left.
        let forward: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let dx = bounds.width * slide * (push ? 1 : -1) * forward
        let incoming: [UIView] = [titleLabel, largeTitleLabel, backButton] + leftViews + rightViews + [shownTitleView].compactMap { $0 }
        let movingIn: [UIView] = [titleLabel, largeTitleLabel]
        let finalFrames = movingIn.map(\.frame)
        UIView.performWithoutAnimation {
            for v in incoming { v.alpha = 0 }
            for v in movingIn { v.frame = v.frame.offsetBy(dx: dx, dy: 0) }
        }
        return NavigationBarItemTransition(animations: { [weak self, weak ghost] in
            for v in incoming { v.alpha = 1 }
            for (v, f) in zip(movingIn, finalFrames) { v.frame = f }
            if let ghost {
                ghost.alpha = 0
                for t in ghost.titles { t.frame = t.frame.offsetBy(dx: -dx, dy: 0) }
            }
            self?.onHeightChange?()
        }, completion: { [weak self, weak ghost] in
            for v in incoming { v.removeAllAnimations() }
            // A cancelled interactive pop ran the animations back (alpha 0 again): the bar's
            // own views show whatever items it is given next.
            UIView.performWithoutAnimation { for v in incoming { v.alpha = 1 } }
            ghost?.removeFromSuperview()
            self?.setNeedsLayout()
        })
    }
}
