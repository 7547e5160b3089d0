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

/// The variants for a screen reader. VoiceOver opens the popup with a double tap held on the
/// key, then a slide picks; this reader has no held double tap, so it offers what the popup
/// offers as the key's custom actions instead: with the key focused, swipes down and up (or
/// the Actions rotor) say "é", "è", …, and a double tap types the one said, as a lift in the
/// popup does.
extension KeyboardView {
    /// Gives key view `k` its variants (shifted as the keys are now) as custom actions.
    func updateAccentActions(_ k: KeyboardKeyView) {
        let variants = k.showsPreview ? k.key.alternates(shifted: isShifted) : []
        guard variants != k.accessibilityCustomActions?.map(\.name) ?? [] else { return }
        k.accessibilityCustomActions = variants.isEmpty ? nil : variants.map { variant in
            UIAccessibilityCustomAction(name: variant) { [weak self] _ in
                guard let self else { return false }
                self.typeText(variant)
                return true
            }
        }
    }
}
