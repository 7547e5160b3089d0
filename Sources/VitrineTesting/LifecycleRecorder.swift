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
