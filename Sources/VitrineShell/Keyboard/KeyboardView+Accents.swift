import Foundation
import Vitrine

/// Long-press variants, as iOS's keyboard offers them: a finger held on a letter with
/// variants for ``accentDelay`` opens ``KeyAccentsView`` over it (the preview gives way), the
/// default highlighted; sliding picks another, lifting types the highlighted one. Sliding to
/// another key before the popup opens starts the wait again on that key.
extension KeyboardView {
    /// How long a letter is held before its variants open, in seconds (iOS's long press).
    static let accentDelay = 0.5

    /// Starts the wait for `touch` on key `i` when the key has variants and no popup is up.
    func holdForAccents(_ touch: UITouch, key i: Int) {
        let id = ObjectIdentifier(touch)
        if accentTouch == id { accentTimer?.cancel(); accentTimer = nil; accentTouch = nil }
        guard accentTouch == nil, !accents.isShowing, i < keyViews.count, keyViews[i].showsPreview,
              !keyViews[i].key.alternates.isEmpty else { return }
        accentTouch = id
        accentTimer = clock.schedule(after: KeyboardView.accentDelay) { [weak self] in self?.openAccents(id) }
    }

    private func openAccents(_ id: ObjectIdentifier) {
        accentTimer = nil
        guard accentTouch == id, let entry = tracked[id], entry.key < keyViews.count else { return }
        let k = keyViews[entry.key]
        let variants = k.key.alternates(shifted: isShifted)
        guard !variants.isEmpty else { accentTouch = nil; return }
        preview.hide()
        accents.show(variants, over: k.frame, width: bounds.width,
                     rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        accents.track(entry.touch.location(in: self))
    }

    /// Moves the highlight with `touch` when it holds the open popup; `false` otherwise.
    func accentsTrack(_ touch: UITouch) -> Bool {
        guard accentTouch == ObjectIdentifier(touch), accents.isShowing else { return false }
        accents.track(touch.location(in: self))
        return true
    }

    /// Ends `touch`'s hold: the highlighted variant when its popup was open (to type instead
    /// of the key), else `nil`.
    func accentsEnd(_ touch: UITouch) -> String? {
        guard accentTouch == ObjectIdentifier(touch) else { return nil }
        let variant = accents.selectedVariant
        cancelAccents()
        return variant
    }

    /// Closes the popup and stops the wait.
    func cancelAccents() {
        accentTimer?.cancel()
        accentTimer = nil
        accentTouch = nil
        accents.hide()
    }
}
