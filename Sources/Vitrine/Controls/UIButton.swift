import Foundation

/// A control that performs an action when tapped. Mirrors UIKit's `UIButton` (the classic,
/// configuration-free API): per-state titles, title colours and images, a `titleLabel` and
/// `imageView` that draw the content, and `.primaryActionTriggered` after every
/// `.touchUpInside`.
///
/// The look is the app's: set `backgroundColor` and `cornerRadius` on the button. While
/// highlighted, a button with a background darkens it (a translucent black overlay with the
/// same corners, as UIKit's filled buttons do); a button without one fades its title and
/// image instead (as UIKit's system buttons do).
@MainActor
open class UIButton: UIControl {
    /// The kinds of button. Mirrors `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable {
        /// No default look: white title. Mirrors `.custom`.
        case custom = 0
        /// Tinted title (system blue; grey when disabled). Mirrors `.system`.
        case system = 1
    }

    /// The button's kind, fixed at creation. Mirrors `UIButton.buttonType`.
    public let buttonType: ButtonType

    private let _titleLabel = UILabel()
    private let _imageView = UIImageView(frame: .zero)
    /// Darkens the background while highlighted.
    let dimmingView = UIView()
    /// The Button Shapes fill behind a classic plain button, only while it shows one
    /// (UIButton+Shapes.swift): most buttons never have it.
    var buttonShapeViewIfLoaded: UIView?
    /// The accessibility settings the button last followed (UIButton+Shapes.swift).
    var adaptedAccessibilitySettings = UIAccessibility.settings
    /// A bar button item's button: custom, but drawn as a plain system button, so Button
    /// Shapes gives it a shape.
    var isBarItemButton = false {
        didSet {
            updateButtonShapePresence()
            setNeedsLayout()
        }
    }
    /// The configuration and its views (UIButton+Configuration*.swift).
    let configurationStore = ButtonConfigurationStore()
    /// The menu and how it is shown (Menu/UIButton+Menu.swift).
    let menuStore = ButtonMenuStore()
    /// The title label and image view, for the configuration's layout.
    var titleContentLabel: UILabel { _titleLabel }
    var imageContentView: UIImageView { _imageView }

    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    /// The opacity of the black overlay on a highlighted button with a background.
    static let highlightDimming: CGFloat = 0.25
    /// The opacity of the title and image of a highlighted button without a background.
    static let highlightFade: CGFloat = 0.35
    /// Space above and below the content in `intrinsicContentSize`.
    static let verticalPadding: CGFloat = 6

    // MARK: Initialisers

    /// Creates a button of `buttonType`. Mirrors `UIButton.init(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpContent()
    }

    /// Creates a custom button with the given frame. Mirrors `UIButton.init(frame:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContent()
    }

    /// Creates a button of `buttonType` that shows `primaryAction`'s title and image and
    /// performs it on `.primaryActionTriggered`. Mirrors `UIButton.init(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a system button with the given frame and primary action. Mirrors
    /// `UIButton.init(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    private func setUpContent() {
        dimmingView.isUserInteractionEnabled = false
        dimmingView.backgroundColor = UIColor(white: 0, alpha: UIButton.highlightDimming)
        dimmingView.isHidden = true
        _titleLabel.isUserInteractionEnabled = false
        _titleLabel.font = .systemFont(ofSize: 15)
        _titleLabel.textAlignment = .center
        _imageView.isUserInteractionEnabled = false
        _imageView.contentMode = .center
        addSubview(dimmingView)
        addSubview(_imageView)
        addSubview(_titleLabel)
        updateContent()
    }

    // MARK: Content views

    /// The label showing `currentTitle`. Set its font here; set the title and its colour
    /// with `setTitle(_:for:)` and `setTitleColor(_:for:)`. Mirrors `UIButton.titleLabel`.
    public var titleLabel: UILabel? { _titleLabel }

    /// The image view showing `currentImage`. Mirrors `UIButton.imageView`.
    public var imageView: UIImageView? { _imageView }

    // MARK: Per-state content

    /// Sets the title for `state` (`nil` removes it; states without one use the normal
    /// title). Mirrors `UIButton.setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        updateContent()
    }

    /// The title for `state`: its own, else the normal one. Mirrors `UIButton.title(for:)`.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title colour for `state` (`nil` removes it). Mirrors
    /// `UIButton.setTitleColor(_:for:)`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        noteAppearanceSet(.titleColor(for: state))
        titleColors[state] = color
        updateContent()
    }

    /// The title colour for `state`: its own, else the normal one, else the button type's
    /// (white for custom; the view's `tintColor`, and grey when disabled, for system). Mirrors
    /// `UIButton.titleColor(for:)`.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let c = titleColors[state] { return c }
        if buttonType == .system, state.contains(.disabled), titleColors[.disabled] == nil {
            return .systemGray
        }
        if let c = titleColors[.normal] { return c }
        return buttonType == .system ? tintColor : .white
    }

    /// Sets the image for `state` (`nil` removes it). Mirrors `UIButton.setImage(_:for:)`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        updateContent()
    }

    /// The image for `state`: its own, else the normal one. Mirrors `UIButton.image(for:)`.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The title shown now. Mirrors `UIButton.currentTitle`.
    public var currentTitle: String? { title(for: state) }
    /// The title colour used now. Mirrors `UIButton.currentTitleColor`.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now. Mirrors `UIButton.currentImage`.
    public var currentImage: UIImage? { image(for: state) }

    // MARK: Appearance

    /// Mirrors `UIView.backgroundColor`; a button also darkens it while highlighted.
    open override var backgroundColor: UIColor? {
        didSet { updateContent() }
    }

    /// Mirrors `CALayer.cornerRadius`; the highlight overlay follows it.
    open override var cornerRadius: CGFloat {
        didSet { dimmingView.cornerRadius = cornerRadius }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { !showsMenuOnTap }

    override func stateDidChange() {
        super.stateDidChange()
        updateContent()
    }

    /// The classic content changed (the configuration was removed).
    func classicContentDidChange() { updateContent() }

    /// A system button's title follows the tint (and turns grey when the tint is dimmed); a
    /// configured button updates its configuration for the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// A new text size: a configured button takes its fonts at that size (and a new natural
    /// size); a classic one's title label follows it when it adjusts.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        if configurationStore.configuration != nil { setNeedsUpdateConfiguration() }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Shows the current state's title, colour and image, and the highlight.
    private func updateContent() {
        updateButtonShapePresence()
        if configurationStore.configuration != nil {
            setNeedsUpdateConfiguration()
            return
        }
        let s = state
        _titleLabel.text = title(for: s)
        _titleLabel.textColor = titleColor(for: s) ?? .white
        _imageView.image = image(for: s)
        let highlighted = s.contains(.highlighted)
        let hasBackground = (backgroundColor?.color.alpha ?? 0) > 0
        dimmingView.isHidden = !(highlighted && hasBackground)
        let fade: CGFloat = highlighted && !hasBackground ? UIButton.highlightFade : 1
        _titleLabel.alpha = fade
        _imageView.alpha = fade
        setNeedsLayout()
        // A new title or image is a new natural size for Auto Layout (unchanged sizes cost nothing).
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    /// The image then the title, side by side, centred in the bounds (UIKit's default
    /// content alignment).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutButtonShape()
        if configurationStore.configuration != nil {
            layoutConfiguration()
            return
        }
        dimmingView.frame = bounds
        dimmingView.cornerRadius = cornerRadius
        let imageSize = _imageView.image?.size ?? .zero
        let titleSize = titleSize
        let titleWidth = min(titleSize.width, max(0, bounds.width - imageSize.width))
        let total = imageSize.width + titleWidth
        var x = bounds.midX - total / 2
        _imageView.frame = CGRect(x: x, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        _titleLabel.frame = CGRect(x: x, y: bounds.midY - titleSize.height / 2, width: titleWidth, height: titleSize.height)
    }

    /// The title label while it shows a title, else the button. Mirrors
    /// `UIButton.forFirstBaselineLayout`.
    open override var forFirstBaselineLayout: UIView { shownTitleLabel ?? self }

    /// The title label while it shows a title, else the button. Mirrors
    /// `UIButton.forLastBaselineLayout`.
    open override var forLastBaselineLayout: UIView { shownTitleLabel ?? self }

    private var shownTitleLabel: UILabel? {
        guard let t = _titleLabel.text, !t.isEmpty, !_titleLabel.isHidden else { return nil }
        return _titleLabel
    }

    private var titleSize: CGSize {
        guard let t = _titleLabel.text, !t.isEmpty else { return .zero }
        return _titleLabel.intrinsicContentSize
    }

    /// The image and title side by side, with `verticalPadding` above and below. Mirrors
    /// `UIButton.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        if configurationStore.configuration != nil { return configurationIntrinsicSize() }
        let i = _imageView.image?.size ?? .zero
        let t = titleSize
        return CGSize(width: i.width + t.width, height: max(i.height, t.height) + 2 * UIButton.verticalPadding)
    }

    /// Mirrors `UIButton.sizeThatFits(_:)`: the intrinsic content size; a configured button
    /// given a narrower finite width wraps its title to fit it (taller).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if configurationStore.configuration != nil, size.width > 0, size.width.isFinite {
            let natural = intrinsicContentSize
            if size.width < natural.width { return configurationFittingSize(width: size.width) }
        }
        return intrinsicContentSize
    }
}
