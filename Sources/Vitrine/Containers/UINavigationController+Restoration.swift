import Foundation
import VitrinePlatform

extension UINavigationController {
    /// The key under which the stack's restoration identifiers are saved.
    static let restorationStackKey = "UINavigationController.viewControllers"

    /// Saves the restoration identifiers of the stack, bottom first (controllers without one
    /// are not saved, as in UIKit), so that `decodeRestorableState(with:)` can rebuild it.
    /// Subclasses call `super`. Mirrors `UINavigationController`'s
    /// `encodeRestorableState(with:)`.
    func encodeNavigationState(with coder: UIStateRestorationCoder) {
        // Only an unbroken run from the root can be rebuilt: the stack stops at the first
        // controller that cannot be saved.
        var ids: [String] = []
        for vc in stack {
            guard let id = vc.restorationIdentifier else { break }
            ids.append(id)
        }
        try? coder.encode(ids, forKey: Self.restorationStackKey)
    }

    /// Rebuilds the stack from the saved identifiers: each child found in the hierarchy or
    /// recreated by state restoration, in the saved order; those that could not be are left
    /// out (with a log line), so the stack can come back shorter.
    func decodeNavigationState(with coder: UIStateRestorationCoder) {
        guard let ids = coder.decode([String].self, forKey: Self.restorationStackKey), !ids.isEmpty else { return }
        var rebuilt: [UIViewController] = []
        for id in ids {
            if let vc = coder.restoredChild(withIdentifier: id) {
                rebuilt.append(vc)
            } else {
                let line = "state restoration: \(coder.path ?? "navigation controller") left \(id) out of its stack (it could not be restored)"
                Log.ui.notice("\(line)")
                UIStateRestoration.lastRestoreProblems.append(line)
            }
        }
        guard !rebuilt.isEmpty else { return }
        setViewControllers(rebuilt, animated: false)
    }
}
