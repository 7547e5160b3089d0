import Foundation
import VitrineGraphics

/// The standard accessories, drawn as iOS draws them (sizes are measured guesses from iOS 15
/// screenshots at the Large text size): the disclosure chevron in tertiary grey (8×13 pt), the
/// checkmark in the tint colour (14×11 pt), the detail button — an "i" in a circle in the tint
/// colour (22×22 pt) — and the detail disclosure button (the detail button, 16 pt, then the
/// chevron: 46×22 pt), the chevrons mirrored in a right-to-left layout (not the checkmark).
@MainActor
final class AccessoryGlyphView: UIView {
    let type: UITableViewCell.AccessoryType
    override func tintColorDidChange() { setNeedsDisplay() }
    var chevronColor: UIColor = UIColor.tertiaryLabel { didSet { setNeedsDisplay() } }

    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 14, height: 11)
    static let detailButtonSize = CGSize(width: 22, height: 22)
    static let detailToChevronSpacing: CGFloat = 16

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return chevronSize
        case .checkmark: return checkmarkSize
        case .detailButton: return detailButtonSize
        case .detailDisclosureButton:
            return CGSize(width: detailButtonSize.width + detailToChevronSpacing + chevronSize.width, height: detailButtonSize.height)
        }
    }

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize { Self.size(of: type) }

    /// A stroke with round caps from `a` to `b`.
    private func line(_ ctx: CGContext, from a: CGPoint, to b: CGPoint, width: CGFloat) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        ctx.saveGState()
        ctx.translateBy(x: a.x, y: a.y)
        ctx.rotate(by: atan2(dy, dx))
        ctx.fill(CGRect(x: -width / 2, y: -width / 2, width: length + width, height: width), cornerRadius: width / 2)
        ctx.restoreGState()
    }

    private func drawChevron(_ ctx: CGContext, in r: CGRect) {
        let w: CGFloat = 2
        ctx.setFillColor(chevronColor.cgColor)
        let tip = CGPoint(x: r.maxX - w / 2 - 0.5, y: r.midY)
        line(ctx, from: CGPoint(x: r.minX + w / 2 + 0.5, y: r.minY + w / 2 + 0.5), to: tip, width: w)
        line(ctx, from: CGPoint(x: r.minX + w / 2 + 0.5, y: r.maxY - w / 2 - 0.5), to: tip, width: w)
    }

    private func drawCheckmark(_ ctx: CGContext, in r: CGRect) {
        let w: CGFloat = 2
        ctx.setFillColor(tintColor.cgColor)
        let bottom = CGPoint(x: r.minX + r.width * 0.36, y: r.maxY - w / 2 - 0.5)
        line(ctx, from: CGPoint(x: r.minX + w / 2 + 0.5, y: r.minY + r.height * 0.52), to: bottom, width: w)
        line(ctx, from: bottom, to: CGPoint(x: r.maxX - w / 2 - 0.5, y: r.minY + w / 2 + 0.5), width: w)
    }

    private func drawDetailButton(_ ctx: CGContext, in r: CGRect) {
        let ring = RoundedRect(rect: r, cornerRadius: r.width / 2)
        ctx.canvas.strokeInside(ring, width: 1.5, color: tintColor.cgColor)
        ctx.setFillColor(tintColor.cgColor)
        // The "i": a dot over a stem.
        ctx.fillEllipse(in: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5))
        ctx.fill(CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8), cornerRadius: 1)
    }

    /// Right to left the chevrons are drawn mirrored: the chevron points to the trailing
    /// (left) side, the detail disclosure button's chevron is left of its "i".
    override func contentLayoutDirectionDidChange() {
        super.contentLayoutDirectionDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        // The checkmark is a mark, never mirrored; the chevrons point the reading way.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft, type == .disclosureIndicator || type == .detailDisclosureButton {
            ctx.translateBy(x: 2 * b.midX, y: 0)
            ctx.scaleBy(x: -1, y: 1)
        }
        switch type {
        case .none: return
        case .disclosureIndicator:
            drawChevron(ctx, in: CGRect(x: b.midX - 4, y: b.midY - 6.5, width: 8, height: 13))
        case .checkmark:
            drawCheckmark(ctx, in: CGRect(x: b.midX - 7, y: b.midY - 5.5, width: 14, height: 11))
        case .detailButton:
            drawDetailButton(ctx, in: CGRect(x: b.midX - 11, y: b.midY - 11, width: 22, height: 22))
        case .detailDisclosureButton:
            drawDetailButton(ctx, in: CGRect(x: b.minX, y: b.midY - 11, width: 22, height: 22))
            drawChevron(ctx, in: CGRect(x: b.maxX - 8, y: b.midY - 6.5, width: 8, height: 13))
        }
    }
}
