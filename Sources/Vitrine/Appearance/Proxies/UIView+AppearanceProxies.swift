import Foundation

/// When a view takes its appearance proxies' values, and which values it keeps its own.
extension UIView {
    /// Applies the proxies matching this view, as UIKit does when a view enters a window
    /// (before it is laid out or drawn; `didMoveToWindow()` already sees the values). A view
    /// already in a window keeps what it has when a proxy changes; it takes the new values
    /// the next time it enters a window. Properties the app set on the view itself are left
    /// alone, then and every later time.
    func applyAppearanceProxies() {
        AppearanceRegistry.apply(to: self, ancestors: { appearanceContainers }, skipping: _appearanceOverrides)
        // A bar's items take their proxies as the bar makes their views in a window.
        if AppearanceRegistry.hasRules(for: UIBarButtonItem.self) {
            if let bar = self as? UINavigationBar { bar.refresh() }
            if let bar = self as? UIToolbar { bar.rebuild(animated: false) }
        }
        if let bar = self as? UITabBar, AppearanceRegistry.hasRules(for: UITabBarItem.self) {
            bar.applyItemAppearanceProxies()
            bar.refresh()
        }
    }

    /// The views and view controllers around this view, nearest first: its responder chain
    /// (superviews, and each root view's controller), as UIKit walks it for containment.
    var appearanceContainers: [AnyObject] {
        var chain: [AnyObject] = []
        var r = next
        while let cur = r, cur is UIView || cur is UIViewController {
            chain.append(cur)
            r = cur.next
        }
        return chain
    }

    /// Notes that `property` was set on this view: by the app it wins over the proxies from
    /// now on (UIKit's rule); by a proxy being applied it stays the proxies'.
    func noteAppearanceSet(_ property: AppearanceProperty) {
        if AppearanceRegistry.isAppSetting(self) { _appearanceOverrides.insert(property) }
    }
}
