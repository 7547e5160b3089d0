import Foundation

/// One accessibility string (a label, value or hint) in its plain and attributed forms, kept
/// in step as UIKit keeps `accessibilityLabel` and `accessibilityAttributedLabel`: setting
/// the attributed form sets the plain one to its `string`; setting the plain one drops the
/// attributed form, so the attributed getter then returns the plain string wrapped.
struct AccessibilityText {
    /// The plain string (`nil`: not set).
    private(set) var plain: String?
    /// The attributed string as set (a copy, as UIKit's `copy` property), `nil` unless it
    /// was set in attributed form.
    private var attributed: NSAttributedString?

    /// Sets the plain string; the attributed form becomes a plain attributed string of it.
    mutating func set(_ string: String?) {
        plain = string
        attributed = nil
    }

    /// Sets the attributed form (a copy) and the plain string to its `string`.
    mutating func set(_ string: NSAttributedString?) {
        plain = string?.string
        attributed = string.map { NSAttributedString(attributedString: $0) }
    }

    /// The attributed form: the one set, else `current` (the property's plain value, which
    /// may be a default or an override) wrapped without attributes.
    func attributed(current: String?) -> NSAttributedString? {
        attributed ?? current.map { NSAttributedString(string: $0) }
    }
}
