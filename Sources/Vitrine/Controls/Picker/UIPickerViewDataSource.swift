import Foundation

/// Supplies a picker view's components and row counts. Mirrors UIKit's
/// `UIPickerViewDataSource` (both methods required, as in UIKit). A negative count is logged
/// (`BadInputLog`) and taken as zero.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels. Mirrors `numberOfComponents(in:)`.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of wheel `component`. Mirrors `pickerView(_:numberOfRowsInComponent:)`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's row content and metrics and hears its selections. Mirrors UIKit's
/// `UIPickerViewDelegate`; every method is optional (the extension's defaults).
///
/// Row content, first answer wins (UIKit's order): `viewForRow`, then `attributedTitleForRow`,
/// then `titleForRow`; with none, the row is empty. Metrics: a width or height that is not a
/// positive finite number (the defaults return 0) means "the picker's default" — an equal
/// share of the width, and 32-point rows.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// Mirrors `pickerView(_:titleForRow:forComponent:)`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Mirrors `pickerView(_:attributedTitleForRow:forComponent:)`.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for the row; `view` is a row view that scrolled out of sight, to reuse. Mirrors
    /// `pickerView(_:viewForRow:forComponent:reusing:)`.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView?
    /// Mirrors `pickerView(_:widthForComponent:)`.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// Mirrors `pickerView(_:rowHeightForComponent:)`.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The user settled wheel `component` on a new `row` (called once the wheel stops, never
    /// while it moves, and not for `selectRow(_:inComponent:animated:)`). Mirrors
    /// `pickerView(_:didSelectRow:inComponent:)`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? { nil }
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
