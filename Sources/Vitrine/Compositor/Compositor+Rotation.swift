import Foundation
import VitrineGraphics

/// The interface turning on the panel: the new layout is drawn turning from the old angle to the
/// new one (scaled to fit while it is diagonal) under the old frame, which turns with it and
/// fades out. With Reduce Motion nothing turns: the new layout is shown at its own angle from
/// the first frame and the old frame, unturned, fades out over it (iOS replaces the motion of
/// its screen transitions with a cross-fade), over the same time.
///
/// Both are cached buffers: the old frame (the old interface buffer, or the last frame drawn
/// from scratch) and the new layout in the interface buffer, drawn before the first frame of
/// the turn and afterwards only where views change. A frame of the turn is one transformed
/// blit of each (`PixelBuffer.drawTransformedLayers`).
struct RotationTransition {
    let fromAngle: CGFloat
    let toAngle: CGFloat
    let start: Double
    let duration: Double
    /// The last frame in the old orientation, drawn from scratch or kept from the old
    /// interface buffer (never read back from the screen).
    let snapshot: PixelBuffer
    /// The angle the snapshot is shown at when the turn starts: the old interface's angle for
    /// an interface buffer, 0 for a frame of the panel's size.
    let snapshotAngle: CGFloat
    /// Reduce Motion was on when the turn began: a cross-fade, no turning.
    let crossFade: Bool

    func progress(at now: Double) -> CGFloat {
        guard duration > 0 else { return 1 }
        return CGFloat(TimingCurve.easeInOut.progress((now - start) / duration))
    }
}

extension Compositor {
    /// How the turning layers are sampled: nearest (measured 4× cheaper than bilinear at
    /// 1080p; edges and content are aliased while the turn lasts).
    static let rotationFilter = ImageFilter.nearest

    /// Starts turning the output from `fromTurns` to `toTurns` quarter turns (clockwise). The
    /// new layout is drawn ahead of the first frame by `drawInterfaceAhead()` once it is laid
    /// out.
    func beginRotation(fromTurns: Int, toTurns: Int, animated: Bool, duration: Double) {
        let turns = ((toTurns % 4) + 4) % 4
        defer {
            outputTurns = turns
            damageAll()
            setNeedsFrame()
        }
        guard animated, duration > 0 else { rotation = nil; return }
        let snapshot: PixelBuffer
        let snapshotAngle: CGFloat
        if rotation == nil, let interface = interfaceBuffer {
            // Turned already: the interface buffer holds the last frame in its own orientation.
            snapshot = interface
            snapshotAngle = CGFloat(outputTurns) * .pi / 2
            interfaceBuffer = nil
        } else {
            // An XRGB buffer: opaque as it is, no alpha to set.
            snapshot = renderFull()
            snapshotAngle = 0
        }
        rotation = RotationTransition(fromAngle: CGFloat(fromTurns) * .pi / 2, toAngle: CGFloat(toTurns) * .pi / 2,
                                      start: clock.now, duration: duration, snapshot: snapshot, snapshotAngle: snapshotAngle,
                                      crossFade: UIAccessibility.isReduceMotionEnabled)
        animator.keepTicking(until: clock.now + duration)
    }

    /// The angle and fit scale of the output right now.
    func outputAngleAndScale() -> (angle: CGFloat, scale: CGFloat, progress: CGFloat) {
        guard let r = rotation else { return (CGFloat(outputTurns) * .pi / 2, 1, 1) }
        let p = min(1, max(0, r.progress(at: clock.now)))
        if r.crossFade { return (r.toAngle, fitScale(logical: logicalPixelSize, angle: r.toAngle), p) }
        let angle = r.fromAngle + (r.toAngle - r.fromAngle) * p
        return (angle, fitScale(logical: logicalPixelSize, angle: angle), p)
    }

    /// The logical (interface-oriented) size in device pixels.
    var logicalPixelSize: CGSize {
        let s = display.pixelSize
        return outputTurns % 2 == 0 ? CGSize(width: s.width, height: s.height) : CGSize(width: s.height, height: s.width)
    }

    /// How much a `logical`-sized frame turned by `angle` must shrink to fit the panel.
    func fitScale(logical: CGSize, angle: CGFloat) -> CGFloat {
        let s = display.pixelSize
        let c = abs(cos(angle)), sn = abs(sin(angle))
        let w = logical.width * c + logical.height * sn, h = logical.width * sn + logical.height * c
        guard w > 0, h > 0 else { return 1 }
        return min(1, min(CGFloat(s.width) / w, CGFloat(s.height) / h))
    }

    /// Maps the logical pixel space (the interface's orientation) to the panel's pixels.
    func outputTransform() -> CGAffineTransform {
        if rotation == nil && outputTurns == 0 { return .identity }
        let (angle, _, _) = outputAngleAndScale()
        return placement(of: logicalPixelSize, turnedBy: angle)
    }

    /// A `size` frame centred on the panel, turned by `angle` and shrunk to fit; exact (whole
    /// pixels, entries 0 and ±1) at quarter turns that fit without shrinking, so the
    /// quarter-turn copy applies there.
    func placement(of size: CGSize, turnedBy angle: CGFloat) -> CGAffineTransform {
        let d = display.pixelSize
        let quarter = angle / (.pi / 2), k = quarter.rounded()
        if abs(quarter - k) < 1e-9 {
            let turns = ((Int(k) % 4) + 4) % 4
            let (cosine, sine): (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][turns]
            let turned = turns % 2 == 0 ? size : CGSize(width: size.height, height: size.width)
            if turned.width <= CGFloat(d.width) && turned.height <= CGFloat(d.height) {
                // Rotation about the centres, with exact entries.
                let r = CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
                let c = CGPoint(x: size.width / 2, y: size.height / 2).applying(r)
                return CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine,
                                         tx: CGFloat(d.width) / 2 - c.x, ty: CGFloat(d.height) / 2 - c.y)
            }
        }
        let fit = fitScale(logical: size, angle: angle)
        return CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: CGFloat(d.width) / 2, y: CGFloat(d.height) / 2))
    }

    /// The two layers of a rotation frame now, bottom first: the new layout (`interface`)
    /// turning in, the old frame turning away (or, cross-fading, staying) and fading over it.
    func rotationLayers(interface: PixelBuffer) -> [TransformedLayer]? {
        guard let r = rotation else { return nil }
        let (angle, _, p) = outputAngleAndScale()
        let s = r.snapshot
        let oldAngle = r.crossFade ? r.snapshotAngle : r.snapshotAngle + angle - r.fromAngle
        let old = TransformedLayer(buffer: s, transform: placement(of: CGSize(width: s.width, height: s.height),
                                                                    turnedBy: oldAngle),
                                   alpha: 1 - p)
        let new = TransformedLayer(buffer: interface, transform: placement(of: CGSize(width: interface.width, height: interface.height),
                                                                            turnedBy: angle))
        return [new, old]
    }

    /// Called at the start of each frame: keeps the whole panel damaged while turning, ends
    /// the transition when its time is up.
    func stepRotation() {
        guard let r = rotation else { return }
        pendingPanelDamage = Region(screenRect)
        if clock.now >= r.start + r.duration { rotation = nil }
    }
}
