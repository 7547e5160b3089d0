/// A view whose look depends on the accessibility settings (a button's shape, a switch's
/// on/off marks, a translucent bar): told when they change, by one walk of the window trees in
/// `UIAccessibility.apply`, instead of each view observing a notification.
///
/// A view outside every window is not reached by that walk, so each adopter keeps the settings
/// it was last told about: when it enters a window with others in force it is told then.
/// Between the two, its own layout and configuration read the current settings.
@MainActor
protocol AccessibilitySettingsAdapting: UIView {
    /// The settings this view last adapted to: start it at `UIAccessibility.settings` (a view
    /// reads the settings in force when it is made).
    var adaptedAccessibilitySettings: AccessibilitySettings { get set }
    /// The settings changed from `old` to `new` (at least one of them differs).
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings)
}

extension AccessibilitySettingsAdapting {
    /// Tells the view of the settings in force if they are not the ones it adapted to.
    func adaptToCurrentAccessibilitySettings() {
        let old = adaptedAccessibilitySettings, new = UIAccessibility.settings
        guard old != new else { return }
        adaptedAccessibilitySettings = new
        accessibilitySettingsDidChange(from: old, to: new)
    }
}

extension UIAccessibility {
    /// Tells every adapting view on every screen that the settings changed: one walk of the
    /// window trees.
    static func notifyAdaptingViews() {
        var queue = UIScreen.allScreens.flatMap(\.allWindows) as [UIView]
        while let v = queue.popLast() {
            (v as? AccessibilitySettingsAdapting)?.adaptToCurrentAccessibilitySettings()
            queue.append(contentsOf: v.subviews)
        }
    }
}
