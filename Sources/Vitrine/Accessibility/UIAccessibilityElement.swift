import Foundation

/// An element a screen reader reads that is not a view: part of a view that draws several
/// things (a segment, a bar of a chart). A container view returns its elements from
/// `accessibilityElements`. Mirrors `UIAccessibilityElement`.
@MainActor
open class UIAccessibilityElement {
    /// The view (or element) that holds this element, held weakly as in UIKit.
    public weak var accessibilityContainer: AnyObject?

    /// Whether a screen reader reads it; `true` by default (UIKit's default for an element).
    open var isAccessibilityElement = true
    /// What the element is ("Economy").
    open var accessibilityLabel: String? {
        get { label.plain }
        set { label.set(newValue) }
    }
    /// What it does, said after a pause.
    open var accessibilityHint: String? {
        get { hint.plain }
        set { hint.set(newValue) }
    }
    /// Its value ("50%").
    open var accessibilityValue: String? {
        get { value.plain }
        set { value.set(newValue) }
    }
    /// The label with attributes (`.accessibilitySpeechLanguage`), in step with
    /// `accessibilityLabel` as on a view. Mirrors `accessibilityAttributedLabel`.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { label.attributed(current: accessibilityLabel) }
        set { label.set(newValue) }
    }
    /// The hint with attributes, in step with `accessibilityHint`. Mirrors
    /// `accessibilityAttributedHint`.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { hint.attributed(current: accessibilityHint) }
        set { hint.set(newValue) }
    }
    /// The value with attributes, in step with `accessibilityValue`. Mirrors
    /// `accessibilityAttributedValue`.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { value.attributed(current: accessibilityValue) }
        set { value.set(newValue) }
    }
    /// What kind of element it is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// A string for tests and tools.
    open var accessibilityIdentifier: String?
    /// The language to speak it in (`nil`: the container's).
    open var accessibilityLanguage: String?
    /// The actions offered besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    private var label = AccessibilityText()
    private var hint = AccessibilityText()
    private var value = AccessibilityText()
    private var frameInScreen: CGRect = .zero
    private var frameInContainer: CGRect?
    private var activationPoint: CGPoint?

    /// An element inside `accessibilityContainer`. Mirrors `init(accessibilityContainer:)`.
    public init(accessibilityContainer: AnyObject) {
        self.accessibilityContainer = accessibilityContainer
    }

    /// The element's frame in screen coordinates. Set directly it stays where it was put;
    /// with `accessibilityFrameInContainerSpace` set it follows the container view wherever it
    /// moves. Mirrors `UIAccessibilityElement.accessibilityFrame`.
    open var accessibilityFrame: CGRect {
        get {
            if let f = frameInContainer, let view = accessibilityHostView {
                return UIAccessibility.convertToScreenCoordinates(f, in: view)
            }
            return frameInScreen
        }
        set {
            frameInScreen = newValue
            frameInContainer = nil
        }
    }

    /// The element's frame in its container view's coordinates (`.zero` until set). Mirrors
    /// `UIAccessibilityElement.accessibilityFrameInContainerSpace`.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue }
    }

    /// Where a double tap touches the element (screen coordinates); by default the middle of
    /// `accessibilityFrame`.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let p = activationPoint { return p }
            let f = accessibilityFrame
            return CGPoint(x: f.midX, y: f.midY)
        }
        set { activationPoint = newValue }
    }

    /// Activates the element; `false` by default (the screen reader taps its activation point).
    open func accessibilityActivate() -> Bool { false }
    /// Increases an adjustable element's value; nothing by default.
    open func accessibilityIncrement() {}
    /// Decreases an adjustable element's value; nothing by default.
    open func accessibilityDecrement() {}
}
