import Foundation

extension UIScreen {
    /// The part of the screen the system draws over, in points, relative to the interface's
    /// orientation (`top` is the top of the interface whichever way the panel turns): the
    /// kiosk shell's status bar sets `top` while it is shown. Every window's
    /// `safeAreaInsets` start from it (where the window covers it), and through them every
    /// view's.
    ///
    /// UIKit has no equivalent: there the system owns the status bar and the insets come from
    /// the window scene. Apps do not set this; the shell (VitrineShell's status bar) does.
    package var systemSafeAreaInsets: UIEdgeInsets {
        get { _systemSafeAreaInsets }
        set {
            guard newValue != _systemSafeAreaInsets else { return }
            _systemSafeAreaInsets = newValue
            for w in allWindows { w.setNeedsSafeAreaUpdate() }
            compositor.setNeedsFrame()
        }
    }
}
