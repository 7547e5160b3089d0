import Foundation
import Vitrine

/// The pop-up preview over a touched character key, as on iOS phones: a balloon wider than
/// the key above it, joined to the key by a neck of the key's width, showing the key's label
/// large. It reaches above the keys area, into the window's overhang for the top row
/// (``SoftwareKeyboard/previewOverhang``).
@MainActor
final class KeyPreviewView: UIView {
    private(set) var label = ""
    private var keyRect = CGRect.zero
    private var balloon = CGRect.zero
    var palette: KeyboardPalette = .light { didSet { if palette != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) { return nil }

    /// The balloon's frame for a key at `key` (in the superview's coordinates), kept inside
    /// `0...width`.
    static func balloonFrame(for key: CGRect, width: CGFloat) -> CGRect {
        let grow = min(12, (key.width * 0.35).rounded())
        let h = (key.height * 1.15).rounded()
        var x = key.minX - grow
        let w = key.width + 2 * grow
        x = min(max(0, x), max(0, width - w))
        return CGRect(x: x, y: key.minY - h - 4, width: w, height: h)
    }

    /// Shows the preview of `label` over the key at `key`.
    func show(_ label: String, over key: CGRect, width: CGFloat) {
        let b = KeyPreviewView.balloonFrame(for: key, width: width)
        let f = b.union(key)
        if label != self.label || f != frame || isHidden {
            self.label = label
            frame = f
            keyRect = key.offsetBy(dx: -f.minX, dy: -f.minY)
            balloon = b.offsetBy(dx: -f.minX, dy: -f.minY)
            isHidden = false
            setNeedsDisplay()
        }
    }

    func hide() { if !isHidden { isHidden = true } }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        KeyPreviewView.drawBalloon(ctx, balloon: balloon, key: keyRect, palette: palette)
        let size = (balloon.height * 0.55 * KeyboardKeyView.labelScale(label)).rounded()
        let font = UIFont.systemFont(ofSize: min(56, max(22, size)))
        KeyboardSymbols.drawLabel(label, in: balloon, color: palette.label, font: font)
    }

    /// Draws a balloon at `balloon` joined by a neck to the key at `key` (the preview's and
    /// the accents popup's shape), in `palette`'s character-key colour with its shadow and,
    /// with Increase Contrast, its outline.
    static func drawBalloon(_ ctx: CGContext, balloon: CGRect, key keyRect: CGRect, palette: KeyboardPalette) {
        let r = KeyboardKeyView.cornerRadius + 3
        let kr = KeyboardKeyView.cornerRadius
        // The neck: square where it joins the balloon, the key's rounded corners at the foot.
        let neck = CGRect(x: keyRect.minX, y: balloon.maxY - r, width: keyRect.width, height: keyRect.maxY - kr - balloon.maxY + r)
        let foot = CGRect(x: keyRect.minX, y: keyRect.maxY - 3 * kr, width: keyRect.width, height: 3 * kr)
        // The shadow: the shape one point lower.
        ctx.setFillColor(palette.shadow.cgColor)
        ctx.fill(balloon.offsetBy(dx: 0, dy: 1), cornerRadius: r)
        ctx.fill(foot.offsetBy(dx: 0, dy: 1), cornerRadius: kr)
        if let border = palette.border {
            // Increase Contrast: outlined as the caps are; the neck's fill opens the join.
            ctx.setFillColor(border.cgColor)
            ctx.fill(balloon, cornerRadius: r)
            ctx.fill(neck)
            ctx.fill(foot, cornerRadius: kr)
            ctx.setFillColor(palette.characterKey.cgColor)
            ctx.fill(balloon.insetBy(dx: 1, dy: 1), cornerRadius: r - 1)
            ctx.fill(neck.insetBy(dx: 1, dy: 0))
            ctx.fill(foot.insetBy(dx: 1, dy: 1), cornerRadius: kr - 1)
        } else {
            ctx.setFillColor(palette.characterKey.cgColor)
            ctx.fill(balloon, cornerRadius: r)
            ctx.fill(neck)
            ctx.fill(foot, cornerRadius: kr)
        }
    }
}
