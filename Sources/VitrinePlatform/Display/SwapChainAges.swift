/// The buffer-age bookkeeping every backend shares (EGL's `EGL_EXT_buffer_age` semantics):
/// which buffer to draw into next and how many frames old its contents are.
///
/// Age 1 means the buffer holds the previous frame, 2 the one before, and 0 that its
/// contents are unknown (never presented, or the chain was reset): draw everything.
package struct SwapChainAges: Sendable {
    /// The frame number each buffer was last presented at (0 = never).
    private var presentedAt: [Int]
    private var frameNumber = 0

    /// A chain of `count` buffers, none presented yet.
    package init(count: Int) {
        presentedAt = Array(repeating: 0, count: count)
    }

    /// Forgets every buffer's contents (new buffers, a new mode).
    package mutating func reset(count: Int) {
        self = SwapChainAges(count: count)
    }

    /// The least recently presented buffer that is not in `busy` (on screen, or waiting to
    /// be), with its age; `nil` when every buffer is busy.
    package func next(excluding busy: [Int?] = []) -> (index: Int, age: Int)? {
        var best: Int?
        for i in presentedAt.indices where !busy.contains(i) {
            if best.map({ presentedAt[i] < presentedAt[$0] }) ?? true { best = i }
        }
        return best.map { ($0, age(of: $0)) }
    }

    /// How many frames old buffer `i`'s contents are (0: unknown).
    package func age(of i: Int) -> Int {
        presentedAt[i] == 0 ? 0 : frameNumber - presentedAt[i] + 1
    }

    /// Buffer `i` now holds the newest frame.
    package mutating func presented(_ i: Int) {
        frameNumber += 1
        presentedAt[i] = frameNumber
    }

    /// The buffer holding the newest frame, `nil` before the first.
    package var newest: Int? {
        guard frameNumber > 0 else { return nil }
        return presentedAt.indices.max { presentedAt[$0] < presentedAt[$1] }
    }
}
