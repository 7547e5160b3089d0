import Foundation

/// One of the standard editing commands of the edit menu and the keyboard shortcuts. UIKit
/// names them by Objective-C selector (`#selector(UIResponderStandardEditActions.copy(_:))`);
/// selectors do not exist in Swift on Linux, so Vitrine names them with this enum instead
/// (`canPerformAction(.copy, withSender:)`).
public enum UIResponderStandardEditAction: Int, CaseIterable, Sendable {
    case cut, copy, paste, select, selectAll, delete

    /// The menu title UIKit shows for the command ("Cut", "Copy", "Paste", "Select",
    /// "Select All", "Delete").
    public var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .select: "Select"
        case .selectAll: "Select All"
        case .delete: "Delete"
        }
    }
}

/// The standard editing commands a responder performs. Mirrors UIKit's
/// `UIResponderStandardEditActions` (`cut(_:)`, `copy(_:)`, `paste(_:)`, `select(_:)`,
/// `selectAll(_:)`, `delete(_:)`) together with `UIResponder.canPerformAction(_:withSender:)`,
/// whose selector argument is a `UIResponderStandardEditAction` here.
///
/// Every `UIResponder` adopts it; a responder adopting `UITextInput` performs them through
/// `UITextInput` alone (cut, paste and delete go through `replace(_:withText:)`, so the input's
/// own rules — a text field delegate's `shouldChangeCharactersIn` — apply). A subclass
/// overrides any of them; `UITextInteraction`'s edit menu and the keyboard shortcuts call
/// them on the input.
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Copies the selection to the general pasteboard and removes it. Mirrors `cut(_:)`.
    func cut(_ sender: Any?)
    /// Copies the selection to the general pasteboard. Mirrors `copy(_:)`.
    func copy(_ sender: Any?)
    /// Replaces the selection with the general pasteboard's text. Mirrors `paste(_:)`.
    func paste(_ sender: Any?)
    /// Selects the word at the caret. Mirrors `select(_:)`.
    func select(_ sender: Any?)
    /// Selects all the text. Mirrors `selectAll(_:)`.
    func selectAll(_ sender: Any?)
    /// Removes the selection without copying it. Mirrors `delete(_:)`.
    func delete(_ sender: Any?)
    /// Whether `action` can be performed now (the edit menu shows only those that can).
    /// Mirrors `UIResponder.canPerformAction(_:withSender:)`.
    func canPerformAction(_ action: UIResponderStandardEditAction, withSender sender: Any?) -> Bool
}

extension UIResponderStandardEditActions {
    /// Performs `action` (the call the edit menu makes for a tapped item).
    public func perform(_ action: UIResponderStandardEditAction, withSender sender: Any?) {
        switch action {
        case .cut: cut(sender)
        case .copy: copy(sender)
        case .paste: paste(sender)
        case .select: select(sender)
        case .selectAll: selectAll(sender)
        case .delete: delete(sender)
        }
    }
}

/// Every responder adopts the standard edit actions, as in UIKit (the methods are `open` on
/// `UIResponder`: a view overrides `copy(_:)` or `canPerformAction(_:withSender:)`).
extension UIResponder: UIResponderStandardEditActions {}
