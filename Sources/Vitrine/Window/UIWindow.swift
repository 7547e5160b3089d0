import Foundation
import VitrineGraphics

/// The backdrop of the app's views on a screen. Mirrors UIKit's `UIWindow`: a view that fills
/// its screen, hidden until `makeKeyAndVisible()` (the root view controller arrives with the
/// view-controller issue).
@MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on. Mirrors `UIWindow.screen`.
    public let screen: UIScreen

    /// The stacking level among the screen's windows. Mirrors `UIWindow.windowLevel`.
    public var windowLevel: UIWindow.Level = .normal {
        didSet { if !isHidden { screen.windowVisibilityChanged(self) } }
    }

    /// Window levels. Mirrors `UIWindow.Level`.
    public struct Level: RawRepresentable, Comparable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    weak var firstResponder: UIResponder? {
        didSet { if firstResponder !== oldValue, isKeyWindow { screen.textInput.firstResponderDidChange() } }
    }
    /// Set while `endEditing(true)` or a removal from the window makes the first responder
    /// resign without asking it (a text field does not ask its delegate then).
    package internal(set) var isForcingResign = false
    private var initialized = false
    var _rootViewController: UIViewController?
    var lastWindowTraits: UITraitCollection?
    var activeTouches: [UITouch] = []
    var heldTouches: [UITouch] = []
    private lazy var windowUndoManager = UndoManager()

    /// A window covering `screen`. (UIKit takes a window scene; panels have one screen each.)
    public init(screen: UIScreen) {
        self.screen = screen
        super.init(frame: screen.bounds)
        _window = self
        isHidden = true
        initialized = true
        self.screen.register(self)
    }

    /// A window with the given frame on the main screen. Mirrors `UIWindow(frame:)`.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        _window = self
        isHidden = true
        initialized = true
        self.screen.register(self)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Makes `responder` (this window's first responder) resign without the right to refuse:
    /// it is asked (`resignFirstResponder()`, with `isForcingResign` set) and loses the
    /// status even if it says no.
    func forceResign(_ responder: UIResponder) {
        guard firstResponder === responder else { return }
        isForcingResign = true
        _ = responder.resignFirstResponder()
        isForcingResign = false
        if firstResponder === responder { firstResponder = nil }
    }

    /// Whether this is the screen's key window. Mirrors `UIWindow.isKeyWindow`.
    public var isKeyWindow: Bool { screen.keyWindow === self }

    /// Shows the window above others of its level and makes it key. Mirrors
    /// `UIWindow.makeKeyAndVisible()`.
    public func makeKeyAndVisible() {
        screen.keyWindow = self
        isHidden = false
    }

    /// Makes the window key without changing its visibility. Mirrors `UIWindow.makeKey()`.
    public func makeKey() { screen.keyWindow = self }

    open override var isHidden: Bool {
        willSet {
            if newValue != isHidden, initialized {
                AppearanceRouter.willMove(self, wasVisible: !isHidden, willBeVisible: !newValue)
            }
        }
        didSet {
            if oldValue != isHidden, initialized {
                screen.windowVisibilityChanged(self)
                AppearanceRouter.didMove(self, wasVisible: !oldValue, isVisible: !isHidden, screen: screen)
            }
        }
    }

    /// Dispatches an event: touches to the gesture recognizers and views under them (see
    /// `UIWindow+SendEvent.swift`). Override to watch every event, calling `super`. Mirrors
    /// `UIWindow.sendEvent(_:)`.
    open func sendEvent(_ event: UIEvent) {
        if event.type == .touches { deliverTouches(event) }
    }

    /// The window's next responder is the application, always: as in UIKit, where the
    /// application exists before any window, the chain ends at `UIApplication.shared` (made
    /// here on first use if nothing launched one yet; making it has no side effects: no screen
    /// is opened and no loop runs, and a later `UIApplication.launch` adopts it). Mirrors
    /// `UIResponder.next` for windows.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's own undo manager, which responders inside it reach through the responder
    /// chain (a text field or text view keeps its own). Mirrors `UIWindow`'s `undoManager`.
    open override var undoManager: UndoManager? { windowUndoManager }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateTraits()
        layoutRootView()
        // Presentation containers fill the window and follow its size.
        for v in subviews where v is UIPresentationContainerView {
            v.frame = bounds
            v.setNeedsLayout()
        }
        // Current-context containers follow their context's view (UIViewController+PresentationContext.swift).
        UIPresentationController.relayoutContextContainers(in: self)
    }
}
