import Foundation
import VitrineGraphics

/// A configured button's arrangement: the image on the side `imagePlacement` names,
/// `imagePadding` from the text; the title above the subtitle, `titlePadding` apart, lined up
/// by `titleAlignment`; the whole centred inside `contentInsets`. The natural size is the
/// content plus the insets.
extension UIButton {
    /// The spinner's size in place of the image.
    static let activityIndicatorSize = CGSize(width: 20, height: 20)

    private struct ConfigurationMetrics {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var text: CGSize
        var content: CGSize
        var vertical: Bool
    }

    /// The metrics with the title on one line, or, given `width` (the room inside the content
    /// insets) narrower than that line, wrapped to fit it when the title may wrap.
    private func configurationMetrics(_ c: Configuration, width: CGFloat? = nil) -> ConfigurationMetrics {
        let image: CGSize = c.showsActivityIndicator ? UIButton.activityIndicatorSize : (c.image?.size ?? .zero)
        func size(_ l: UILabel) -> CGSize {
            guard let t = l.text, !t.isEmpty else { return .zero }
            return l.intrinsicContentSize
        }
        var title = size(titleContentLabel)
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        if let width, width.isFinite, titleContentLabel.numberOfLines != 1, title != .zero {
            let beside = vertical || image == .zero ? 0 : image.width + c.imagePadding
            let room = max(1, width - beside)
            if title.width > room {
                let wrapped = titleContentLabel.sizeThatFits(CGSize(width: room, height: 0))
                title = CGSize(width: min(room, wrapped.width), height: wrapped.height)
            }
        }
        let subtitle = size(configurationStore.subtitleLabel)
        let both = title != .zero && subtitle != .zero
        let text = CGSize(width: max(title.width, subtitle.width),
                          height: title.height + subtitle.height + (both ? c.titlePadding : 0))
        let hasImage = image != .zero, hasText = text != .zero
        let pad = hasImage && hasText ? c.imagePadding : 0
        let content = vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + pad + text.height)
            : CGSize(width: image.width + pad + text.width, height: max(image.height, text.height))
        return ConfigurationMetrics(image: image, title: title, subtitle: subtitle, text: text, content: content, vertical: vertical)
    }

    /// The content plus `contentInsets`. Mirrors a configured `UIButton.intrinsicContentSize`.
    func configurationIntrinsicSize() -> CGSize {
        updateConfigurationIfNeeded()
        guard let c = configurationStore.configuration else { return .zero }
        let m = configurationMetrics(c)
        let i = c.contentInsets
        return CGSize(width: m.content.width + i.leading + i.trailing, height: m.content.height + i.top + i.bottom)
    }

    /// The size at most `width` wide: the intrinsic size, or narrower and taller with the
    /// title wrapped when it does not fit on one line.
    func configurationFittingSize(width: CGFloat) -> CGSize {
        updateConfigurationIfNeeded()
        guard let c = configurationStore.configuration else { return .zero }
        let i = c.contentInsets
        let m = configurationMetrics(c, width: width - i.leading - i.trailing)
        return CGSize(width: m.content.width + i.leading + i.trailing, height: m.content.height + i.top + i.bottom)
    }

    /// Places the background, image (or spinner), title and subtitle.
    func layoutConfiguration() {
        guard let c = configurationStore.configuration else { return }
        let s = configurationStore
        s.backgroundView.frame = bounds
        let radius = c.cornerRadius(height: bounds.height)
        if s.backgroundView.configuration.cornerRadius != radius {
            var bg = s.backgroundView.configuration
            bg.cornerRadius = radius
            s.backgroundView.apply(bg, tintColor: tintColor ?? .systemBlue)
        }
        let i = c.contentInsets
        let m = configurationMetrics(c, width: bounds.width - i.leading - i.trailing)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        let area = CGRect(x: left, y: i.top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - i.top - i.bottom))
        let content = CGRect(x: area.midX - min(m.content.width, area.width) / 2, y: area.midY - m.content.height / 2,
                             width: min(m.content.width, area.width), height: m.content.height)
        let hasImage = m.image != .zero, hasText = m.text != .zero
        let pad = hasImage && hasText ? c.imagePadding : 0
        var imageFrame = CGRect.zero, textFrame = CGRect.zero
        if m.vertical {
            let imageOnTop = c.imagePlacement == .top
            let imageY = imageOnTop ? content.minY : content.maxY - m.image.height
            let textY = imageOnTop ? content.minY + m.image.height + pad : content.minY
            imageFrame = CGRect(x: content.midX - m.image.width / 2, y: imageY, width: m.image.width, height: m.image.height)
            textFrame = CGRect(x: content.midX - min(m.text.width, content.width) / 2, y: textY, width: min(m.text.width, content.width), height: m.text.height)
        } else {
            let imageOnLeft = (c.imagePlacement == .trailing) == rtl
            let textWidth = max(0, min(m.text.width, content.width - m.image.width - pad))
            let imageX = imageOnLeft ? content.minX : content.maxX - m.image.width
            let textX = imageOnLeft ? content.minX + m.image.width + pad : content.minX
            imageFrame = CGRect(x: imageX, y: content.midY - m.image.height / 2, width: m.image.width, height: m.image.height)
            textFrame = CGRect(x: textX, y: content.midY - m.text.height / 2, width: textWidth, height: m.text.height)
        }
        imageContentView.frame = c.showsActivityIndicator ? .zero : imageFrame
        s.activityIndicator?.frame = imageFrame
        // Title alignment inside the text block.
        let alignment: Configuration.TitleAlignment
        if c.titleAlignment == .automatic {
            alignment = !m.vertical && hasImage && m.subtitle != .zero ? .leading : .center
        } else {
            alignment = c.titleAlignment
        }
        func x(_ width: CGFloat) -> CGFloat {
            let w = min(width, textFrame.width)
            switch alignment {
            case .leading: return rtl ? textFrame.maxX - w : textFrame.minX
            case .trailing: return rtl ? textFrame.minX : textFrame.maxX - w
            default: return textFrame.midX - w / 2
            }
        }
        titleContentLabel.frame = CGRect(x: x(m.title.width), y: textFrame.minY, width: min(m.title.width, textFrame.width), height: m.title.height)
        let subtitleY = textFrame.minY + m.title.height + (m.title != .zero ? c.titlePadding : 0)
        s.subtitleLabel.frame = CGRect(x: x(m.subtitle.width), y: subtitleY, width: min(m.subtitle.width, textFrame.width), height: m.subtitle.height)
    }

    /// The view `showsActivityIndicator` shows: a medium `UIActivityIndicatorView`, spinning,
    /// in the button's foreground colour (given as its tint).
    func makeButtonActivityIndicator() -> UIView {
        let v = ButtonActivityIndicatorView(style: .medium)
        v.startAnimating()
        return v
    }
}

/// The configuration's spinner: an activity indicator whose colour follows its tint (the
/// button sets the tint to the configuration's foreground colour).
@MainActor
final class ButtonActivityIndicatorView: UIActivityIndicatorView {
    override func tintColorDidChange() {
        super.tintColorDidChange()
        color = tintColor
    }
}
