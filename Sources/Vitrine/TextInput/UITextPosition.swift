import Foundation

/// A position in a text input's text. Mirrors UIKit's `UITextPosition`: opaque to the text
/// system, which only passes positions back to the input that made them; each input
/// subclasses it (Vitrine's own inputs use `IndexedTextPosition`, a UTF-16 offset).
@MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A range between two positions of a text input. Mirrors UIKit's `UITextRange`.
@MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// The start of the range. Mirrors `UITextRange.start`.
    open var start: UITextPosition { UITextPosition() }
    /// The end of the range. Mirrors `UITextRange.end`.
    open var end: UITextPosition { UITextPosition() }
    /// Whether start and end are the same position. Mirrors `UITextRange.isEmpty`.
    open var isEmpty: Bool { false }
}

/// A UTF-16 offset into a text input's text: the `UITextPosition` Vitrine's own text inputs
/// hand out (UIKit's `NSRange`-based inputs do the same privately). Apps writing their own
/// `UITextInput` may use it too.
public final class IndexedTextPosition: UITextPosition {
    /// The UTF-16 offset from the start of the text.
    public let offset: Int
    public init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
}

/// A range of UTF-16 offsets: the `UITextRange` Vitrine's own text inputs hand out.
public final class IndexedTextRange: UITextRange {
    /// The UTF-16 range.
    public let range: NSRange
    public init(_ range: NSRange) {
        self.range = NSRange(location: max(0, range.location), length: max(0, range.length))
        super.init()
    }
    public convenience init(from a: Int, to b: Int) {
        self.init(NSRange(location: min(a, b), length: abs(b - a)))
    }
    public override var start: UITextPosition { IndexedTextPosition(range.location) }
    public override var end: UITextPosition { IndexedTextPosition(range.location + range.length) }
    public override var isEmpty: Bool { range.length == 0 }
}
