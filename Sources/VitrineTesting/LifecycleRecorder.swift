import Foundation
import Vitrine

/// A shared, ordered log of view-controller lifecycle callbacks, for tests that assert the
/// order UIKit documents (appearance, layout, containment, traits, size transitions, memory
/// warnings) across several controllers at once.
///
/// Give the same recorder to every `RecordingViewController` of a scene, drive the scene
/// (through a `HeadlessHarness`), then compare `events` — or `events(for:)` one controller's
/// share — with the expected sequence:
///
/// ```swift
/// let log = LifecycleRecorder()
/// let root = RecordingViewController(name: "A", recorder: log)
/// harness.window.rootViewController = root
/// harness.renderFrames()
/// XCTAssertEqual(log.events(for: "A", only: [.viewWillAppear, .viewDidAppear]),
///                ["A.viewWillAppear(false)", "A.viewDidAppear(false)"])
/// ```
///
/// The app's own controllers record too, with `observe(_:name:)` (the same event strings; the
/// root view's layout is recorded as `"<name>.view.layoutSubviews"` whatever its class):
///
/// ```swift
/// let log = LifecycleRecorder()
/// let home = HomeViewController()          // any UIViewController subclass
/// log.observe(home, name: "Home")
/// harness.window.rootViewController = home
/// harness.renderFrames()
/// XCTAssertEqual(log.events(for: "Home", only: LifecycleRecorder.appearanceCallbacks),
///                ["Home.viewWillAppear(false)", "Home.viewIsAppearing(false)", "Home.viewDidAppear(false)"])
/// ```
///
/// Each event is a compact string, `"<name>.<callback>"` followed by its argument in
/// parentheses where the callback takes one: `"A.viewWillAppear(false)"`,
/// `"A.viewWillTransition(480x800)"`, `"A.willTransition(h:compact,v:regular)"`,
/// `"B.willMove(toParent:A)"`, `"A.view.layoutSubviews"`.
@MainActor
public final class LifecycleRecorder {
    /// The callbacks a `RecordingViewController` (and its `RecordingRootView`) records. The raw
    /// value is the name used in event strings.
    public enum Callback: String, CaseIterable, Sendable {
        case loadView, viewDidLoad
        case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        case viewWillLayoutSubviews, viewDidLayoutSubviews
        /// The root view's `layoutSubviews()` (recorded as `"<name>.view.layoutSubviews"`).
        case layoutSubviews = "view.layoutSubviews"
        case willMoveToParent = "willMove", didMoveToParent = "didMove"
        case traitCollectionDidChange, willTransition, viewWillTransition
        case didReceiveMemoryWarning

        /// Whether the callback is one of the appearance callbacks, in which the recorder
        /// captures `AppearanceFlags`.
        public var isAppearance: Bool {
            switch self {
            case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
            default: return false
            }
        }
    }

    /// Why a controller appears or disappears, as it reported it from inside an appearance
    /// callback (`isMovingToParent`, `isMovingFromParent`, `isBeingPresented`,
    /// `isBeingDismissed`).
    public struct AppearanceFlags: Equatable, Sendable, CustomStringConvertible {
        public var isMovingToParent: Bool
        public var isMovingFromParent: Bool
        public var isBeingPresented: Bool
        public var isBeingDismissed: Bool

        public init(isMovingToParent: Bool = false, isMovingFromParent: Bool = false,
                    isBeingPresented: Bool = false, isBeingDismissed: Bool = false) {
            self.isMovingToParent = isMovingToParent
            self.isMovingFromParent = isMovingFromParent
            self.isBeingPresented = isBeingPresented
            self.isBeingDismissed = isBeingDismissed
        }

        /// No flag set.
        public static let none = AppearanceFlags()

        public var description: String {
            let set = [("movingToParent", isMovingToParent), ("movingFromParent", isMovingFromParent),
                       ("beingPresented", isBeingPresented), ("beingDismissed", isBeingDismissed)]
                .filter(\.1).map(\.0)
            return set.isEmpty ? "[]" : "[" + set.joined(separator: ",") + "]"
        }
    }

    /// One recorded callback.
    public struct Record: Equatable, Sendable, CustomStringConvertible {
        /// The recording controller's name.
        public var name: String
        public var callback: Callback
        /// The argument as written in the event string (`"false"`, `"480x800"`, …), if any.
        public var argument: String?
        /// The controller's flags at the time, for appearance callbacks.
        public var flags: AppearanceFlags?

        public init(name: String, callback: Callback, argument: String? = nil, flags: AppearanceFlags? = nil) {
            self.name = name
            self.callback = callback
            self.argument = argument
            self.flags = flags
        }

        /// The compact event string: `"A.viewWillAppear(false)"`.
        public var description: String {
            "\(name).\(callback.rawValue)" + (argument.map { "(\($0))" } ?? "")
        }
    }

    /// Every record so far, oldest first.
    public private(set) var records: [Record] = []

    /// Creates an empty log.
    public init() {}

    /// Every event so far as compact strings, oldest first.
    public var events: [String] { records.map(\.description) }

    /// Appends a record (the recording controllers and views call this).
    public func record(_ record: Record) { records.append(record) }

    /// Forgets everything recorded so far.
    public func clear() { records.removeAll() }

    /// Records the lifecycle callbacks the framework calls on `controller` (any controller, not
    /// only a `RecordingViewController`) under `name`, with the same event strings, until
    /// `stopObserving(_:)` or the controller is released. Recorded just before the callback
    /// runs. `willMove(toParent:)` and `didMove(toParent:)` are recorded from
    /// `UIViewController`'s own implementations, so also when the app calls them, as long as
    /// its overrides call `super` (as UIKit asks). Replaces any earlier observation of the
    /// controller; do not observe a `RecordingViewController` (it records itself already).
    public func observe(_ controller: UIViewController, name: String) {
        observedNames[ObjectIdentifier(controller)] = name
        controller.lifecycleObserver = { [weak self] vc, event in
            guard let self else { return }
            let (callback, argument) = self.callback(event)
            let flags = callback.isAppearance
                ? AppearanceFlags(isMovingToParent: vc.isMovingToParent, isMovingFromParent: vc.isMovingFromParent,
                                  isBeingPresented: vc.isBeingPresented, isBeingDismissed: vc.isBeingDismissed)
                : nil
            self.record(Record(name: name, callback: callback, argument: argument, flags: flags))
        }
    }

    /// Stops recording `controller`'s callbacks.
    public func stopObserving(_ controller: UIViewController) {
        controller.lifecycleObserver = nil
        observedNames[ObjectIdentifier(controller)] = nil
    }

    /// The names observed controllers record under (a parent in `willMove`/`didMove` events
    /// is named by its observed name).
    private var observedNames: [ObjectIdentifier: String] = [:]

    /// A parent's name in containment events: its observed or recording name, else its type.
    private func label(_ vc: UIViewController?) -> String {
        if let vc, let name = observedNames[ObjectIdentifier(vc)] { return name }
        return RecordingViewController.label(vc)
    }

    /// The recorder's callback and argument string for a framework event (the strings
    /// `RecordingViewController` writes).
    private func callback(_ event: ViewControllerLifecycleEvent) -> (Callback, String?) {
        switch event {
        case .loadView: return (.loadView, nil)
        case .viewDidLoad: return (.viewDidLoad, nil)
        case .viewWillAppear(let a): return (.viewWillAppear, "\(a)")
        case .viewIsAppearing(let a): return (.viewIsAppearing, "\(a)")
        case .viewDidAppear(let a): return (.viewDidAppear, "\(a)")
        case .viewWillDisappear(let a): return (.viewWillDisappear, "\(a)")
        case .viewDidDisappear(let a): return (.viewDidDisappear, "\(a)")
        case .viewWillLayoutSubviews: return (.viewWillLayoutSubviews, nil)
        case .layoutSubviews: return (.layoutSubviews, nil)
        case .viewDidLayoutSubviews: return (.viewDidLayoutSubviews, nil)
        case .willMove(let parent): return (.willMoveToParent, "toParent:" + label(parent))
        case .didMove(let parent): return (.didMoveToParent, "toParent:" + label(parent))
        case .traitCollectionDidChange(let traits): return (.traitCollectionDidChange, RecordingViewController.sizeClasses(traits))
        case .willTransition(let traits): return (.willTransition, RecordingViewController.sizeClasses(traits))
        case .viewWillTransition(let size): return (.viewWillTransition, RecordingViewController.size(size))
        case .didReceiveMemoryWarning: return (.didReceiveMemoryWarning, nil)
        }
    }

    /// The events of the controller called `name` (and of its root view), oldest first,
    /// optionally only those of the callbacks in `only`.
    public func events(for name: String, only: Set<Callback>? = nil) -> [String] {
        records.filter { $0.name == name && (only?.contains($0.callback) ?? true) }.map(\.description)
    }

    /// The events of every controller, oldest first, keeping only the callbacks in `callbacks`
    /// (for instance the appearance callbacks without the layout ones).
    public func events(only callbacks: Set<Callback>) -> [String] {
        records.filter { callbacks.contains($0.callback) }.map(\.description)
    }

    /// The flags the controller called `name` saw in each of its `callback` calls, oldest first.
    public func flags(for name: String, in callback: Callback) -> [AppearanceFlags] {
        records.filter { $0.name == name && $0.callback == callback }.compactMap(\.flags)
    }

    /// The appearance callbacks, the most common filter.
    public static let appearanceCallbacks: Set<Callback> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear,
                                                            .viewWillDisappear, .viewDidDisappear]
    /// The containment callbacks.
    public static let containmentCallbacks: Set<Callback> = [.willMoveToParent, .didMoveToParent]
    /// The layout callbacks (the controller's and its root view's).
    public static let layoutCallbacks: Set<Callback> = [.viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews]
}
