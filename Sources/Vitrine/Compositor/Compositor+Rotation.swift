import Foundation
import VitrineGraphics

/// The interface turning on the panel: the new layout is drawn turning from the old angle to the
/// new one (scaled to fit while it is diagonal) under the old frame, which turns with it and
/// fades out.
struct RotationTransition {
    let fromAngle: CGFloat
    let toAngle: CGFloat
    let start: Double
    let duration: Double
    /// The last frame in the old orientation, drawn from scratch (never read back from the
    /// screen).
    let snapshot: Image

    func progress(at now: Double) -> CGFloat {
        guard duration > 0 else { return 1 }
        return CGFloat(TimingCurve.easeInOut.progress((now - start) / duration))
    }
}

extension Compositor {
    /// Starts turning the output from `fromTurns` to `toTurns` quarter turns (clockwise).
    func beginRotation(fromTurns: Int, toTurns: Int, animated: Bool, duration: Double) {
        defer {
            outputTurns = ((toTurns % 4) + 4) % 4
            damageAll()
            setNeedsFrame()
        }
        guard animated, duration > 0 else { rotation = nil; return }
        let old = renderFull()
        // The snapshot is opaque: mark every pixel's alpha as such so it blends as an image.
        for y in 0..<old.height {
            let row = old.row(y)
            for x in 0..<old.width { row[x] |= 0xFF00_0000 }
        }
        let snapshot = Image(buffer: PixelBuffer(wrappingCopyOf: old))
        rotation = RotationTransition(fromAngle: CGFloat(fromTurns) * .pi / 2, toAngle: CGFloat(toTurns) * .pi / 2,
                                      start: clock.now, duration: duration, snapshot: snapshot)
        animator.keepTicking(until: clock.now + duration)
    }

    /// The angle and fit scale of the output right now.
    func outputAngleAndScale() -> (angle: CGFloat, scale: CGFloat, progress: CGFloat) {
        guard let r = rotation else { return (CGFloat(outputTurns) * .pi / 2, 1, 1) }
        let p = min(1, max(0, r.progress(at: clock.now)))
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
        let (angle, fit, _) = outputAngleAndScale()
        let l = logicalPixelSize, d = display.pixelSize
        return CGAffineTransform(translationX: -l.width / 2, y: -l.height / 2)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: CGFloat(d.width) / 2, y: CGFloat(d.height) / 2))
    }

    /// Draws the old frame turning away and fading, during a rotation.
    func drawRotationSnapshot(in canvas: Canvas) {
        guard let r = rotation else { return }
        let (angle, _, p) = outputAngleAndScale()
        let d = display.pixelSize
        let turn = angle - r.fromAngle
        let fit = fitScale(logical: CGSize(width: d.width, height: d.height), angle: turn)
        canvas.save()
        canvas.alpha = 1 - p
        canvas.concatenate(CGAffineTransform(translationX: -CGFloat(d.width) / 2, y: -CGFloat(d.height) / 2)
            .concatenating(CGAffineTransform(scaleX: fit, y: fit))
            .concatenating(CGAffineTransform(rotationAngle: turn))
            .concatenating(CGAffineTransform(translationX: CGFloat(d.width) / 2, y: CGFloat(d.height) / 2)))
        canvas.draw(r.snapshot, in: CGRect(x: 0, y: 0, width: d.width, height: d.height), filter: .bilinear)
        canvas.restore()
    }

    /// Called at the start of each frame: keeps the whole screen damaged while turning, ends
    /// the transition when its time is up.
    func stepRotation() {
        guard let r = rotation else { return }
        damageAll()
        if clock.now >= r.start + r.duration { rotation = nil }
    }
}
