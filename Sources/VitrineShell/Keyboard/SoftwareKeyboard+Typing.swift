import Foundation
import Vitrine

/// Where to tap to type: the screen points of the keys on the current layout, for
/// `vitrine-demo --type` and tests (they tap them through the real touch path).
extension SoftwareKeyboard {
    /// The centre of key `index` of the current page, in screen points (the key window's
    /// coordinates, where the app's full-screen window has its origin at the screen's).
    package func screenPoint(ofKeyAt index: Int) -> CGPoint? {
        keysView.layoutIfNeeded()
        guard index >= 0, index < keysView.keyViews.count else { return nil }
        let f = keysView.keyViews[index].frame
        let inWindow = keysView.convert(CGPoint(x: f.midX, y: f.midY), to: window)
        return CGPoint(x: window.frame.minX + inWindow.x, y: window.frame.minY + inWindow.y)
    }

    /// The centre of candidate `index` in the candidate strip, in screen points (nil: no
    /// such candidate shown).
    package func screenPoint(ofCandidateAt index: Int) -> CGPoint? {
        guard !candidateBar.isHidden else { return nil }
        candidateBar.layoutIfNeeded()
        guard index >= 0, index < candidateBar.buttons.count else { return nil }
        let b = candidateBar.buttons[index]
        let inWindow = b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: window)
        return CGPoint(x: window.frame.minX + inWindow.x, y: window.frame.minY + inWindow.y)
    }

    /// The centre of the first key with `role` on the current page, in screen points.
    package func screenPoint(of role: KeyboardKey.Role) -> CGPoint? {
        keysView.keyIndex(of: role).flatMap { screenPoint(ofKeyAt: $0) }
    }

    /// The screen points to tap, in order, to type `character` on the keyboard as it is
    /// now: page and shift switches first, then the key (on the Korean layout the key of
    /// the QWERTY letter, `r` for ㄱ and `R` for ㄲ). `nil` when the keyboard is hidden or
    /// no page of the current layout has the character. The taps leave shift as a single
    /// character on iOS does (off after the character); the page stays where the character is.
    package func touchPoints(toType character: Character) -> [CGPoint]? {
        guard isVisible, !keysView.isHidden else { return nil }
        let text = String(character)
        let request = keysView.request
        let pages: [KeyboardPage] = [keysView.page] + [KeyboardPage.letters, .numbers, .symbols].filter { $0 != keysView.page }
        for page in pages {
            let layout = KeyboardLayout.make(request, page: page)
            guard layout != KeyboardLayout.make(request, page: keysView.page) || page == keysView.page else { continue }
            for (i, key) in layout.keys.enumerated() {
                let plain = key.text(shifted: false) == text
                let shifted = !plain && key.text(shifted: true) == text
                guard plain || shifted else { continue }
                return taps(toPage: page, thenShift: shifted, key: i)
            }
        }
        return nil
    }

    /// The taps that turn to `page` from the current one, set shift as `shifted` needs,
    /// then press key `index` of that page.
    private func taps(toPage page: KeyboardPage, thenShift shifted: Bool, key index: Int) -> [CGPoint]? {
        var points: [CGPoint] = []
        let request = keysView.request
        var current = keysView.page
        // Page keys on the current page lead to the others (letters ↔ numbers ↔ symbols).
        while current != page {
            let layout = KeyboardLayout.make(request, page: current)
            let next: KeyboardPage = page == .letters ? .letters : (current == .letters ? .numbers : page)
            guard let i = layout.keys.firstIndex(where: { $0.role == .page(next) }),
                  let p = pointOf(index: i, page: current) else { return nil }
            points.append(p)
            current = next
        }
        let letters = KeyboardLayout.make(request, page: page)
        let shiftOn = page == keysView.page ? keysView.isShifted : false
        if shifted != shiftOn, let i = letters.keys.firstIndex(where: { $0.role == .shift }) {
            guard let p = pointOf(index: i, page: page) else { return nil }
            points.append(p)
            // Caps lock off takes one tap, on takes one: either way one tap toggles.
        }
        guard let p = pointOf(index: index, page: page) else { return nil }
        points.append(p)
        return points
    }

    /// Key `index` of `page` in screen points (pages are laid out by the same metrics).
    private func pointOf(index: Int, page: KeyboardPage) -> CGPoint? {
        keysView.layoutIfNeeded()
        let layout = KeyboardLayout.make(keysView.request, page: page)
        let frames = keysView.metrics.frames(of: layout, width: keysView.bounds.width).flatMap { $0 }
        guard index < frames.count else { return nil }
        let f = frames[index].frame
        let inWindow = keysView.convert(CGPoint(x: f.midX, y: f.midY), to: window)
        return CGPoint(x: window.frame.minX + inWindow.x, y: window.frame.minY + inWindow.y)
    }
}
