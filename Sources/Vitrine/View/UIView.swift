import Foundation
import VitrineGraphics

/// The base of everything on screen. Mirrors UIKit's `UIView` (with the layer-backed
/// properties of its `CALayer` — corner radius, border — folded in).
///
/// Geometry follows UIKit exactly: `center` is in the superview's coordinates, `bounds` is
/// the view's own coordinate system, `transform` is applied about the centre, and `frame` is
/// derived from the three (the bounding box when `transform` is not the identity).
@MainActor
open class UIView: UIResponder {
    // MARK: Stored state (geometry and appearance)

    var _center: CGPoint
    var _bounds: CGRect
    var _transform: CGAffineTransform = .identity

    /// The view's subviews, back to front. Mirrors `UIView.subviews`.
    public internal(set) var subviews: [UIView] = [] {
        didSet {
            render.childIndex = nil
            subviewsDidChangeForRendering()
        }
    }
    /// The view containing this one. Mirrors `UIView.superview`.
    public internal(set) weak var superview: UIView?
    /// The window this view is in (cached, updated as the view moves).
    weak var _window: UIWindow?

    /// Per-view compositor bookkeeping (on-screen boxes, invalidation flags).
    var render = ViewRenderState()
    /// Layout bookkeeping.
    var _needsLayout = true
    /// This view or one inside it has layout, safe-area or appearance work pending (the layout
    /// pass follows these marks).
    var _layoutPassPending = true
    /// Subviews marked since this view's last layout-pass step (may hold ones since removed or
    /// already laid out; the pass checks).
    var _subviewsNeedingLayoutPass: [UIView] = []
    /// The view controller whose root view this is (UIKit keeps the same private link).
    weak var _viewController: UIViewController?
    /// Safe area bookkeeping (UIView+SafeArea.swift): the last computed insets, and whether
    /// an input of them (geometry, the superview's insets, the window) changed since.
    var _safeAreaInsets = UIEdgeInsets.zero
    var _safeAreaNeedsUpdate = true
    // MARK: Auto Layout state (Sources/Vitrine/Layout)
    /// Constraints installed on this view (`constraints`).
    var _installedConstraints: [NSLayoutConstraint] = []
    /// The view's variables in its layout engine, while it takes part in constraints.
    var _layoutVariables: LayoutItemVariables?
    /// The engine of the tree this view is the top of (when the tree has constraints).
    var _layoutEngine: LayoutEngine?
    var _translatesAutoresizingMaskIntoConstraints = true
    var _contentPriorities = ContentPriorities()
    var _needsUpdateConstraints = true
    var _layoutGuides: [UILayoutGuide] = []
    /// A subview has had layout-engine variables (set then, never cleared): the default
    /// `layoutSubviews()` looks for frames to apply only then.
    var _hasEngineSubviews = false
    var _systemGuides: [SystemGuideRole: UILayoutGuide] = [:]

    /// On-screen values of properties being animated (Core Animation's presentation layer).
    var presentation: [AnimatableProperty: AnimatableValue] = [:]

    // MARK: Layout attributes (margins, direction, autoresizing, baselines)

    /// Layout margins, semantic content attribute and autoresizing state
    /// (ViewLayoutAttributes.swift; API in UIView+LayoutMargins.swift,
    /// UIView+LayoutDirection.swift, UIView+Autoresizing.swift).
    var layoutAttributes = ViewLayoutAttributes()
    /// The interactions added with `addInteraction(_:)` (UIView+Interactions.swift).
    var _interactions: [any UIInteraction] = []
    /// Appearance (Sources/Vitrine/Appearance): the view's own tint colour and tint adjustment
    /// mode (`nil`/`.automatic`: inherited) and its user-interface style override.
    var _tintColor: UIColor?
    /// The appearance properties the app set on this view itself, which its appearance
    /// proxies no longer set (UIView+AppearanceProxies.swift).
    var _appearanceOverrides: Set<AppearanceProperty> = []
    var _tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var _overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Trait overrides and trait-change registrations (Traits/UIView+Traits.swift); `nil`
    /// for a view that has neither. `_overrideUserInterfaceStyle` mirrors the overrides' style.
    var _traitState: ViewTraitState?

    /// The layout margins changed (`layoutMargins`, or the safe area or superview margins
    /// they include: the layout margins guide moved). The default does nothing; the view is
    /// laid out again whether or not an override calls `super`. Mirrors
    /// `UIView.layoutMarginsDidChange()`.
    open func layoutMarginsDidChange() {}

    /// The view whose first baseline is this view's, for baseline constraints and stack
    /// views: the view itself by default. Mirrors `UIView.forFirstBaselineLayout`.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline is this view's: the view itself by default. Mirrors
    /// `UIView.forLastBaselineLayout`.
    open var forLastBaselineLayout: UIView { self }

    /// An integer you can use to identify the view. Mirrors `UIView.tag`.
    public var tag: Int = 0

    // MARK: Accessibility (Sources/Vitrine/Accessibility: defaults, traits, screen coordinates)

    /// The accessibility values set on this view, made when the first one is set (most views
    /// never have any, so a view pays one pointer for them).
    var _accessibility: AccessibilityStorage?

    /// A string that identifies the view for tests and tools (`vitrinectl tap --id`, the
    /// `tree` command), not shown to users. Mirrors `UIAccessibilityIdentification`'s
    /// `accessibilityIdentifier`; `nil` by default.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { accessibilityStorage.identifier = newValue }
    }

    /// Whether assistive technology (and the `tree` command) treats the view as one element:
    /// `false` for a plain view, `true` for controls, labels and the other standard views
    /// that UIKit makes elements. Mirrors `UIAccessibility.isAccessibilityElement`.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityStorage.isElement = newValue }
    }

    /// A short name of the element ("Save", not "Save button"): by default a label's text or
    /// a button's title; setting `nil` brings the default back. Mirrors
    /// `UIAccessibility.accessibilityLabel`.
    open var accessibilityLabel: String? {
        get { _accessibility?.label.plain ?? defaultAccessibilityLabel }
        set { accessibilityStorage.label.set(newValue) }
    }

    /// `accessibilityLabel` with attributes for the screen reader (its
    /// `.accessibilitySpeechLanguage` picks the voice). As UIKit documents, the two stay in
    /// step: setting this sets `accessibilityLabel` to its `string`; setting
    /// `accessibilityLabel` makes this a plain attributed string of it, which is also what
    /// this returns when only the plain label (or the view's default label) is there. Stored
    /// as a copy. Mirrors `UIAccessibility.accessibilityAttributedLabel`.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { (_accessibility?.label ?? AccessibilityText()).attributed(current: accessibilityLabel) }
        set { accessibilityStorage.label.set(newValue) }
    }

    /// What activating the element does ("Plays the song"); `nil` by default. Mirrors
    /// `UIAccessibility.accessibilityHint`.
    open var accessibilityHint: String? {
        get { _accessibility?.hint.plain }
        set { accessibilityStorage.hint.set(newValue) }
    }

    /// `accessibilityHint` with attributes for the screen reader (its
    /// `.accessibilitySpeechLanguage` picks the voice the hint is said in), kept in step with
    /// `accessibilityHint` as `accessibilityAttributedLabel` is with the label. Mirrors
    /// `UIAccessibility.accessibilityAttributedHint`.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { (_accessibility?.hint ?? AccessibilityText()).attributed(current: accessibilityHint) }
        set { accessibilityStorage.hint.set(newValue) }
    }

    /// The element's current value when it is not its label (a slider's "50%", a text
    /// field's text); setting `nil` brings the default back. Mirrors
    /// `UIAccessibility.accessibilityValue`.
    open var accessibilityValue: String? {
        get { _accessibility?.value.plain ?? defaultAccessibilityValue }
        set { accessibilityStorage.value.set(newValue) }
    }

    /// `accessibilityValue` with attributes for the screen reader, kept in step with
    /// `accessibilityValue` as `accessibilityAttributedLabel` is with the label. Mirrors
    /// `UIAccessibility.accessibilityAttributedValue`.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { (_accessibility?.value ?? AccessibilityText()).attributed(current: accessibilityValue) }
        set { accessibilityStorage.value.set(newValue) }
    }

    /// What the element is and its state (`.button`, `.selected`, `.notEnabled`, …): by
    /// default the standard view's own traits, following its state until set. Mirrors
    /// `UIAccessibility.accessibilityTraits`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibilityStorage.traits = newValue }
    }

    /// The element's frame in screen coordinates: by default the view's bounds converted to
    /// the screen (following the view as it moves); once set, the value set. Mirrors
    /// `UIAccessibility.accessibilityFrame`.
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? UIAccessibility.convertToScreenCoordinates(bounds, in: self) }
        set { accessibilityStorage.frame = newValue }
    }

    /// The point activating the element touches, in screen coordinates: by default the
    /// middle of `accessibilityFrame`. Mirrors `UIAccessibility.accessibilityActivationPoint`.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let p = _accessibility?.activationPoint { return p }
            let f = accessibilityFrame
            return CGPoint(x: f.midX, y: f.midY)
        }
        set { accessibilityStorage.activationPoint = newValue }
    }

    /// Whether the elements inside this view are hidden from assistive technology; `false` by
    /// default. Mirrors `UIAccessibility.accessibilityElementsHidden`.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }

    /// Whether assistive technology ignores the elements beside this view (a modal view);
    /// `false` by default. Mirrors `UIAccessibility.accessibilityViewIsModal`.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }

    /// Whether the elements inside this view are read together, as a group; `false` by
    /// default. Mirrors `UIAccessibility.shouldGroupAccessibilityChildren`.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { accessibilityStorage.groupsChildren = newValue }
    }

    /// The elements this container holds, in order (`nil` by default: its subviews). Stored
    /// as given. Mirrors `UIAccessibilityContainer.accessibilityElements`.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { accessibilityStorage.elements = newValue }
    }

    /// The actions a screen reader offers on this element besides activating it (VoiceOver's
    /// Actions rotor: swipe up or down to choose, double tap to perform); `nil` by default.
    /// Mirrors `UIAccessibility.accessibilityCustomActions`.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { accessibilityStorage.customActions = newValue }
    }

    /// The rotors this view adds while the focus is on it or inside it (VoiceOver's two-finger
    /// rotate chooses one, swipes up and down move through its items); `nil` by default.
    /// Mirrors `UIAccessibility.accessibilityCustomRotors`.
    open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { _accessibility?.customRotors }
        set { accessibilityStorage.customRotors = newValue }
    }

    /// The language to speak the element's label, value and hint in, as a BCP 47 tag
    /// ("ko", "en-GB"); `nil` by default (the screen reader then uses the nearest ancestor's,
    /// else the app's). Mirrors `UIAccessibility.accessibilityLanguage`.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { accessibilityStorage.language = newValue }
    }

    /// Activates the element for assistive technology (VoiceOver's double tap); returns
    /// whether it did. `false` by default: the screen reader then taps the element at its
    /// `accessibilityActivationPoint`. Mirrors `UIAccessibility.accessibilityActivate()`.
    open func accessibilityActivate() -> Bool { false }

    /// Dismisses a modal view or goes back (VoiceOver's two-finger scrub); returns whether it
    /// did. `false` by default: the screen reader asks the view's superview next. Mirrors
    /// `UIAccessibilityAction.accessibilityPerformEscape()`.
    open func accessibilityPerformEscape() -> Bool { false }

    // MARK: Large content viewer (Sources/Vitrine/Accessibility/LargeContent)

    /// The large content viewer values set on this view, and the bar item it shows, made
    /// when first needed (most views have none).
    var _largeContent: LargeContentStorage?

    /// Whether a `UILargeContentViewerInteraction` on this view or an ancestor shows it in
    /// the large content viewer: `false` for a view of the app's, `true` for the items of
    /// tab bars, toolbars and navigation bars. Mirrors `UIView.showsLargeContentViewer`.
    open var showsLargeContentViewer: Bool {
        get { _largeContent?.shows ?? (_largeContent?.barItem != nil) }
        set { largeContentStorage.shows = newValue }
    }

    /// The title the large content viewer shows for the view: for a bar's item its title (or
    /// its accessibility label), for a button its current title, else `nil`. Mirrors
    /// `UIView.largeContentTitle`.
    open var largeContentTitle: String? {
        get { _largeContent?.title ?? defaultLargeContentTitle }
        set { largeContentStorage.title = newValue }
    }

    /// The image the large content viewer shows for the view: for a bar's item its
    /// `largeContentSizeImage`, else its image; for a button its current image, else `nil`.
    /// Mirrors `UIView.largeContentImage`.
    open var largeContentImage: UIImage? {
        get { _largeContent?.image ?? defaultLargeContentImage }
        set { largeContentStorage.image = newValue }
    }

    /// Whether the viewer scales the image up (else it shows it at its own size): `false`,
    /// `true` for a bar's item without a `largeContentSizeImage`. Mirrors
    /// `UIView.scalesLargeContentImage`.
    open var scalesLargeContentImage: Bool {
        get { _largeContent?.scalesImage ?? (_largeContent?.barItem.map { $0.largeContentSizeImage == nil } ?? false) }
        set { largeContentStorage.scalesImage = newValue }
    }

    /// Insets of the image's visible part (the viewer centres that part): `.zero`, a bar
    /// item's `largeContentSizeImageInsets` for its view. Mirrors
    /// `UIView.largeContentImageInsets`.
    open var largeContentImageInsets: UIEdgeInsets {
        get { _largeContent?.imageInsets ?? _largeContent?.barItem?.largeContentSizeImageInsets ?? .zero }
        set { largeContentStorage.imageInsets = newValue }
    }

    /// Performs the app's most important action (VoiceOver's two-finger double tap, the
    /// "magic tap"); returns whether it did. `false` by default: the screen reader asks the
    /// view's superview next. Mirrors `UIAccessibilityAction.accessibilityPerformMagicTap()`.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Scrolls the content by a page in `direction` (VoiceOver's three-finger swipe); returns
    /// whether it did, after posting `.pageScrolled` to say where it is. `false` by default:
    /// the screen reader asks the view's superview next, and pages a scroll view itself.
    /// Mirrors `UIAccessibilityAction.accessibilityScroll(_:)`.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// Increases an adjustable element's value (a slider's by a tenth of its range, a
    /// stepper's by a step); nothing for other views. Mirrors
    /// `UIAccessibility.accessibilityIncrement()`.
    open func accessibilityIncrement() { accessibilityAdjust(by: 1) }

    /// Decreases an adjustable element's value. Mirrors
    /// `UIAccessibility.accessibilityDecrement()`.
    open func accessibilityDecrement() { accessibilityAdjust(by: -1) }

    /// How the view's content follows a change of its bounds (`.scaleToFill` by default, as in
    /// UIKit). `.redraw` re-draws the view (`setNeedsDisplay()`, so `draw(_:)` runs) when its
    /// bounds change size. Vitrine keeps recordings, not bitmaps, so every other mode re-draws
    /// too rather than stretching the old pixels; image views fit their image by it. Mirrors
    /// `UIView.contentMode` (UIView+ContentMode.swift has the modes).
    open var contentMode: ContentMode = .scaleToFill

    /// Whether the view says it fills its bounds with opaque content (`true` by default, as in
    /// UIKit: "The default value of this property is true"). A hint only: the compositor does
    /// not rely on it (a view claiming opacity over transparent content still shows what lies
    /// below, where UIKit's result is "unpredictable"). Mirrors `UIView.isOpaque`.
    open var isOpaque: Bool = true

    /// Whether touches reach this view (used by hit testing). Mirrors
    /// `UIView.isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Bool = true

    /// The view's layer: the one store of its drawing properties (background, alpha, corner
    /// radius, border, shadow) and its decoration sublayers. Made with the view, of
    /// `layerClass`. Mirrors `UIView.layer`.
    public let layer: CALayer

    /// The class of the view's layer (`CALayer`; override to return a subclass such as
    /// `CAGradientLayer`). Mirrors `UIView.layerClass`.
    open class var layerClass: CALayer.Type { CALayer.self }

    /// Creates a view with the given frame. Mirrors `UIView.init(frame:)`.
    public init(frame: CGRect) {
        let f = frame.standardized
        _center = CGPoint(x: f.midX, y: f.midY)
        _bounds = CGRect(origin: .zero, size: f.size)
        layer = Self.layerClass.init(vitrineLayerClass: ())
        super.init()
        layer.owningView = self
    }

    /// Decoding a view from an archive (a storyboard or nib) is not available on Linux: this
    /// initialiser logs and returns `nil`. It exists, `required` as in UIKit, so the usual
    /// `required init?(coder: NSCoder) { fatalError(…) }` of a subclass compiles unchanged.
    /// Mirrors `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        BadInputLog.report("\(type(of: self)): init(coder:) is not supported (no storyboards or nibs on Linux); returned nil")
        return nil
    }

    deinit {
        // The layer may outlive its view (an app kept it): it must not point at a freed view.
        layer.owningView = nil
    }

    /// Creates a view with a zero frame. Mirrors `UIView.init()`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The view's class, address and frame, as UIKit prints a view
    /// (`<UILabel: 0x…; frame = (20 20; 100 30)>`). Off the main thread, where the frame
    /// cannot be read, NSObject's `<UILabel: 0x…>`.
    nonisolated open override var description: String {
        Thread.isMainThread ? MainActor.assumeIsolated { viewDescription } : super.description
    }

    // MARK: Appearance

    /// The fill behind the view's content, `nil` for none (kept by the layer as given: a
    /// dynamic colour resolves per appearance when drawn). Mirrors `UIView.backgroundColor`.
    open var backgroundColor: UIColor? {
        get { layer._backgroundColor }
        set {
            noteAppearanceSet(.backgroundColor)
            let old = layer._backgroundColor
            layer._backgroundColor = newValue
            if old != newValue {
                invalidateContent()
                var restore: (@MainActor (UIView) -> Void)?
                if AnimationTimeline.capturing != nil {
                    restore = { v in UIView.performWithoutAnimation { v.backgroundColor = old } }
                }
                animateChange(.backgroundColor, model: .color(old?.color), to: .color(newValue?.color), restore: restore)
            }
        }
    }

    /// The opacity of the view and its subviews, 0...1 (composited as a group). The layer's
    /// `opacity`. Mirrors `UIView.alpha`.
    open var alpha: CGFloat {
        get { layer._opacity }
        set {
            let old = layer._opacity
            layer._opacity = min(1, max(0, newValue.isNaN ? 0 : newValue))
            if old != layer._opacity {
                invalidateSubtree()
                animateChange(.alpha, model: .scalar(old), to: .scalar(layer._opacity))
            }
        }
    }

    /// Whether the view (and its subviews) are invisible. Mirrors `UIView.isHidden`.
    open var isHidden: Bool {
        get { layer._isHidden }
        set {
            let old = layer._isHidden
            layer._isHidden = newValue
            if old != newValue {
                invalidateSubtree()
                // A stack view collapses its hidden arranged subviews.
                (superview as? UIStackView)?.arrangedSubviewHiddenDidChange(self)
            }
        }
    }

    /// Whether subviews are clipped to the bounds (to the rounded shape when `cornerRadius` is
    /// set). The layer's `masksToBounds`. Mirrors `UIView.clipsToBounds`.
    open var clipsToBounds: Bool {
        get { layer._masksToBounds }
        set {
            let old = layer._masksToBounds
            layer._masksToBounds = newValue
            if old != newValue { invalidateSubtree() }
        }
    }

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `clipsToBounds`); the layer's `cornerRadius`. Mirrors `CALayer.cornerRadius`.
    open var cornerRadius: CGFloat {
        get { layer._cornerRadius }
        set {
            let old = layer._cornerRadius
            layer._cornerRadius = CALayer.checkedLength(newValue, "cornerRadius")
            if old != layer._cornerRadius { clipsToBounds ? invalidateSubtree() : invalidateContent() }
        }
    }

    /// The width of the border drawn inside the bounds, above the subviews; the layer's
    /// `borderWidth`. Mirrors `CALayer.borderWidth`.
    open var borderWidth: CGFloat {
        get { layer._borderWidth }
        set {
            let old = layer._borderWidth
            layer._borderWidth = CALayer.checkedLength(newValue, "borderWidth")
            if old != layer._borderWidth { invalidateContent() }
        }
    }

    /// The colour of the border; the layer's `borderColor`, kept as given (a dynamic colour
    /// resolves when drawn). Mirrors `CALayer.borderColor` (black by default, as in Core
    /// Animation).
    open var borderColor: UIColor? {
        get { layer._borderColor }
        set {
            let old = layer._borderColor
            layer._borderColor = newValue
            if old != newValue, layer._borderWidth > 0 { invalidateContent() }
        }
    }

    /// The view's window, `nil` when it is not in one. Mirrors `UIView.window`.
    public var window: UIWindow? { _window }

    // MARK: Overridable hooks (UIKit's names)

    /// Called before the view moves to another superview (or to none). Mirrors
    /// `UIView.willMove(toSuperview:)`.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview. Mirrors `UIView.didMoveToSuperview()`.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window. Mirrors `UIView.willMove(toWindow:)`.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window. Mirrors `UIView.didMoveToWindow()`.
    open func didMoveToWindow() {}
    /// Called after a subview was added. Mirrors `UIView.didAddSubview(_:)`.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Mirrors `UIView.willRemoveSubview(_:)`.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The safe area (`safeAreaInsets`, UIView+SafeArea.swift) changed. The default does
    /// nothing; the view is laid out again (`setNeedsLayout()`) whether or not an override
    /// calls `super`. Mirrors `UIView.safeAreaInsetsDidChange()`.
    open func safeAreaInsetsDidChange() {}

    /// Lays out subviews. The default gives the subviews placed by constraints their frames
    /// from the layout engine; override to position subviews from `bounds` (call `super` when
    /// subviews use constraints). Never call it directly: call `setNeedsLayout()` or
    /// `layoutIfNeeded()`. Mirrors `UIView.layoutSubviews()`.
    open func layoutSubviews() { layoutSubviewsFromEngine() }

    /// Updates the view's constraints; called in the layout cycle's first pass after
    /// `setNeedsUpdateConstraints()` (and when the view first takes part in Auto Layout),
    /// subviews before their superview. Call `super.updateConstraints()` as the final step of
    /// an override. Mirrors `UIView.updateConstraints()`.
    open func updateConstraints() {}

    /// Whether the view needs Auto Layout to work (its `updateConstraints()` is called when it
    /// joins a window). Mirrors `UIView.requiresConstraintBasedLayout`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The layout engine changed the view's width (a multi-line label re-measures its
    /// height for it).
    func engineDidChangeWidth() {}

    /// The size that best fits `size` (the current size by default). Mirrors
    /// `UIView.sizeThatFits(_:)`.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin. Mirrors
    /// `UIView.sizeToFit()`.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        let f = frame
        frame = CGRect(origin: f.origin, size: s)
    }

    /// The natural size of the view's content; `noIntrinsicMetric` on an axis without one.
    /// Mirrors `UIView.intrinsicContentSize`.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Draws the view's content into the current graphics context
    /// (`UIGraphicsGetCurrentContext()`), clipped to `rect`, the part that needs drawing, in
    /// the view's coordinates. The default draws nothing; `backgroundColor` and the border are
    /// drawn around it by the compositor. Mirrors `UIView.draw(_:)`.
    ///
    /// Vitrine keeps what `draw(_:)` drew as a recording (not a bitmap) and plays it again
    /// while nothing changes: `draw(_:)` runs when the view is first shown, after
    /// `setNeedsDisplay()`, and also when the view or a view inside it changed (moved,
    /// faded, re-laid out), so it must draw the same thing each time until
    /// `setNeedsDisplay()` is called. `rect` is the damaged part of the bounds.
    open func draw(_ rect: CGRect) {}

    /// Draws the view's own content for the compositor. Built-in views (labels, image views)
    /// override this; for everything else it runs `draw(_:)` with a current graphics context.
    func renderContent(in canvas: Canvas, dirtyRect: CGRect) {
        let context = CGContext(canvas: canvas)
        UIGraphicsPushContext(context)
        draw(dirtyRect)
        UIGraphicsPopContext()
    }

    /// Whether subclasses of this built-in class draw through `draw(_:)` (labels and image
    /// views decide for themselves).
    var drawsByDefault: Bool { true }

    // MARK: Hit testing (UIView+HitTesting.swift has the details)

    /// The deepest visible, interactive view under `point` (in this view's coordinates), or
    /// `nil`. Skips hidden views, views with alpha below 0.01 and views with user interaction
    /// off; subviews are tried front to back; a `clipsToBounds` view hides its subviews' parts
    /// outside it. Mirrors `UIView.hitTest(_:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds by default.
    /// Mirrors `UIView.point(inside:with:)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether the view receives more than one touch at a time (`false` by default: the
    /// others go nowhere). Mirrors `UIView.isMultipleTouchEnabled`.
    open var isMultipleTouchEnabled = false

    /// Whether a touch in this view keeps other views of the window from getting touches at
    /// the same time. Mirrors `UIView.isExclusiveTouch`.
    open var isExclusiveTouch = false

    /// The recognizers attached to this view. Mirrors `UIView.gestureRecognizers`.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// The view's `tintColor` or effective `tintAdjustmentMode` changed (set here or on a
    /// superview it inherits from, or the view moved under another tint). The default does
    /// nothing; views that draw with the tint redraw here. Mirrors
    /// `UIView.tintColorDidChange()`.
    open func tintColorDidChange() {}

    /// The view's effective layout direction changed (`UIView+LayoutDirection.swift`): views
    /// whose drawing depends on it (text's natural alignment) override it to draw again (and
    /// call `super`). The default does nothing.
    func contentLayoutDirectionDidChange() {}

    /// The view's appearance (light or dark, standard or increased contrast, regular or bold
    /// text) changed: what it drew with dynamic colours is drawn again. Built-in views that keep resolved colours override it to refresh them
    /// (and call `super`).
    func appearanceStyleDidChange() {
        forgetRetainedRecordings()
        invalidateContent()
        // A controller's light or dark appearance is what a `.default` status bar follows.
        if _viewController != nil { window?.screen.updateStatusBarAppearance() }
    }

    /// The view's `legibilityWeight` changed: text in the system font takes another face, so
    /// its size may change. Views that keep laid-out text drop it (and call `super`).
    func legibilityWeightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The traits of this view changed. Mirrors `UIView.traitCollectionDidChange(_:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The next responder: the view controller whose root view this is, else the superview.
    /// Mirrors `UIResponder.next` for views.
    open override var next: UIResponder? { _viewController ?? superview }

    override var responderWindow: UIWindow? { window }
}

