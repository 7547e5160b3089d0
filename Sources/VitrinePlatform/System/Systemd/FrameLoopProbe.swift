import Dispatch
import Synchronization

/// Watches the frame loop for the service watchdog: a frame that was asked for must reach the
/// screen within a time limit.
///
/// The compositor draws only when something changed, so "no frame for a while" is normal for an
/// idle kiosk; what is not normal is a frame that was wanted and never presented (a page flip
/// whose event never came, a render pass that never finished). Mark the wish with
/// `frameExpected()` (only while the display can present: an unplugged display legitimately
/// shows nothing) and each presented frame with `framePresented()`; the watchdog reads
/// `pendingDuration(now:)` from its own thread.
public final class FrameLoopProbe: Sendable {
    /// Monotonic nanoseconds (`DispatchTime.uptimeNanoseconds`) since which a frame is awaited;
    /// 0 when none is.
    private let expectedSince = Atomic<UInt64>(0)
    private let presented = Atomic<UInt64>(0)

    public init() {}

    /// A frame is wanted. The oldest unanswered wish counts: repeated calls before a frame is
    /// presented do not move the start of the wait.
    public func frameExpected(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        _ = expectedSince.compareExchange(expected: 0, desired: max(1, now), ordering: .relaxed)
    }

    /// A frame reached the screen: nothing is awaited any more.
    public func framePresented() {
        presented.add(1, ordering: .relaxed)
        expectedSince.store(0, ordering: .relaxed)
    }

    /// The display cannot present (unplugged, DRM master lost): stop waiting for a frame.
    public func cancelExpectation() {
        expectedSince.store(0, ordering: .relaxed)
    }

    /// Frames presented so far.
    public var framesPresented: UInt64 { presented.load(ordering: .relaxed) }

    /// How long the awaited frame has been awaited at `now` (monotonic nanoseconds), or `nil`
    /// when no frame is awaited.
    public func pendingDuration(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Duration? {
        let since = expectedSince.load(ordering: .relaxed)
        guard since != 0 else { return nil }
        return .nanoseconds(Int64(clamping: now >= since ? now - since : 0))
    }
}
