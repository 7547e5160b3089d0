import Foundation

/// Pressing a stepper's buttons. The step happens on touch-down; while the finger stays down
/// (and `autorepeat`), it repeats on the screen clock. UIKit documents only that "the rate of
/// change depends on how long the user continues pressing the control"; Vitrine's timings
/// follow what iOS is commonly observed to do: the first repeat 0.5 s after touch-down, then
/// every 0.2 s, every 0.1 s after 2.5 s of holding and every 0.05 s after 5 s.
extension UIStepper {
    /// Delay before the first repeat.
    static let repeatDelay: Double = 0.5
    /// The repeat interval after `held` seconds of holding.
    static func repeatInterval(held: Double) -> Double {
        held < 2.5 ? 0.2 : (held < 5 ? 0.1 : 0.05)
    }

    /// The button under `p`: -1 for the left (minus) half, +1 for the right (plus) half.
    func direction(at p: CGPoint) -> Int { p.x < bounds.midX ? -1 : 1 }

    /// Steps once on touch-down on an enabled button and starts the repeat. Mirrors
    /// `UIStepper`'s `beginTracking(_:with:)`.
    func stepperBeginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let d = direction(at: touch.location(in: self))
        guard d < 0 ? canDecrement : canIncrement else { return false }
        pressedDirection = d
        valueAtTrackingStart = _value
        step(with: event)
        if autorepeat {
            let link = DisplayLink { [weak self] now in self?.repeatTick(now) }
            if link.add(for: self), let now = link.now {
                repeatStart = now
                nextRepeat = now + UIStepper.repeatDelay
                repeatLink = link
            }
        }
        setNeedsDisplay()
        return true
    }

    /// Repeats are paused while the finger is outside the control. Mirrors `UIStepper`'s
    /// `continueTracking(_:with:)`.
    func stepperContinueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    /// Stops repeating; without `isContinuous`, sends the one `.valueChanged`. Mirrors
    /// `UIStepper`'s `endTracking(_:with:)`.
    func stepperEndTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
        if !isContinuous, _value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    /// Stops repeating. Mirrors `UIStepper`'s `cancelTracking(with:)`.
    func stepperCancelTracking(with event: UIEvent?) {
        finishPress()
        if !isContinuous, _value != valueAtTrackingStart { sendActions(for: .valueChanged, with: event) }
    }

    private func finishPress() {
        repeatLink?.invalidate()
        repeatLink = nil
        pressedDirection = nil
        setNeedsDisplay()
    }

    func repeatTick(_ now: Double) {
        guard pressedDirection != nil, isTracking else { finishPress(); return }
        while now >= nextRepeat {
            if isTouchInside { step(with: nil) }
            nextRepeat += UIStepper.repeatInterval(held: nextRepeat - repeatStart)
        }
    }

    /// One step in the pressed direction; stops at an end unless wrapping.
    private func step(with event: UIEvent?) {
        guard let d = pressedDirection, d < 0 ? canDecrement : canIncrement else { return }
        let old = _value
        _value = stepped(d)
        setNeedsDisplay()
        if isContinuous, _value != old { sendActions(for: .valueChanged, with: event) }
    }
}
