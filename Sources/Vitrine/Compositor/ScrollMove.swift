import Foundation
import VitrineGraphics

/// A scroll in pixels: the content inside `clip` (a scroll view's visible rectangle, in the
/// pixels views are drawn in) moved by whole pixels (`dx`, `dy`). The compositor moves the
/// pixels a buffer already has instead of drawing them again; the strip the move uncovers is
/// in the frame's damage.
struct ScrollMove: Equatable {
    var clip: PixelRect
    var dx: Int
    var dy: Int
}

/// What one presented frame changed: the scrolls made first, then the damage drawn. A buffer
/// that missed the frame (buffer age) is brought up to date by replaying both.
struct FrameRecord {
    var damage: Region
    var moves: [ScrollMove]

    /// Brings `buffer`, which holds the frame before `frames`, up to date with them except for
    /// drawing: makes their moves, and returns the damage still to draw and the pixels the
    /// moves changed (the display must show them too). Consecutive moves of the same clip are
    /// made as one: a pixel the two moves would give a different value lies in the strip the
    /// second uncovers, or in the first's strip carried by the second — damage either way, as
    /// nothing is drawn until all moves are made.
    static func replay(_ frames: [FrameRecord], on buffer: PixelBuffer) -> (damage: Region, moved: Region) {
        var toDraw = Region()
        var moved = Region()
        var pending: ScrollMove?
        for f in frames {
            for m in f.moves {
                if let p = pending, p.clip == m.clip {
                    pending = ScrollMove(clip: p.clip, dx: p.dx + m.dx, dy: p.dy + m.dy)
                } else {
                    if let p = pending { buffer.move(p.clip, dx: p.dx, dy: p.dy) }
                    pending = m
                }
                toDraw = toDraw.moved(dx: m.dx, dy: m.dy, within: m.clip)
                moved.formUnion(m.clip)
            }
            toDraw.formUnion(f.damage)
        }
        if let p = pending { buffer.move(p.clip, dx: p.dx, dy: p.dy) }
        return (toDraw, moved)
    }
}
