import Foundation

/// Touches on a segmented control, as on iOS 13 and later: a touch on an unselected segment
/// highlights the segment under the finger and selects it on touch-up inside; a touch on the
/// selected segment grabs the thumb, which slides to the (enabled) segment under the finger.
/// `.valueChanged` is sent once on touch-up, only when the selection changed (always in
/// momentary mode); a segment made from a `UIAction` performs it.
extension UISegmentedControl {
    /// Starts on an enabled segment only. Mirrors `UISegmentedControl`'s
    /// `beginTracking(_:with:)`.
    func segmentBeginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let i = segmentIndex(atX: touch.location(in: self).x), segments[i].isEnabled else { return false }
        if !isMomentary, i == _selectedSegmentIndex {
            draggedThumbIndex = i
        } else {
            highlightedSegment = i
        }
        applyColors()
        placeSegmentViews()
        return true
    }

    /// Slides a grabbed thumb, or moves the highlight, to the segment under the finger.
    /// Mirrors `UISegmentedControl`'s `continueTracking(_:with:)`.
    func segmentContinueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard let i = segmentIndex(atX: p.x) else { return false }
        if let d = draggedThumbIndex {
            if i != d, segments[i].isEnabled {
                draggedThumbIndex = i
                moveThumb(animated: true)
            }
        } else {
            let next: Int? = bounds.contains(p) && segments[i].isEnabled ? i : nil
            if next != highlightedSegment {
                highlightedSegment = next
                applyColors()
                placeSegmentViews()
            }
        }
        return true
    }

    /// Selects the dragged-to or touched segment and sends `.valueChanged` if the selection
    /// changed. Mirrors `UISegmentedControl`'s `endTracking(_:with:)`.
    func segmentEndTracking(_ touch: UITouch?, with event: UIEvent?) {
        let old = _selectedSegmentIndex
        var chosen: Int?
        if let d = draggedThumbIndex {
            chosen = d
        } else if let touch, let i = segmentIndex(atX: touch.location(in: self).x),
                  bounds.contains(touch.location(in: self)), segments[i].isEnabled {
            chosen = i
        }
        draggedThumbIndex = nil
        highlightedSegment = nil
        guard let chosen else { moveThumb(animated: false); return }
        if isMomentary {
            _selectedSegmentIndex = chosen
            sendSelection(chosen, with: event)
            _selectedSegmentIndex = UISegmentedControl.noSegment
            moveThumb(animated: false)
            return
        }
        _selectedSegmentIndex = chosen
        moveThumb(animated: old != UISegmentedControl.noSegment)
        if chosen != old { sendSelection(chosen, with: event) }
    }

    /// Drops the highlight and puts a dragged thumb back. Mirrors `UISegmentedControl`'s
    /// `cancelTracking(with:)`.
    func segmentCancelTracking(with event: UIEvent?) {
        let wasDragging = draggedThumbIndex != nil
        draggedThumbIndex = nil
        highlightedSegment = nil
        moveThumb(animated: wasDragging)
    }

    private func sendSelection(_ i: Int, with event: UIEvent?) {
        segments[i].action?.perform(sender: self)
        sendActions(for: .valueChanged, with: event)
    }
}
