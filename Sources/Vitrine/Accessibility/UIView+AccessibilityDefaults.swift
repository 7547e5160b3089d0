import Foundation

/// A standard view's own accessibility defaults (UIKit's for the same view): whether it is an
/// element, its label, value and traits while the app has not set them, and how it adjusts.
/// The standard views conform in the `…+Accessibility.swift` files beside this one; an app's
/// subclass inherits them and overrides the `UIView` properties themselves (`open`), as in
/// UIKit.
@MainActor
protocol BuiltInAccessibility: UIView {
    var builtInIsAccessibilityElement: Bool { get }
    var builtInAccessibilityLabel: String? { get }
    var builtInAccessibilityValue: String? { get }
    var builtInAccessibilityTraits: UIAccessibilityTraits { get }
    /// One step up (`1`) or down (`-1`) for an adjustable element.
    func builtInAccessibilityAdjust(by step: Int)
}

extension BuiltInAccessibility {
    var builtInIsAccessibilityElement: Bool { true }
    var builtInAccessibilityLabel: String? { nil }
    var builtInAccessibilityValue: String? { nil }
    var builtInAccessibilityTraits: UIAccessibilityTraits { [] }
    func builtInAccessibilityAdjust(by step: Int) {}
}

extension UIView {
    /// `isAccessibilityElement` before the app sets it: the standard view's own default, else
    /// `true` for a control and `false` for any other view ("The default value for this
    /// property is false. If the receiver is a UIKit control, the default value is true.").
    var defaultIsAccessibilityElement: Bool {
        if let v = self as? any BuiltInAccessibility { return v.builtInIsAccessibilityElement }
        return self is UIControl
    }

    /// `accessibilityLabel` before the app sets it ("standard UIKit controls and views have
    /// labels that derive from their titles").
    var defaultAccessibilityLabel: String? { (self as? any BuiltInAccessibility)?.builtInAccessibilityLabel }

    /// `accessibilityValue` before the app sets it.
    var defaultAccessibilityValue: String? { (self as? any BuiltInAccessibility)?.builtInAccessibilityValue }

    /// `accessibilityTraits` before the app sets it: the standard view's traits, and
    /// `.notEnabled` for any control that is not enabled.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = (self as? any BuiltInAccessibility)?.builtInAccessibilityTraits ?? []
        if let control = self as? UIControl, !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// What `accessibilityIncrement()`/`accessibilityDecrement()` do by default.
    func accessibilityAdjust(by step: Int) {
        (self as? any BuiltInAccessibility)?.builtInAccessibilityAdjust(by: step)
    }
}

/// How UIKit speaks of a fraction: a whole percentage ("50%").
func accessibilityPercent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
}

/// A number as VoiceOver reads it: without a fraction when it has none ("5", "2.5").
func accessibilityNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
