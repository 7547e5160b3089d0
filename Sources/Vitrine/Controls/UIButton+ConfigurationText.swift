import Foundation

/// A configured button's styled title and subtitle. Each run of the text starts from the
/// configuration's look for the state (the size's font, the style's foreground colour), takes
/// the run's own UIKit attributes over it (an own colour is treated as that run's
/// `baseForegroundColor`, so it dims and greys with the state as the button's does), and then
/// the text attributes transformer changes the result, last, as UIKit's "transformer …
/// accepts a container with the current text attributes and returns … the new text
/// attributes".
extension UIButton.Configuration {
    /// The text as shown in `state`, or `nil` when it is plain text in the configuration's
    /// font and colour (no attributed text and no transformer).
    static func styledText(_ attributed: AttributedString?, plain: String?,
                           transformer: UIConfigurationTextAttributesTransformer?,
                           font: UIFont, colour: (UIColor?) -> UIColor) -> AttributedString? {
        guard attributed != nil || transformer != nil else { return nil }
        guard let text = attributed ?? plain.map({ AttributedString($0) }) else { return nil }
        var shown = text
        for run in text.runs {
            let own = run.attributes
            var attributes = AttributeContainer()
            attributes.font = font
            attributes.merge(own)
            attributes.foregroundColor = colour(own.foregroundColor)
            if let transformer { attributes = transformer(attributes) }
            shown[run.range].setAttributes(attributes)
        }
        return shown
    }
}

extension UIButton {
    /// Shows `styled` (or, when `nil`, `plain`) on `label` in `font` and `colour`.
    func showConfigurationText(_ styled: AttributedString?, plain: String?, on label: UILabel, font: UIFont, colour: UIColor) {
        label.font = font
        label.textColor = colour
        guard let styled else {
            // Plain text replaces an earlier attributed one even when the characters match.
            if label.storedAttributedText != nil { label.attributedText = nil }
            label.text = plain
            return
        }
        label.attributedText = configurationStore.attributedString(for: styled)
    }
}

extension ButtonConfigurationStore {
    /// `text` as the `NSAttributedString` a label draws, kept for the few looks a button
    /// switches between (normal, highlighted…): Foundation on Linux never frees an
    /// `NSAttributedString`'s runs, so one made per state change would grow the process.
    func attributedString(for text: AttributedString) -> NSAttributedString {
        if let known = attributedStrings[text] { return known }
        let made = NSMutableAttributedString(string: String(text.characters))
        var location = 0
        for run in text.runs {
            let length = String(text[run.range].characters).utf16.count
            made.setAttributes(run.attributes.uiKitDictionary, range: NSRange(location: location, length: length))
            location += length
        }
        let kept = (made.copy() as? NSAttributedString) ?? made
        if attributedStrings.count >= 8 { attributedStrings.removeAll() }
        attributedStrings[text] = kept
        return kept
    }
}
