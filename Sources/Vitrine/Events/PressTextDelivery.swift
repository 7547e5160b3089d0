import Foundation

/// How a hardware key's text meets `pressesBegan`, as in UIKit:
///
/// - A custom view adopting `UIKeyInput` gets `insertText(_:)` / `deleteBackward()` for the
///   keys it is sent whatever its `pressesBegan(_:with:)` does (UIKit's keyboard types into
///   it after delivering the press).
/// - The system's text views (`UITextField`, `UITextView`; they adopt
///   `TypesTextInPressesBegan`) type in their inherited `pressesBegan`: a subclass that
///   overrides `pressesBegan` without calling `super` types nothing, and one that calls
///   `super` types as usual.
///
/// The router marks the press it is about to deliver; `UIResponder.pressesBegan(_:with:)`
/// (the implementation every override reaches through `super`) notes when that press reaches
/// it on the text input itself.
@MainActor
package enum PressTextDelivery {
    private static var pending: (press: ObjectIdentifier, responder: ObjectIdentifier)?
    private static var reached = false

    /// Delivers `deliver` (a `pressesBegan` call) and returns whether the press reached
    /// `UIResponder.pressesBegan` on `responder`.
    static func deliver(_ press: UIPress, to responder: UIResponder, _ deliver: () -> Void) -> Bool {
        let saved = (pending, reached)
        pending = (ObjectIdentifier(press), ObjectIdentifier(responder))
        reached = false
        deliver()
        let result = reached
        (pending, reached) = saved
        return result
    }

    /// Called by `UIResponder.pressesBegan(_:with:)`.
    static func baseReceived(_ presses: Set<UIPress>, on responder: UIResponder) {
        guard let p = pending, p.responder == ObjectIdentifier(responder),
              presses.contains(where: { ObjectIdentifier($0) == p.press }) else { return }
        reached = true
    }
}

/// A text input whose hardware keys type only when its `pressesBegan(_:with:)` reaches
/// `UIResponder`'s (UIKit's `UITextField` and `UITextView`: overriding `pressesBegan` without
/// calling `super` stops typing). See `PressTextDelivery`.
@MainActor
package protocol TypesTextInPressesBegan: UIKeyInput {}
