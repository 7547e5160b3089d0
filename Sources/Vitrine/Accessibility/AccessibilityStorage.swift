import Foundation

/// The accessibility values set on one view (`nil` members: not set, the view's default
/// applies). A view makes it when the first value is set, so views that never set one pay a
/// single pointer.
@MainActor
final class AccessibilityStorage {
    var identifier: String?
    var isElement: Bool?
    var label = AccessibilityText()
    var hint = AccessibilityText()
    var language: String?
    var value = AccessibilityText()
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
    var isPrivate: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var customRotors: [UIAccessibilityCustomRotor]?
}

extension UIView {
    /// The view's accessibility values, made when first needed.
    var accessibilityStorage: AccessibilityStorage {
        if let s = _accessibility { return s }
        let s = AccessibilityStorage()
        _accessibility = s
        return s
    }
}
