import Foundation
import VitrinePlatform

extension UIPageViewController {
    /// The key under which the current page's restoration identifier is saved.
    static let restorationPageKey = "UIPageViewController.viewControllers"

    /// Saves the restoration identifier of the page shown (a page without one is not saved,
    /// as in UIKit, and the app's initial page stays at restoration).
    func encodePageState(with coder: NSCoder) {
        guard let id = current?.restorationIdentifier else { return }
        coder.encode(id, forKey: Self.restorationPageKey)
    }

    /// Shows the saved page again: found among the children or recreated by state restoration
    /// (its restoration class or the app delegate), set without animation. A page that cannot
    /// be restored leaves the current one, with a log line.
    func decodePageState(with coder: NSCoder) {
        guard let id = coder.decodeObject(of: NSString.self, forKey: Self.restorationPageKey).map(String.init), !id.isEmpty else { return }
        if current?.restorationIdentifier == id { return }
        guard let page = coder.restoredChild(withIdentifier: id) else {
            let line = "state restoration: \(coder.restorationPath ?? "page view controller") could not restore its page \(id); kept the current page"
            UIStateRestoration.report(line)
            return
        }
        setViewControllers([page], direction: .forward, animated: false)
    }
}
