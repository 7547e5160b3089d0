import Vitrine

extension ScreenReader {
    /// Two-finger swipe up: reads every element from the first on screen, as VoiceOver's
    /// "read all" does: one after another, the focus (and its ring) moving to each as it
    /// starts being spoken. Any new input stops it (a two-finger tap pauses it instead).
    package func readAll() { readAll(from: elements.first) }

    /// Two-finger swipe down: reads from the focused element (the first when none) to the end.
    package func readFromFocus() {
        let all = elements
        readAll(from: focusedElement.flatMap { e in all.first { $0 === e } } ?? all.first)
    }

    /// Whether a read-all is under way.
    package var isReadingAll: Bool { readingAll != nil }

    private func readAll(from first: (any AccessibilityFocusable)?) {
        interrupt()
        guard let first else { return }
        readAllCount += 1
        readingAll = readAllCount
        read(first, run: readAllCount)
    }

    /// Speaks `element` as part of read-all `run`, then the element after it in the reading
    /// order of that moment (elements may come and go while reading).
    private func read(_ element: any AccessibilityFocusable, run: Int) {
        let phrase = phrase(for: element)
        guard !phrase.text.isEmpty else {
            readNext(after: element, run: run)
            return
        }
        lastUtterance = (phrase.text, phrase.language)
        speech.speak(phrase.text, language: phrase.language, interrupting: false, events: ScreenReaderUtteranceEvents(
            started: { [weak self, weak element] in
                guard let self, self.readingAll == run, let element else { return }
                self.moveFocusSilently(to: element)
            },
            ended: { [weak self, weak element] finished in
                guard let self, self.readingAll == run else { return }
                guard finished, let element else {
                    self.readingAll = nil
                    return
                }
                self.readNext(after: element, run: run)
            }))
    }

    private func readNext(after element: any AccessibilityFocusable, run: Int) {
        let all = elements
        guard let i = all.firstIndex(where: { $0 === element }), i + 1 < all.count else {
            readingAll = nil
            return
        }
        read(all[i + 1], run: run)
    }
}
