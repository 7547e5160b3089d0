import Foundation
import VitrinePlatform

/// Secure entry shows the character just typed for a moment before it turns into a dot, as
/// iOS does (UIKit does not document the delay; about 1.5 s here, on the screen clock). Any
/// other change (another key, a deletion, the caret moving, editing ending) hides it at once.
extension UITextField {
    static let revealDuration: Double = 1.5

    func revealLastTyped(_ text: String) {
        hideRevealedCharacter()
        // One character of one UTF-16 unit (the dot stands for one unit there).
        guard text.count == 1, text.utf16.count == 1, core.selectedRange.length == 0, core.markedRange == nil,
              core.selectedRange.location >= 1 else { return }
        revealedCharacter = NSRange(location: core.selectedRange.location - 1, length: 1)
        styleRevision += 1
        setNeedsDisplay()
        revealTimer = window?.screen.compositor.clock.schedule(after: Self.revealDuration) { [weak self] in
            self?.hideRevealedCharacter()
        }
    }

    func hideRevealedCharacter() {
        revealTimer?.cancel()
        revealTimer = nil
        guard revealedCharacter != nil else { return }
        revealedCharacter = nil
        styleRevision += 1
        setNeedsDisplay()
    }

    /// The secure text as shown: a dot per character, the revealed one as itself.
    func secureDisplayString(dots count: Int, map: TextEditingGeometry.DisplayMap) -> String {
        var shown = Array(repeating: Self.secureDot, count: count)
        if let r = revealedCharacter, r.location + r.length <= core.length {
            let d = map.toDisplay[r.location]
            if d < shown.count { shown[d] = core.text(in: r) }
        }
        return shown.joined()
    }
}
