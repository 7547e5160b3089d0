import Vitrine
import VitrinePlatform

extension ScreenReader {
    /// What the app posted with `UIAccessibility.post(notification:argument:)`, as VoiceOver
    /// takes it: `.announcement` and `.pageScrolled` say their string; `.screenChanged`
    /// focuses the argument (else the first element) and says it; `.layoutChanged` focuses the
    /// argument when one is given (a string is said).
    func handle(_ notification: UIAccessibility.Notification, argument: Any?) {
        switch notification {
        case .announcement, .pageScrolled:
            guard let text = Self.string(argument) else {
                Log.ui.warning("UIAccessibility.post(notification: .\(notification)): the argument is not a string; nothing said")
                return
            }
            say(text: text, language: appLanguage)
        case .screenChanged:
            // Posted by UIKit at the end of a transition too: lay the new screen out first, so
            // the reading order sees where its elements are.
            for window in screen.windows where !window.isHidden { window.layoutIfNeeded() }
            let target: (any AccessibilityFocusable)?
            if let element = argument as? any AccessibilityFocusable, (element as? UIView)?.isAccessibilityElement ?? true {
                target = element
            } else {
                target = elements.first
            }
            // Two transitions ending one after the other (an alert dismissed as a push ends)
            // land on the same element: it was just said, once is enough.
            if let target, target === focusedElement, lastUtterance?.text == phrase(for: target).text {
                followFocus()
                return
            }
            focus(target)
        case .layoutChanged:
            if let element = argument as? any AccessibilityFocusable {
                focus(element)
            } else if let text = Self.string(argument) {
                say(text: text, language: appLanguage)
            } else {
                followFocus()
            }
        default:
            break
        }
    }

    private static func string(_ argument: Any?) -> String? {
        switch argument {
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        default: return nil
        }
    }
}
