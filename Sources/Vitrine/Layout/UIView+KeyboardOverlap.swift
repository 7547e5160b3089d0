import Foundation

/// What the layout engine reads from a view besides its frame that no other part of the
/// view provides: the on-screen keyboard's overlap.
extension UIView {
    /// How far the on-screen keyboard reaches into this view from its bottom edge, above the
    /// bottom safe area (0 while no keyboard is shown, and for a view the keyboard does not
    /// reach). The keyboard layout guide's top is this far above the safe area's bottom.
    var keyboardOverlapForLayout: CGFloat {
        guard let window, !window.isKeyboardWindow else { return 0 }
        let t = window.screen.textInput
        guard t.isKeyboardVisible else { return 0 }
        // Keyboard frames are in screen coordinates of the interface's orientation, which are
        // a screen-filling window's coordinates.
        let kb = convert(t.keyboardFrame, from: nil)
        let b = bounds
        guard kb.maxX > b.minX, kb.minX < b.maxX, kb.minY < b.maxY else { return 0 }
        let covered = min(b.height, b.maxY - max(kb.minY, b.minY))
        return max(0, covered - safeAreaInsets.bottom)
    }
}

extension UIWindow {
    /// Whether this is the shell's on-screen keyboard window (which no keyboard covers).
    package var isKeyboardWindow: Bool { windowLevel == .keyboard }
}

extension UIWindow.Level {
    /// The on-screen keyboard's level: above alerts (their text fields type into it) and the
    /// status bar, below the shell's idle dimming.
    package static let keyboard = UIWindow.Level(rawValue: 10_000)
}
