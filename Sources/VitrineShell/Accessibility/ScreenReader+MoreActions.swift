import Vitrine

extension ScreenReader {
    /// The focused element and its containers, innermost first (the views asked for escape,
    /// magic tap and scroll, as VoiceOver asks them).
    var focusChain: [UIView] { Self.chain(from: focusedElement?.accessibilityHostView) }

    /// `view` and its ancestors, innermost first.
    private static func chain(from view: UIView?) -> [UIView] {
        var chain: [UIView] = []
        var v = view
        while let view = v {
            chain.append(view)
            v = view.superview
        }
        return chain
    }

    /// Two-finger scrub: the first view from the focused element outwards whose
    /// `accessibilityPerformEscape()` returns true.
    package func escape() {
        _ = focusChain.first { $0.accessibilityPerformEscape() }
    }

    /// Two-finger double tap: the first view from the focused element outwards whose
    /// `accessibilityPerformMagicTap()` returns true.
    package func magicTap() {
        _ = focusChain.first { $0.accessibilityPerformMagicTap() }
    }

    /// Three-finger swipe: the first view from the focused element outwards whose
    /// `accessibilityScroll(_:)` returns true; else the nearest scroll view moves a page (a
    /// swipe up shows the page below) and its page is said ("page 2 of 3").
    package func scroll(_ direction: UIAccessibilityScrollDirection) {
        let chain = focusChain
        if chain.contains(where: { $0.accessibilityScroll(direction) }) { return }
        // The focused element's scroll view, else the first one an element on screen is in.
        guard let scrollView = chain.lazy.compactMap({ $0 as? UIScrollView }).first
                ?? elements.lazy.compactMap({ Self.chain(from: $0.accessibilityHostView?.superview).lazy.compactMap { $0 as? UIScrollView }.first }).first
        else { return }
        let b = scrollView.bounds.size, content = scrollView.contentSize
        var offset = scrollView.contentOffset
        switch direction {
        case .up, .next: offset.y += b.height
        case .down, .previous: offset.y -= b.height
        case .left: offset.x += b.width
        case .right: offset.x -= b.width
        }
        offset.x = min(max(offset.x, 0), max(0, content.width - b.width))
        offset.y = min(max(offset.y, 0), max(0, content.height - b.height))
        guard offset != scrollView.contentOffset else { return }
        scrollView.contentOffset = offset
        let vertical = direction != .left && direction != .right
        let page = vertical ? (b.height > 0 ? Int((offset.y / b.height).rounded()) : 0) : (b.width > 0 ? Int((offset.x / b.width).rounded()) : 0)
        let pages = vertical ? (b.height > 0 ? Int((content.height / b.height).rounded(.up)) : 1) : (b.width > 0 ? Int((content.width / b.width).rounded(.up)) : 1)
        say(text: "page \(page + 1) of \(max(pages, page + 1))", language: appLanguage)
    }
}
