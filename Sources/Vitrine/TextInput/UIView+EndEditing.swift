import Foundation

extension UIView {
    /// Makes the first responder resign if it is this view or inside it (with `force`, even
    /// when it refuses: its `canResignFirstResponder` / text field delegate is not asked).
    /// Returns whether no first responder is left in the view. Mirrors
    /// `UIView.endEditing(_:)`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponder else { return true }
        let inside: Bool
        if let v = first as? UIView {
            inside = v.isDescendant(of: self)
        } else if let vc = first as? UIViewController, let v = vc.viewIfLoaded {
            inside = v.isDescendant(of: self)
        } else {
            inside = false
        }
        guard inside else { return true }
        if force {
            window.forceResign(first)
            return true
        }
        return first.resignFirstResponder()
    }
}
