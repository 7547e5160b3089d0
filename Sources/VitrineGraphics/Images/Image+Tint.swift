import CPixman
import Foundation

extension Image {
    /// The image's shape (its alpha) filled with `color`: how UIKit draws a template image
    /// (`UIImage.RenderingMode.alwaysTemplate`) in a tint colour. One pixman composite (a
    /// solid source through the image as the mask), no pixel loop.
    package func tinted(_ color: Color) -> Image {
        let out = PixelBuffer(width: width, height: height)
        let a = min(max(color.alpha, 0), 1)
        func ch(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * a * 65535).rounded()) }
        var c = pixman_color_t(red: ch(color.red), green: ch(color.green), blue: ch(color.blue), alpha: UInt16((a * 65535).rounded()))
        // Named after the source and the exact colour used, so tinting again gives the same key.
        let key = ImageContentKey.tinted(source: contentKey,
                                         color: UInt64(c.alpha) << 48 | UInt64(c.red) << 32 | UInt64(c.green) << 16 | UInt64(c.blue))
        guard let solid = pixman_image_create_solid_fill(&c) else { return Image(buffer: out) }
        defer { pixman_image_unref(solid) }
        pixman_image_composite32(PIXMAN_OP_SRC, solid, buffer.image, out.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        return Image(buffer: out, contentKey: key)
    }
}
