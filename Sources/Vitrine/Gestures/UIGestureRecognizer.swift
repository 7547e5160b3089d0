import Foundation
import VitrinePlatform

/// Decides what a recognizer may do alongside others. Mirrors `UIGestureRecognizerDelegate`.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave the possible state. Mirrors `gestureRecognizerShouldBegin(_:)`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both may recognize at once. Mirrors
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    /// Whether the recognizer gets `touch` at all. Mirrors `gestureRecognizer(_:shouldReceive:)`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// The base of gesture recognizers: gets the touches of its view (and the views inside it)
/// before the view does, moves through UIKit's state machine, and calls its actions. Mirrors
/// UIKit's `UIGestureRecognizer` (subclass hooks included, as `UIGestureRecognizerSubclass`
/// exposes them).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Mirrors `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success is `.ended` (UIKit's `.recognized`).
        public static let recognized = State.ended
        public var description: String { ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue] }
    }

    /// The view it is attached to. Mirrors `UIGestureRecognizer.view`.
    public internal(set) weak var view: UIView?
    /// Mirrors `UIGestureRecognizer.delegate`.
    public weak var delegate: UIGestureRecognizerDelegate?
    /// Mirrors `UIGestureRecognizer.isEnabled`.
    public var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    /// Whether the view's touches are cancelled once this recognizes (`true` by default).
    /// Mirrors `cancelsTouchesInView`.
    public var cancelsTouchesInView = true
    /// Whether the view gets touchesBegan only after this fails (`false` by default). Mirrors
    /// `delaysTouchesBegan`.
    public var delaysTouchesBegan = false
    /// Mirrors `delaysTouchesEnded` (accepted; ended touches are delivered at once).
    public var delaysTouchesEnded = true

    /// The touches this recognizer is tracking.
    public internal(set) var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakRecognizer] = []
    /// A state change held back until the recognizers it must wait for have failed.
    var pendingState: State?
    private var actions: [(UIGestureRecognizer) -> Void] = []

    /// A recognizer calling `action` on every state change that UIKit sends actions for.
    /// Mirrors `UIGestureRecognizer(target:action:)` with a closure.
    public init(action: ((UIGestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// Adds an action. Mirrors `addTarget(_:action:)` with a closure.
    public func addAction(_ action: @escaping (UIGestureRecognizer) -> Void) { actions.append(action) }

    /// Makes this recognizer wait until `other` fails before it recognizes. Mirrors
    /// `require(toFail:)`.
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    var requirements: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// The state. Subclasses set it (as with `UIGestureRecognizerSubclass`); leaving
    /// `.possible` goes through the arbitration with the other recognizers of the touches
    /// (failure requirements, simultaneous recognition, `gestureRecognizerShouldBegin`).
    public var state: State {
        get { _state }
        set { GestureArbiter.request(self, newValue) }
    }
    var _state: State = .possible

    /// Mirrors `UIGestureRecognizer.numberOfTouches`.
    public var numberOfTouches: Int { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    /// The centroid of the touches in `view`'s coordinates. Mirrors `location(in:)`.
    open func location(in view: UIView?) -> CGPoint {
        let pts = trackedTouches.map { $0.location(in: view) }
        guard !pts.isEmpty else { return .zero }
        return CGPoint(x: pts.map(\.x).reduce(0, +) / CGFloat(pts.count), y: pts.map(\.y).reduce(0, +) / CGFloat(pts.count))
    }

    /// One touch's location. Mirrors `location(ofTouch:in:)`.
    public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : .zero
    }

    /// The screen's clock (for timeouts: long press, multiple taps).
    public var clock: (any Clock)? { view?.window?.screen.compositor.clock }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = state == .possible ? .failed : .cancelled }
    /// Back to the start after a gesture ended, failed or was cancelled. Mirrors `reset()`.
    open func reset() {}
    /// Whether this recognizer stops `preventedRecognizer` (by default: any other). Mirrors
    /// `canPrevent(_:)`.
    open func canPrevent(_ preventedRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingRecognizer` can stop this one. Mirrors `canBePrevented(by:)`.
    open func canBePrevented(by preventingRecognizer: UIGestureRecognizer) -> Bool { true }

    func fireActions() { for a in actions { a(self) } }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}
