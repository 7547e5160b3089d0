import Foundation
import VitrineGraphics

/// An interface turned on the panel (a portrait interface on a landscape panel, after or during
/// a rotation) is drawn in its own orientation into the interface buffer, with the same paths
/// as on a panel of that orientation and only where views changed; the damage is then copied
/// turned into the back buffer on pixman's quarter-turn path (as DRM does for a panel mounted
/// on its side), or, while turning, the buffer is one layer of the rotation frame.
///
/// Coordinates: views, their boxes and `pendingDamage` are in the interface buffer's pixels
/// (`renderRect`); `pendingPanelDamage`, the buffer-age history and what is presented are in
/// the panel's.
extension Compositor {
    /// Whether views are drawn into the interface buffer rather than into the back buffers.
    var drawsThroughInterfaceBuffer: Bool { rotation != nil || outputTurns != 0 }

    /// The pixels views are drawn in: the interface buffer's, or the panel's.
    var renderRect: PixelRect {
        guard drawsThroughInterfaceBuffer else { return screenRect }
        let s = logicalPixelSize
        return PixelRect(x: 0, y: 0, width: Int(s.width), height: Int(s.height))
    }

    /// From a window's coordinates (points) to the pixels views are drawn in.
    func windowToRender(_ window: UIWindow?) -> CGAffineTransform {
        guard drawsThroughInterfaceBuffer else { return windowToDevice(window) }
        let s = CGFloat(display.scale)
        return (window?.renderTransformToSuperview ?? .identity).concatenating(CGAffineTransform(scaleX: s, y: s))
    }

    /// Makes or drops the interface buffer as the orientation requires; a new one (and what the
    /// panel shows) is drawn whole.
    func prepareRenderTarget() {
        let rect = renderRect
        if drawsThroughInterfaceBuffer {
            if let b = interfaceBuffer, b.width == rect.width, b.height == rect.height { return }
            interfaceBuffer = PixelBuffer(width: rect.width, height: rect.height, format: .xrgb8888)
            pendingMoves.removeAll()
            pendingDamage = Region(rect)
            pendingPanelDamage = Region(screenRect)
        } else if interfaceBuffer != nil {
            interfaceBuffer = nil
            pendingMoves.removeAll()
            pendingDamage = Region(screenRect)
        }
    }

    /// Draws this frame's damage into the interface buffer; what it changes on the panel joins
    /// `pendingPanelDamage`.
    func drawInterfaceDamage(_ windows: [UIWindow]) {
        guard let interface = interfaceBuffer, !pendingDamage.isEmpty || !pendingMoves.isEmpty else { return }
        // Scrolls move the interface buffer's pixels (it always holds the last frame); the
        // moved area changes on the panel.
        var changed = pendingDamage
        for m in pendingMoves {
            interface.move(m.clip, dx: m.dx, dy: m.dy)
            changed.formUnion(m.clip)
        }
        pendingMoves.removeAll()
        if !pendingDamage.isEmpty { drawViews(windows, into: interface, damage: pendingDamage) }
        if rotation == nil {
            let size = PixelSize(width: interface.width, height: interface.height)
            for r in changed.rects {
                pendingPanelDamage.formUnion(PixelBuffer.rotatedRect(r, sourceSize: size, quarterTurns: outputTurns).intersection(screenRect))
            }
        }
        pendingDamage = Region()
    }

    /// Draws the new layout of a rotation that has just begun into the interface buffer now,
    /// so that the turn's first frame only composites cached buffers.
    func drawInterfaceAhead() {
        guard rotation != nil, let screen else { return }
        let windows = screen.windows
        updateViews(windows)
        drawInterfaceDamage(windows)
    }

    /// Fills `damage` (panel pixels) of `buffer` from the interface buffer: the rotation's
    /// layers while turning, else the quarter-turn copy; then the cursor.
    func present(interface: PixelBuffer, into buffer: PixelBuffer, damage: Region) {
        if let layers = rotationLayers(interface: interface) {
            let threads = screenRect.area >= parallelThreshold ? max(1, renderBands) : 1
            buffer.drawTransformedLayers(layers, backdrop: backdrop, filter: Compositor.rotationFilter, threads: threads)
        } else {
            // The panel's damage in the interface buffer's pixels (the panel turned back).
            let back = (4 - outputTurns) % 4
            let source = Region(rects: damage.rects.map { PixelBuffer.rotatedRect($0, sourceSize: display.pixelSize, quarterTurns: back) })
            buffer.copyRotated(source, from: interface, quarterTurns: outputTurns)
        }
        guard cursor != nil else { return }
        let canvas = Canvas(buffer: buffer)
        canvas.clip(toDeviceRegion: damage)
        drawCursor(in: canvas)
    }

    /// Draws every window into a new panel-sized buffer with no damage tracking and no cached
    /// layer: the from-scratch frame a correct incremental one equals. A turned interface is
    /// drawn in its own orientation and turned by the plain quarter-turn copy; a turning one
    /// is composited with the old frame through pixman's general transformed path.
    func renderFull() -> PixelBuffer {
        let full = renderFullInColour()
        if UIAccessibility.isGrayscaleEnabled { full.convertToGrayscale(Region(full.bounds)) }
        return full
    }

    private func renderFullInColour() -> PixelBuffer {
        let views = renderViewsFromScratch()
        guard drawsThroughInterfaceBuffer else { return views }
        let size = display.pixelSize
        let out = PixelBuffer(width: size.width, height: size.height, format: .xrgb8888)
        if let layers = rotationLayers(interface: views) {
            out.drawTransformedLayersReference(layers, backdrop: backdrop, filter: Compositor.rotationFilter)
        } else {
            out.copyRotated(Region(views.bounds), from: views, quarterTurns: outputTurns)
        }
        return out
    }
}
