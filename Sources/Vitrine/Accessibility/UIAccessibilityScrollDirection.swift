/// Which way a screen reader's three-finger swipe scrolls: the direction the fingers moved.
/// Mirrors `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
