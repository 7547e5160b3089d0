/// Horizontal text alignment. Mirrors `NSTextAlignment` (iOS's raw values).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
