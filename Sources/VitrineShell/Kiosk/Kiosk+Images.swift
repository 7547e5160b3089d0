import Vitrine
import VitrineGraphics
import VitrinePlatform

extension Kiosk {
    /// Sets the process-wide decoded-size limit of images from `[images] max_decoded_pixels`
    /// and the panel's size (at launch and on reload), and says what it is.
    func applyImageLimit(_ c: VitrineConfiguration, panel: PixelSize) {
        let limit = c.images.decodedPixelLimit(panel: panel)
        PNGCodec.maximumDecodedPixels = limit
        let how = c.images.maxDecodedPixels > 0 ? "[images] max_decoded_pixels" : "4 times the \(panel.width)x\(panel.height) panel, at least 2048x2048"
        say("images decode to at most \(limit) pixels (\(PNGCodec.sizeText(limit * 4)); \(how))")
        NamedImageCache.shared.byteLimit = c.images.cacheBytes
        say("named-image cache: at most \(PNGCodec.sizeText(c.images.cacheBytes)) ([images] cache_mb)")
    }
}
