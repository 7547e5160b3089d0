import Foundation
import Vitrine

/// The long-press popup of a letter key's variants, as on iOS: a balloon over the held key,
/// joined to it like the preview (``KeyPreviewView``), holding one cell per variant; the
/// default sits over the key and the rest run toward the keyboard's centre (in a right-to-left
/// layout, leftward from a key at the centre). The cell under the finger is highlighted in
/// the palette's action blue; lifting types it. Each cell is a keyboard key to a screen reader.
@MainActor
final class KeyAccentsView: UIView {
    /// The variants in order, default first.
    private(set) var variants: [String] = []
    /// The highlighted variant's index in ``variants``.
    private(set) var selectedIndex = 0
    /// Each variant's cell, in this view's coordinates (index as ``variants``).
    private(set) var cells: [CGRect] = []
    private var keyRect = CGRect.zero
    private var balloon = CGRect.zero
    private var cellElements: [UIAccessibilityElement] = []
    var palette: KeyboardPalette = .light { didSet { if palette != oldValue { setNeedsDisplay() } } }

    /// The padding between the balloon's edge and its cells.
    static let padding: CGFloat = 4

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) { return nil }

    /// Whether the popup is up.
    var isShowing: Bool { !isHidden }

    /// Shows `variants` over the key at `key` (superview coordinates) in a keyboard `width`
    /// points wide, the default highlighted.
    func show(_ variants: [String], over key: CGRect, width: CGFloat, rightToLeft: Bool) {
        guard !variants.isEmpty else { hide(); return }
        let pad = KeyAccentsView.padding
        let cellWidth = max(key.width, 24)
        let height = (key.height * 1.15).rounded()
        let total = CGFloat(variants.count) * cellWidth + 2 * pad
        // Toward the centre; at the centre, the reading direction.
        let towardRight = key.midX == width / 2 ? !rightToLeft : key.midX < width / 2
        var x = towardRight ? key.minX - pad : key.maxX + pad - total
        x = min(max(0, x), max(0, width - total))
        let b = CGRect(x: x, y: key.minY - height - 4, width: total, height: height)
        let f = b.union(key)
        frame = f
        keyRect = key.offsetBy(dx: -f.minX, dy: -f.minY)
        balloon = b.offsetBy(dx: -f.minX, dy: -f.minY)
        self.variants = variants
        // The default nearest the key: cells run left to right when the list grows rightward.
        cells = variants.indices.map { i in
            let slot = towardRight ? i : variants.count - 1 - i
            return CGRect(x: balloon.minX + pad + CGFloat(slot) * cellWidth, y: balloon.minY + pad,
                          width: cellWidth, height: balloon.height - 2 * pad)
        }
        selectedIndex = 0
        isHidden = false
        updateAccessibility()
        setNeedsDisplay()
    }

    /// Highlights the cell nearest the finger at `p` (superview coordinates): the one under
    /// it, or the end cell past either end.
    func track(_ p: CGPoint) {
        guard !cells.isEmpty else { return }
        let x = p.x - frame.minX
        let i = cells.indices.min { abs(cells[$0].midX - x) < abs(cells[$1].midX - x) } ?? 0
        if i != selectedIndex {
            selectedIndex = i
            updateAccessibility()
            setNeedsDisplay()
        }
    }

    /// The highlighted variant (`nil` while hidden).
    var selectedVariant: String? { isShowing && selectedIndex < variants.count ? variants[selectedIndex] : nil }

    func hide() {
        guard !isHidden else { return }
        isHidden = true
        variants = []
        cells = []
        updateAccessibility()
    }

    private func updateAccessibility() {
        cellElements = zip(variants, cells).enumerated().map { i, pair in
            let e = UIAccessibilityElement(accessibilityContainer: self)
            e.accessibilityLabel = pair.0
            e.accessibilityTraits = i == selectedIndex ? [.keyboardKey, .selected] : .keyboardKey
            e.accessibilityFrameInContainerSpace = pair.1
            return e
        }
        accessibilityElements = isHidden ? nil : cellElements
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), !variants.isEmpty else { return }
        KeyPreviewView.drawBalloon(ctx, balloon: balloon, key: keyRect, palette: palette)
        for (i, (variant, cell)) in zip(variants, cells).enumerated() {
            let selected = i == selectedIndex
            if selected {
                ctx.setFillColor(palette.prominentKey.cgColor)
                ctx.fill(cell, cornerRadius: KeyboardKeyView.cornerRadius)
            }
            let font = KeyboardKeyView.font(for: variant, keyHeight: cell.height)
            KeyboardSymbols.drawLabel(variant, in: cell, color: selected ? palette.prominentLabel : palette.label, font: font)
        }
    }
}
