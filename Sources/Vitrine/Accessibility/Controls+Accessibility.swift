import Foundation

// UIKit's accessibility defaults for the standard controls. UIKit documents the general rules
// ("If the receiver is a UIKit control, the default value is true"; labels "derive from their
// titles"; "the value of a slider might be 9.5 or 35% and the value of a text field is the
// text it contains"); where it does not document a control's own values, the values are those
// iOS reports, and the choice is named beside the control.

extension UIButton: BuiltInAccessibility {
    /// The title shown; with no title, the image's symbol name (Vitrine's choice: `UIImage`
    /// has no settable accessibility label here, and iOS also reads a symbol's name).
    var builtInAccessibilityLabel: String? {
        if let t = configuration?.shownTitle, !t.isEmpty { return t }
        if let t = currentTitle, !t.isEmpty { return t }
        if let t = titleLabel?.text, !t.isEmpty { return t }
        return (configuration?.image ?? currentImage)?.symbolName
    }

    /// `.button`, and `.selected` while selected (`.notEnabled` is every control's).
    var builtInAccessibilityTraits: UIAccessibilityTraits { isSelected ? [.button, .selected] : .button }
}

extension UISwitch: BuiltInAccessibility {
    /// "1" when on, "0" when off, as iOS reports a switch's value.
    var builtInAccessibilityValue: String? { isOn ? "1" : "0" }

    /// `.button` and iOS 17's `.toggleButton` (Apple: "If you want VoiceOver to describe the
    /// toggle as a switch button, combine the toggle trait with a button trait").
    var builtInAccessibilityTraits: UIAccessibilityTraits { [.button, .toggleButton] }
}

extension UISlider: BuiltInAccessibility {
    /// The value as a percentage of the range ("35%").
    var builtInAccessibilityValue: String? {
        let range = Double(maximumValue) - Double(minimumValue)
        return accessibilityPercent(range > 0 ? (Double(value) - Double(minimumValue)) / range : 0)
    }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// A tenth of the range up or down, then `.valueChanged`, as iOS's slider does.
    func builtInAccessibilityAdjust(by step: Int) {
        guard isEnabled else { return }
        let old = value
        setValue(value + Float(step) * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension UIStepper: BuiltInAccessibility {
    /// The value as a number ("5", "2.5"). iOS makes a stepper a container of two buttons;
    /// Vitrine makes it one adjustable element (its choice).
    var builtInAccessibilityValue: String? { accessibilityNumber(value) }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// One `stepValue` up or down (within the range, or wrapping when `wraps`), then
    /// `.valueChanged`.
    func builtInAccessibilityAdjust(by step: Int) {
        guard step > 0 ? canIncrement : canDecrement else { return }
        var next = value + Double(step) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = value
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension UISegmentedControl: BuiltInAccessibility {
    /// A container of its segments, not an element itself (UIKit's).
    var builtInIsAccessibilityElement: Bool { false }

    /// The segments' titles, in order, separated by commas (for tools; the screen reader
    /// reads the segments).
    var builtInAccessibilityLabel: String? {
        let titles = segments.compactMap { $0.title ?? $0.image?.symbolName }
        return titles.isEmpty ? nil : titles.joined(separator: ", ")
    }

    /// One element per segment, the same objects while the count stays.
    func segmentAccessibilityElements() -> [Any] {
        if segmentElements.count != segments.count {
            segmentElements = segments.indices.map { SegmentAccessibilityElement(control: self, index: $0) }
        }
        return segmentElements
    }
}

/// One segment of a segmented control as a screen reader reads it: its title, its place
/// ("1 of 3"), a button, "selected" when it is the selected one, dimmed when disabled. A double
/// tap touches it, selecting it as a tap does.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    private weak var control: UISegmentedControl?

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get {
            guard let control, control.segments.indices.contains(index) else { return nil }
            let segment = control.segments[index]
            return segment.title ?? segment.image?.symbolName
        }
        set {}
    }

    override var accessibilityValue: String? {
        get { control.map { "\(index + 1) of \($0.segments.count)" } }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let control else { return .zero }
            let rects = control.segmentRects()
            guard rects.indices.contains(index) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(rects[index], in: control)
        }
        set {}
    }
}

extension UIPageControl: BuiltInAccessibility {
    /// "page 1 of 3", as iOS reads a page control.
    var builtInAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// The next or previous page, then `.valueChanged`.
    func builtInAccessibilityAdjust(by step: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        let next = min(max(currentPage + step, 0), numberOfPages - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}

extension TabBarButton: BuiltInAccessibility {
    /// The item's title.
    var builtInAccessibilityLabel: String? { titleLabel.text.flatMap { $0.isEmpty ? nil : $0 } }

    /// `.button`, and `.selected` for the selected tab.
    var builtInAccessibilityTraits: UIAccessibilityTraits { isSelected ? [.button, .selected] : .button }
}

extension AlertActionView: BuiltInAccessibility {
    /// The action's title.
    var builtInAccessibilityLabel: String? { action.title }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .button }
}
