import Foundation

/// A horizontal row of segments, each a title or an image, of which one at most is selected.
/// Mirrors UIKit's `UISegmentedControl` with the iOS 13 look: a rounded track in
/// `tertiarySystemFill`, the selected segment a raised rounded thumb (white in light, grey in
/// dark), hairline separators between unselected segments.
///
/// Touches (UISegmentedControl+Tracking.swift): a touch on an unselected segment highlights it
/// and selects it when it lifts inside; a touch on the selected segment grabs the thumb, which
/// then slides to the segment under the finger. Either way `.valueChanged` is sent once, when
/// the touch lifts, and only if `selectedSegmentIndex` changed (as iOS 13 and later do; UIKit
/// documents only that touching a segment to change the selection sends `.valueChanged`).
/// Setting `selectedSegmentIndex` from code sends nothing.
@MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` meaning no segment is selected. Mirrors
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// iOS 13's metrics: 32 points tall, the thumb inset 2 points in the track, corner radii
    /// of 9 (track) and 7 (thumb), separators 1 point wide and 16 tall, 13-point titles.
    static let height: CGFloat = 32
    static let thumbInset: CGFloat = 2
    static let trackCornerRadius: CGFloat = 9
    static let thumbCornerRadius: CGFloat = 7
    static let separatorHeight: CGFloat = 16
    static let fontSize: CGFloat = 13
    /// The space left and right of a segment's content in its natural width.
    static let contentPadding: CGFloat = 12
    /// How long the thumb takes to slide to a new segment.
    static let animationDuration: TimeInterval = 0.25
    /// The thumb's colour: white in light appearance, iOS's #636366 in dark.
    static let defaultThumbColor = UIColor(light: .white, dark: UIColor(rgb: 0x636366))
    /// The thumb's hairline outline, under its soft shadow (as iOS 13+).
    static let thumbOutlineColor = UIColor(light: UIColor(white: 0, alpha: 0.04), dark: UIColor(white: 0, alpha: 0))

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: sized by the control.
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    var _selectedSegmentIndex = UISegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Holds everything, so a disabled control fades as one.
    let contentView = UIView()
    let trackView = UIView()
    /// The faint fill under a touched, unselected segment.
    let highlightView = UIView()
    let thumbView = UIView()
    var separatorViews: [UIView] = []
    var labels: [UILabel] = []
    var imageViews: [UIImageView] = []

    // Tracking state (UISegmentedControl+Tracking.swift).
    /// The segment under a touch that began on an unselected segment.
    var highlightedSegment: Int?
    /// Where the thumb shows while it is dragged.
    var draggedThumbIndex: Int?

    // MARK: Initialisers

    /// Creates an empty segmented control. Mirrors `UISegmentedControl.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for v in [contentView, trackView, highlightView, thumbView] { v.isUserInteractionEnabled = false }
        trackView.backgroundColor = .tertiarySystemFill
        trackView.cornerRadius = UISegmentedControl.trackCornerRadius
        highlightView.backgroundColor = .tertiarySystemFill
        highlightView.cornerRadius = UISegmentedControl.thumbCornerRadius
        highlightView.isHidden = true
        thumbView.cornerRadius = UISegmentedControl.thumbCornerRadius
        thumbView.borderWidth = 0.5
        thumbView.borderColor = UISegmentedControl.thumbOutlineColor
        // The raised thumb's soft shadow, as iOS 13+ draws it (black at 12 %, 4 pt blur, 3 pt
        // down; invisible on the dark thumb, as on iOS).
        thumbView.layer.shadowOpacity = 0.12
        thumbView.layer.shadowRadius = 4
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.isHidden = true
        contentView.addSubview(trackView)
        contentView.addSubview(highlightView)
        contentView.addSubview(thumbView)
        addSubview(contentView)
        applyColors()
    }

    /// Creates a control with one segment per item, each a `String` (a title) or a `UIImage`;
    /// other items are logged and skipped. Sized to fit its content. Mirrors
    /// `UISegmentedControl.init(items:)`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let s = item as? String {
                segments.append(Segment(title: s))
            } else if let i = item as? UIImage {
                segments.append(Segment(image: i))
            } else {
                BadInputLog.report("UISegmentedControl(items:): item of type \(type(of: item)) is neither a String nor a UIImage; skipped")
            }
        }
        segmentsDidChange()
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// Creates a control with one segment per action (its title and image); selecting a
    /// segment performs its action. Mirrors `UISegmentedControl.init(frame:actions:)`.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title.isEmpty ? nil : $0.title, image: $0.image, action: $0) }
        segmentsDidChange()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Segments

    /// The number of segments. Mirrors `UISegmentedControl.numberOfSegments`.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment` (pinned to `0...numberOfSegments`). Mirrors
    /// `UISegmentedControl.insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts an image segment at `segment` (pinned to `0...numberOfSegments`). Mirrors
    /// `UISegmentedControl.insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment showing `action`'s title and image, performing it when selected.
    /// Mirrors `UISegmentedControl.insertSegment(action:at:animated:)`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    private func insert(_ s: Segment, at index: Int, animated: Bool) {
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        if _selectedSegmentIndex != UISegmentedControl.noSegment, i <= _selectedSegmentIndex { _selectedSegmentIndex += 1 }
        segmentsDidChange()
        if animated { UIView.animate(withDuration: UISegmentedControl.animationDuration) { self.layoutIfNeeded() } }
    }

    /// Removes the segment at `segment` (an index out of range is logged and ignored); removing
    /// the selected segment leaves none selected. Mirrors
    /// `UISegmentedControl.removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard check(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if segment == _selectedSegmentIndex {
            _selectedSegmentIndex = UISegmentedControl.noSegment
        } else if segment < _selectedSegmentIndex {
            _selectedSegmentIndex -= 1
        }
        segmentsDidChange()
        if animated { UIView.animate(withDuration: UISegmentedControl.animationDuration) { self.layoutIfNeeded() } }
    }

    /// Removes every segment. Mirrors `UISegmentedControl.removeAllSegments()`.
    open func removeAllSegments() {
        segments.removeAll()
        _selectedSegmentIndex = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    /// Sets a segment's title (replacing its image). Mirrors
    /// `UISegmentedControl.setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard check(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// A segment's title (`nil` for image segments or an index out of range). Mirrors
    /// `UISegmentedControl.titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title). Mirrors
    /// `UISegmentedControl.setImage(_:forSegmentAt:)`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard check(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// A segment's image. Mirrors `UISegmentedControl.imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment (a disabled segment is drawn faded and cannot be
    /// selected by touch). Mirrors `UISegmentedControl.setEnabled(_:forSegmentAt:)`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard check(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        applyColors()
    }

    /// Whether a segment is enabled. Mirrors `UISegmentedControl.isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes a segment's width (0, the default, lets the control size it; negative widths are
    /// logged and taken as 0). Mirrors `UISegmentedControl.setWidth(_:forSegmentAt:)`.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard check(segment, "setWidth(_:forSegmentAt:)") else { return }
        if !(width >= 0) { BadInputLog.report("UISegmentedControl.setWidth: width \(width) is not a size; using 0 (automatic)") }
        segments[segment].width = width >= 0 ? width : 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A segment's fixed width (0 when automatic). Mirrors
    /// `UISegmentedControl.widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Whether automatic segment widths follow their content (`false`: equal widths). Mirrors
    /// `UISegmentedControl.apportionsSegmentWidthsByContent`.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// Logs an index out of range.
    private func check(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            BadInputLog.report("UISegmentedControl.\(call): segment \(segment) is out of range 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    // MARK: Selection

    /// The selected segment, or `noSegment` (the default). Setting an index out of range
    /// (other than `noSegment`) is logged and ignored; setting it sends no event and moves the
    /// thumb at once. Mirrors `UISegmentedControl.selectedSegmentIndex`.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                BadInputLog.report("UISegmentedControl.selectedSegmentIndex: \(newValue) is out of range 0..<\(segments.count); ignored")
                return
            }
            _selectedSegmentIndex = newValue
            applyColors()
            setNeedsLayout()
        }
    }

    /// Whether segments do not stay selected: a tap sends `.valueChanged` with
    /// `selectedSegmentIndex` set to the tapped segment, which is then reset to `noSegment`.
    /// UIKit: "segments in the control don't show selected state and don't update the value of
    /// selectedSegmentIndex after tracking ends." Mirrors `UISegmentedControl.isMomentary`.
    open var isMomentary = false {
        didSet { setNeedsLayout() }
    }

    // MARK: Appearance

    /// The thumb's colour (white in light, grey in dark when `nil`). Mirrors
    /// `UISegmentedControl.selectedSegmentTintColor`.
    open var selectedSegmentTintColor: UIColor? {
        didSet { noteAppearanceSet(.selectedSegmentTintColor); applyColors() }
    }

    /// Text attributes for titles in `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled`): `.font` and `.foregroundColor` are used. Mirrors
    /// `UISegmentedControl.setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        noteAppearanceSet(.titleTextAttributes(for: state))
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        applyColors()
        setNeedsLayout()
    }

    /// The text attributes set for `state`. Mirrors
    /// `UISegmentedControl.titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    override func stateDidChange() {
        super.stateDidChange()
        contentView.alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Size and layout (UISegmentedControl+Layout.swift)

    /// 32 points tall; as wide as the segments need: fixed widths plus, for the others, the
    /// widest content each (or each its own with `apportionsSegmentWidthsByContent`). Mirrors
    /// `UISegmentedControl.intrinsicContentSize`.
    /// The segments as a screen reader's elements, one each (Controls+Accessibility.swift), as
    /// in UIKit; an app's own `accessibilityElements` replace them.
    open override var accessibilityElements: [Any]? {
        get { _accessibility?.elements ?? segmentAccessibilityElements() }
        set { accessibilityStorage.elements = newValue }
    }

    /// The segments' elements made so far (kept, so the screen reader's focus stays on one).
    var segmentElements: [SegmentAccessibilityElement] = []

    open override var intrinsicContentSize: CGSize { naturalSize }

    /// The natural size. Mirrors `UISegmentedControl.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    /// Places the track, separators, highlight, thumb and content for the current bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSegmentViews()
    }

    // MARK: Tracking (UISegmentedControl+Tracking.swift)

    /// Starts on an enabled segment only. Mirrors `UISegmentedControl`'s
    /// `beginTracking(_:with:)`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        segmentBeginTracking(touch, with: event)
    }

    /// Slides a grabbed thumb, or moves the highlight, to the segment under the finger.
    /// Mirrors `UISegmentedControl`'s `continueTracking(_:with:)`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        segmentContinueTracking(touch, with: event)
    }

    /// Selects the dragged-to or touched segment and sends `.valueChanged` if the selection
    /// changed. Mirrors `UISegmentedControl`'s `endTracking(_:with:)`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        segmentEndTracking(touch, with: event)
    }

    /// Drops the highlight and puts a dragged thumb back. Mirrors `UISegmentedControl`'s
    /// `cancelTracking(with:)`.
    open override func cancelTracking(with event: UIEvent?) {
        segmentCancelTracking(with: event)
    }
}
