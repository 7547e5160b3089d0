import Foundation
import VitrineGraphics

/// One row of a table: a view with a `contentView` the app fills (or the built-in labels and
/// image of a standard style, or a content configuration), an accessory, a background that
/// shows selection, and a separator drawn by the table. Mirrors UIKit's `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of the standard labels. Mirrors `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// An image and one label on the leading side.
        case `default`
        /// A label leading, a grey detail label trailing.
        case value1
        /// A small blue label and a detail label beside it (as in Contacts).
        case value2
        /// A label with a smaller grey label under it.
        case subtitle
    }

    /// The standard views shown at the trailing edge. Mirrors `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks. Mirrors `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The editing control shown at the leading edge. Mirrors `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// Mirrors `UITableViewCell.reuseIdentifier`.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    public let style: CellStyle

    /// The view the cell's content goes in (inset for the accessory and editing controls).
    /// Mirrors `UITableViewCell.contentView`.
    public let contentView = UIView()

    /// The main label of a standard style (made when first asked for). Mirrors
    /// `UITableViewCell.textLabel`.
    open var textLabel: UILabel? {
        if let l = _textLabel { return l }
        let l = UILabel()
        contentView.addSubview(l)
        _textLabel = l
        setNeedsLayout()
        return l
    }
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (`nil` for
    /// `.default`). Mirrors `UITableViewCell.detailTextLabel`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        contentView.addSubview(l)
        _detailTextLabel = l
        setNeedsLayout()
        return l
    }
    /// The leading image of the `.default`, `.value1` and `.subtitle` styles (`nil` for
    /// `.value2`). Mirrors `UITableViewCell.imageView`.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let v = _imageView { return v }
        let v = UIImageView()
        contentView.addSubview(v)
        _imageView = v
        setNeedsLayout()
        return v
    }
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?

    /// Mirrors `UITableViewCell.accessoryType`.
    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsLayout() } } }
    /// A view shown instead of the standard accessory. Mirrors `UITableViewCell.accessoryView`.
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { setNeedsLayout() } } }
    /// Mirrors `UITableViewCell.editingAccessoryType`.
    open var editingAccessoryType: AccessoryType = .none
    /// Mirrors `UITableViewCell.editingAccessoryView`.
    open var editingAccessoryView: UIView?
    /// Mirrors `UITableViewCell.selectionStyle` (`.default` by default).
    open var selectionStyle: SelectionStyle = .default
    /// Insets of the separator drawn under the cell (left and right are used). Mirrors
    /// `UITableViewCell.separatorInset`.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Mirrors `indentationLevel`.
    open var indentationLevel = 0
    /// Mirrors `indentationWidth` (10 points by default).
    open var indentationWidth: CGFloat = 10
    /// Mirrors `UITableViewCell.isEditing`.
    open var isEditing = false
    /// Mirrors `showsReorderControl`.
    open var showsReorderControl = false
    /// Mirrors `shouldIndentWhileEditing`.
    open var shouldIndentWhileEditing = true

    /// Mirrors `UITableViewCell.isSelected` (setting it is `setSelected(_:animated: false)`).
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Mirrors `UITableViewCell.isHighlighted`.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    var _isSelected = false
    var _isHighlighted = false

    /// A view behind the content (`nil`: the table's cell colour). Mirrors `backgroundView`.
    open var backgroundView: UIView?
    /// A view shown behind the content while selected or highlighted. Mirrors
    /// `selectedBackgroundView`.
    open var selectedBackgroundView: UIView?
    /// Mirrors `multipleSelectionBackgroundView`.
    open var multipleSelectionBackgroundView: UIView?

    /// A cell of `style` reused under `reuseIdentifier`. Mirrors
    /// `UITableViewCell.init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// A cell of the default style with no reuse identifier. Mirrors `UITableViewCell.init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Selects or deselects the cell, fading its selected background when animated. Mirrors
    /// `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        _isSelected = selected
    }

    /// Mirrors `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _isHighlighted = highlighted
    }

    /// Mirrors `setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before a dequeue hands the cell out again: reset state that is not content
    /// (the data source sets the content). Mirrors `prepareForReuse()`.
    open func prepareForReuse() {}
}
