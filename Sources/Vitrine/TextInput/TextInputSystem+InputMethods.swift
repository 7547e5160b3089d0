import Foundation
import VitrinePlatform

/// How `TextInputSystem` routes keys through the input method of the current mode, and when it
/// ends a composition: the mode switches (`inputMode`), the active input changes or resigns
/// (`firstResponderDidChange()`), or the input reports, as `inputDelegate`, a selection or
/// text change made by anything but the keys (a tap moving the caret, the app setting the
/// text). Those hooks are in TextInputSystem.swift; the rest is here.
extension TextInputSystem {
    /// The input method of `mode` (English when libhangul could not make a 두벌식 composer, and
    /// for an ASCII-only input: secure text entry, `.asciiCapable`, the number and phone
    /// pads — iOS offers only its ASCII keyboard there). Japanese and Chinese without their
    /// engine type kana or letters unconverted.
    func inputMethod(for mode: TextInputMode) -> any InputMethod {
        if let input = activeInput, TextInputSystem.isASCIIOnly(input) { return englishInputMethod }
        switch mode {
        case .english, .german, .french, .spanish, .russian, .greek, .hebrew, .arabic: return englishInputMethod
        case .korean: return koreanInputMethod ?? englishInputMethod
        case .japanese: return japaneseInputMethod
        case .chinesePinyin: return chinesePinyinInputMethod
        case .chineseZhuyin: return chineseZhuyinInputMethod
        }
    }

    /// Whether `input` takes ASCII text only, whatever the input mode.
    static func isASCIIOnly(_ input: any UIKeyInput) -> Bool {
        if input.isSecureTextEntry { return true }
        switch input.keyboardType {
        case .asciiCapable, .asciiCapableNumberPad, .numberPad, .phonePad, .decimalPad: return true
        default: return false
        }
    }

    /// The input method of the current mode.
    package var inputMethod: any InputMethod { inputMethod(for: inputMode) }

    func makeKoreanInputMethod() -> KoreanInputMethod? {
        guard let m = KoreanInputMethod() else {
            Log.ui.error("Korean input: libhangul has no 두벌식 keyboard (\"2\"); Korean mode types like English")
            return nil
        }
        return m
    }

    /// Japanese over anthy (kana only when anthy's dictionary is missing: the converter logs why).
    func makeJapaneseInputMethod() -> JapaneseInputMethod {
        JapaneseInputMethod(converter: KanaKanjiConverter())
    }

    /// Chinese over rime: simplified pinyin (zh-Hans) or zhuyin (zh-Hant); keys type as they
    /// are when rime's data is missing (the composer logs why). rime starts through
    /// `chineseEngineStarter`, away from the main actor; the method queues keys until then,
    /// and the keys it replays count as typed (not outside changes), after which the keyboard
    /// shows the candidates.
    func makeChineseInputMethod(zhuyin: Bool) -> ChineseInputMethod {
        let method = ChineseInputMethod(startingZhuyin: zhuyin)
        chineseEngineStarter.start(zhuyin ? ChineseComposer.zhuyin : ChineseComposer.pinyin, !zhuyin) { [weak self, weak method] composer in
            guard let method else { return }
            self?.keyDepth += 1
            method.engineDidStart(composer)
            self?.keyDepth -= 1
            // (by mode, not `inputMethod`: an immediate start calls back while the lazy
            // property that holds the method is still being set)
            guard let self, self.inputMode == (zhuyin ? .chineseZhuyin : .chinesePinyin) else { return }
            TextInteractionRegistry.inputDidChange(self.activeResponder)
            self.keyboardHost?.inputDidChange()
        }
        return method
    }

    /// Starts the engines of the Chinese modes among `inputModes` (rime deploys in the
    /// background), so the first switch to one finds it ready.
    func startEngines() {
        if inputModes.contains(.chinesePinyin) { _ = chinesePinyinInputMethod }
        if inputModes.contains(.chineseZhuyin) { _ = chineseZhuyinInputMethod }
    }

    /// Applies a key through the mode's input method.
    func applyKey(_ action: KeyboardAction, to input: any UIKeyInput) {
        keyDepth += 1
        defer { keyDepth -= 1 }
        inputMethod.perform(action, on: input)
    }

    /// The active input told us (as its `inputDelegate`) that its selection or text changed.
    /// Changes made while a key is applied are the input method's own.
    func inputDidChangeExternally(_ textInput: (any UITextInput)?) {
        guard keyDepth == 0, let input = activeInput, textInput == nil || textInput === input as AnyObject else { return }
        inputMethod.inputDidChangeExternally(input)
    }
}
