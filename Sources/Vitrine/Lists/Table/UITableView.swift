import Foundation
import VitrineGraphics

/// A scrolling list of rows in sections, with cells made only for the rows in sight and reused
/// as rows come and go. Mirrors UIKit's `UITableView`: a `UIScrollView` subclass whose
/// `layoutSubviews()` (run on every change of `contentOffset`) places the visible rows, their
/// section headers and footers, and takes back the cells that left.
///
/// Its delegate is the scroll view's `delegate`: an object conforming to
/// `UITableViewDelegate` (which refines `UIScrollViewDelegate`) is asked about rows too.
@MainActor
open class UITableView: UIScrollView {
    /// The look of a table. Mirrors `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers float over the rows while their section scrolls.
        case plain
        /// Sections separated by space on a grey background; headers scroll with the rows.
        case grouped
        /// As `.grouped`, with each section's rows in a rounded group inset from the sides.
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate. Mirrors `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row. Mirrors `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// "Use the default" for heights (rows self-size; headers and footers take their style's
    /// height). Mirrors `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation. Mirrors `UITableView.style`.
    public let style: Style

    /// Supplies the sections, rows and cells. Mirrors `UITableView.dataSource`.
    public weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The height of every row the delegate does not size (`automaticDimension`: each row
    /// sizes itself to its cell). Mirrors `UITableView.rowHeight`.
    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { if rowHeight != oldValue { setNeedsReload() } } }
    /// The height taken for rows not yet measured (`automaticDimension`: `rowHeight` when
    /// fixed, else 44 points; 0 turns estimation off: every row's height is asked for at
    /// reload). Mirrors `UITableView.estimatedRowHeight`.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { if estimatedRowHeight != oldValue { setNeedsReload() } } }
    /// Mirrors `UITableView.sectionHeaderHeight` (`automaticDimension`: the style's height
    /// when the section has a title or view).
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Mirrors `UITableView.sectionFooterHeight`.
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Mirrors `estimatedSectionHeaderHeight` (kept; headers are measured at reload).
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Mirrors `estimatedSectionFooterHeight` (kept; footers are measured at reload).
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Mirrors `UITableView.separatorStyle` (`.singleLine` by default).
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// Mirrors `UITableView.separatorColor` (UIKit's opaque separator grey by default,
    /// `opaqueSeparator`: a dark grey in the dark appearance).
    public var separatorColor: UIColor? = .opaqueSeparator { didSet { setNeedsLayout() } }
    /// The default inset of the separators; cells dequeued start with it and may override it.
    /// Mirrors `UITableView.separatorInset`.
    public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// A view above the first section, as wide as the table, of its own height. Mirrors
    /// `UITableView.tableHeaderView`.
    public var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; setNeedsReload() }
    }
    /// A view below the last section. Mirrors `UITableView.tableFooterView`.
    public var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; setNeedsReload() }
    }
    /// A view behind everything, filling the table and not scrolling. Mirrors
    /// `UITableView.backgroundView`.
    public var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }

    /// Whether a tap selects a row. Mirrors `allowsSelection` (`true` by default).
    public var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection(notify: false) } }
    }
    /// Whether tapping rows adds to the selection rather than replacing it. Mirrors
    /// `allowsMultipleSelection`.
    public var allowsMultipleSelection = false
    /// Mirrors `allowsSelectionDuringEditing`.
    public var allowsSelectionDuringEditing = false
    /// Mirrors `UITableView.isEditing` (read `setEditing(_:animated:)`).
    public var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: State shared by the extensions

    var _isEditing = false
    /// The layout of every section (heights of header, rows, footer).
    var geometry = TableGeometry()
    /// Whether the next layout pass must ask the data source again.
    var needsReload = true
    /// The cells on screen, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The row each visible cell shows.
    var cellPaths: [ObjectIdentifier: IndexPath] = [:]
    /// Scratch list reused by every layout pass (no allocation per frame).
    var scratchPaths: [IndexPath] = []
    var scratchSections: [Int] = []
    /// Section header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The rounded group backgrounds of `.insetGrouped`, by section.
    var groupBackgrounds: [Int: UIView] = [:]
    var idleGroupBackgrounds: [UIView] = []
    /// One separator view per cell that has been shown, and the editing controls.
    var separators: [ObjectIdentifier: UIView] = [:]
    var editingControls: [ObjectIdentifier: TableEditingControl] = [:]
    /// The cell pool and the header/footer pool.
    let cellPool = ReusableViewPool<UITableViewCell>()
    /// The class registered for each cell identifier (to catch a waiting cell of another class).
    var registeredCellClasses: [String: ObjectIdentifier] = [:]
    let headerFooterPool = ReusableViewPool<UITableViewHeaderFooterView>()
    /// Where the rows of the cell layer end (headers are kept above this view).
    let cellLayerTop = UIView()
    /// Selected rows, in selection order (and as a set, for the check of each row coming
    /// into sight).
    var selectedPaths: [IndexPath] = [] { didSet { selectedSet = Set(selectedPaths) } }
    var selectedSet: Set<IndexPath> = []
    /// The row under a finger, highlighted, and where the finger came down.
    var trackedPath: IndexPath?
    var touchStart: CGPoint = .zero
    /// The current touch only closed an open swipe.
    var swipeSwallowsTouch = false
    /// Batch-update nesting (`beginUpdates`) and the updates collected.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// Animations running (cells being animated out are kept aside).
    var disappearingCells: [UITableViewCell] = []
    /// The open swipe (the row and the actions view), if any.
    var swipe: TableSwipeState?
    /// The recognizer of sideways swipes on rows, and its delegate.
    let swipeRecognizer = UIPanGestureRecognizer()
    let swipeGestureDelegate = TableSwipeGestureDelegate()
    /// The row being dragged by its reorder control, the recognizer of such drags, and the
    /// per-frame callback that scrolls near the edges during one (UITableView+Reorder.swift).
    var reorder: TableReorderState?
    let reorderRecognizer = TableReorderGestureRecognizer()
    lazy var reorderScrollLink = DisplayLink { [weak self] now in self?.reorderAutoScrollStep(now) }
    /// An animated `scrollToRow` under way.
    var offsetAnimation: TableOffsetAnimation?
    /// The delegate as a table delegate, cast once per change of `delegate`.
    private weak var castDelegateSource: AnyObject?
    private weak var castDelegate: UITableViewDelegate?
    /// Cells made for this table whose class could not be made from a registration.
    var placeholderCellsMade = 0
    /// The most rows laid out at once (more in sight means rows of height 0 or near it; a
    /// screen never shows this many legible rows).
    static let maximumRowsInSight = 512
    /// Whether too many rows in sight were reported already (once per table).
    var reportedTooManyRows = false

    /// The table's delegate as `UITableViewDelegate` (`nil` when it is only a scroll view
    /// delegate).
    var tableDelegate: UITableViewDelegate? {
        let d = delegate
        if d !== castDelegateSource {
            castDelegateSource = d
            castDelegate = d as? UITableViewDelegate
        }
        return castDelegate
    }

    /// How many cells this table has made (registered classes and placeholders): the reuse
    /// measure the benchmark reports.
    package var cellsCreated: Int { cellPool.created + placeholderCellsMade }

    /// A table of `style` in `frame`. Mirrors `UITableView.init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : UITableView.groupedBackgroundColor
        cellLayerTop.isHidden = true
        cellLayerTop.isUserInteractionEnabled = false
        addSubview(cellLayerTop)
        alwaysBounceVertical = true
        installSwipeRecognizer()
        installReorderRecognizer()
    }

    /// A plain table. Mirrors `UITableView.init(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The grey behind grouped tables (`systemGroupedBackground`: black in dark appearance).
    static let groupedBackgroundColor = UIColor.systemGroupedBackground
    /// Grouped rows (`secondarySystemGroupedBackground`: white, dark grey in dark appearance).
    static let groupedCellColor = UIColor.secondarySystemGroupedBackground
    /// The band behind a plain table's title headers and footers (`secondarySystemBackground`).
    static let plainHeaderBackgroundColor = UIColor.secondarySystemBackground

    /// Places what is in sight: asks the data source again if a reload is pending, sizes the
    /// content, then lays out the visible rows, the section headers and footers (floating in
    /// `.plain`), the inset groups' backgrounds, the table header and footer and the background
    /// view. Runs on every change of `contentOffset`; it allocates nothing for rows that were
    /// already on screen, and takes new cells from the reuse pool.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    // Touches reach the table from its cells through the responder chain: highlight on touch
    // down, select on touch up, a drag or a cancel takes the highlight away.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesBegan(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesMoved(touches) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesEnded(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableTouchesCancelled(touches) }

    /// A new text size: the rows are asked for and measured again at the next layout (their
    /// fonts and, at the accessibility sizes, their arrangement change), as UIKit's
    /// self-sizing table does.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsReload() }
    }

    /// The next layout pass asks the data source for everything again.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Mirrors `setEditing(_:animated:)`: turns editing on or off for the table and its cells.
    /// In editing mode, editable rows show a delete (or insert) control at their leading edge;
    /// a tap on a delete control asks for confirmation, and the confirmation commits the
    /// deletion through the data source (`tableView(_:commit:forRowAt:)`). Movable rows whose
    /// cells show it get the reorder control at their trailing edge; dragging it moves the row
    /// (UITableView+Reorder.swift).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _isEditing = editing
        closeSwipe(animated: animated)
        if !editing { cancelReorder() }
        for (ip, cell) in visibleCellsByPath {
            cell.setEditing(editing, animated: animated)
            layoutEditingControl(of: cell, at: ip)
        }
        setNeedsLayout()
    }

    /// Bad input from the data source or delegate: logged, and the table goes on.
    static func report(_ message: String) { BadInputLog.report(message) }
}
