import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// Japanese and Chinese typed all day through the candidate bar, on the virtual clock: romaji
/// composed to kana, converted, the first candidate committed from the strip (its button's
/// action, as a tap sends it), pinyin composed and its first candidate committed, the field
/// emptied every few words (a form sent and cleared). After a warm-up the heap may not grow
/// beyond a bound far below what one kept strip of candidate buttons (views, labels, layers)
/// or one leaked engine session per word would add.
///
/// The strip is wired to the text system as the keyboard wires it (its candidates after each
/// key, a tap selecting), but stands alone in the app's window: inside the keyboard every
/// appearance resizes the keyboard's window, which redraws all the keys, and that would make
/// the run far too long for a debug build.
final class CandidateTypingSoakTests: XCTestCase {
    static let warmUp = 10
    static let words = 60
    /// About two kilobytes a word; a kept strip of candidate buttons is many times that.
    static let bound = 128 * 1024

    @MainActor private struct Scene {
        let h = HeadlessHarness(width: 480, height: 160)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 460, height: 40))
        let bar = KeyboardCandidateBar(frame: CGRect(x: 0, y: 100, width: 480, height: KeyboardCandidateBar.height))

        init(_ mode: TextInputMode) {
            h.window.addSubview(field)
            h.window.addSubview(bar)
            // A rime start another test left running on its queue would count as this one's.
            ChineseEngineStarter.waitUntilIdle()
            let system = h.screen.textInput
            system.chineseEngineStarter = .immediate
            system.inputModes = [.english, mode]
            system.inputMode = mode
            XCTAssertTrue(field.becomeFirstResponder())
            bar.language = mode.rawValue
            bar.isHidden = true
            bar.onSelect = { [weak system] i in system?.selectCandidate(at: i) }
            h.renderFrames()
        }

        /// The strip lists the input method's candidates, shown only while there are any.
        func showCandidates() {
            bar.candidates = h.screen.textInput.candidates
            bar.isHidden = bar.candidates.isEmpty
        }

        /// Types `keys` then commits the strip's first candidate; returns whether one was shown
        /// and the strip went away after it.
        func word(_ keys: String, step i: Int) -> Bool {
            if i % 10 == 0 { field.text = "" }
            for c in keys {
                h.screen.textInput.perform(.text(String(c)))
                showCandidates()
            }
            h.advance(by: 0.05)
            guard !bar.isHidden, let first = bar.buttons.first else { return false }
            first.sendActions(for: .primaryActionTriggered)
            showCandidates()
            h.advance(by: 0.05)
            return bar.isHidden && field.markedTextRange == nil
        }
    }

    /// `keys` typed and committed from the strip over and over: every word commits, and the
    /// heap stays within the bound.
    @MainActor private func soak(_ mode: TextInputMode, typing keys: String, gives word: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let s = Scene(mode)
        var committed = 0
        let growth = HeapGrowth.measure(warmUp: Self.warmUp, count: Self.words) { i in
            if s.word(keys, step: i) { committed += 1 }
        }
        XCTAssertEqual(committed, Self.warmUp + Self.words, "every word committed from the strip", file: file, line: line)
        XCTAssertEqual(s.field.text?.hasSuffix(word), true, file: file, line: line)
        XCTAssertLessThan(growth.bytes, Self.bound, "\(mode) typing kept \(growth)", file: file, line: line)
    }

    /// とうきょう converted to 東京, over and over.
    @MainActor func testJapaneseConversionKeepsNoMemoryPerWord() async {
        soak(.japanese, typing: "toukyou ", gives: "東京")
    }

    /// nihao → 你好, over and over.
    @MainActor func testChinesePinyinKeepsNoMemoryPerWord() async {
        soak(.chinesePinyin, typing: "nihao", gives: "你好")
    }
}
