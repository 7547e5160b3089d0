import Foundation
import VitrinePlatform

/// Touches for windows other than the key window: a system window the shell shows above the
/// app that is never key but takes touches (the on-screen keyboard) gets the touches that
/// start on it, found by hit testing (as UIKit sends a touch to the window it hits); every
/// other touch goes to the key window as before.
extension InputRouter {
    /// The window a touch starting at `device` (interface pixels) belongs to: the topmost
    /// visible window above the key window's level that takes touches and whose `hitTest`
    /// returns a view there, else the key window.
    func touchWindow(atDevicePoint device: CGPoint) -> UIWindow? {
        let key = screen.keyWindow ?? screen.windows.last
        let keyLevel = key?.windowLevel ?? .normal
        for w in screen.windows.reversed() where w !== key && w.windowLevel > keyLevel
            && !w.isHidden && w.isUserInteractionEnabled {
            if w.hitTest(windowPoint(device: device, in: w), with: nil) != nil { return w }
        }
        return key
    }

    /// Interface pixels → `window`'s points.
    func windowPoint(device: CGPoint, in window: UIWindow?) -> CGPoint {
        device.applying(screen.compositor.windowToDevice(window).inverted())
    }

    /// The pointer's position in the window of the touch it drives (the pointer is kept in
    /// the key window's points).
    var pointerPointForTouch: CGPoint {
        let key = screen.keyWindow ?? screen.windows.last
        guard let w = touches[Self.pointerSlot]?.window, w !== key else { return pointer }
        return windowPoint(device: pointer.applying(screen.compositor.windowToDevice(key)), in: w)
    }

    /// Sends `live` touches to their windows, one event per window, the key window's first.
    func sendTouches(_ live: [UITouch], time: Double) {
        let key = screen.keyWindow ?? screen.windows.last
        var byWindow: [(UIWindow?, [UITouch])] = []
        for t in live {
            let w = t.window ?? key
            if let i = byWindow.firstIndex(where: { $0.0 === w }) { byWindow[i].1.append(t) } else { byWindow.append((w, [t])) }
        }
        byWindow.sort { a, _ in a.0 === key }
        for (w, ts) in byWindow {
            w?.sendEvent(UIEvent(type: .touches, timestamp: time, touches: Set(ts)))
        }
    }
}

extension InputRouter {
    /// A touch position in the physical panel's pixels as a point on the screen (the
    /// coordinates of `accessibilityFrame`).
    package func screenPoint(panelX x: Double, y: Double) -> CGPoint {
        CGPoint(x: x, y: y).applying(screen.display.panelToInterface)
            .applying(screen.compositor.windowToDevice(nil).inverted())
    }

    /// A point on the screen in the physical panel's pixels (where a finger there would be
    /// reported).
    package func panelPoint(screenPoint p: CGPoint) -> CGPoint {
        p.applying(screen.compositor.windowToDevice(nil)).applying(screen.display.panelToInterface.inverted())
    }
}

extension InputEvent {
    /// Whether the event is a touchscreen's (down, motion, up, cancel or frame).
    var isTouch: Bool {
        switch self {
        case .touchDown, .touchMotion, .touchUp, .touchCancel, .touchFrame: return true
        default: return false
        }
    }
}
