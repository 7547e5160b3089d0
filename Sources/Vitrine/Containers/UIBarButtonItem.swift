import Foundation

/// A button for a navigation bar or a toolbar: a title or an image that performs an action,
/// a view of the app's own, or a space. Mirrors UIKit's `UIBarButtonItem`
/// (`init(title:image:primaryAction:menu:)` with a closure-based `UIAction` standing in for
/// target-action, `init(customView:)`, and the flexible and fixed spaces of a toolbar).
@MainActor
public final class UIBarButtonItem {
    /// The kinds of item a system makes. Only the spaces are drawn specially; the others
    /// are accepted and shown by title. Mirrors `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add
        /// A space that takes its share of what the toolbar's other items leave.
        case flexibleSpace
        /// A space of the item's `width`.
        case fixedSpace

        /// The title the bar shows for a system item without an image.
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return nil
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

    /// The title shown in the tint colour. Mirrors `UIBarButtonItem.title`.
    /// The view a bar (navigation bar or toolbar) shows for this item now; a popover anchored
    /// to the item points at it.
    weak var displayedView: UIView?

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
    /// What system item this is, if one.
    let systemItem: SystemItem?

    /// An item that shows `title` (or the action's title) or `image` and performs
    /// `primaryAction` when tapped. Mirrors `UIBarButtonItem.init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.title = title ?? (image == nil ? primaryAction.map(\.title) : nil)
        self.image = image
        self.primaryAction = primaryAction
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

    /// A system item (for the spaces: a flexible space, or a fixed one of `width`). Mirrors
    /// `UIBarButtonItem.init(barButtonSystemItem:primaryAction:)`.
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.primaryAction = primaryAction
        self.customView = nil
        if systemItem == .done { style = .done }
    }

    /// A flexible space for a toolbar. Mirrors `UIBarButtonItem.flexibleSpace()`.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of `width` points for a toolbar. Mirrors `UIBarButtonItem.fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether this is a flexible or fixed space (nothing drawn).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The view a bar shows for this item: the custom view, or a button in `tint`.
    func makeView(tint: UIColor) -> UIView {
        let v = makeButtonView(tint: tint)
        displayedView = v
        return v
    }

    private func makeButtonView(tint: UIColor) -> UIView {
        if let customView { return customView }
        let b = UIButton(type: .custom)
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
        return b
    }
}
