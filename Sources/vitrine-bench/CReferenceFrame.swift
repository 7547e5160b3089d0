import CVitrineBenchReference
import Foundation
import Vitrine
import VitrineGraphics

/// The reference UI frame drawn by hand-written C + pixman (CVitrineBenchReference): the same
/// background, 20 rounded panels at 80 % alpha and 4 scaled ARGB images as `UIFrameScene`, but
/// no labels (the C program does not draw text; compare it with the Swift frame without labels
/// too). Its images sit at whole-pixel positions (rounded), pre-scaled once, as a hand-written
/// program would draw them.
final class CReferenceFrame {
    let size: PixelSize
    private let frame: OpaquePointer
    /// The source images, kept alive (the C side keeps only scaled copies, but keep them anyway
    /// for the lifetime of the frame).
    private let images: [Image]
    /// The panels' corner squares (radius × radius): pixman and Vitrine antialias a rounded
    /// corner's arc each their own way, so pixels there may differ; everywhere else the two
    /// frames must agree.
    private var corners: [PixelRect] = []

    @MainActor
    init?(size: PixelSize) {
        let layout = UIFrameLayout(width: size.width, height: size.height)
        guard let f = vbr_frame_create(Int32(size.width), Int32(size.height), Palette.background.cgColor.premultipliedARGB) else {
            return nil
        }
        frame = f
        self.size = size
        let count = UIFrameLayout.columns * UIFrameLayout.rows
        let colors = Palette.panelColors(count: count)
        var ok = true
        for i in 0..<count {
            let r = PixelRect(covering: layout.panelFrame(i))
            let argb = colors[i].withAlphaComponent(0.8).cgColor.premultipliedARGB
            ok = ok && vbr_frame_add_panel(f, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height),
                                           Int32(layout.cornerRadius.rounded()), argb) == 0
        }
        var made: [Image] = []
        for i in 0..<UIFrameLayout.imageCount {
            let image = DiscImage.make(size: UIFrameScene.sourceImageSize, hue: Double(i) / Double(UIFrameLayout.imageCount))
            made.append(image)
            let v = layout.imageFrame(i)
            let x = Int(v.minX.rounded()), y = Int(v.minY.rounded())
            let w = Int(v.maxX.rounded()) - x, h = Int(v.maxY.rounded()) - y
            let b = image.buffer
            ok = ok && vbr_frame_add_image(f, b.pixels, Int32(b.width), Int32(b.height), Int32(b.stride),
                                           Int32(x), Int32(y), Int32(w), Int32(h)) == 0
        }
        images = made
        corners = (0..<count).flatMap { i -> [PixelRect] in
            let r = PixelRect(covering: layout.panelFrame(i))
            let c = Int(layout.cornerRadius.rounded())
            return [PixelRect(x: r.x, y: r.y, width: c, height: c),
                    PixelRect(x: r.x + r.width - c, y: r.y, width: c, height: c),
                    PixelRect(x: r.x, y: r.y + r.height - c, width: c, height: c),
                    PixelRect(x: r.x + r.width - c, y: r.y + r.height - c, width: c, height: c)]
        }
        guard ok else {
            vbr_frame_destroy(f)
            return nil
        }
        vbr_frame_draw(f, 0, 0, Int32(size.width), Int32(size.height))
    }

    deinit { vbr_frame_destroy(frame) }

    /// Redraws the damage box.
    func draw(_ box: CGRect) {
        vbr_frame_draw(frame, Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height))
    }

    /// How many pixels differ from `buffer` by more than `tolerance` in some colour channel.
    func pixelsDiffering(from buffer: PixelBuffer, tolerance: Int, outsideCorners: Bool = false) -> Int {
        guard let mine = vbr_frame_pixels(frame), buffer.width == size.width, buffer.height == size.height else {
            return size.width * size.height
        }
        var differing = 0
        for y in 0..<size.height {
            let row = buffer.row(y)
            let rowCorners = outsideCorners ? corners.filter { y >= $0.y && y < $0.y + $0.height } : []
            for x in 0..<size.width where !rowCorners.contains(where: { x >= $0.x && x < $0.x + $0.width }) {
                let a = mine[y * size.width + x], b = row[x]
                for shift in [0, 8, 16] where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > tolerance {
                    differing += 1
                    break
                }
            }
        }
        return differing
    }
}
