import Foundation

/// One rectangle of a selection's highlight (a selection over several lines, or over text of
/// both directions, has several). Mirrors UIKit's `UITextSelectionRect`; subclasses override
/// the getters, as in UIKit, or use `init(rect:…)`.
@MainActor
open class UITextSelectionRect: NSObject {
    private let _rect: CGRect
    private let _writingDirection: NSWritingDirection
    private let _containsStart: Bool
    private let _containsEnd: Bool
    private let _isVertical: Bool

    public init(rect: CGRect = .zero, writingDirection: NSWritingDirection = .leftToRight,
                containsStart: Bool = false, containsEnd: Bool = false, isVertical: Bool = false) {
        _rect = rect
        _writingDirection = writingDirection
        _containsStart = containsStart
        _containsEnd = containsEnd
        _isVertical = isVertical
    }

    /// The rectangle, in the text input view's coordinates. Mirrors `UITextSelectionRect.rect`.
    open var rect: CGRect { _rect }
    /// The direction of the text in this rectangle. Mirrors `writingDirection`.
    open var writingDirection: NSWritingDirection { _writingDirection }
    /// Whether this rectangle holds the selection's start (its handle). Mirrors `containsStart`.
    open var containsStart: Bool { _containsStart }
    /// Whether this rectangle holds the selection's end (its handle). Mirrors `containsEnd`.
    open var containsEnd: Bool { _containsEnd }
    /// Whether the text runs vertically (never, in Vitrine's layouts). Mirrors `isVertical`.
    open var isVertical: Bool { _isVertical }
}
