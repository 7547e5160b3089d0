import Foundation
import Vitrine

/// A view controller that writes every lifecycle callback UIKit calls on it into a shared
/// `LifecycleRecorder`, in the order they come, then does what `UIViewController` does
/// (every override calls `super`, except `loadView()`, which, as UIKit asks of a custom
/// `loadView()`, assigns `view` itself).
///
/// Recorded: `loadView`, `viewDidLoad`, the appearance callbacks (with the `animated` flag and
/// the `isMovingToParent`/`isBeingPresented`… flags seen inside them), `viewWillLayoutSubviews`,
/// the root view's `layoutSubviews` (when the root view is a `RecordingRootView`, the default),
/// `viewDidLayoutSubviews`, `willMove(toParent:)` and `didMove(toParent:)` (with the parent's
/// name), `traitCollectionDidChange` (with the new size classes), `willTransition(to:with:)`
/// (with the coming size classes), `viewWillTransition(to:with:)` (with the size) and
/// `didReceiveMemoryWarning`.
///
/// Subclass it to build a scene (override `makeView()` or `viewDidLoad()`) or to change what
/// the controller answers (`supportedInterfaceOrientations`,
/// `shouldAutomaticallyForwardAppearanceMethods`, …); call `super` to keep the recording.
@MainActor
open class RecordingViewController: UIViewController {
    /// The name events of this controller start with.
    public let name: String
    /// The log this controller writes to.
    public let recorder: LifecycleRecorder

    /// Runs inside `viewWillTransition(to:with:)`, after the event is recorded and before the
    /// default implementation forwards to the children: the place to add alongside and
    /// completion blocks to the coordinator.
    public var onViewWillTransition: (@MainActor (CGSize, any UIViewControllerTransitionCoordinator) -> Void)?

    /// A controller whose events are named `name`, written to `recorder`.
    public init(name: String, recorder: LifecycleRecorder) {
        self.name = name
        self.recorder = recorder
        super.init()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Writes one event of this controller to the recorder, with the appearance flags for
    /// appearance callbacks.
    public func record(_ callback: LifecycleRecorder.Callback, _ argument: String? = nil) {
        let flags = callback.isAppearance
            ? LifecycleRecorder.AppearanceFlags(isMovingToParent: isMovingToParent, isMovingFromParent: isMovingFromParent,
                                                isBeingPresented: isBeingPresented, isBeingDismissed: isBeingDismissed)
            : nil
        recorder.record(LifecycleRecorder.Record(name: name, callback: callback, argument: argument, flags: flags))
    }

    // MARK: View loading

    /// The root view `loadView()` installs: by default a `RecordingRootView` as large as the
    /// screen (UIKit's default root view) that records its `layoutSubviews()`. Return `nil` to
    /// model a `loadView()` that sets no view.
    open func makeView() -> UIView? {
        RecordingRootView(name: name, recorder: recorder, frame: UIScreen.main.bounds)
    }

    /// Records, then assigns `makeView()` to `view` (without calling `super`, as UIKit asks).
    open override func loadView() {
        record(.loadView)
        if let v = makeView() { view = v }
    }

    open override func viewDidLoad() {
        record(.viewDidLoad)
        super.viewDidLoad()
    }

    // MARK: Appearance

    open override func viewWillAppear(_ animated: Bool) {
        record(.viewWillAppear, "\(animated)")
        super.viewWillAppear(animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        record(.viewIsAppearing, "\(animated)")
        super.viewIsAppearing(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        record(.viewDidAppear, "\(animated)")
        super.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        record(.viewWillDisappear, "\(animated)")
        super.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        record(.viewDidDisappear, "\(animated)")
        super.viewDidDisappear(animated)
    }

    // MARK: Layout

    open override func viewWillLayoutSubviews() {
        record(.viewWillLayoutSubviews)
        super.viewWillLayoutSubviews()
    }

    open override func viewDidLayoutSubviews() {
        record(.viewDidLayoutSubviews)
        super.viewDidLayoutSubviews()
    }

    // MARK: Containment

    open override func willMove(toParent parent: UIViewController?) {
        record(.willMoveToParent, "toParent:" + Self.label(parent))
        super.willMove(toParent: parent)
    }

    open override func didMove(toParent parent: UIViewController?) {
        record(.didMoveToParent, "toParent:" + Self.label(parent))
        super.didMove(toParent: parent)
    }

    // MARK: Traits and size

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        record(.traitCollectionDidChange, Self.sizeClasses(traitCollection))
        super.traitCollectionDidChange(previousTraitCollection)
    }

    open override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        record(.willTransition, Self.sizeClasses(newCollection))
        super.willTransition(to: newCollection, with: coordinator)
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        record(.viewWillTransition, Self.size(size))
        onViewWillTransition?(size, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Memory

    open override func didReceiveMemoryWarning() {
        record(.didReceiveMemoryWarning)
        super.didReceiveMemoryWarning()
    }

    // MARK: Formatting

    /// `"h:compact,v:regular"`.
    public static func sizeClasses(_ traits: UITraitCollection) -> String {
        "h:\(traits.horizontalSizeClass),v:\(traits.verticalSizeClass)"
    }

    /// `"480x800"` (with decimals only when a side is not a whole number of points).
    public static func size(_ size: CGSize) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(describing: Double(v)) }
        return "\(n(size.width))x\(n(size.height))"
    }

    /// A recording controller's name, another controller's type name, or `"nil"`.
    static func label(_ vc: UIViewController?) -> String {
        guard let vc else { return "nil" }
        if let r = vc as? RecordingViewController { return r.name }
        return String(describing: type(of: vc))
    }
}

/// The root view of a `RecordingViewController`: records its `layoutSubviews()` as
/// `"<name>.view.layoutSubviews"`, between the controller's `viewWillLayoutSubviews()` and
/// `viewDidLayoutSubviews()`. Subclass it (calling `super.layoutSubviews()`) to lay out a scene
/// from `bounds`.
@MainActor
open class RecordingRootView: UIView {
    /// The owning controller's name.
    public let name: String
    /// The log this view writes to.
    public let recorder: LifecycleRecorder

    /// A view recording under `name` into `recorder`.
    public init(name: String, recorder: LifecycleRecorder, frame: CGRect = .zero) {
        self.name = name
        self.recorder = recorder
        super.init(frame: frame)
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Records, then lays out as `UIView` does.
    open override func layoutSubviews() {
        recorder.record(LifecycleRecorder.Record(name: name, callback: .layoutSubviews))
        super.layoutSubviews()
    }
}
