extension UIView {
    /// Whether what this view and the views inside it show is private (a balance, an account
    /// number, a medical result): the screen reader speaks it only into headphones, and says
    /// "private" instead on the speaker. `false` by default; secure text fields' values are
    /// private whatever this says.
    ///
    /// A Vitrine extension: UIKit has no equivalent (VoiceOver speaks everything on whatever
    /// output is active). It serves the private listening a public kiosk owes its customers
    /// (EN 301 549 5.1.3.9).
    public var accessibilityIsPrivate: Bool {
        get { _accessibility?.isPrivate ?? false }
        set { accessibilityStorage.isPrivate = newValue }
    }

    /// Whether this view or a view it is inside is marked ``accessibilityIsPrivate``.
    package var accessibilityShowsPrivateContent: Bool {
        var v: UIView? = self
        while let view = v {
            if view.accessibilityIsPrivate { return true }
            v = view.superview
        }
        return false
    }
}
