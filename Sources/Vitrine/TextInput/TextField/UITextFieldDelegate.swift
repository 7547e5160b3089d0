import Foundation

/// Manages a text field's editing: whether it may begin and end, which changes it accepts,
/// what return and the clear button do. Mirrors UIKit's `UITextFieldDelegate`; every method
/// is optional (the defaults allow everything and do nothing).
///
/// The flow, as UIKit documents it: before becoming first responder the field asks
/// `textFieldShouldBeginEditing(_:)`; it becomes first responder; it calls
/// `textFieldDidBeginEditing(_:)`. While editing it asks
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before every change, and
/// `textFieldShouldClear(_:)` / `textFieldShouldReturn(_:)` for the clear button and the
/// return key. Before resigning it asks `textFieldShouldEndEditing(_:)` (not asked when the
/// resignation is forced: `endEditing(true)`, removal from the window); after it resigns it
/// calls `textFieldDidEndEditing(_:reason:)`.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// The default calls `textFieldDidEndEditing(_:)`, as UIKit does when the delegate does
    /// not implement this one.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
