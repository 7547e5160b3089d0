import VitrineGraphics

/// The VNC server's own copy of the screen, in libvncserver's default 32-bit format (red in
/// the lowest byte, then green, then blue: R, G, B, X in memory on little-endian machines).
/// The compositor's buffers are XRGB8888 (B, G, R, X in memory), so the copy swaps red and
/// blue. Client threads read it while they encode; the main actor writes only the damaged
/// rectangles, then marks them modified, so a client sees every change at the latest in the
/// update after it.
package final class VNCFramebuffer {
    package let width: Int
    package let height: Int
    /// `width * height` pixels, no padding (libvncserver's `paddedWidthInBytes` is `width * 4`).
    package let pixels: UnsafeMutablePointer<UInt32>

    package init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = .allocate(capacity: self.width * self.height)
        pixels.initialize(repeating: 0, count: self.width * self.height)
    }

    deinit { pixels.deallocate() }

    var size: PixelSize { PixelSize(width: width, height: height) }

    /// Copies `damage` (clipped to both buffers) from `buffer`; returns the rectangles copied.
    package func copy(_ damage: Region, from buffer: PixelBuffer) -> [PixelRect] {
        let clip = PixelRect(x: 0, y: 0, width: min(width, buffer.width), height: min(height, buffer.height))
        let rects = damage.intersection(clip).rects
        for r in rects { copy(r, from: buffer) }
        return rects
    }

    /// Copies the whole of `buffer` (as far as it fits).
    func copyAll(from buffer: PixelBuffer) -> [PixelRect] {
        copy(Region(PixelRect(x: 0, y: 0, width: width, height: height)), from: buffer)
    }

    private func copy(_ r: PixelRect, from buffer: PixelBuffer) {
        for y in r.y..<(r.y + r.height) {
            let src = buffer.pixels + y * (buffer.stride / 4)
            let dst = pixels + y * width
            for x in r.x..<(r.x + r.width) {
                let p = src[x]
                dst[x] = (p & 0xff00_ff00) | ((p >> 16) & 0xff) | ((p & 0xff) << 16)
            }
        }
    }

    /// The pixel at (`x`, `y`) as XRGB8888 again (tests).
    package func xrgb(x: Int, y: Int) -> UInt32 {
        let p = pixels[y * width + x]
        return (p & 0xff00_ff00) | ((p >> 16) & 0xff) | ((p & 0xff) << 16)
    }
}
