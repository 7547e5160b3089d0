import Foundation

extension UIViewController {
    /// The controller whose `prefersStatusBarHidden` counts: this one's
    /// `childForStatusBarHidden`, followed down as long as there is one.
    var statusBarHiddenDecider: UIViewController {
        var vc = self, seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let c = vc.childForStatusBarHidden, seen.insert(ObjectIdentifier(c)).inserted { vc = c }
        return vc
    }

    /// The controller whose `preferredStatusBarStyle` counts, through `childForStatusBarStyle`.
    var statusBarStyleDecider: UIViewController {
        var vc = self, seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let c = vc.childForStatusBarStyle, seen.insert(ObjectIdentifier(c)).inserted { vc = c }
        return vc
    }

    /// Tells the system that this controller's status bar preferences changed: the window's
    /// `statusBarAppearance` is resolved again and, if it differs, the screen's
    /// `onStatusBarAppearanceChange` is called. Call it inside an animation block to animate
    /// the change (the observer runs inside that block). Mirrors
    /// `setNeedsStatusBarAppearanceUpdate()`.
    public func setNeedsStatusBarAppearanceUpdate() {
        var vc: UIViewController? = self
        while let cur = vc {
            if let screen = cur.viewIfLoaded?.window?.screen {
                screen.updateStatusBarAppearance()
                return
            }
            vc = cur.parent ?? cur._presentingViewController
        }
        // Not on screen (a presenter whose view a full-screen presentation took out, say):
        // every screen checks.
        for screen in UIScreen.allScreens { screen.updateStatusBarAppearance() }
    }
}
