import Foundation

extension PixelBuffer {
    /// Moves the pixels inside `clip` by (`dx`, `dy`) within the same buffer, as a scroll moves
    /// content: each pixel of `clip` whose source (`p − (dx, dy)`) lies inside `clip` takes that
    /// source's old value; the strip the move uncovers keeps its stale pixels (the caller
    /// redraws it). Rows are moved with `memmove` in the order that never reads a row already
    /// written, so the source and destination may overlap. The corresponding move in
    /// `Region` terms is `Region.moved(by:within:)`.
    public func move(_ clip: PixelRect, dx: Int, dy: Int) {
        let c = clip.intersection(bounds)
        guard !c.isEmpty, dx != 0 || dy != 0, abs(dx) < c.width, abs(dy) < c.height else { return }
        // The destination: the part of the clip the moved clip still covers.
        let dst = c.intersection(PixelRect(x: c.x + dx, y: c.y + dy, width: c.width, height: c.height))
        guard !dst.isEmpty else { return }
        let words = stride / 4
        let bytes = dst.width * 4
        for i in 0..<dst.height {
            // Moving down: bottom row first; moving up (or sideways): top row first.
            let y = dy > 0 ? dst.maxY - 1 - i : dst.minY + i
            memmove(pixels + y * words + dst.x, pixels + (y - dy) * words + (dst.x - dx), bytes)
        }
    }
}

extension Region {
    /// Where the pixels of this region are after `PixelBuffer.move(clip, dx:dy:)`: the part
    /// outside `clip` stays, the part inside moves with the pixels (and what moves out of the
    /// clip is gone).
    public func moved(dx: Int, dy: Int, within clip: PixelRect) -> Region {
        guard dx != 0 || dy != 0 else { return self }
        var outside = self
        outside.subtract(clip)
        var inside = intersection(clip)
        inside.translate(dx: dx, dy: dy)
        inside.formIntersection(clip)
        outside.formUnion(inside)
        return outside
    }

    /// The strip of `clip` a move by (`dx`, `dy`) uncovers (what no moved pixel lands on).
    public static func uncovered(by clip: PixelRect, dx: Int, dy: Int) -> Region {
        var r = Region(clip)
        r.subtract(clip.intersection(PixelRect(x: clip.x + dx, y: clip.y + dy, width: clip.width, height: clip.height)))
        return r
    }
}
