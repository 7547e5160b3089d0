import Foundation
import Vitrine
import VitrineGraphics

/// Builds the reference "UI frame" out of real Vitrine views in a window: the background,
/// 20 rounded translucent panels with a 15-character label each, and 4 scaled ARGB images.
@MainActor
enum UIFrameScene {
    /// The size of the images' source bitmaps (different from the views, so they are scaled).
    static let sourceImageSize = 200

    /// Fills `window` (whose bounds are the screen) with the scene for `layout`; without
    /// `labels` the panels are left empty (what the C reference draws).
    static func build(in window: UIWindow, layout: UIFrameLayout, labels: Bool = true) {
        window.backgroundColor = Palette.background
        let font = UIFont.systemFont(ofSize: layout.fontSize)
        let ascent = font.ascender, descent = -font.descender
        let m = layout.margin
        let count = UIFrameLayout.columns * UIFrameLayout.rows
        let colors = Palette.panelColors(count: count)

        for i in 0..<count {
            let frame = layout.panelFrame(i)
            let panel = UIView(frame: frame)
            panel.backgroundColor = colors[i].withAlphaComponent(0.8)
            panel.cornerRadius = layout.cornerRadius
            window.addSubview(panel)
            guard labels else { continue }

            // UILabel centres its line vertically, so a frame exactly ascent + descent tall
            // puts the baseline at its top + ascent.
            let baseline = layout.labelBaseline(i)
            let label = UILabel(frame: CGRect(x: baseline.x - frame.minX, y: baseline.y - frame.minY - ascent,
                                              width: frame.width - 2 * m, height: ascent + descent))
            label.font = font
            label.textColor = .white
            label.text = labelText(i)
            panel.addSubview(label)
        }

        for i in 0..<UIFrameLayout.imageCount {
            let image = DiscImage.make(size: sourceImageSize, hue: Double(i) / Double(UIFrameLayout.imageCount))
            let view = UIImageView(frame: layout.imageFrame(i))
            view.image = UIImage(image: image)
            window.addSubview(view)
        }
    }

    /// A 15-character label, "Panel NN status".
    static func labelText(_ index: Int) -> String {
        let text = "Panel " + (index + 1 < 10 ? "0" : "") + String(index + 1) + " status"
        precondition(text.count == 15)
        return text
    }
}
