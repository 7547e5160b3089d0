import Foundation

/// What the app's views do when the on-screen keyboard moves: views constrained to a
/// `keyboardLayoutGuide` lay out again, animated along with the keyboard (UIKit:
/// "the guide … tracks the keyboard's position"), and the scroll view holding the active
/// text input insets its content by the part the keyboard covers and scrolls the input into
/// view (iOS scrolls a text field that becomes first responder into sight, above the keyboard; the
/// inset is what UITableViewController does for its table, applied here to the nearest
/// enclosing scroll view of any input so every form behaves). The inset only tops up the
/// scroll view's own `contentInset.bottom`: an app that insets for the keyboard itself from
/// `keyboardWillShow` (iOS's documented pattern) gets no more room than on iOS. The inset
/// goes when the keyboard hides or the input leaves the scroll view.
extension TextInputSystem {
    /// Space kept between the input and the keyboard's top when scrolling it into view.
    static let avoidanceMargin: CGFloat = 8

    /// The keyboard's frame changed (`keyboardWillChangeFrame`): move everything that
    /// follows it, over the keyboard's own animation.
    func followKeyboard(duration: Double, curve: Int) {
        let apply = { [self] in
            for w in screen.windows where !w.isKeyboardWindow {
                UIView.refreshKeyboardGuides(in: w)
                // Presentations that place their view above the keyboard (alerts).
                for case let c as UIPresentationContainerView in w.subviews { c.setNeedsLayout() }
            }
            // Views that follow the keyboard guide take their new frames first: what the
            // keyboard covers, and whether the input is in sight, depend on them.
            for w in screen.windows where !w.isKeyboardWindow { w.layoutIfNeeded() }
            avoidKeyboard()
            for w in screen.windows where !w.isKeyboardWindow { w.layoutIfNeeded() }
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, curve: TimingCurve(uiKitCurve: curve), animations: apply)
        } else {
            apply()
        }
    }

    /// The active input changed while the keyboard is up: scroll the new one into view.
    func activeInputDidChangeUnderKeyboard() {
        guard isKeyboardVisible || !insetScrollViews.isEmpty else { return }
        UIView.animate(withDuration: 0.25, curve: TimingCurve(uiKitCurve: 7)) { [self] in
            avoidKeyboard()
            for w in screen.windows where !w.isKeyboardWindow { w.layoutIfNeeded() }
        }
    }

    /// The view that stands for the active input on screen.
    var activeView: UIView? {
        if let v = activeResponder as? UIView { return v }
        return (activeResponder as? UIViewController)?.viewIfLoaded
    }

    /// Insets the active input's enclosing scroll view by the keyboard and scrolls the input
    /// into view; takes the inset back from scroll views that no longer need it.
    func avoidKeyboard() {
        var target: UIScrollView?
        var enclosing: UIScrollView?
        var inset: CGFloat = 0
        if isKeyboardVisible, let v = activeView, v.window != nil {
            var s = v.superview
            while let cur = s, !(cur is UIScrollView) { s = cur.superview }
            if let scroll = s as? UIScrollView {
                enclosing = scroll
                let kb = scroll.convert(keyboardFrame, from: nil)
                let b = scroll.bounds
                if kb.maxX > b.minX, kb.minX < b.maxX, kb.minY < b.maxY {
                    // An app that insets for the keyboard itself (iOS's pattern: contentInset
                    // from keyboardWillShow, posted before this runs) gets nothing more.
                    let covered = min(b.height, b.maxY - max(kb.minY, b.minY))
                    inset = max(0, covered - scroll.safeAreaInsets.bottom - scroll.contentInset.bottom)
                    target = scroll
                }
            }
        }
        for old in insetScrollViews where old !== target { old.setKeyboardInset(0) }
        insetScrollViews = target.map { [$0] } ?? []
        target?.setKeyboardInset(inset)
        // The input is scrolled into view even when the keyboard does not cover its scroll
        // view: a scroll view that shrinks above the keyboard (its bottom on a view that
        // follows the keyboard guide) can leave the input out of sight all the same.
        guard let scroll = enclosing, let v = activeView else { return }
        let m = TextInputSystem.avoidanceMargin
        let r = v.convert(v.bounds, to: scroll).insetBy(dx: 0, dy: -m)
        scroll.scrollRectToVisible(r, animated: false)
    }
}

extension UIScrollView {
    /// Sets the keyboard's part of `adjustedContentInset` (TextInputSystem+KeyboardAvoidance).
    func setKeyboardInset(_ inset: CGFloat) {
        guard scrolling.keyboardInset != inset else { return }
        scrolling.keyboardInset = inset
        adjustedContentInsetMayHaveChanged()
        // Content scrolled beyond the new limits comes back (the inset is gone).
        let clamped = clampedContentOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }
}

extension UIView {
    /// Gives every keyboard layout guide in `root`'s tree its new edges.
    static func refreshKeyboardGuides(in root: UIView) {
        if root._systemGuides[.keyboard] != nil { root.refreshSystemLayoutGuides() }
        for s in root.subviews { refreshKeyboardGuides(in: s) }
    }
}
