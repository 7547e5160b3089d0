import Foundation
import VitrineGraphics

/// The reordering control of a cell: three horizontal bars in system grey at the trailing edge
/// of a movable row while the table is editing (UIKit: "The reordering control is gray,
/// multiple horizontal bar control"). Touches on it are taken by the table's reorder
/// recognizer, which lifts the row.
@MainActor
final class TableReorderControl: UIView {
    /// The bars' colour (UIKit's `UICellAccessory.reorder`: "the default system gray color";
    /// resolved against the trait collection when drawn).
    static let gripColor = UIColor.systemGray

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: ListMetrics.reorderControlWidth, height: ListMetrics.minimumRowHeight))
        backgroundColor = .clear
        isAccessibilityElement = true
        // VoiceOver names the control by what it does; the row's own label says which row.
        accessibilityLabel = "Reorder"
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { return nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let g = ListMetrics.reorderGripSize
        let x = ((bounds.width - g.width) / 2).rounded(), y = ((bounds.height - g.height) / 2).rounded()
        ctx.setFillColor(Self.gripColor.cgColor)
        for i in 0..<3 {
            ctx.fill(CGRect(x: x, y: y + CGFloat(i) * 5, width: g.width, height: 2), cornerRadius: 1)
        }
    }
}
