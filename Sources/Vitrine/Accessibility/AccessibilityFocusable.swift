import Foundation

/// What a screen reader reads, focuses and acts on: a view that is an accessibility element,
/// or a `UIAccessibilityElement` a container returns. Both carry UIKit's informal
/// `UIAccessibility` protocol; this names the part the reader uses.
@MainActor
package protocol AccessibilityFocusable: AnyObject {
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityAttributedLabel: NSAttributedString? { get }
    var accessibilityAttributedHint: NSAttributedString? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityLanguage: String? { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
    /// The view the element is (a view) or is in (an element: its nearest container view).
    var accessibilityHostView: UIView? { get }
}

extension UIView: AccessibilityFocusable {
    package var accessibilityHostView: UIView? { self }
}

extension UIAccessibilityElement: AccessibilityFocusable {
    /// The nearest view among the element's containers.
    package var accessibilityHostView: UIView? {
        var container = accessibilityContainer
        while let c = container {
            if let view = c as? UIView { return view }
            container = (c as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}
