import Foundation
import Vitrine
import VitrinePlatform

extension Kiosk {
    /// `[input.keyboard] languages` as the screen's input modes (validated when the file was
    /// read; a code no mode answers to is logged and left out).
    func applyInputModes(_ c: VitrineConfiguration, to screen: UIScreen) {
        screen.textInput.inputModes = Self.inputModes(c.input.keyboardLanguages)
    }

    /// The modes `codes` name, in order; English when none does.
    static func inputModes(_ codes: [String]) -> [TextInputMode] {
        let modes = codes.compactMap { code in
            let mode = TextInputMode(languageCode: code)
            if mode == nil { Log.ui.error("input.keyboard.languages: no input mode for \"\(code)\"; left out") }
            return mode
        }
        return modes.isEmpty ? [.english] : modes
    }
}
