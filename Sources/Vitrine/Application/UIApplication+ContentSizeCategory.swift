import Foundation
import VitrinePlatform

extension UIApplication {
    /// How large the user wants text (Dynamic Type): `large` until the kiosk sets it
    /// (`[fonts] content_size_category`, `vitrinectl content-size-category`). Every window's
    /// trait collection carries it. Mirrors `UIApplication.preferredContentSizeCategory`.
    public var preferredContentSizeCategory: UIContentSizeCategory { FontRegistry.shared.contentSizeCategory }

    /// Changes the app's content size category, as the Settings app's text size slider does
    /// on iOS (UIKit has no API for it: the system owns it): every window's traits change, so
    /// view controllers and views get `traitCollectionDidChange(_:)` (and registered trait
    /// handlers), labels with `adjustsFontForContentSizeCategory` take the new size, and
    /// then `UIContentSizeCategory.didChangeNotification` is posted with the new category
    /// under `UIContentSizeCategory.newValueUserInfoKey`. `unspecified` is refused (logged;
    /// nothing changes). Returns whether the category changed.
    @discardableResult
    public static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) -> Bool {
        guard category.order >= 0 else {
            Log.ui.warning("content size category \(category.rawValue) is not one a user can choose; keeping \(FontRegistry.shared.contentSizeCategory.name)")
            return false
        }
        guard category != FontRegistry.shared.contentSizeCategory else { return false }
        let wasLargeContentViewerOn = UILargeContentViewerInteraction.isEnabled
        FontRegistry.shared.contentSizeCategory = category
        for window in UIScreen.allScreens.flatMap(\.allWindows) { window.updateTraits() }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: sharedIfRunning,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        if UILargeContentViewerInteraction.isEnabled != wasLargeContentViewerOn {
            NotificationCenter.default.post(name: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil)
        }
        Log.ui.notice("content size category \(category.name)")
        return true
    }
}
