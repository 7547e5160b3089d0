import CPixman
import Foundation

/// Draws into a `PixelBuffer` through pixman: fills, rounded rectangles, borders, images and
/// glyphs, under a current transform, alpha and clip, with offscreen layers for group opacity
/// and shaped clips.
///
/// Coordinates are user-space points mapped to device pixels by `transform`, in UIKit's
/// y-down convention. The state (transform, alpha, clip) is saved and restored as a stack, the
/// way `CGContext.saveGState()`/`restoreGState()` work.
public final class Canvas {
    /// Drawing state saved by `save()` and restored by `restore()`.
    struct State {
        var transform: CGAffineTransform
        var alpha: CGFloat
        /// Device-space clip of the current target; `nil` means the whole target.
        var clip: Region?
        /// Whether images land on whole device pixels (see `snapsImagesToPixels`).
        var snapsImages = false
    }

    /// The buffer drawn into right now (a layer's buffer while a layer is open).
    public internal(set) var target: PixelBuffer
    /// Where the current target's pixel (0, 0) lies in the root buffer (non-zero inside layers).
    public internal(set) var origin = PixelPoint(x: 0, y: 0)
    var state: State
    var stack: [State] = []
    var layers: [LayerRecord] = []
    /// The clip currently set on `target`'s pixman image, to avoid resetting it per operation.
    private var appliedClip: Region?? = .none
    let cache: CanvasCache
    /// Where drawing goes instead of the target while recording.
    let recorder: DisplayList?
    /// The clip of the last replayed operation, reused by the next one with the same clip.
    var replayClip: ReplayClip?
    /// The bounding box of the band being played (a cheap first test for sublists).
    var replayBandBox = PixelRect(x: Int.min / 4, y: Int.min / 4, width: Int.max / 2, height: Int.max / 2)
    /// Recording-mode layer nesting (states to restore at `endLayer()`).
    var recordedLayers: [(State, [State])] = []

    /// A canvas over `buffer`, with identity transform, alpha 1 and no clip. Pass the same
    /// `cache` to the canvases of successive frames to reuse layer buffers and corner masks.
    public init(buffer: PixelBuffer, cache: CanvasCache = CanvasCache()) {
        target = buffer
        state = State(transform: .identity, alpha: 1, clip: nil)
        self.cache = cache
        recorder = nil
    }

    /// A canvas that records into `list` instead of drawing; `buffer` only gives the size
    /// (it is not touched). Play the list back with `DisplayList.play(into:region:caches:)`.
    /// A recording canvas draws nothing; pass a `cache` you keep (it is not used) to avoid
    /// making one per frame.
    public init(recordingInto list: DisplayList, for buffer: PixelBuffer, cache: CanvasCache? = nil) {
        target = buffer
        state = State(transform: .identity, alpha: 1, clip: nil)
        self.cache = cache ?? CanvasCache()
        recorder = list
    }

    /// A canvas that records into `list` starting from `parent`'s drawing state (transform,
    /// alpha, clip), for a part of a recording kept to be played again later.
    package init(recordingInto list: DisplayList, continuing parent: Canvas) {
        target = parent.target
        state = parent.state
        cache = parent.cache
        recorder = list
    }

    /// Plays `list` at this point of the recording (when it is played back); `bounds` (root
    /// buffer pixels) holds everything it draws. Without a recorder, plays it now, within the
    /// current clip, leaving the drawing state as it was.
    package func appendRetained(_ list: DisplayList, bounds: PixelRect) {
        if let recorder {
            recorder.append(.sublist(list, bounds), state)
            return
        }
        // Recorded operations carry root-buffer coordinates; so does the band they play in.
        var band = state.clip ?? Region(target.bounds)
        band.translate(dx: origin.x, dy: origin.y)
        let (savedState, savedStack) = (state, stack)
        for e in list.entries { replay(e, within: band) }
        (state, stack) = (savedState, savedStack)
        invalidateAppliedClip()
    }

    /// Records `op` when recording; returns whether it did (the caller then draws nothing).
    func record(_ op: DisplayList.Operation) -> Bool {
        guard let recorder else { return false }
        recorder.append(op, state)
        return true
    }

    deinit {
        if recorder == nil { pixman_image_set_clip_region32(target.image, nil) }
    }

    // MARK: State

    /// Pushes a copy of the drawing state. Mirrors `CGContext.saveGState()`.
    public func save() { stack.append(state) }

    /// Pops the drawing state. Mirrors `CGContext.restoreGState()`.
    public func restore() {
        guard let s = stack.popLast() else { return }
        state = s
    }

    /// The current user-to-device transform. Mirrors `CGContext.ctm`.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Applies `t` before the current transform. Mirrors `CGContext.concatenate(_:)`.
    public func concatenate(_ t: CGAffineTransform) { state.transform = t.concatenating(state.transform) }

    /// Mirrors `CGContext.translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }

    /// Mirrors `CGContext.scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }

    /// Mirrors `CGContext.rotate(by:)`.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Whether images drawn under an axis-aligned, unflipped transform have their device
    /// rectangle's edges rounded to whole pixels, so a view at rest shows its image unblurred
    /// through the cached pre-scaled copy (a compositor sets it for views that are not moving;
    /// off by default, as in `CGContext`).
    public var snapsImagesToPixels: Bool {
        get { state.snapsImages }
        set { state.snapsImages = newValue }
    }

    /// A multiplier applied to the alpha of everything drawn. Mirrors `CGContext.setAlpha(_:)`.
    public var alpha: CGFloat {
        get { state.alpha }
        set { state.alpha = clamp01(newValue) }
    }

    // MARK: Clip

    /// The device rectangle that drawing can touch: the clip's bounding box within the target.
    public var deviceClipBounds: PixelRect {
        guard let clip = state.clip else { return target.bounds }
        return clip.boundingBox.intersection(target.bounds)
    }

    /// Whether nothing drawn now can reach the target.
    public var isClippedOut: Bool { deviceClipBounds.isEmpty }

    /// Intersects the clip with a region in device pixels of the current target.
    public func clip(toDeviceRegion region: Region) {
        if let c = state.clip { state.clip = c.intersection(region) } else { state.clip = region.intersection(target.bounds) }
    }

    /// Intersects the clip with `rect` in user space. Under a transform that keeps rectangles
    /// axis-aligned the device rectangle is snapped to whole pixels (edges rounded to nearest);
    /// otherwise its device bounding box is used (use a layer with a mask shape for an exact
    /// rotated clip). Mirrors `CGContext.clip(to:)`.
    public func clip(to rect: CGRect) {
        let d = rect.applying(state.transform)
        let snapped: PixelRect
        if d.isNull || d.isEmpty {
            snapped = .zero
        } else if state.transform.keepsRectanglesAxisAligned {
            let x0 = Int(d.minX.rounded()), y0 = Int(d.minY.rounded())
            let x1 = Int(d.maxX.rounded()), y1 = Int(d.maxY.rounded())
            snapped = PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        } else {
            snapped = PixelRect(covering: d)
        }
        clip(toDeviceRegion: Region(snapped))
    }

    /// Sets the current clip on the target's pixman image if it changed.
    func applyClip() {
        if case .some(let applied) = appliedClip, applied == state.clip { return }
        if let clip = state.clip {
            clip.withUnsafeRegion { _ = pixman_image_set_clip_region32(target.image, $0) }
        } else {
            pixman_image_set_clip_region32(target.image, nil)
        }
        appliedClip = .some(state.clip)
    }

    /// Forgets the clip cached on the target (after the target changed).
    func invalidateAppliedClip() { appliedClip = .none }

    // MARK: Helpers

    /// The colour with the canvas alpha applied, as a pixman premultiplied 16-bit colour.
    func pixmanColor(_ color: Color) -> pixman_color_t {
        let a = clamp01(color.alpha) * state.alpha
        func ch(_ v: CGFloat) -> UInt16 { UInt16((clamp01(v) * a * 65535).rounded()) }
        return pixman_color_t(red: ch(color.red), green: ch(color.green), blue: ch(color.blue),
                              alpha: UInt16((a * 65535).rounded()))
    }

    /// A device rectangle when `rect` maps to whole pixels under the current transform.
    func pixelAlignedDeviceRect(_ rect: CGRect) -> PixelRect? {
        let t = state.transform
        guard t.keepsRectanglesAxisAligned else { return nil }
        let d = rect.applying(t)
        guard !d.isNull, d.width > 0, d.height > 0 else { return nil }
        func whole(_ v: CGFloat) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < CGFloat(1 << 30) ? Int(r) : nil
        }
        guard let x0 = whole(d.minX), let y0 = whole(d.minY), let x1 = whole(d.maxX), let y1 = whole(d.maxY) else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

@inline(__always) func fixed(_ v: CGFloat) -> pixman_fixed_t {
    pixman_fixed_t(clamping: Int64((v * 65536).rounded()))
}
