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
        styleStandardLabel(l, primary: true)
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
        styleStandardLabel(l, primary: false)
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
        v.isHidden = configurationContentView != nil
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
    /// A view shown instead of the standard accessory (at its own frame's size). Mirrors
    /// `UITableViewCell.accessoryView`.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The standard accessory shown while editing. Mirrors `UITableViewCell.editingAccessoryType`.
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { setNeedsLayout() } } }
    /// The view shown at the trailing edge while editing. Mirrors
    /// `UITableViewCell.editingAccessoryView`.
    open var editingAccessoryView: UIView? {
        didSet {
            guard editingAccessoryView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// How selection looks: `.default` and `.gray` a grey (systemGray4) background, `.blue`
    /// the same grey ("In iOS 7, the selection color is no longer blue"), `.none` nothing.
    /// Mirrors `UITableViewCell.selectionStyle` (`.default` by default).
    open var selectionStyle: SelectionStyle = .default { didSet { if selectionStyle != oldValue { updateSelectionAppearance(animated: false) } } }
    /// Insets of the separator drawn under the cell (left and right are used). Mirrors
    /// `UITableViewCell.separatorInset`.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How many `indentationWidth`s the standard content moves towards the trailing edge.
    /// Mirrors `indentationLevel`.
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// Mirrors `indentationWidth` (10 points by default).
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// Whether the cell is in editing mode: the content moves over for the editing control
    /// (when `shouldIndentWhileEditing`) and the editing accessory shows. Mirrors
    /// `UITableViewCell.isEditing`.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout(); setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell shows the reordering control (three grey bars at its trailing edge)
    /// while the table is editing; `false` by default. UIKit: "For the reordering control to
    /// appear, you must not only set this property but implement the UITableViewDataSource
    /// method tableView(_:moveRowAt:to:)"; `tableView(_:canMoveRowAt:)` can still refuse a row.
    /// Dragging the control moves the row (UITableView+Reorder.swift). Mirrors
    /// `showsReorderControl`.
    open var showsReorderControl = false { didSet { if showsReorderControl != oldValue { superview?.setNeedsLayout() } } }
    /// Mirrors `shouldIndentWhileEditing`.
    open var shouldIndentWhileEditing = true { didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } } }

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

    /// A view behind the content (`nil`: the cell's background colour). Mirrors
    /// `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = backgroundView {
                // "A background configuration is mutually exclusive with background views."
                if storedBackgroundConfiguration != nil { backgroundConfiguration = nil }
                insertSubview(v, at: 0)
            }
            setNeedsLayout()
        }
    }
    /// A view shown behind the content while selected or highlighted (`nil`: a grey one of
    /// the selection style), "directly above the background view (backgroundView) if it isn't
    /// nil, or behind all other views", fading in and out when animated. Mirrors
    /// `selectedBackgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            // "Setting a non-nil value for this property resets backgroundConfiguration to nil."
            if selectedBackgroundView != nil, storedBackgroundConfiguration != nil { backgroundConfiguration = nil }
            updateSelectionAppearance(animated: false)
        }
    }
    /// The view shown instead of ``selectedBackgroundView`` behind a selected cell when its
    /// table view allows multiple selection (`nil`: the selected background as usual). Mirrors
    /// `multipleSelectionBackgroundView`.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            guard multipleSelectionBackgroundView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            updateSelectionAppearance(animated: false)
        }
    }

    // Configuration state (UITableViewCell+Configuration.swift).
    var storedContentConfiguration: UIContentConfiguration?
    var configurationContentView: (UIView & UIContentView)?
    var needsConfigurationUpdate = false
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    var backgroundConfigurationView: BackgroundConfigurationView?
    /// Whether the table shows this cell's swipe actions (`configurationState.isSwiped`).
    package var isSwiped = false { didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } } }
    struct ConfigurationFlags: OptionSet {
        let rawValue: UInt8
        static let manualContent = ConfigurationFlags(rawValue: 1)
        static let manualBackground = ConfigurationFlags(rawValue: 2)
    }
    var configurationFlags: ConfigurationFlags = []
    /// Called after `updateConfiguration(using:)` whenever the configuration state is applied
    /// (setting it asks for an update). Mirrors `configurationUpdateHandler`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    // Selection look (UITableViewCell+Selection.swift).
    let defaultSelectedBackground = UIView()
    var shownSelectionBackground: UIView?
    var selectionFadeGeneration = 0
    // The standard accessory being shown (UITableViewCell+Accessory.swift).
    var standardAccessory: AccessoryGlyphView?
    // The reorder control, and whether the table shows it for this row now
    // (UITableView+Reorder.swift decides).
    var reorderControl: TableReorderControl?
    var reorderControlShown = false { didSet { if reorderControlShown != oldValue { setNeedsLayout() } } }

    /// A cell of `style` reused under `reuseIdentifier`. Mirrors
    /// `UITableViewCell.init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: ListMetrics.minimumRowHeight))
        backgroundColor = .systemBackground
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: ListMetrics.verticalMargin, leading: ListMetrics.horizontalMargin,
            bottom: ListMetrics.verticalMargin, trailing: ListMetrics.horizontalMargin)
        defaultSelectedBackground.backgroundColor = UIColor.systemGray4
        addSubview(contentView)
    }

    /// A cell of the default style with no reuse identifier. Mirrors `UITableViewCell.init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Makes a registered cell class when the table view dequeues it: Swift can make an object
    /// from a class value only through a `required` initializer, and `init(style:reuseIdentifier:)`
    /// is not one in UIKit (a subclass overrides it as on iOS). A subclass that overrides all
    /// the designated initializers (the usual `init(style:reuseIdentifier:)` with
    /// `init?(coder:)`) or none inherits this one, and it runs the subclass's
    /// `init(style:reuseIdentifier:)`. Apps don't call it.
    public required convenience init(vitrineRegisteredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Selects or deselects the cell: the selected background (and the standard labels'
    /// highlighted colours) show or go, fading over `ListMetrics.selectionFadeDuration` when
    /// animated; the configuration state changes. Mirrors `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != _isSelected else { return }
        _isSelected = selected
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Highlights the cell (a finger is down on it): looks selected while it lasts. Mirrors
    /// `setHighlighted(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != _isHighlighted else { return }
        _isHighlighted = highlighted
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    /// Places the background, the selected background, the content view (inset for the
    /// editing control and the accessory) and the accessory, then the standard labels and
    /// image of the style (or the content configuration's view). A pending configuration
    /// update runs first.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutCell()
    }

    /// The cell's size at `size.width` (the cell's own width when 0): the height of the
    /// content view's Auto Layout constraints if it has any (`systemLayoutSizeFitting` at that
    /// width), else of the content configuration's view, else of the standard style's labels
    /// (wrapped as their `numberOfLines` allow) and image with the margins, at least 44 pt.
    /// The table's separator is not included. Lets a table size rows by themselves.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(forWidth: size.width)
    }

    /// Override to update the cell's configurations for `state` (call `setNeedsUpdateConfiguration()`
    /// to ask for it; do not call it directly). Runs before `configurationUpdateHandler`.
    /// Mirrors `updateConfiguration(using:)`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// New traits ask for a configuration update (the state carries the traits), and a new
    /// text size for a layout (the standard styles stack at the accessibility sizes).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsLayout() }
    }

    /// Mirrors `setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before a dequeue hands the cell out again. Resets what UIKit resets (selection,
    /// highlight, editing, swipe state; a fade in flight ends) and keeps the content and its
    /// configuration (the data source sets the content). Overrides must call `super`. Mirrors
    /// `prepareForReuse()`.
    open func prepareForReuse() {
        _isSelected = false
        _isHighlighted = false
        isSwiped = false
        if isEditing { isEditing = false }
        updateSelectionAppearance(animated: false)
        setNeedsUpdateConfiguration()
    }
}
