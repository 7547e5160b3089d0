import Foundation

/// What a tab bar shows for one view controller of a tab bar controller: a title and,
/// optionally, an image drawn small above it. Mirrors UIKit's `UITabBarItem` (`title`,
/// `image`, `tag`; the image is always drawn as a template, its shape in the item's colour).
@MainActor
public final class UITabBarItem {
    /// The title under the image; `nil` shows the controller's `title`. Mirrors
    /// `UITabBarItem.title`.
    public var title: String? { didSet { onChange?() } }

    /// The image above the title, drawn in the tint colour when selected and grey otherwise.
    /// Mirrors `UITabBarItem.image`.
    public var image: UIImage? { didSet { onChange?() } }

    /// A number of the app's choosing to tell items apart. Mirrors `UITabBarItem.tag`.
    public var tag: Int

    /// An item with `title`, `image` and `tag`. Mirrors
    /// `UITabBarItem.init(title:image:tag:)`.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Told when something the bar shows changed (the tab bar controller refreshes the bar).
    var onChange: (() -> Void)?
}

extension UIViewController {
    /// The item that represents this controller in a tab bar controller's bar (created on
    /// first use, with no title of its own: the bar shows the controller's `title`). Mirrors
    /// `UIViewController.tabBarItem`.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: nil, image: nil, tag: 0)
            attachTabBarItem(item)
            return item
        }
        set {
            attachTabBarItem(newValue)
            tabBarController?.updateTabBar()
        }
    }

    /// The nearest ancestor that is a tab bar controller. Mirrors
    /// `UIViewController.tabBarController`.
    public var tabBarController: UITabBarController? {
        var vc: UIViewController? = parent
        while let cur = vc {
            if let tabs = cur as? UITabBarController { return tabs }
            vc = cur.parent
        }
        return nil
    }

    private func attachTabBarItem(_ item: UITabBarItem?) {
        _tabBarItem = item
        item?.onChange = { [weak self] in self?.tabBarController?.updateTabBar() }
    }

    /// The title the tab bar shows for this controller.
    var tabBarTitle: String? { _tabBarItem?.title ?? title }
}
