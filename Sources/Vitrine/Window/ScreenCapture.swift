import VitrineGraphics
import VitrinePlatform

/// The frame last presented on a screen, as a PNG: what `vitrinectl screenshot` and
/// `HeadlessHarness.screenshot(orientation:)` get. The pixels
/// are copied on the main actor (a copy of the display's buffer: the next frame may be drawn
/// into it); turning and encoding run off the main actor, so the UI keeps its frame rate.
///
/// Orientation: by default the frame as the display took it (`display.pixelSize`: the panel's
/// orientation, after any mounting rotation the backend applies on scan-out); with
/// `interface` the frame turned so the interface's up is up (after `rotate portrait` on a
/// landscape panel). A mounting rotation is undone either way: the display's buffers are
/// already in the interface's orientation of the mounted panel.
package struct ScreenCapture: Sendable {
    /// The copied pixels, in the display's buffer orientation.
    package let pixels: PixelBuffer
    /// Quarter turns clockwise that make the image upright (0 for the panel's orientation).
    package let turns: Int

    /// Copies the presented frame of `screen`; `nil` before the first frame.
    @MainActor
    package init?(screen: UIScreen, interfaceOrientation: Bool) {
        guard let presented = screen.display.presentedPixels else { return nil }
        pixels = presented.copy()
        turns = interfaceOrientation ? (4 - screen.interfaceTurnsOnPanel % 4) % 4 : 0
    }

    /// The image's size once turned.
    package var size: PixelSize {
        turns % 2 == 0 ? PixelSize(width: pixels.width, height: pixels.height) : PixelSize(width: pixels.height, height: pixels.width)
    }

    /// The image, turned upright (any thread).
    package func image() -> PixelBuffer {
        guard turns != 0 else { return pixels }
        let s = size
        let out = PixelBuffer(width: s.width, height: s.height, format: .xrgb8888)
        out.copyRotated(Region(pixels.bounds), from: pixels, quarterTurns: turns)
        return out
    }

    /// The image as a PNG (any thread).
    package func pngBytes() throws -> [UInt8] {
        try PNGCodec.encode(image())
    }
}
