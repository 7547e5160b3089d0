import Foundation

// UIKit's accessibility defaults for the standard views that are not controls: labels, images,
// progress and activity indicators, text fields and views, table cells.

extension UIImage {
    /// The symbol's name for a system image (`UIImage(systemName:)`), else `nil`: what a
    /// button or image view without a title or label is called.
    var symbolName: String? { symbol?.name }
}

extension UILabel: BuiltInAccessibility {
    /// The label's text.
    var builtInAccessibilityLabel: String? { text.flatMap { $0.isEmpty ? nil : $0 } }

    /// `.staticText`; a navigation bar's title is also a `.header` (as UIKit marks it:
    /// "a header that divides content into sections, like the title of a navigation bar").
    var builtInAccessibilityTraits: UIAccessibilityTraits {
        if let bar = superview as? UINavigationBar, bar.titleLabel === self { return [.staticText, .header] }
        return .staticText
    }
}

extension UIImageView: BuiltInAccessibility {
    /// Not an element ("The default value for this property is false"; an image view is not a
    /// control): an app that wants its image read makes it one.
    var builtInIsAccessibilityElement: Bool { false }

    /// The image's name when it is a symbol.
    var builtInAccessibilityLabel: String? { image?.symbolName }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .image }
}

extension UIProgressView: BuiltInAccessibility {
    /// The progress as a percentage ("35%").
    var builtInAccessibilityValue: String? { accessibilityPercent(Double(progress)) }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}

extension UIActivityIndicatorView: BuiltInAccessibility {
    /// An element while it spins (a stopped indicator is usually hidden and says nothing).
    var builtInIsAccessibilityElement: Bool { isAnimating }

    /// "In progress", as iOS reads a spinning indicator.
    var builtInAccessibilityLabel: String? { isAnimating ? "In progress" : nil }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}

extension UITextField: BuiltInAccessibility {
    /// The placeholder, which names what the field is for.
    var builtInAccessibilityLabel: String? { placeholder.flatMap { $0.isEmpty ? nil : $0 } }

    /// A search field says so ("Search, search field").
    var builtInAccessibilityTraits: UIAccessibilityTraits { self is UISearchTextField ? .searchField : [] }

    /// The text ("the value of a text field is the text it contains"); a bullet for each
    /// character of secure text. A search field's tokens come first (they are before the text).
    var builtInAccessibilityValue: String? {
        let t = text.flatMap { $0.isEmpty ? nil : isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 }
        let tokens = (self as? UISearchTextField)?.tokensAccessibilityText
        let parts = [tokens, t].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension UITextView: BuiltInAccessibility {
    /// The text.
    var builtInAccessibilityValue: String? { text.flatMap { $0.isEmpty ? nil : $0 } }
}

extension UITableViewCell: BuiltInAccessibility {
    /// The text of the labels shown in the cell (its standard labels or its content
    /// configuration's), in order, separated by commas: UIKit composes a cell's label from its
    /// labels the same way.
    var builtInAccessibilityLabel: String? { contentView.labelsText }

    /// `.selected` while selected.
    var builtInAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }
}

extension UICollectionViewCell: BuiltInAccessibility {
    /// One element, read as a table cell is, while its content has no control of its own (a
    /// cell with buttons or switches in it is a container, so each stays reachable). UIKit
    /// leaves the default unspecified; this is what VoiceOver reads for list-like cells.
    var builtInIsAccessibilityElement: Bool { !contentView.containsControl }

    /// The text of the labels shown in the cell, in order, separated by commas.
    var builtInAccessibilityLabel: String? { contentView.labelsText }

    /// `.selected` while selected.
    var builtInAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }
}

extension UIView {
    /// The shown labels' text in this view's subtree, in order, separated by commas (a cell's
    /// label: UIKit composes it from the cell's labels the same way).
    var labelsText: String? {
        var texts: [String] = []
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            guard !v.isHidden, v.alpha > 0 else { continue }
            if let l = v as? UILabel, let t = l.accessibilityLabel, !t.isEmpty { texts.append(t) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// Whether a visible control is in this view's subtree.
    var containsControl: Bool {
        var stack: [UIView] = subviews
        while let v = stack.popLast() {
            guard !v.isHidden, v.alpha > 0 else { continue }
            if v is UIControl { return true }
            stack.append(contentsOf: v.subviews)
        }
        return false
    }
}

extension UITabBar: BuiltInAccessibility {
    /// A container of its items' buttons, not an element.
    var builtInIsAccessibilityElement: Bool { false }

    var builtInAccessibilityTraits: UIAccessibilityTraits { .tabBar }
}
