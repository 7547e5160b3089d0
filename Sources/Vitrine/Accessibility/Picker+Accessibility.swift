import Foundation

extension PickerWheel: BuiltInAccessibility {
    /// The selected row's title (its attributed title's text; a row view's own label), as
    /// VoiceOver reads a picker component.
    var builtInAccessibilityLabel: String? {
        guard let picker, let d = picker.delegate else { return nil }
        let row = picker.selectedRow(inComponent: component)
        guard row >= 0 else { return nil }
        if let a = d.pickerView(picker, attributedTitleForRow: row, forComponent: component) { return a.string }
        if let t = d.pickerView(picker, titleForRow: row, forComponent: component) { return t }
        return visibleRows[row]?.accessibilityLabel
    }

    /// The selected row's place ("2 of 3"), as VoiceOver says it.
    var builtInAccessibilityValue: String? {
        guard let picker else { return nil }
        let row = picker.selectedRow(inComponent: component)
        return row >= 0 ? "\(row + 1) of \(rowCount)" : nil
    }

    /// Each component is one adjustable element (its rows are not elements).
    var builtInAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// The next or previous row, then the delegate's `didSelectRow`, as a turn of the wheel.
    func builtInAccessibilityAdjust(by step: Int) {
        guard let picker, rowCount > 0 else { return }
        let row = min(max(picker.selectedRow(inComponent: component) + step, 0), rowCount - 1)
        guard row != picker.selectedRow(inComponent: component) else { return }
        picker.selectRow(row, inComponent: component, animated: false)
        picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
    }
}
