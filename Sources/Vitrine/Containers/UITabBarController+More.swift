import Foundation

/// The "More" tab of a tab bar controller with more than five children: the bar shows the
/// first four and a "More" item, whose `moreNavigationController` lists the rest in a table;
/// picking one pushes it on the More navigation controller, as UIKit does.
///
/// A child behind "More" is a child of the tab bar controller while it is not shown, and of
/// the More navigation controller while it is on its stack (it gets `willMove(toParent:)` /
/// `didMove(toParent:)` for the More navigation controller when pushed, and
/// `willMove(toParent: nil)` / `didMove(toParent: nil)` when popped, then goes back to the tab
/// bar controller without further calls); `tabBarController` finds the tab bar controller
/// either way.
///
/// Not done: the More list's "Edit" (rearranging tabs; `customizableViewControllers` is only
/// kept), and UIKit's merging of a navigation controller behind "More" into the More
/// navigation controller's stack — such a tab is pushed as it is, its own bar below the More
/// bar.
extension UITabBarController {
    /// How many tabs the bar shows before it needs "More". (UIKit's on a compact width.)
    static let maximumBarItems = 5

    /// Whether the bar needs a "More" item.
    var hasMoreTab: Bool { tabs.count > Self.maximumBarItems }

    /// The controllers the bar has items for: every tab, or the first four and the More
    /// navigation controller.
    var barControllers: [UIViewController] {
        hasMoreTab ? Array(tabs.prefix(Self.maximumBarItems - 1)) + [moreNavigationController] : tabs
    }

    /// The controller whose view is in the content area when the selection is shown: the
    /// selected tab, or the More navigation controller for the list and the tabs behind it.
    var displayedController: UIViewController? {
        if hasMoreTab, moreListSelected || _selectedIndex >= Self.maximumBarItems - 1 { return moreNavigationController }
        return tabs.indices.contains(_selectedIndex) ? tabs[_selectedIndex] : nil
    }

    /// The index of the bar item shown as selected.
    var selectedBarIndex: Int? {
        if tabs.isEmpty { return nil }
        if hasMoreTab, moreListSelected || _selectedIndex >= Self.maximumBarItems - 1 { return Self.maximumBarItems - 1 }
        return _selectedIndex
    }

    /// The More navigation controller's stack for the selection: the list, and the selected
    /// tab on top of it when that tab is behind "More". While another tab is shown the stack
    /// stays as it was left (the list's rows are refreshed).
    func syncMoreStack(animated: Bool) {
        guard let more = _moreNavigationController else { return }
        guard displayedController === more else { return more.list.reload() }
        var stack: [UIViewController] = [more.list]
        if hasMoreTab, !moreListSelected, _selectedIndex >= Self.maximumBarItems - 1, tabs.indices.contains(_selectedIndex) {
            stack.append(tabs[_selectedIndex])
        }
        if more.viewControllers.count != stack.count || !zip(more.viewControllers, stack).allSatisfy({ $0 === $1 }) {
            for vc in stack.dropFirst() where vc.parent === self { detachForMore(vc) }
            more.setViewControllers(stack, animated: animated)
        }
        more.list.reload()
    }

    /// Takes `vc` out of the tab bar controller's children without callbacks (it joins the
    /// More navigation controller next).
    private func detachForMore(_ vc: UIViewController) {
        children.removeAll { $0 === vc }
        vc.parent = nil
    }

    /// A tab that left the More navigation controller's stack comes back to the tab bar
    /// controller (without callbacks: it never stopped being a tab).
    func readoptFromMore(_ vc: UIViewController) {
        guard vc.parent == nil, tabs.contains(where: { $0 === vc }) else { return }
        children.append(vc)
        vc.parent = self
        vc.updateTraitsFromEnvironment()
    }

    /// The More navigation controller's stack changed (its back button popped the tab
    /// shown): the list is selected now.
    func moreStackDidChange(_ stack: [UIViewController]) {
        guard let more = _moreNavigationController, hasMoreTab, displayedController === more else { return }
        if stack.count == 1, !moreListSelected {
            moreListSelected = true
            updateTabBar()
        }
    }

    /// A row of the More list was tapped: the tab at `index` is selected and pushed.
    func selectFromMoreList(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let vc = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) { return }
        moreListSelected = false
        _selectedIndex = index
        updateTabBar()
        syncMoreStack(animated: true)
        delegate?.tabBarController(self, didSelect: vc)
    }
}

/// The navigation controller behind the "More" tab: its root is the list of the tabs that do
/// not fit in the bar; it tells its tab bar controller when its stack changes.
@MainActor
final class MoreNavigationController: UINavigationController {
    let list: MoreListViewController
    weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        list = MoreListViewController()
        super.init(rootViewController: list)
        list.owner = owner
        tabBarItem = UITabBarItem(title: "More", image: UIImage(systemName: "ellipsis"), tag: 0)
    }

    required init?(coder: NSCoder) { return nil }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
        owner?.moreStackDidChange(stack)
    }

    /// A tab that left the stack goes back to the tab bar controller once its containment
    /// is over (after its transition, when animated).
    override func didRemoveFromStack(_ vc: UIViewController) {
        owner?.readoptFromMore(vc)
    }
}

/// The "More" list: one row per tab that does not fit in the bar (its title and image, with a
/// disclosure chevron), as UIKit's More list.
@MainActor
final class MoreListViewController: UITableViewController {
    weak var owner: UITabBarController?

    override init(style: UITableView.Style) {
        super.init(style: style)
        title = "More"
    }

    required init?(coder: NSCoder) { return nil }

    /// The tabs the list shows, top to bottom.
    var listed: [UIViewController] {
        guard let owner, owner.hasMoreTab else { return [] }
        return Array(owner.tabs.dropFirst(UITabBarController.maximumBarItems - 1))
    }

    func reload() { (viewIfLoaded as? UITableView)?.reloadData() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let vcs = listed
        guard vcs.indices.contains(indexPath.row) else { return cell }
        let vc = vcs[indexPath.row]
        cell.textLabel?.text = vc.tabBarTitle
        if let image = vc.tabBarItem.image {
            cell.imageView?.image = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        owner?.selectFromMoreList(UITabBarController.maximumBarItems - 1 + indexPath.row)
    }
}
