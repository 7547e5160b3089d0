import Foundation

/// A text input mode: the language the keyboards type. Mirrors UIKit's `UITextInputMode`.
///
/// - `activeInputModes` are the modes the kiosk is configured with (`[input.keyboard]
///   languages`), in the order the globe key goes through them.
/// - `currentInputModeDidChangeNotification` is posted, with the new mode as its object, on
///   every switch (the globe key, a hardware layout-switch key, a responder asking for its
///   own mode).
/// - Two instances are equal when they name the same language.
@MainActor
open class UITextInputMode: NSObject {
    /// Posted when the current input mode changes; the posting object is the new
    /// `UITextInputMode`. Mirrors `UITextInputMode.currentInputModeDidChangeNotification`
    /// (`UITextInputCurrentInputModeDidChangeNotification`).
    public nonisolated static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The mode of Vitrine's text system this object stands for.
    package let mode: TextInputMode

    package init(_ mode: TextInputMode) {
        self.mode = mode
        super.init()
    }

    /// The primary language of the mode, a BCP 47 language code ("en", "ko", "ja-JP",
    /// "zh-Hans", "de", …). Mirrors `primaryLanguage`.
    open var primaryLanguage: String? { mode.rawValue }

    /// The active input modes, in the order the globe key switches through them (the main
    /// screen's). Mirrors `activeInputModes`.
    public class var activeInputModes: [UITextInputMode] {
        UIScreen.main.textInput.inputModes.map(UITextInputMode.init)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputMode)?.mode == mode
    }

    open override var hash: Int { mode.hashValue }

    open override var description: String { "<UITextInputMode: \(mode.rawValue)>" }
}
