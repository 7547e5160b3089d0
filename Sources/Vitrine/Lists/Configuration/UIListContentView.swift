import Foundation
import VitrineGraphics

/// The view that shows a `UIListContentConfiguration`: an image view and two labels placed by
/// the configuration's margins and paddings. Mirrors UIKit's `UIListContentView`.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    /// The image size shown (after `maximumSize` and clamping).
    private var shownImageSize: CGSize = .zero

    /// A view showing `configuration`. Mirrors `init(configuration:)`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown (a `UIListContentConfiguration`; another type is reported and
    /// ignored). Mirrors `configuration`.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? UIListContentConfiguration else {
                BadInputLog.report("UIListContentView: cannot show a \(type(of: newValue)); keeping its list content configuration")
                return
            }
            listConfiguration = c
            apply()
        }
    }

    /// The configuration shown, typed. Mirrors `listContentConfiguration`.
    public var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { listConfiguration = newValue; apply() }
    }

    /// Whether `configuration` is a list content configuration. Mirrors `supports(_:)`.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// The text label's layout guide stand-in: the frame the text takes. Mirrors
    /// `textLayoutGuide`'s frame.
    public var textLayoutFrame: CGRect? { textLabel.isHidden ? nil : textLabel.frame }
    /// Mirrors `secondaryTextLayoutGuide`'s frame.
    public var secondaryTextLayoutFrame: CGRect? { secondaryTextLabel.isHidden ? nil : secondaryTextLabel.frame }
    /// Mirrors `imageLayoutGuide`'s frame.
    public var imageLayoutFrame: CGRect? { imageView.isHidden ? nil : imageView.frame }

    private func apply() {
        let c = listConfiguration
        Self.style(textLabel, c.textProperties, text: c.displayedText,
                   attributed: c.textProperties.transform == .none ? c.attributedText : nil)
        Self.style(secondaryTextLabel, c.secondaryTextProperties, text: c.displayedSecondaryText,
                   attributed: c.secondaryTextProperties.transform == .none ? c.secondaryAttributedText : nil)
        if c.columnWidth != nil { textLabel.textAlignment = .right }
        imageView.image = c.image
        imageView.contentMode = .scaleAspectFit
        imageView.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        shownImageSize = ListContentLayout.displayedImageSize(c.image, maximum: c.imageProperties.maximumSize,
                                                              report: { BadInputLog.report($0) })
        imageView.isHidden = shownImageSize == .zero
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    static func style(_ label: UILabel, _ p: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?) {
        label.font = p.font
        label.textColor = p.resolvedColor()
        label.numberOfLines = max(0, p.numberOfLines)
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
        switch p.alignment {
        case .natural: label.textAlignment = .natural
        case .center: label.textAlignment = .center
        case .justified: label.textAlignment = .justified
        }
        if let attributed, attributed.length > 0 {
            label.attributedText = attributed
        } else {
            // Plain text drops attributes an earlier configuration set, even for the same string.
            if label.storedAttributedText != nil { label.attributedText = nil }
            label.text = text
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    /// The margins used: the configuration's, grown to the superview's along
    /// `axesPreservingSuperviewLayoutMargins`.
    var effectiveMargins: NSDirectionalEdgeInsets {
        var m = listConfiguration.directionalLayoutMargins
        if let s = superview {
            let sm = s.directionalLayoutMargins
            if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                m.leading = max(m.leading, sm.leading); m.trailing = max(m.trailing, sm.trailing)
            }
            if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                m.top = max(m.top, sm.top); m.bottom = max(m.bottom, sm.bottom)
            }
        }
        return m
    }

    var layout: ListContentLayout {
        let c = listConfiguration
        var l = ListContentLayout(margins: effectiveMargins)
        l.imageSize = shownImageSize
        var reserved = c.imageProperties.reservedLayoutSize
        if reserved.width == UIListContentConfiguration.ImageProperties.standardDimension { reserved.width = 0 }
        if reserved.height == UIListContentConfiguration.ImageProperties.standardDimension { reserved.height = 0 }
        l.reservedImageSize = reserved
        l.imageToTextPadding = c.imageToTextPadding
        l.horizontalPadding = c.textToSecondaryTextHorizontalPadding
        l.verticalPadding = c.textToSecondaryTextVerticalPadding
        if let w = c.columnWidth {
            l.arrangement = .column(width: w, padding: c.textToSecondaryTextHorizontalPadding)
        } else {
            l.arrangement = c.prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked
        }
        l.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        l.isAccessibilitySize = UIFont.contentSizeCategory(of: traitCollection).isAccessibilityCategory
        return l
    }

    /// A new text size lays the content out again (stacked at the accessibility sizes).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let l = layout
        // The column's text is trailing-aligned beside its detail, natural once stacked.
        if listConfiguration.columnWidth != nil { textLabel.textAlignment = l.effectiveArrangement == .stacked ? .natural : .right }
        let f = l.frames(in: bounds.size, text: textLabel, secondary: secondaryTextLabel)
        imageView.frame = f.image
        textLabel.frame = f.text
        secondaryTextLabel.frame = f.secondary
    }

    /// The size the content needs at `size.width`: that width, and the height of the texts
    /// (wrapped) or the image plus the vertical margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: w, height: layout.frames(in: CGSize(width: w, height: 0), text: textLabel, secondary: secondaryTextLabel).fittingHeight)
    }
}
