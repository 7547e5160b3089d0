import Foundation
import VitrinePlatform

/// An object that can respond to events and take part in the responder chain. Mirrors
/// UIKit's `UIResponder`: views, view controllers, windows and the application are
/// responders; the first responder of a window receives key events (with the input issue).
/// Derives from Foundation's `NSObject`, as in UIKit: responders compare and hash by
/// identity (`Set<UIView>`, `view.constraints.contains(c)`) and conform to `NSObjectProtocol`.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder. Mirrors `UIResponder.init()`.
    public override init() { super.init() }

    /// Creates a plain responder; the coder is not read (there are no archives on Linux).
    /// `UIView` and `UIViewController` override it to return `nil` (no storyboards or nibs).
    /// It is `required` as in UIKit, which is what lets `@main` make an app delegate from its
    /// class (see `UIApplicationDelegate.main()`). Mirrors `UIResponder.init(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// Blocks waiting to run after a delay (`perform(afterDelay:_:)`).
    var delayedPerformTimers: [ClockTimer] = []

    /// The next object in the responder chain: a view's view controller (for its root view) or
    /// superview, a view controller's view's superview, the window's application. Mirrors
    /// `UIResponder.next`.
    open var next: UIResponder? { nil }

    /// Whether this object can become the first responder (`false` by default). Mirrors
    /// `UIResponder.canBecomeFirstResponder`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the first responder may give up that status (`true` by default). Mirrors
    /// `UIResponder.canResignFirstResponder`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is its window's first responder. Mirrors
    /// `UIResponder.isFirstResponder`.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Asks to become the first responder of its window: refused when
    /// `canBecomeFirstResponder` is false, when it is in no window, or when the current first
    /// responder refuses to resign. Mirrors `UIResponder.becomeFirstResponder()`.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status (refused when `canResignFirstResponder` is false).
    /// Mirrors `UIResponder.resignFirstResponder()`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Touches (the default passes them up the responder chain, as UIKit's does)

    /// Fingers touched down. Mirrors `UIResponder.touchesBegan(_:with:)`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved. Mirrors `UIResponder.touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted. Mirrors `UIResponder.touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were taken away (a recognizer, a system event). Mirrors
    /// `UIResponder.touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses (keyboard; the default passes them up the responder chain, as UIKit's does)

    /// Keys went down. Mirrors `UIResponder.pressesBegan(_:with:)`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        PressTextDelivery.baseReceived(presses, on: self)
        next?.pressesBegan(presses, with: event)
    }
    /// Held keys changed. Mirrors `UIResponder.pressesChanged(_:with:)`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// Keys went up. Mirrors `UIResponder.pressesEnded(_:with:)`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The presses were taken away (the keymap changed). Mirrors
    /// `UIResponder.pressesCancelled(_:with:)`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// The keyboard shortcuts this responder offers (none by default); see `UIKeyCommand`.
    /// Mirrors `UIResponder.keyCommands`.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The nearest undo manager up the responder chain (by default the next responder's; a
    /// window has its own, and a text field or text view has one for its edits). Mirrors
    /// `UIResponder.undoManager`.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Text input

    /// A custom view to show in place of the on-screen keyboard while this responder is
    /// first responder (nil: the system keyboard). Mirrors `UIResponder.inputView`.
    open var inputView: UIView? { nil }

    /// The input mode the keyboards type in while this responder takes text: the current
    /// mode for the active text input, nil for any other responder. Override it to return one
    /// of `UITextInputMode.activeInputModes`: becoming the active input switches to it (the
    /// user can still switch while it is active). Mirrors `textInputMode`.
    open var textInputMode: UITextInputMode? {
        guard let system = responderWindow?.screen.textInput, system.activeResponder === self else { return nil }
        return UITextInputMode(system.inputMode)
    }

    /// A custom view shown above the on-screen keyboard (or `inputView`) while this
    /// responder is first responder. Mirrors `UIResponder.inputAccessoryView`.
    open var inputAccessoryView: UIView? { nil }

    /// Shows this first responder's input views again after its `inputView`,
    /// `inputAccessoryView` or keyboard traits changed (nothing happens when it is not first
    /// responder). Mirrors `UIResponder.reloadInputViews()`.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.screen.textInput.reloadInputViews(for: self)
    }

    // MARK: Edit actions (UIResponderStandardEditActions, which every responder adopts in UIKit)

    /// Copies the selection to the general pasteboard and removes it. A responder adopting
    /// `UITextInput` (`UITextField`, `UITextView`, an app's view) does it through the protocol;
    /// others do nothing unless they override it. Mirrors `cut(_:)`.
    open func cut(_ sender: Any?) { performTextEditAction(.cut) }
    /// Copies the selection to the general pasteboard (never secure text). Mirrors `copy(_:)`.
    open func copy(_ sender: Any?) { performTextEditAction(.copy) }
    /// Replaces the selection with the general pasteboard's text. Mirrors `paste(_:)`.
    open func paste(_ sender: Any?) { performTextEditAction(.paste) }
    /// Selects the word at the caret. Mirrors `select(_:)`.
    open func select(_ sender: Any?) { performTextEditAction(.select) }
    /// Selects all the text. Mirrors `selectAll(_:)`.
    open func selectAll(_ sender: Any?) { performTextEditAction(.selectAll) }
    /// Removes the selection without copying it. Mirrors `delete(_:)`.
    open func delete(_ sender: Any?) { performTextEditAction(.delete) }

    /// Whether `action` can be performed now (the edit menu shows only those that can). A
    /// text input answers by UIKit's text rules (secure text: no cut or copy); any other
    /// responder asks the next one, as UIKit's default does for actions a class does not
    /// implement. Mirrors `UIResponder.canPerformAction(_:withSender:)` — an enum stands in
    /// for the selector.
    open func canPerformAction(_ action: UIResponderStandardEditAction, withSender sender: Any?) -> Bool {
        if let input = self as? any UITextInput { return TextEditActions.canPerform(action, on: input) }
        return next?.canPerformAction(action, withSender: sender) ?? false
    }

    private func performTextEditAction(_ action: UIResponderStandardEditAction) {
        if let input = self as? any UITextInput { TextEditActions.perform(action, on: input) }
    }

    /// The window whose first responder this object would be.
    var responderWindow: UIWindow? { nil }
}
