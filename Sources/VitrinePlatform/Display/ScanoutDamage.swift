import VitrineGraphics

/// What each scanout buffer missed while frames went to the others, for a display that draws
/// every frame into ONE cached shadow buffer and copies the damage into whichever scanout
/// buffer is free (issue 12, item 6).
///
/// Why one shadow: with a shadow per scanout buffer, a frame re-renders the previous frame's
/// damage too (buffer age 2); with one shadow it renders only its own damage (age 1) and the
/// previous frame's damage is *copied* instead, which costs less than drawing it. Measured with
/// `vitrine-bench` (`shadow-buffers` lines, reference UI frame at 1920x1080, two scanout
/// buffers): one shadow takes 0.88–0.92× the time of two when the damage moves (a dragged
/// 10 % or 1 % box, straight or turned a quarter), the same (0.96–1.01×) when it stays put,
/// and saves a whole-screen buffer (8.1 MB at 1080p).
package struct ScanoutDamage: Sendable {
    private var missed: [Region]

    /// `count` scanout buffers, all holding what the shadow holds (both cleared at start).
    package init(count: Int) { missed = Array(repeating: Region(), count: max(1, count)) }

    /// What to copy into buffer `i` for a frame whose damage is `damage`: the frame's damage
    /// plus everything buffer `i` missed since it was last written.
    package func regionToCopy(into i: Int, damage: Region) -> Region {
        guard missed.indices.contains(i) else { return damage }
        var r = damage
        r.formUnion(missed[i])
        return r
    }

    /// Records that buffer `i` got the frame with `damage`: it is up to date; the others now
    /// miss that damage too.
    package mutating func copied(into i: Int, damage: Region) {
        for j in missed.indices {
            if j == i { missed[j] = Region() } else { missed[j].formUnion(damage) }
        }
    }
}
