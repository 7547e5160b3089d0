import Dispatch
import Foundation

/// A frame's drawing recorded instead of executed, to be played back into horizontal bands of
/// the target on several threads at once.
///
/// The view tree is walked (and app `draw(_:)` code runs) once, on the main actor, into a
/// recording `Canvas`; the pixel work — which is nearly all of a frame's cost — is then
/// split across cores. Every operation carries the drawing state it was recorded under, in
/// root-buffer coordinates, so a band can replay it with nothing but its own clip added.
/// Playback into any set of bands gives the same pixels as drawing directly.
public final class DisplayList: @unchecked Sendable {
    // @unchecked: written only while recording (one thread), then read-only during playback.

    enum Operation {
        case fill(CGRect, Color)
        case clear(CGRect, Color)
        case fillRounded(RoundedRect, Color)
        case strokeInside(RoundedRect, CGFloat, Color)
        case image(Image, CGRect, ImageFilter)
        case text(TextLine, CGPoint, Color)
        case glyphs(GlyphRun, CGPoint)
        // The three rarer, large operations are `indirect` (boxed): inline, their payloads
        // would make every operation of every frame several times bigger to copy.
        /// A path filled or stroked (rasterised at playback, within the band).
        indirect case path(Path, PathPaint, Color)
        /// A layer's shadow: its shape, offset, blur sigma and colour (Canvas+Shadow.swift).
        indirect case shadow(ShadowShape, CGSize, CGFloat, Color, RoundedRect?)
        /// A gradient filling a shape (Canvas+Gradient.swift).
        indirect case gradient(Gradient, RoundedRect)
        /// A layer over a root-buffer rectangle, with its own alpha and an optional clip
        /// polygon in root-buffer coordinates.
        case beginLayer(PixelRect, CGFloat, [CGPoint]?)
        case endLayer
        /// Another list played in place (a view subtree's retained recording), skipped where
        /// it cannot touch the clip: its operations lie within the given root-buffer box.
        case sublist(DisplayList, PixelRect)
    }

    /// One recorded operation (a reference, so playing a list copies no payloads). A
    /// retained sublist keeps its list and box outside the operation, so skipping it touches
    /// nothing else.
    final class Entry {
        let operation: Operation
        let state: Canvas.State
        let sublist: DisplayList?
        let sublistBounds: PixelRect

        init(operation: Operation, state: Canvas.State) {
            self.operation = operation
            self.state = state
            if case .sublist(let list, let box) = operation {
                sublist = list; sublistBounds = box
            } else {
                sublist = nil; sublistBounds = .zero
            }
        }
    }

    private(set) var entries: [Entry] = []

    public init() {}

    /// The number of recorded operations.
    public var count: Int { entries.count }

    func append(_ op: Operation, _ state: Canvas.State) { entries.append(Entry(operation: op, state: state)) }

    /// Plays the list back into `buffer`, limited to `region`, split into `bands` horizontal
    /// bands drawn concurrently (one `CanvasCache` per band, reused between frames).
    public func play(into buffer: PixelBuffer, region: Region, caches: [CanvasCache]) {
        let bands = max(1, caches.count)
        let box = region.boundingBox.intersection(buffer.bounds)
        guard !box.isEmpty else { return }
        if bands == 1 || box.height < bands * 8 {
            play(into: buffer, clip: region, cache: caches.first ?? CanvasCache())
            return
        }
        // Bands of equal height over the damage's bounding box.
        let clips: [Region] = (0..<bands).map { i in
            let y0 = box.minY + box.height * i / bands, y1 = box.minY + box.height * (i + 1) / bands
            return region.intersection(PixelRect(x: box.minX, y: y0, width: box.width, height: y1 - y0))
        }
        let work = BandWork(list: self, buffer: buffer, clips: clips, caches: caches)
        DispatchQueue.concurrentPerform(iterations: bands) { i in work.run(i) }
    }

    /// Plays every operation into `buffer` clipped to `clip`, on the calling thread.
    public func play(into buffer: PixelBuffer, clip: Region, cache: CanvasCache) {
        guard !clip.isEmpty else { return }
        let canvas = Canvas(buffer: buffer, cache: cache)
        canvas.replayBandBox = clip.boundingBox
        for e in entries { canvas.replay(e, within: clip) }
        while canvas.layerDepth > 0 { canvas.endLayer() }
    }
}

/// One frame's playback, shared by the band threads. Each band touches only its own rows of
/// the buffer and its own cache.
private final class BandWork: @unchecked Sendable {
    let list: DisplayList
    let buffer: PixelBuffer
    let clips: [Region]
    let caches: [CanvasCache]

    init(list: DisplayList, buffer: PixelBuffer, clips: [Region], caches: [CanvasCache]) {
        self.list = list; self.buffer = buffer; self.clips = clips; self.caches = caches
    }

    func run(_ i: Int) {
        // pixman keeps the clip on the image object, so each band draws through its own
        // image over the shared pixels.
        let view = PixelBuffer(wrapping: UnsafeMutableRawPointer(buffer.pixels), width: buffer.width, height: buffer.height,
                               stride: buffer.stride, format: buffer.format)
        list.play(into: view, clip: clips[i], cache: caches[i])
    }
}

/// The last clip `replay` computed, and from what.
struct ReplayClip {
    let source: Region?
    let band: Region
    let origin: PixelPoint
    let result: Region

    static func same(_ a: Region?, _ b: Region?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return x.sharesStorage(with: y)
        default: return false
        }
    }
}

extension Canvas {
    /// Executes one recorded operation with its recorded state, converted to the current
    /// target's coordinates (inside layers) and clipped to `band`.
    func replay(_ e: DisplayList.Entry, within band: Region) {
        if let list = e.sublist {
            // A retained subtree: balanced in its layers, so one that cannot touch the band
            // (or lies inside a layer this band does not draw) is skipped whole.
            if let top = layers.last, top.buffer == nil { return }
            guard replayBandBox.intersects(e.sublistBounds), band.intersects(e.sublistBounds) else { return }
            for sub in list.entries { replay(sub, within: band) }
            return
        }
        // Inside a layer that lies wholly outside this band nothing is drawn (its content
        // would otherwise land on the parent unclipped); only the nesting is followed.
        if let top = layers.last, top.buffer == nil {
            switch e.operation {
            case .beginLayer: layers.append(LayerRecord(parentTarget: target, parentState: state, parentStack: stack,
                                                        rect: .zero, alpha: 0, shape: nil, buffer: nil))
            case .endLayer: endLayer()
            default: break
            }
            return
        }
        let dx = CGFloat(origin.x), dy = CGFloat(origin.y)
        // Successive operations mostly share one recorded clip: intersect it once.
        let clip: Region
        if let memo = replayClip, memo.origin == origin, memo.band.sharesStorage(with: band),
           ReplayClip.same(memo.source, e.state.clip) {
            clip = memo.result
        } else {
            var c = e.state.clip.map { $0.intersection(band) } ?? band
            if origin.x != 0 || origin.y != 0 { c.translate(dx: -origin.x, dy: -origin.y) }
            replayClip = ReplayClip(source: e.state.clip, band: band, origin: origin, result: c)
            clip = c
        }
        state = State(transform: origin.x == 0 && origin.y == 0 ? e.state.transform
                        : e.state.transform.concatenating(CGAffineTransform(translationX: -dx, y: -dy)),
                      alpha: e.state.alpha, clip: clip, snapsImages: e.state.snapsImages)
        switch e.operation {
        case .fill(let r, let c): fill(r, color: c)
        case .clear(let r, let c): clear(r, to: c)
        case .fillRounded(let s, let c): fill(s, color: c)
        case .strokeInside(let s, let w, let c): strokeInside(s, width: w, color: c)
        case .image(let img, let r, let f): draw(img, in: r, filter: f)
        case .text(let line, let p, let c): draw(line, at: p, color: c)
        case .glyphs(let run, let p): draw(run, at: p)
        case .path(let path, let paint, let c): draw(path, paint: paint, color: c)
        case .shadow(let shape, let offset, let sigma, let c, let o): drawShadow(of: shape, offset: offset, sigma: sigma, color: c, occluder: o)
        case .gradient(let g, let shape): fill(shape, with: g)
        case .sublist:
            break
        case .beginLayer(let rect, let alpha, let shape):
            let local = PixelRect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
            let poly = shape.map { $0.map { CGPoint(x: $0.x - dx, y: $0.y - dy) } }
            openLayer(rect: local, alpha: alpha, shape: poly)
        case .endLayer:
            endLayer()
        }
    }
}
