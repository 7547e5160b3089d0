import Foundation

/// A view of spinning wheels, one per component, each showing rows; the row in the centre
/// band is the component's selection. Mirrors UIKit's `UIPickerView` with iOS 14's look: a
/// rounded quaternary-fill band behind the centre row, rows away from the centre smaller and
/// fainter as on a cylinder (UIPickerView+Wheel.swift has the formula).
///
/// Metrics (iOS 14+, undocumented by UIKit, the well-known values): 216 points high by
/// default (`intrinsicContentSize` 320×216), 32-point rows, 21-point titles. Each wheel is a
/// `UIScrollView`: dragging follows the finger, a flick coasts with the scroll view's
/// deceleration and ends exactly on a row (the wheel rounds the scroll view's target offset
/// to the nearest row), and `pickerView(_:didSelectRow:inComponent:)` is called once the wheel
/// stops on a row other than the selected one.
///
/// Bad input (negative counts, rows or components out of range) is logged to `BadInputLog`
/// and clamped (or ignored where nothing is left to clamp to).
@MainActor
open class UIPickerView: UIView {
    /// UIKit's default height (iOS 14+).
    static let defaultHeight: CGFloat = 216
    /// The default width for `intrinsicContentSize`.
    static let defaultWidth: CGFloat = 320
    /// The default row height (iOS 14+).
    static let defaultRowHeight: CGFloat = 32
    /// Margin at each side, and the gap between components.
    static let sideMargin: CGFloat = 8
    static let componentSpacing: CGFloat = 4
    /// The selection band's corner radius.
    static let bandCornerRadius: CGFloat = 8

    /// Mirrors `UIPickerView.dataSource`.
    public weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }
    /// Mirrors `UIPickerView.delegate`.
    public weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// The centre band (iOS 14's rounded grey bar).
    let selectionBand = UIView()
    /// One wheel per component.
    private(set) var wheels: [PickerWheel] = []
    /// The selected row of each component (-1: none, the component has no rows).
    private var selectedRows: [Int] = []

    // MARK: Initialisers

    /// Mirrors `UIPickerView.init(frame:)`. A zero height is fine: Auto Layout uses the
    /// intrinsic 216-point height.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        selectionBand.isUserInteractionEnabled = false
        selectionBand.backgroundColor = .quaternarySystemFill
        selectionBand.cornerRadius = UIPickerView.bandCornerRadius
        addSubview(selectionBand)
        clipsToBounds = true
    }

    /// Mirrors `UIPickerView.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Counts

    /// The number of components (from the data source when the picker last loaded). Mirrors
    /// `UIPickerView.numberOfComponents`.
    public var numberOfComponents: Int { wheels.count }

    /// The number of rows of `component` (0 for a component that does not exist). Mirrors
    /// `UIPickerView.numberOfRows(inComponent:)`.
    public func numberOfRows(inComponent component: Int) -> Int {
        guard let w = wheel(component, "numberOfRows(inComponent:)") else { return 0 }
        return w.rowCount
    }

    /// The row size of `component`: its width and row height. Mirrors
    /// `UIPickerView.rowSize(forComponent:)`.
    public func rowSize(forComponent component: Int) -> CGSize {
        guard let w = wheel(component, "rowSize(forComponent:)") else { return .zero }
        layoutIfNeeded()
        return CGSize(width: w.bounds.width, height: w.rowHeight)
    }

    /// The view showing `row` of `component`, while it is in sight (`nil` otherwise). Mirrors
    /// `UIPickerView.view(forRow:forComponent:)`.
    public func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let w = wheel(component, "view(forRow:forComponent:)") else { return nil }
        layoutIfNeeded()
        return w.visibleRows[row]
    }

    // MARK: Selection

    /// The selected row of `component`, or -1 when it has none. Mirrors
    /// `UIPickerView.selectedRow(inComponent:)`.
    public func selectedRow(inComponent component: Int) -> Int {
        guard wheel(component, "selectedRow(inComponent:)") != nil else { return -1 }
        return selectedRows[component]
    }

    /// Selects `row` of `component` and turns its wheel there (over the scroll view's 0.3 s
    /// animation with `animated`). Does not call the delegate, as UIKit. A row out of range is
    /// clamped and logged. Mirrors `UIPickerView.selectRow(_:inComponent:animated:)`.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let w = wheel(component, "selectRow(_:inComponent:animated:)") else { return }
        guard w.rowCount > 0 else {
            BadInputLog.report("UIPickerView: selectRow(\(row), inComponent: \(component)): the component has no rows; ignored")
            return
        }
        var r = row
        if r < 0 || r >= w.rowCount {
            r = min(max(0, row), w.rowCount - 1)
            BadInputLog.report("UIPickerView: selectRow(\(row), inComponent: \(component)) is out of 0..<\(w.rowCount); using \(r)")
        }
        selectedRows[component] = r
        w.scroll(toRow: r, animated: animated)
    }

    // MARK: Reloading

    /// Asks the data source for the components and rows again and redraws every row (the
    /// selections stay, clamped to the new row counts). Mirrors
    /// `UIPickerView.reloadAllComponents()`.
    public func reloadAllComponents() {
        var n = dataSource?.numberOfComponents(in: self) ?? 0
        if n < 0 {
            BadInputLog.report("UIPickerView: numberOfComponents(in:) returned \(n); using 0")
            n = 0
        }
        while wheels.count > n { wheels.removeLast().removeFromSuperview(); selectedRows.removeLast() }
        while wheels.count < n {
            let w = PickerWheel(picker: self, component: wheels.count)
            wheels.append(w)
            selectedRows.append(0)
            addSubview(w)
        }
        for c in 0..<n { reloadRows(c) }
        setNeedsLayout()
    }

    /// Asks the data source for `component`'s rows again and redraws them. Mirrors
    /// `UIPickerView.reloadComponent(_:)`.
    public func reloadComponent(_ component: Int) {
        guard wheel(component, "reloadComponent(_:)") != nil else { return }
        reloadRows(component)
    }

    private func reloadRows(_ c: Int) {
        var rows = dataSource?.pickerView(self, numberOfRowsInComponent: c) ?? 0
        if rows < 0 {
            BadInputLog.report("UIPickerView: pickerView(_:numberOfRowsInComponent: \(c)) returned \(rows); using 0")
            rows = 0
        }
        let w = wheels[c]
        w.rowCount = rows
        selectedRows[c] = rows == 0 ? -1 : min(max(0, selectedRows[c]), rows - 1)
        // The wheel refits its offset to the selection when its row count changed (and leaves a
        // wheel that is moving alone otherwise).
        w.reloadRows()
        setNeedsLayout()
    }

    /// The wheel of `component`, or `nil` (logged) when there is none.
    private func wheel(_ component: Int, _ call: String) -> PickerWheel? {
        guard component >= 0, component < wheels.count else {
            BadInputLog.report("UIPickerView: \(call): component \(component) is out of 0..<\(wheels.count); ignored")
            return nil
        }
        return wheels[component]
    }

    /// A wheel settled on `row` after the user moved it.
    func wheel(_ w: PickerWheel, didSettleOn row: Int) {
        guard w.component < selectedRows.count, selectedRows[w.component] != row else { return }
        selectedRows[w.component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: w.component)
    }

    // MARK: Metrics

    /// The row height for `component`: the delegate's, when positive and finite, else 32.
    func rowHeight(for component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return h.isFinite && h > 0 ? h : UIPickerView.defaultRowHeight
    }

    /// 320×216 (iOS's default picker size). Mirrors `UIPickerView.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
    }

    /// The given width (320 when zero) by 216. Mirrors `UIPickerView.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : UIPickerView.defaultWidth, height: UIPickerView.defaultHeight)
    }

    /// Places the wheels side by side, centred (the delegate's widths, or equal shares of the
    /// width between 8-point margins with 4 points between), and the band across them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let n = wheels.count
        let gaps = UIPickerView.componentSpacing * CGFloat(max(0, n - 1))
        let available = max(0, bounds.width - 2 * UIPickerView.sideMargin - gaps)
        var widths: [CGFloat] = (0..<n).map { c in
            let w = delegate?.pickerView(self, widthForComponent: c) ?? 0
            return w.isFinite && w > 0 ? w : -1
        }
        let given = widths.filter { $0 > 0 }.reduce(0, +)
        let unset = widths.filter { $0 < 0 }.count
        let share = unset > 0 ? max(0, available - given) / CGFloat(unset) : 0
        widths = widths.map { $0 < 0 ? share : $0 }
        let total = widths.reduce(0, +) + gaps
        var x = bounds.midX - total / 2
        for (c, w) in wheels.enumerated() {
            w.frame = CGRect(x: x, y: 0, width: widths[c], height: bounds.height)
            x += widths[c] + UIPickerView.componentSpacing
        }
        let bandHeight = wheels.first?.rowHeight ?? UIPickerView.defaultRowHeight
        selectionBand.frame = CGRect(x: UIPickerView.sideMargin, y: (bounds.height - bandHeight) / 2,
                                     width: max(0, bounds.width - 2 * UIPickerView.sideMargin), height: bandHeight)
    }
}
