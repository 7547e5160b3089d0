import Foundation
import VitrineText

/// Which part of a text view's content an edit changed: the lines from the one before the
/// edited line (a word may move back up to it) down to the last line that differs from its
/// old self (the lines after the edit that kept their text, shifted by the edit's length,
/// and their place are left alone).
extension UITextView {
    /// The vertical band (in layout coordinates) to redraw, or nil for everything.
    static func changedBand(_ old: TextLayout, _ new: TextLayout, edit: (location: Int, removed: Int, inserted: Int)) -> Range<CGFloat>? {
        guard !old.lines.isEmpty, !new.lines.isEmpty else { return nil }
        let delta = edit.inserted - edit.removed
        // First line that may change: the one before the line holding the edit.
        let firstNew = max(0, (new.lineIndex(forOffset: edit.location, affinity: .upstream) ?? 0) - 1)
        let firstOld = max(0, (old.lineIndex(forOffset: edit.location, affinity: .upstream) ?? 0) - 1)
        // Last lines that are unchanged: compared from the end.
        var i = old.lines.count - 1, j = new.lines.count - 1
        let editEndOld = edit.location + edit.removed
        while i > firstOld && j > firstNew {
            let a = old.lines[i], b = new.lines[j]
            guard a.range.lowerBound >= editEndOld,
                  a.range.lowerBound + delta == b.range.lowerBound, a.range.upperBound + delta == b.range.upperBound,
                  a.frame == b.frame, a.baseline == b.baseline else { break }
            i -= 1; j -= 1
        }
        let top = min(old.lines[firstOld].frame.minY, new.lines[firstNew].frame.minY)
        let bottom = max(old.lines[i].frame.maxY, new.lines[j].frame.maxY)
        // Lines that disappeared at the end (the text got shorter): their old place too.
        let oldEnd = i == old.lines.count - 1 ? old.size.height : bottom
        let newEnd = j == new.lines.count - 1 ? new.size.height : bottom
        return floor(top)..<ceil(max(bottom, oldEnd, newEnd))
    }
}
