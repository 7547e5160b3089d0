import Foundation

/// Segment widths, the natural size, and placing the track, thumb, separators and content.
extension UISegmentedControl {
    /// The segment the thumb shows on: the dragged position, else the selection (none when
    /// momentary).
    var thumbIndex: Int? {
        if let d = draggedThumbIndex { return d }
        guard !isMomentary, segments.indices.contains(_selectedSegmentIndex) else { return nil }
        return _selectedSegmentIndex
    }

    /// The state a segment's title is drawn in.
    func titleState(of i: Int) -> UIControl.State {
        if !segments[i].isEnabled { return .disabled }
        if i == thumbIndex { return .selected }
        if i == highlightedSegment { return .highlighted }
        return .normal
    }

    func titleFont(for state: UIControl.State) -> UIFont {
        if let f = titleAttributes[state.rawValue]?[.font] as? UIFont { return f }
        if let f = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return f }
        return state == .selected
            ? .systemFont(ofSize: UISegmentedControl.fontSize, weight: .semibold)
            : .systemFont(ofSize: UISegmentedControl.fontSize)
    }

    func titleColor(for state: UIControl.State) -> UIColor {
        if let c = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return c }
        if state == .disabled { return .tertiaryLabel }
        if let c = titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor { return c }
        return .label
    }

    /// The width a segment's content needs, with padding.
    func naturalWidth(of i: Int) -> CGFloat {
        let s = segments[i]
        var content: CGFloat = 0
        if let t = s.title {
            let widest = [UIControl.State.normal, .selected].map { (t as NSString).size(withAttributes: [.font: titleFont(for: $0)]).width }
            content = widest.max() ?? 0
        } else if let image = s.image {
            content = image.size.width
        }
        return ceil(content) + 2 * UISegmentedControl.contentPadding
    }

    /// Each segment's width for a control `total` points wide: fixed widths as set; the rest
    /// shared equally, or in proportion to content with `apportionsSegmentWidthsByContent`.
    func segmentWidths(total: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, total - fixed)
        var widths = segments.map(\.width)
        guard !free.isEmpty else { return widths }
        if apportionsSegmentWidthsByContent {
            let naturals = free.map(naturalWidth(of:))
            let sum = naturals.reduce(0, +)
            for (k, i) in free.enumerated() { widths[i] = sum > 0 ? remaining * naturals[k] / sum : remaining / CGFloat(free.count) }
        } else {
            for i in free { widths[i] = remaining / CGFloat(free.count) }
        }
        return widths
    }

    /// The rectangle of each segment in the bounds, segment 0 at the leading end: at the
    /// right when the effective layout direction is right to left (UIKit mirrors a segmented
    /// control unless its semantic content attribute keeps it left to right, as `.spatial`
    /// for a control of physical directions).
    func segmentRects() -> [CGRect] {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? bounds.maxX : bounds.minX
        return segmentWidths(total: bounds.width).map { w in
            let left = rtl ? x - w : x
            x = rtl ? x - w : x + w
            return CGRect(x: left, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// The segment at `x` (clamped to the segments at the two ends).
    func segmentIndex(atX x: CGFloat) -> Int? {
        let rects = segmentRects()
        guard let first = rects.first, let last = rects.last else { return nil }
        if let i = rects.firstIndex(where: { x >= $0.minX && x < $0.maxX }) { return i }
        let leftmost = first.minX <= last.minX ? 0 : rects.count - 1
        return x < min(first.minX, last.minX) ? leftmost : rects.count - 1 - leftmost
    }

    /// 32 points tall; as wide as the segments need: fixed widths plus, for the others, the
    /// widest content each (or each its own with `apportionsSegmentWidthsByContent`).
    var naturalSize: CGSize {
        let free = segments.indices.filter { segments[$0].width == 0 }
        let naturals = free.map(naturalWidth(of:))
        let freeWidth = apportionsSegmentWidthsByContent ? naturals.reduce(0, +) : CGFloat(free.count) * (naturals.max() ?? 0)
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        return CGSize(width: fixed + freeWidth, height: UISegmentedControl.height)
    }

    /// Rebuilds the per-segment views after segments were added, removed or changed.
    func segmentsDidChange() {
        while labels.count < segments.count {
            let l = UILabel()
            l.textAlignment = .center
            l.isUserInteractionEnabled = false
            let iv = UIImageView(frame: .zero)
            iv.isUserInteractionEnabled = false
            iv.contentMode = .center
            contentView.addSubview(l)
            contentView.addSubview(iv)
            labels.append(l)
            imageViews.append(iv)
        }
        while labels.count > segments.count {
            labels.removeLast().removeFromSuperview()
            imageViews.removeLast().removeFromSuperview()
        }
        let separatorsNeeded = max(0, segments.count - 1)
        while separatorViews.count < separatorsNeeded {
            let s = UIView()
            s.isUserInteractionEnabled = false
            s.backgroundColor = .separator
            contentView.insertSubview(s, belowSubview: highlightView)
            separatorViews.append(s)
        }
        while separatorViews.count > separatorsNeeded { separatorViews.removeLast().removeFromSuperview() }
        for (i, s) in segments.enumerated() {
            labels[i].text = s.title
            labels[i].isHidden = s.title == nil
            imageViews[i].image = s.image
            imageViews[i].isHidden = s.title != nil || s.image == nil
        }
        invalidateIntrinsicContentSize()
        applyColors()
        setNeedsLayout()
    }

    /// Colours, fonts and fades that depend on the selection, highlight and enabled segments.
    /// The colours are dynamic: they resolve when drawn.
    func applyColors() {
        thumbView.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.defaultThumbColor
        for i in segments.indices where i < labels.count {
            let state = titleState(of: i)
            labels[i].font = titleFont(for: state)
            labels[i].textColor = titleColor(for: state)
            imageViews[i].tintColor = titleColor(for: state)
            imageViews[i].alpha = segments[i].isEnabled ? 1 : 0.3
        }
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    func placeSegmentViews() {
        contentView.frame = bounds
        trackView.frame = bounds
        let rects = segmentRects()
        let inset = UISegmentedControl.thumbInset
        for (i, r) in rects.enumerated() where i < labels.count {
            labels[i].frame = r.insetBy(dx: 4, dy: 0)
            imageViews[i].frame = r
        }
        let thumb = thumbIndex
        for (i, s) in separatorViews.enumerated() where i + 1 < rects.count {
            let h = min(UISegmentedControl.separatorHeight, bounds.height)
            // Between segments i and i + 1: at the trailing edge of segment i.
            let edge = rects[i + 1].minX >= rects[i].maxX ? rects[i].maxX : rects[i].minX
            s.frame = CGRect(x: edge - 0.5, y: bounds.midY - h / 2, width: 1, height: h)
            let touching: Set<Int?> = [thumb, highlightedSegment]
            s.alpha = touching.contains(i) || touching.contains(i + 1) ? 0 : 1
        }
        if let h = highlightedSegment, h != thumb, rects.indices.contains(h) {
            highlightView.frame = rects[h].insetBy(dx: inset, dy: inset)
            highlightView.isHidden = false
        } else {
            highlightView.isHidden = true
        }
        if let t = thumb, rects.indices.contains(t) {
            thumbView.frame = rects[t].insetBy(dx: inset, dy: inset)
            thumbView.isHidden = false
        } else {
            thumbView.isHidden = true
        }
    }

    /// Moves the thumb (and separators) to the current selection, sliding over 0.25 s when
    /// `animated`.
    func moveThumb(animated: Bool) {
        applyColors()
        if animated, !thumbView.isHidden, thumbIndex != nil {
            UIView.animate(withDuration: UISegmentedControl.animationDuration) { self.placeSegmentViews() }
        } else {
            placeSegmentViews()
        }
    }
}
