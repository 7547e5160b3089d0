import Foundation

extension UIButton {
    /// A button's look as a value: a style (the factories), content (title, subtitle, image),
    /// its arrangement, metrics and colours. Mirrors UIKit's `UIButton.Configuration` (iOS 15).
    /// Assign it to `UIButton.configuration`; the button derives its state-specific look
    /// (highlighted, disabled) from it when it updates (UIButton+ConfigurationStyle.swift).
    ///
    /// `attributedTitle`/`attributedSubtitle` are Swift `AttributedString`s with UIKit's
    /// attributes (`AttributeScopes.UIKitAttributes`: font, colours, kern, underline,
    /// strikethrough), drawn run by run (UIButton+ConfigurationText.swift).
    /// `preferredSymbolConfigurationForImage` is stored for the symbol images of the
    /// system-image work.
    public struct Configuration {
        /// How round the corners are. Mirrors `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Sendable {
            /// The background's own `cornerRadius`. Mirrors `.fixed`.
            case fixed
            /// Follows `buttonSize` (mini 4, small 6, medium 8, large 10 points). Mirrors `.dynamic`.
            case dynamic
            /// 4 points. Mirrors `.small`.
            case small
            /// 8 points. Mirrors `.medium`.
            case medium
            /// 12 points. Mirrors `.large`.
            case large
            /// Half the height. Mirrors `.capsule`.
            case capsule
        }

        /// The size class of the button: fonts and default insets. Mirrors
        /// `UIButton.Configuration.Size`.
        public enum Size: Sendable {
            /// Mirrors `.mini`.
            case mini
            /// Mirrors `.small`.
            case small
            /// Mirrors `.medium` (the default).
            case medium
            /// Mirrors `.large`.
            case large
        }

        /// How the title and subtitle line up with each other. Mirrors
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Sendable {
            /// Centred, or leading with a subtitle beside a leading/trailing image. Mirrors `.automatic`.
            case automatic
            /// Mirrors `.leading`.
            case leading
            /// Mirrors `.center`.
            case center
            /// Mirrors `.trailing`.
            case trailing
        }

        /// The factory the configuration came from.
        enum Style: Sendable { case plain, tinted, gray, filled, bordered, borderedTinted, borderedProminent, borderless }
        var style: Style

        /// Mirrors `title`.
        public var title: String?
        /// Mirrors `subtitle`.
        public var subtitle: String?
        /// Mirrors `attributedTitle` (wins over `title`).
        public var attributedTitle: AttributedString?
        /// Mirrors `attributedSubtitle` (wins over `subtitle`).
        public var attributedSubtitle: AttributedString?
        /// Changes the title's attributes last, after the configuration's font and colour for
        /// the state and `attributedTitle`'s own. Mirrors `titleTextAttributesTransformer`.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// As `titleTextAttributesTransformer`, for the subtitle. Mirrors
        /// `subtitleTextAttributesTransformer`.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Mirrors `image`.
        public var image: UIImage?
        /// Which side of the text the image is on (`.leading` by default). Mirrors `imagePlacement`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text. Mirrors `imagePadding`.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle. Mirrors `titlePadding`.
        public var titlePadding: CGFloat = 0
        /// Mirrors `titleAlignment`.
        public var titleAlignment: TitleAlignment = .automatic
        /// How the title breaks when the button is narrower than it: a truncating mode (the
        /// tail, by default) keeps one line; word or character wrapping gives it as many lines
        /// as it needs — the button's fitting size (`sizeThatFits`) grows taller — which is
        /// what a button whose title must stay whole at the accessibility text sizes wants.
        /// Mirrors `titleLineBreakMode`.
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// Mirrors `cornerStyle` (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// Mirrors `buttonSize` (`.medium` by default).
        public var buttonSize: Size = .medium
        /// The colour of the text and template images (`nil`: the style's). Mirrors `baseForegroundColor`.
        public var baseForegroundColor: UIColor?
        /// The colour the background derives from (`nil`: the style's). Mirrors `baseBackgroundColor`.
        public var baseBackgroundColor: UIColor?
        /// The background (its colour, when set, replaces the style's; its stroke, insets and,
        /// with `.fixed`, corner radius are used). Mirrors `background`.
        public var background: UIBackgroundConfiguration
        /// Stored for symbol images. Mirrors `preferredSymbolConfigurationForImage`.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Shows a spinner in place of the image. Mirrors `showsActivityIndicator`.
        public var showsActivityIndicator = false
        private var _contentInsets: NSDirectionalEdgeInsets?

        /// Space around the content (by `buttonSize` until set: mini 4/8, small 5/10,
        /// medium 7/12, large 14/20 points top-bottom/leading-trailing — iOS 15's look, not
        /// documented by UIKit). Mirrors `contentInsets`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _contentInsets ?? Configuration.defaultInsets(buttonSize) }
            set { _contentInsets = newValue }
        }

        init(style: Style) {
            self.style = style
            var b = UIBackgroundConfiguration.clear()
            b.backgroundColor = nil
            background = b
        }

        /// Mirrors `plain()`: tinted text, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Mirrors `tinted()`: tinted text on a light tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Mirrors `gray()`: tinted text on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// Mirrors `filled()`: white text on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// Mirrors `bordered()` (as iOS 15 draws it: like `gray()`).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// Mirrors `borderedTinted()` (as iOS 15 draws it: like `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// Mirrors `borderedProminent()` (as iOS 15 draws it: like `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// Mirrors `borderless()` (like `plain()`).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// Title and subtitle font sizes by `buttonSize` at the Large text size (iOS 15:
        /// footnote-ish to body).
        var fontSizes: (title: CGFloat, subtitle: CGFloat) {
            switch buttonSize {
            case .mini: return (12, 10)
            case .small: return (15, 12)
            case .medium, .large: return (17, 15)
            }
        }

        /// The title and subtitle fonts at `traits`' text size: `fontSizes` scaled as body
        /// text scales (Dynamic Type), so the button grows with the text.
        func fonts(compatibleWith traits: UITraitCollection?) -> (title: UIFont, subtitle: UIFont) {
            let sizes = fontSizes, metrics = UIFontMetrics.default
            return (metrics.scaledFont(for: .systemFont(ofSize: sizes.title), compatibleWith: traits),
                    metrics.scaledFont(for: .systemFont(ofSize: sizes.subtitle), compatibleWith: traits))
        }

        /// The title shown: `attributedTitle`'s characters, else `title`.
        var shownTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
        /// The subtitle shown.
        var shownSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

        /// The corner radius for a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic:
                switch buttonSize { case .mini: return 4; case .small: return 6; case .medium: return 8; case .large: return 10 }
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }
}
