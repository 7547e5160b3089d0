import Foundation

/// A button for a navigation bar or a toolbar: a title or an image that performs an action,
/// a view of the app's own, or a space. Mirrors UIKit's `UIBarButtonItem`
/// (`init(title:image:primaryAction:menu:)` with a closure-based `UIAction` standing in for
/// target-action, `init(customView:)`, and the flexible and fixed spaces of a toolbar).
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// The kinds of item a system makes, with UIKit's raw values. The spaces are drawn
    /// specially; the others show a title ("Done", "Edit") or a symbol in the tint colour.
    /// Mirrors `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add
        /// A space that takes its share of what the toolbar's other items leave.
        case flexibleSpace
        /// A space of the item's `width`.
        case fixedSpace
        case compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward
        case undo, redo
        /// Deprecated in UIKit (a page-curl corner); a toolbar leaves it empty, as a space.
        case pageCurl
        case close

        /// The title the bar shows for a system item without a symbol.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .reply: "Reply"
            case .bookmarks: "Bookmarks"
            case .add, .flexibleSpace, .fixedSpace, .compose, .action, .organize, .search, .refresh, .stop, .camera, .trash,
                 .play, .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close: nil
            }
        }

        /// The symbol the bar shows for an item drawn as an icon.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            case .done, .cancel, .edit, .save, .reply, .bookmarks, .flexibleSpace, .fixedSpace, .pageCurl: nil
            }
        }

        /// What assistive technology reads for an item drawn as an icon.
        var accessibilityName: String? {
            switch self {
            case .add: "Add"
            case .compose: "Compose"
            case .action: "Share"
            case .organize: "Organize"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .close: "Close"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .done, .cancel, .edit, .save, .reply, .bookmarks, .flexibleSpace, .fixedSpace, .pageCurl: nil
            }
        }
    }

    /// The item's look. Mirrors `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// The regular weight.
        case plain
        /// The bold weight of a "Done" button.
        case done
    }

    /// The view a bar (navigation bar or toolbar) shows for this item now; a popover anchored
    /// to the item points at it.
    weak var displayedView: UIView?

    /// The title shown in the tint colour. Mirrors `UIBarButtonItem.title`.
    public var title: String?
    /// The image shown (as a template in the tint colour) instead of the title. Mirrors
    /// `UIBarButtonItem.image`.
    public var image: UIImage?
    /// Plain or bold. Mirrors `UIBarButtonItem.style`.
    public var style: Style = .plain
    /// The action performed on a tap. Mirrors `UIBarButtonItem.primaryAction`.
    public var primaryAction: UIAction?
    /// A view shown instead of a titled button (a `UIButton` of the app's, for instance).
    /// Mirrors `UIBarButtonItem.customView`.
    public var customView: UIView?
    /// The width of a fixed space, or of the item (0: its natural width). Mirrors
    /// `UIBarButtonItem.width`.
    public var width: CGFloat = 0
    /// Whether the item responds to taps (drawn grey when not). Mirrors
    /// `UIBarButtonItem.isEnabled`.
    public var isEnabled = true
    /// The item's colour (`nil`: the bar's tint), taken when a bar makes the item's view.
    /// Mirrors `UIBarButtonItem.tintColor`.
    public var tintColor: UIColor? { didSet { noteAppearanceSet(.tintColor) } }
    /// The menu the item shows: on a tap when it has no `primaryAction`, else on a long
    /// press. Mirrors `UIBarButtonItem.menu`.
    public var menu: UIMenu?
    /// What system item this is, if one.
    let systemItem: SystemItem?

    /// A string that identifies the item for tests and tools: the view the bar draws for it
    /// carries it, so `vitrinectl tap --id`, the `tree` command and UI tests find the item
    /// there. Mirrors `UIBarItem`'s `accessibilityIdentifier`; `nil` by default.
    public var accessibilityIdentifier: String? {
        didSet { applyAccessibility() }
    }

    /// The name assistive technology reads for the item; `nil` (the default) leaves the
    /// bar's view its own: the title, or the system item's name ("Add", "Delete"). Mirrors
    /// `UIBarItem`'s `accessibilityLabel`.
    public var accessibilityLabel: String? {
        didSet { applyAccessibility() }
    }

    /// An item that shows `title` (or the action's title) or `image` and performs
    /// `primaryAction` when tapped, or shows `menu` (on a tap when there is no action, else on
    /// a long press). Mirrors `UIBarButtonItem.init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? (image == nil ? primaryAction.map(\.title) : nil)
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        self.customView = nil
        self.systemItem = nil
    }

    /// An item that shows `customView` as it is. Mirrors `UIBarButtonItem.init(customView:)`.
    public init(customView: UIView) {
        self.customView = customView
        self.title = nil
        self.primaryAction = nil
        self.systemItem = nil
    }

    /// A system item that performs `primaryAction` when tapped, or shows `menu` (on a tap
    /// when there is no action, else on a long press); for the spaces, a flexible space or a
    /// fixed one of `width`. Mirrors `UIBarButtonItem.init(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        self.primaryAction = primaryAction
        self.menu = menu
        self.customView = nil
        if systemItem == .done { style = .done }
    }

    /// A flexible space for a toolbar. Mirrors `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space of `width` points for a toolbar. Mirrors `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether this is a flexible or fixed space (nothing drawn).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace || systemItem == .pageCurl }

    /// The view a bar shows for this item: the custom view, or a button in `tint` (which
    /// shows in the large content viewer, as UIKit's bar buttons do).
    func makeView(tint: UIColor) -> UIView {
        let v = makeButtonView(tint: tint)
        displayedView = v
        applyAccessibility()
        if v !== customView { v.showLargeContent(of: self, title: title) }
        return v
    }

    /// The name assistive technology reads for an item drawn as an icon.
    override var largeContentFallbackTitle: String? { accessibilityLabel ?? systemItem?.accessibilityName }
    override var largeContentFallbackImage: UIImage? { image }

    /// The item's accessibility values onto the view the bar shows for it (a custom view
    /// keeps its own where the item sets none).
    private func applyAccessibility() {
        guard let v = displayedView else { return }
        if let accessibilityIdentifier { v.accessibilityIdentifier = accessibilityIdentifier }
        else if v !== customView { v.accessibilityIdentifier = nil }
        if let label = accessibilityLabel ?? (image != nil && title == nil ? systemItem?.accessibilityName : nil) {
            v.accessibilityLabel = label
        } else if v !== customView {
            v.accessibilityLabel = nil
        }
    }

    private func makeButtonView(tint: UIColor) -> UIView {
        if let customView { return customView }
        let b = UIButton(type: .custom)
        b.isBarItemButton = true
        b.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        if let image {
            b.setImage(image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate), for: .normal)
            b.tintColor = isEnabled ? tint : .systemGray
        } else {
            b.setTitle(title, for: .normal)
        }
        b.setTitleColor(isEnabled ? tint : .systemGray, for: .normal)
        b.isEnabled = isEnabled
        if let primaryAction { b.addAction(primaryAction, for: .primaryActionTriggered) }
        if let menu {
            b.menu = menu
            b.showsMenuAsPrimaryAction = primaryAction == nil
        }
        return b
    }
}
