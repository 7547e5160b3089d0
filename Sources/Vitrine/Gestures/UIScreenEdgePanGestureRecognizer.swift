import Foundation

/// Edges of a rectangle. Mirrors UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// Mirrors `UIRectEdge.rawValue` (top 1, left 2, bottom 4, right 8).
    public let rawValue: UInt
    /// Mirrors `UIRectEdge(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `UIRectEdge.top`.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// Mirrors `UIRectEdge.left`.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// Mirrors `UIRectEdge.bottom`.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// Mirrors `UIRectEdge.right`.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Mirrors `UIRectEdge.all`.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen. Mirrors UIKit's
/// `UIScreenEdgePanGestureRecognizer` ("A continuous gesture recognizer that interprets
/// panning gestures that start near an edge of the screen"): it fails unless its first touch
/// comes down within `edgeWidth` points of one of `edges` (measured in the window, whose
/// coordinates follow the interface orientation, as UIKit's `edges` do), and unless the finger
/// then moves away from that edge (more across it than along it); from there it is a
/// `UIPanGestureRecognizer`. As UIKit documents, it "ignores any touches beyond the first
/// touch".
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (none by default, as UIKit's). Mirrors `edges`.
    public var edges: UIRectEdge = []
    /// How far from an edge (points) the first touch may come down. UIKit does not document
    /// its width; about 20 points is what iOS uses.
    public var edgeWidth: CGFloat = 20

    /// Asked just before the gesture would begin (the navigation controller's own conditions
    /// for its edge swipe); `false` fails it.
    var canBegin: (() -> Bool)?
    /// Whether the edges are those of the recognizer's view rather than the window's (the
    /// navigation controller's swipe back starts at its own view's edge, as UIKit's does in a
    /// split view's detail column).
    var measuresFromView = false

    private var first: UITouch?
    private var start: CGPoint = .zero
    /// The edge the first touch came down at.
    private var edge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard first == nil else { return }   // touches beyond the first are ignored
        guard let touch = touches.first, let window = view?.window else { state = .failed; return }
        let p: CGPoint, b: CGRect
        if measuresFromView, let v = view {
            p = touch.location(in: v)
            b = v.bounds
        } else {
            p = touch.location(in: nil)
            b = window.bounds
        }
        let near: [(UIRectEdge, CGFloat)] = [(.left, p.x - b.minX), (.right, b.maxX - p.x), (.top, p.y - b.minY), (.bottom, b.maxY - p.y)]
        guard let hit = near.first(where: { edges.contains($0.0) && $0.1 >= 0 && $0.1 <= edgeWidth }) else {
            state = .failed
            return
        }
        first = touch
        start = touch.location(in: nil)
        edge = hit.0
        super.touchesBegan([touch], with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let first, touches.contains(where: { $0 === first }) else { return }
        if state == .possible {
            let p = first.location(in: nil)
            let d = CGPoint(x: p.x - start.x, y: p.y - start.y)
            if hypot(d.x, d.y) >= hysteresis {
                let across: CGFloat, along: CGFloat
                switch edge {
                case .left: (across, along) = (d.x, d.y)
                case .right: (across, along) = (-d.x, d.y)
                case .top: (across, along) = (d.y, d.x)
                default: (across, along) = (-d.y, d.x)
                }
                guard across > 0, across >= abs(along) else { state = .failed; return }
                if let canBegin, !canBegin() { state = .failed; return }
            }
        }
        super.touchesMoved([first], with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let first, touches.contains(where: { $0 === first }) else { return }
        super.touchesEnded([first], with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let first, touches.contains(where: { $0 === first }) else { return }
        super.touchesCancelled([first], with: event)
    }

    /// Forgets the first touch. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        first = nil
        start = .zero
        edge = []
    }
}
