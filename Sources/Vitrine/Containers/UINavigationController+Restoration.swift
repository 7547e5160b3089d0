import Foundation
import VitrinePlatform

extension UINavigationController {
    /// The key under which the stack's restoration identifiers are saved.
    static let restorationStackKey = "UINavigationController.viewControllers"

    /// Saves the restoration identifiers of the stack, bottom first; controllers without one
    /// are not saved (as in UIKit), so the stack comes back without them.
    /// `decodeNavigationState(with:)` rebuilds it.
    func encodeNavigationState(with coder: NSCoder) {
        coder.encode(stack.compactMap(\.restorationIdentifier), forKey: Self.restorationStackKey)
    }

    /// Rebuilds the stack from the saved identifiers: each child found in the hierarchy or
    /// recreated by state restoration, in the saved order; those that could not be are left
    /// out (with a log line), so the stack can come back shorter.
    func decodeNavigationState(with coder: NSCoder) {
        let owner = coder.restorationPath ?? "navigation controller"
        guard let ids = UIStateRestoration.savedIdentifiers(coder, forKey: Self.restorationStackKey, owner: owner) else { return }
        var rebuilt: [UIViewController] = []
        for id in ids {
            if let vc = coder.restoredChild(withIdentifier: id) {
                rebuilt.append(vc)
            } else {
                let line = "state restoration: \(owner) left \(id) out of its stack (it could not be restored)"
                UIStateRestoration.report(line)
            }
        }
        guard !rebuilt.isEmpty else { return }
        setViewControllers(rebuilt, animated: false)
    }
}
