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

    /// Replays this frame on `buffer`, which holds the frame before it: makes the moves, moves
    /// the damage still to draw along with the pixels, and adds this frame's damage.
    /// `moved` collects the pixels the moves changed (the display must show them).
    func replay(on buffer: PixelBuffer, damage toDraw: inout Region, moved: inout Region) {
        for m in moves {
            buffer.move(m.clip, dx: m.dx, dy: m.dy)
            toDraw = toDraw.moved(dx: m.dx, dy: m.dy, within: m.clip)
            moved.formUnion(m.clip)
        }
        toDraw.formUnion(damage)
    }
}
