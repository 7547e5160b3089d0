import Vitrine

extension HeadlessHarness {
    /// The first view on screen (in a visible window, not hidden, not fully transparent, front
    /// window first) whose accessibility label begins with `prefix`: what a customer sees and
    /// a screen reader reads, wherever it lives (an alert, a window the shell owns).
    public func visibleView(labelled prefix: String) -> UIView? {
        func find(_ v: UIView) -> UIView? {
            if v.isHidden || v.alpha == 0 { return nil }
            if let l = v.accessibilityLabel, l.hasPrefix(prefix) { return v }
            for s in v.subviews { if let f = find(s) { return f } }
            return nil
        }
        for w in screen.windows.reversed() {
            if let v = find(w) { return v }
        }
        return nil
    }

    /// Taps the middle of the visible view labelled `prefix` (see `visibleView(labelled:)`);
    /// returns whether there was one.
    @discardableResult
    public func tapView(labelled prefix: String) -> Bool {
        renderFrames()
        guard let v = visibleView(labelled: prefix) else { return false }
        let r = v.convert(v.bounds, to: nil)
        tap(at: CGPoint(x: r.midX, y: r.midY))
        return true
    }
}
