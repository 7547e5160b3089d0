import Foundation

/// A direction in the text's layout. Mirrors UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A direction in the text's storage order. Mirrors UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// Either kind of direction, by raw value (UIKit's `UITextDirection`, an integer that holds
/// a `UITextStorageDirection` or a `UITextLayoutDirection`).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The storage direction `d`. Mirrors `UITextDirection.storage(_:)`.
    public static func storage(_ d: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: d.rawValue) }
    /// The layout direction `d`. Mirrors `UITextDirection.layout(_:)`.
    public static func layout(_ d: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: d.rawValue) }
}

/// Units of text a tokenizer walks by. Mirrors UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}
