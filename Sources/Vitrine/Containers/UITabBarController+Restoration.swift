import Foundation
import VitrinePlatform

extension UITabBarController {
    /// The key under which the tabs' restoration identifiers are saved.
    static let restorationTabsKey = "UITabBarController.viewControllers"
    /// The key under which the selected index is saved.
    static let restorationSelectedKey = "UITabBarController.selectedIndex"

    /// Saves the selected index and the restoration identifiers of the tabs, left to right
    /// (tabs without one are not saved, as in UIKit).
    /// `decodeTabState(with:)` puts them back.
    func encodeTabState(with coder: NSCoder) {
        coder.encode(_selectedIndex, forKey: Self.restorationSelectedKey)
        coder.encode(tabs.compactMap(\.restorationIdentifier), forKey: Self.restorationTabsKey)
    }

    /// Puts back the tabs — each found among the children or recreated by state restoration,
    /// in the saved order (the app's own tabs without an identifier stay where they are when
    /// every saved one is already there) — and then the selection. A saved index out of range
    /// leaves the selection as it is, with a log line.
    func decodeTabState(with coder: NSCoder) {
        let owner = coder.restorationPath ?? "tab bar controller"
        if let ids = UIStateRestoration.savedIdentifiers(coder, forKey: Self.restorationTabsKey, owner: owner) {
            var rebuilt: [UIViewController] = []
            for id in ids {
                if let vc = coder.restoredChild(withIdentifier: id) {
                    rebuilt.append(vc)
                } else {
                    report("\(owner) left \(id) out of its tabs (it could not be restored)")
                }
            }
            let allThere = rebuilt.allSatisfy { r in tabs.contains { $0 === r } }
            if !rebuilt.isEmpty, !allThere { setViewControllers(rebuilt, animated: false) }
        }
        guard coder.containsValue(forKey: Self.restorationSelectedKey) else { return }
        let index = coder.decodeInteger(forKey: Self.restorationSelectedKey)
        guard tabs.indices.contains(index) else {
            return report("\(owner) saved selected index \(index), out of range for \(tabs.count) tabs; kept \(selectedIndex)")
        }
        selectedIndex = index
    }

    private func report(_ problem: String) {
        let line = "state restoration: \(problem)"
        UIStateRestoration.report(line)
    }
}

extension UIViewController {
    /// The children state restoration saves and looks up under this controller: its
    /// `children`, except that a tab bar controller names every tab, those shown on its More
    /// navigation controller included (they are saved, and found again, under the tab bar
    /// controller, as their place in `viewControllers` says).
    var restorationChildren: [UIViewController] {
        guard let tabs = self as? UITabBarController else { return children }
        return tabs.tabs + children.filter { c in !tabs.tabs.contains { $0 === c } }
    }
}
