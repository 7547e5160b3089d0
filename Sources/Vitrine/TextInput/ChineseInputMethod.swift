import Foundation
import VitrinePlatform

/// Chinese typing through rime, as iOS's Chinese keyboards type: Pinyin (zh-Hans, rime's
/// `luna_pinyin` with simplified output) and Zhuyin (zh-Hant, rime's `bopomofo` on the 大千
/// layout's keys).
///
/// - Pinyin: letters (and `'` between syllables) compose; the letters typed are marked text
///   (`beijing`), caret after them. Zhuyin: every key goes to rime and its bopomofo
///   (`ㄅㄟˇ`) is marked; space is the first tone there, as on a zhuyin keyboard.
/// - Space (pinyin, while composing) commits the first candidate (北京); a candidate covering
///   only the start of the input leaves the rest composed.
/// - `candidates` lists rime's candidates, best first; `selectCandidate(at:)` commits one
///   (the candidate bar).
/// - Return commits the marked text as it stands (the letters typed); with nothing composed
///   it inserts "\n".
/// - Backspace while composing deletes the last key; with nothing composed it deletes backward.
/// - Any other key, the mode switch, the input resigning, or a tap moving the caret commit
///   the marked text first.
/// - Without rime (its data missing: logged by the composer) keys type as they are, as in
///   English: the method never fails.
/// - While rime starts (away from the main actor: `ChineseEngineStarter`) the keys that compose
///   wait in a queue, their characters shown as marked text (`beijing`), no candidates; once
///   rime is up they are replayed into it in order (`engineDidStart(_:)`), so nothing typed
///   meanwhile is lost or reordered.
@MainActor
package final class ChineseInputMethod: InputMethod {
    private var composer: ChineseComposer?
    private let presenter = CompositionPresenter()
    private let isZhuyin: Bool
    /// Whether rime is still starting (keys queue up).
    package private(set) var isStarting: Bool
    /// The keys typed while rime starts, in order, and the characters they show.
    private var queued: [KeyboardAction] = []
    private var queuedText = ""
    /// The input the queued keys were typed in.
    private weak var queuedIn: UIResponder?

    /// A method over `composer` (nil: keys type as they are).
    package init(composer: ChineseComposer?) {
        self.composer = composer
        isZhuyin = composer?.schema == ChineseComposer.zhuyin
        isStarting = false
    }

    /// A method whose composer is still starting (zhuyin or pinyin): keys queue until
    /// `engineDidStart(_:)`.
    package init(startingZhuyin zhuyin: Bool) {
        isZhuyin = zhuyin
        isStarting = true
    }

    /// rime is up (`composer`; nil: it cannot type, keys type as they are): the keys queued
    /// meanwhile go through it now, in order, in the input they were typed in.
    package func engineDidStart(_ composer: ChineseComposer?) {
        guard isStarting else { return }
        self.composer = composer
        isStarting = false
        let replay = queued
        queued = []
        queuedText = ""
        guard !replay.isEmpty, let input = queuedIn as? any UIKeyInput else { return }
        queuedIn = nil
        // Take the queued characters off, then type the keys for real.
        _ = presenter.show(committed: "", preedit: "", in: input)
        for action in replay { perform(action, on: input) }
    }

    package var isComposing: Bool { isStarting ? !queued.isEmpty : composer?.isComposing ?? false }

    /// The marked text: rime's composition (the letters typed, `beijing`; bopomofo for
    /// zhuyin; a candidate chosen for the start of the input, then the rest: `北京daxue`),
    /// without the spaces rime puts between syllables.
    package var markedText: String {
        if isStarting { return queuedText }
        guard let composer, composer.isComposing else { return "" }
        return composer.preedit.replacingOccurrences(of: " ", with: "")
    }

    /// rime's candidates for the input, best first (empty when not composing).
    package var candidates: [String] { isComposing ? composer?.candidates ?? [] : [] }

    package func perform(_ action: KeyboardAction, on input: any UIKeyInput) {
        if let shownIn = presenter.input, shownIn !== input as AnyObject {
            commitComposition(in: shownIn as? any UIKeyInput)
        }
        if isStarting {
            return queue(action, on: input)
        }
        guard let composer else {
            return EnglishInputMethod.type(action, into: input)
        }
        switch action {
        case .text(let s) where s.count == 1 && takesKey(Character(s)):
            if composer.process(Character(s)) {
                refresh(committed: composer.takeCommit() ?? "", in: input)
            } else {
                commit(in: input)
                input.insertText(s)
            }
        case .text(" ") where isComposing:
            composer.select(candidate: 0)
            refresh(committed: composer.takeCommit() ?? "", in: input)
        case .deleteBackward where isComposing:
            composer.backspace()
            refresh(committed: "", in: input)
        case .return where isComposing, .dismiss:
            commit(in: input)
        case .text, .return, .deleteBackward:
            commit(in: input)
            EnglishInputMethod.type(action, into: input)
        }
    }

    /// The keys rime reads: for pinyin the letters (and `'` inside a composition); for zhuyin
    /// every printable ASCII key (the bopomofo and tones sit on letters, digits and
    /// punctuation), space only inside a composition.
    private func takesKey(_ c: Character) -> Bool {
        guard c.isASCII else { return false }
        if isZhuyin { return c != " " || isComposing }
        return c.isLetter || (c == "'" && isComposing)
    }

    /// While rime starts: a key that composes, or any key once some wait, joins the queue and
    /// its character the marked text (backspace takes one off); other keys type at once.
    private func queue(_ action: KeyboardAction, on input: any UIKeyInput) {
        switch action {
        case .dismiss:
            commit(in: input)
        case .text(let s) where queued.isEmpty && !(s.count == 1 && takesKey(Character(s))):
            EnglishInputMethod.type(action, into: input)
        case .return where queued.isEmpty, .deleteBackward where queued.isEmpty:
            EnglishInputMethod.type(action, into: input)
        default:
            queued.append(action)
            queuedIn = input as? UIResponder
            switch action {
            case .text(let s): queuedText += s
            case .deleteBackward: if !queuedText.isEmpty { queuedText.removeLast() }
            default: break
            }
            if !presenter.show(committed: "", preedit: queuedText, in: input) {
                Log.ui.notice("Chinese input: \(type(of: input)) did not mark \"\(queuedText)\" while rime starts; keys typed as they are")
                queued = []
                queuedText = ""
            }
        }
    }

    /// Commits candidate `index` of `candidates`; the input it does not cover stays composed.
    /// Returns `false` (nothing changes) when not composing or out of range.
    @discardableResult
    package func selectCandidate(at index: Int) -> Bool {
        guard let composer, composer.isComposing, let input = presenter.input as? any UIKeyInput,
              composer.select(candidate: index) else { return false }
        refresh(committed: composer.takeCommit() ?? "", in: input)
        return true
    }

    package func commitComposition(in input: (any UIKeyInput)?) {
        commit(in: input)
    }

    package func inputDidChangeExternally(_ input: any UIKeyInput) {
        guard isComposing || !presenter.shown.isEmpty else { return }
        composer?.reset()
        queued = []
        queuedText = ""
        presenter.forget(unmarkingIn: input)
    }

    /// Ends the composition keeping the marked text as it stands.
    private func commit(in input: (any UIKeyInput)?) {
        let text = markedText
        composer?.reset()
        queued = []
        queuedText = ""
        presenter.commit(text, in: input, method: "Chinese")
    }

    /// Shows `committed` as final text and the rest of the composition as marked text.
    private func refresh(committed: String, in input: any UIKeyInput) {
        if !presenter.show(committed: committed, preedit: markedText, in: input) {
            Log.ui.notice("Chinese input: \(type(of: input)) did not mark \"\(markedText)\"; composition abandoned")
            composer?.reset()
        }
    }
}
