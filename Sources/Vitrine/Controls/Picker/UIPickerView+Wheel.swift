import Foundation

/// One component's wheel: a vertical `UIScrollView` over `rowCount` rows of `rowHeight`, with
/// content insets of `(height − rowHeight)/2` above and below so that every row (and only a
/// row) can sit in the centre band: row `r` is centred at `contentOffset.y = r·rowHeight −
/// inset`.
///
/// Snapping: a flick coasts with the scroll view's own deceleration (ScrollPhysics), and the
/// wheel, as the scroll view's delegate, rounds the target offset of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` to the nearest row, so the
/// coast ends exactly on it (a slow release moves to the nearest row the same way). The wheel
/// settles when the scroll view says the motion ended (`scrollViewDidEndDecelerating`, or
/// `scrollViewDidEndDragging(willDecelerate: false)`); then the picker calls `didSelectRow`
/// if the row is new.
///
/// The cylinder: the wheel is drawn as a drum of radius `R = height/2` seen from the front. A
/// row whose centre is `d` points (along the flat content) from the band's centre is at the
/// angle `θ = d/R`; it shows at `y = centre + R·sin θ`, squashed vertically by `cos θ` and
/// horizontally by `0.9 + 0.1·cos θ` (a little perspective), with opacity `0.2 + 0.8·cos θ`;
/// rows with `cos θ < 0.05` (past the drum's top or bottom) are not shown.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private(set) weak var picker: UIPickerView?
    let component: Int
    var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row views in sight, by row.
    private(set) var visibleRows: [Int: UIView] = [:]
    /// Row views that left sight, offered to the delegate for reuse.
    private var reusable: [UIView] = []
    /// The geometry the offset was last fitted to (height, row height, row count).
    private var fitted: (CGFloat, CGFloat, Int) = (-1, -1, -1)

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        scrollsToTop = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { return nil }

    /// The centring inset above and below the rows.
    private var centringInset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    /// The offset that centres `row`.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - centringInset }

    /// The row nearest to the centre at offset `y` (clamped to the rows).
    func row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0, y.isFinite else { return 0 }
        let r = Int(((y + centringInset) / rowHeight).rounded())
        return min(max(0, r), rowCount - 1)
    }

    /// The row in the centre now.
    var centredRow: Int { row(atOffset: contentOffset.y) }

    /// Turns the wheel to `row` (the scroll view's 0.3 s animation with `animated`).
    func scroll(toRow row: Int, animated: Bool) {
        layoutGeometry()
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated && window != nil)
    }

    /// Forgets the row views (the content changed).
    func reloadRows() {
        for (_, v) in visibleRows { v.removeFromSuperview(); reusable.append(v) }
        visibleRows.removeAll()
        setNeedsLayout()
    }

    /// Insets and content size for the current bounds and rows; refits the offset to the
    /// selected row when the geometry changed and the wheel is at rest.
    private func layoutGeometry() {
        rowHeight = picker?.rowHeight(for: component) ?? UIPickerView.defaultRowHeight
        let inset = centringInset
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        let geometry = (bounds.height, rowHeight, rowCount)
        if geometry != fitted, !isDragging, !isDecelerating {
            fitted = geometry
            let selected = picker?.selectedRow(inComponent: component) ?? 0
            let y = offset(forRow: max(0, selected))
            if contentOffset.y != y { contentOffset = CGPoint(x: 0, y: y) }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutGeometry()
        layoutRows()
    }

    /// Places the rows in sight on the drum (see the type's comment for the formula).
    private func layoutRows() {
        let h = bounds.height, radius = h / 2
        guard rowCount > 0, rowHeight > 0, radius > 0 else {
            for (_, v) in visibleRows { v.removeFromSuperview(); reusable.append(v) }
            visibleRows.removeAll()
            return
        }
        let centre = contentOffset.y + h / 2
        let reach = radius * .pi / 2
        let first = max(0, Int(((centre - reach) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((centre + reach) / rowHeight).rounded(.up)))
        var shown: [Int: UIView] = [:]
        if first <= last {
            for r in first...last {
                let d = (CGFloat(r) + 0.5) * rowHeight - centre
                let theta = d / radius
                let c = cos(theta)
                guard abs(theta) < .pi / 2, c >= 0.05 else { continue }
                let v = visibleRows.removeValue(forKey: r) ?? makeRowView(r)
                if v.superview !== self { addSubview(v) }
                v.transform = .identity
                v.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
                v.center = CGPoint(x: bounds.midX, y: centre + radius * sin(theta))
                v.transform = CGAffineTransform(scaleX: 0.9 + 0.1 * c, y: c)
                v.alpha = 0.2 + 0.8 * c
                shown[r] = v
            }
        }
        for (_, v) in visibleRows { v.removeFromSuperview(); reusable.append(v) }
        visibleRows = shown
        if reusable.count > 16 { reusable.removeFirst(reusable.count - 16) }
    }

    /// The delegate's view for `row`, else a label with its (attributed) title.
    private func makeRowView(_ row: Int) -> UIView {
        let reuse = reusable.popLast()
        if let picker, let d = picker.delegate {
            if let v = d.pickerView(picker, viewForRow: row, forComponent: component, reusing: reuse) {
                v.isUserInteractionEnabled = false
                return v
            }
        }
        let label = (reuse as? PickerRowLabel) ?? PickerRowLabel()
        label.attributedText = nil
        label.text = nil
        if let picker, let d = picker.delegate {
            if let a = d.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = a
            } else {
                label.text = d.pickerView(picker, titleForRow: row, forComponent: component)
            }
        }
        return label
    }

    // MARK: Scroll view delegate: snapping and settling

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        targetContentOffset.pointee = CGPoint(x: 0, y: offset(forRow: row(atOffset: targetContentOffset.pointee.y)))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    private func settle() {
        guard rowCount > 0 else { return }
        picker?.wheel(self, didSettleOn: centredRow)
    }
}

/// The label a row shows when the delegate gives a title: 21-point system font, centred, in
/// the label colour.
@MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 21)
        textAlignment = .center
        textColor = .label
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }
}
