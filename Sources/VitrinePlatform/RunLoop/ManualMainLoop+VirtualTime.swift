/// A frame loop on virtual time: what a test harness steps through, and what a soak run on the
/// virtual clock (`vitrine-demo --virtual-soak`) runs as fast as the machine can.
extension ManualMainLoop {
    /// Runs this loop and the main run loop (`MainRunLoopPump`) until neither has anything
    /// left (bounded).
    package func settle() {
        for _ in 0..<100 {
            let drained = MainRunLoopPump.drain()
            let ran = runUntilIdle()
            if ran == 0, !drained || !MainRunLoopPump.mainQueueHasWork { break }
        }
    }

    /// Moves `clock` forward by `seconds`, settling after every deadline that falls due on the
    /// way (animation ticks fire at their times, each followed by the frame it asks for).
    package func advance(_ clock: VirtualClock, by seconds: Double) {
        let end = clock.now + max(0, seconds)
        settle()
        while let next = clock.nextDeadline, next <= end {
            clock.advance(to: next)
            settle()
        }
        clock.advance(to: end)
        settle()
    }
}
