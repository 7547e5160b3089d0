import Foundation
import VitrineGraphics

/// The standard content of a list row, header or footer: an image, a text and a secondary
/// text, with their fonts, colours and spacing. Start from one of the factories (`cell()`,
/// `subtitleCell()`, `valueCell()`, `plainHeader()`…), set the text, and give it to a cell's
/// `contentConfiguration`. Mirrors UIKit's `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The primary text. Mirrors `text`.
    public var text: String?
    /// The primary text with attributes (wins over `text`). Mirrors `attributedText`.
    public var attributedText: NSAttributedString?
    /// The secondary text. Mirrors `secondaryText`.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over `secondaryText`). Mirrors
    /// `secondaryAttributedText`.
    public var secondaryAttributedText: NSAttributedString?
    /// The image at the leading edge. Mirrors `image`.
    public var image: UIImage?

    /// How the primary text looks. Mirrors `textProperties`.
    public var textProperties: TextProperties
    /// How the secondary text looks. Mirrors `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// How the image looks and how much room it takes. Mirrors `imageProperties`.
    public var imageProperties: ImageProperties

    /// The margins around the content. Mirrors `directionalLayoutMargins`.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Along which axes the content view keeps its superview's margins when they are larger
    /// ("By default, the content view preserves the layout margins of its superview on both
    /// axes"). Mirrors `axesPreservingSuperviewLayoutMargins`.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Space between the image and the text. Mirrors `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = ListMetrics.imageToTextPadding
    /// Space between text and secondary text side by side. Mirrors
    /// `textToSecondaryTextHorizontalPadding`.
    public var textToSecondaryTextHorizontalPadding: CGFloat = ListMetrics.textToSecondaryTextHorizontalPadding
    /// Space between text and secondary text stacked. Mirrors
    /// `textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextVerticalPadding: CGFloat = ListMetrics.textToSecondaryTextVerticalPadding
    /// Whether text and secondary text sit on one line (text leading, secondary trailing) "if
    /// there's sufficient space. Otherwise, the configuration stacks the text in a vertical
    /// layout." Mirrors `prefersSideBySideTextAndSecondaryText`.
    public var prefersSideBySideTextAndSecondaryText = false

    /// `.value2`'s layout: the text in a fixed trailing-aligned column, the secondary text
    /// beside it (used by `UITableViewCell`'s standard style; UIKit has no factory for it).
    var columnWidth: CGFloat? = nil

    init(textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
         margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        imageProperties = ImageProperties()
        directionalLayoutMargins = margins
    }

    // MARK: Content views

    /// A `UIListContentView` showing this configuration. Mirrors `makeContentView()`.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration in `state`: for a cell that is disabled the text colours fade to
    /// secondary grey; everything else is as it was. Mirrors `updated(for:)`.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var c = self
        if let s = state as? UICellConfigurationState, s.isDisabled {
            c.textProperties.color = UIColor.secondaryLabel
            c.secondaryTextProperties.color = UIColor.secondaryLabel
        }
        return c
    }

    /// The text to show (attributed text's string wins), after the text transform.
    var displayedText: String? { textProperties.transform.apply(attributedText?.string ?? text) }
    /// The secondary text to show.
    var displayedSecondaryText: String? { secondaryTextProperties.transform.apply(secondaryAttributedText?.string ?? secondaryText) }
}

extension UIListContentConfiguration {
    /// How a text of the configuration looks. Mirrors
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// Mirrors `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable {
            case natural, center, justified
        }
        /// Mirrors `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable {
            case none, uppercase, lowercase, capitalized

            func apply(_ s: String?) -> String? {
                guard let s else { return nil }
                switch self {
                case .none: return s
                case .uppercase: return s.uppercased()
                case .lowercase: return s.lowercased()
                case .capitalized: return s.capitalized
                }
            }
        }

        public var font: UIFont
        public var color: UIColor
        /// Applied to `color` when the text is drawn. Mirrors `colorTransformer`.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs. Mirrors `numberOfLines`.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        /// The colour after the transformer. Mirrors `resolvedColor()`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image of the configuration looks. Mirrors
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        /// A `reservedLayoutSize` dimension meaning "the system's standard". Mirrors
        /// `standardDimension`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// Tint for template images (kept; Vitrine's images have no template mode yet).
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is shown at (aspect kept; 0 in a dimension: no limit).
        /// Mirrors `maximumSize`.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller (or absent), so that the text of
        /// rows lines up. Mirrors `reservedLayoutSize`.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        /// The tint after the transformer. Mirrors `resolvedTintColor(for:)`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let c = self.tintColor ?? tintColor
            return tintColorTransformer?(c) ?? c
        }
    }
}
