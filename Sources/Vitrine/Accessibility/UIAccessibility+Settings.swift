import Foundation

/// The display and motion settings a user chooses in iOS's Settings › Accessibility, as the
/// kiosk holds them: from `[accessibility]` in the configuration, the customer's accessibility
/// menu and `vitrinectl`. Apps read them through `UIAccessibility`'s queries
/// (`isReduceMotionEnabled`, …), the notifications posted when they change, and the traits
/// they set (`accessibilityContrast`, `legibilityWeight`). Text size is not here: it is
/// `UIApplication.preferredContentSizeCategory`.
public struct AccessibilitySettings: Equatable, Sendable {
    /// Increase Contrast: system and semantic colours take their high-contrast values
    /// (`UITraitCollection.accessibilityContrast` is `.high`).
    public var darkerSystemColors = false
    /// Bold Text: system fonts are drawn one weight heavier (`legibilityWeight` is `.bold`).
    public var boldText = false
    /// Reduce Motion: transitions that move views cross-fade instead.
    public var reduceMotion = false
    /// Reduce Transparency: blurs and translucent bars become opaque.
    public var reduceTransparency = false
    /// Button Shapes: borderless buttons show their bounds.
    public var buttonShapes = false
    /// On/Off Labels: switches show an "I" on the on side and an "O" on the off side.
    public var onOffSwitchLabels = false
    /// Grayscale: the screen is shown without colour.
    public var grayscale = false

    /// Every setting off, as iOS ships.
    public init() {}

    /// The notification posted for each setting, in the order they are posted.
    @MainActor static var notifications: [(KeyPath<AccessibilitySettings, Bool>, Notification.Name)] { [
        (\.darkerSystemColors, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
        (\.boldText, UIAccessibility.boldTextStatusDidChangeNotification),
        (\.reduceMotion, UIAccessibility.reduceMotionStatusDidChangeNotification),
        (\.reduceTransparency, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
        (\.buttonShapes, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
        (\.onOffSwitchLabels, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
        (\.grayscale, UIAccessibility.grayscaleStatusDidChangeNotification),
    ] }
}

extension UIAccessibility {
    /// The current settings (every one off until the kiosk or a test applies others).
    public private(set) static var settings = AccessibilitySettings()

    /// Mirrors `UIAccessibility.isDarkerSystemColorsEnabled` (Increase Contrast).
    public static var isDarkerSystemColorsEnabled: Bool { settings.darkerSystemColors }
    /// Mirrors `UIAccessibility.isBoldTextEnabled`.
    public static var isBoldTextEnabled: Bool { settings.boldText }
    /// Mirrors `UIAccessibility.isReduceMotionEnabled`.
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    /// Mirrors `UIAccessibility.isReduceTransparencyEnabled`.
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    /// Mirrors `UIAccessibility.buttonShapesEnabled`.
    public static var buttonShapesEnabled: Bool { settings.buttonShapes }
    /// Mirrors `UIAccessibility.isOnOffSwitchLabelsEnabled`.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.onOffSwitchLabels }
    /// Mirrors `UIAccessibility.isGrayscaleEnabled`.
    public static var isGrayscaleEnabled: Bool { settings.grayscale }
    /// Whether transitions should cross-fade rather than slide. On iOS it is true when both
    /// Reduce Motion and its sub-setting Prefer Cross-Fade Transitions are on; Vitrine has no
    /// separate sub-setting (its built-in transitions always cross-fade under Reduce Motion),
    /// so here it is true whenever Reduce Motion is. Mirrors
    /// `UIAccessibility.prefersCrossFadeTransitions`.
    public static var prefersCrossFadeTransitions: Bool { settings.reduceMotion }

    /// Mirrors `UIAccessibility.darkerSystemColorsStatusDidChangeNotification`.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Mirrors `UIAccessibility.boldTextStatusDidChangeNotification`.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Mirrors `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Mirrors `UIAccessibility.reduceTransparencyStatusDidChangeNotification`.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Mirrors `UIAccessibility.buttonShapesEnabledStatusDidChangeNotification`.
    public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Mirrors `UIAccessibility.onOffSwitchLabelsDidChangeNotification`.
    public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Mirrors `UIAccessibility.grayscaleStatusDidChangeNotification`.
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")

    /// Called after the settings change, before the notifications are posted: the
    /// trait-carrying windows refresh (contrast and bold text are traits).
    package static var settingsObservers: [@MainActor (AccessibilitySettings, AccessibilitySettings) -> Void] = []

    /// Changes the settings, as the Settings app does on iOS (UIKit has no API for it: the
    /// system owns them): every window's traits follow, the views that draw a setting are told
    /// (`AccessibilitySettingsAdapting`), and each setting that changed posts its status
    /// notification through `NotificationCenter.default`. Returns whether anything changed.
    @discardableResult
    public static func apply(_ new: AccessibilitySettings) -> Bool {
        let old = settings
        guard new != old else { return false }
        settings = new
        for observer in settingsObservers { observer(old, new) }
        for window in UIScreen.allScreens.flatMap(\.allWindows) { window.updateTraits() }
        notifyAdaptingViews()
        if old.grayscale != new.grayscale {
            // A display filter: apps do not redraw, the compositor converts the whole screen once.
            for screen in UIScreen.allScreens {
                screen.compositor.damageAll()
                screen.compositor.setNeedsFrame()
            }
        }
        for (key, name) in AccessibilitySettings.notifications where old[keyPath: key] != new[keyPath: key] {
            NotificationCenter.default.post(name: name, object: nil)
        }
        return true
    }
}
