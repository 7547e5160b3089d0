import Foundation

/// The large content viewer's panel: an item's image (enlarged) above its title in a large
/// font, centred on the screen in a rounded translucent platter of the system material, light
/// or dark with the appearance (the content in `label` colour, so it reads in both), with a
/// popover's soft shadow, opaque and outlined at increased contrast, opaque with Reduce
/// Transparency. It takes no touches
/// (the finger stays with the interaction's gesture) and reads as static text to the screen
/// reader.
@MainActor
final class LargeContentViewerHUD: UIView {
    /// The side of the square an image is scaled into.
    static let imageSide: CGFloat = 100
    /// The title's size: the largest accessibility body size's neighbourhood, so a bar's 10 pt
    /// title reads at several times its size.
    static let titleSize: CGFloat = 32
    private static let padding: CGFloat = 20
    private static let spacing: CGFloat = 12
    private static let minimumSide: CGFloat = 180
    /// The panel's platter: translucent system material, opaque at increased contrast.
    private static let material = UIColor(dynamicProvider: { traits in
        let high = traits.accessibilityContrast == .high
        return traits.userInterfaceStyle == .dark
            ? UIColor(rgb: 0x2C2C2E, alpha: high ? 1 : 0.92)
            : UIColor(rgb: 0xF2F2F7, alpha: high ? 1 : 0.92)
    })
    /// The outline drawn at increased contrast (the platter's edge against any content).
    private static let outline = UIColor(dynamicProvider: { traits in
        traits.accessibilityContrast == .high ? UIColor.label.resolvedColor(with: traits) : .clear
    })

    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel()
    /// The settings the platter last followed (AccessibilitySettingsAdapting: Reduce Transparency).
    var adaptedAccessibilitySettings = UIAccessibility.settings

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        cornerRadius = 20
        borderWidth = 1
        // A popover's soft shadow lifts the platter off content of its own colour.
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = PopoverBackgroundView.shadowOpacity
        layer.shadowRadius = PopoverBackgroundView.shadowRadius
        layer.shadowOffset = .zero
        imageView.contentMode = .scaleToFill
        addSubview(imageView)
        titleLabel.font = .systemFont(ofSize: Self.titleSize)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        applyMaterial()
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `item` centred in `area` (the window's bounds).
    func show(_ item: any UILargeContentViewerItem, in area: CGRect) {
        let title = item.largeContentTitle
        titleLabel.text = title
        titleLabel.isHidden = title?.isEmpty ?? true
        accessibilityLabel = title
        let image = item.largeContentImage
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = .label
        imageView.isHidden = image == nil
        applyMaterial()
        layoutPanel(image: image, scales: item.scalesLargeContentImage, insets: item.largeContentImageInsets, in: area)
    }

    /// The panel's frame and its content: the image's visible part (its size less `insets`)
    /// centred in a `imageSide` square (scaled to fill it when `scales`, else at its own
    /// size), the title wrapped under it, the panel at least `minimumSide` square.
    private func layoutPanel(image: UIImage?, scales: Bool, insets: UIEdgeInsets, in area: CGRect) {
        let p = Self.padding
        let maxWidth = max(Self.minimumSide, min(area.width - 64, 420))
        var imageBox = CGSize.zero
        var imageFrame = CGRect.zero
        if let size = image?.size, size.width > 0, size.height > 0 {
            let visible = CGSize(width: max(1, size.width - insets.left - insets.right), height: max(1, size.height - insets.top - insets.bottom))
            let f = scales ? Self.imageSide / max(visible.width, visible.height)
                           : min(1, (maxWidth - 2 * p) / visible.width)
            imageBox = scales ? CGSize(width: Self.imageSide, height: Self.imageSide) : CGSize(width: visible.width * f, height: visible.height * f)
            // The visible part centred in the box; the insets hang outside it.
            imageFrame = CGRect(x: ((imageBox.width - visible.width * f) / 2 - insets.left * f).rounded(),
                                y: ((imageBox.height - visible.height * f) / 2 - insets.top * f).rounded(),
                                width: (size.width * f).rounded(), height: (size.height * f).rounded())
        }
        let hasTitle = !titleLabel.isHidden
        let titleSize = hasTitle ? titleLabel.sizeThatFits(CGSize(width: maxWidth - 2 * p, height: .greatestFiniteMagnitude)) : .zero
        let contentWidth = max(imageBox.width, min(titleSize.width.rounded(.up), maxWidth - 2 * p))
        let gap = imageBox.height > 0 && hasTitle ? Self.spacing : 0
        let contentHeight = imageBox.height + gap + titleSize.height.rounded(.up)
        let width = max(Self.minimumSide, contentWidth + 2 * p)
        let height = max(Self.minimumSide, contentHeight + 2 * p)
        frame = CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(), width: width, height: height)
        let top = ((height - contentHeight) / 2).rounded()
        let boxX = ((width - imageBox.width) / 2).rounded()
        imageView.frame = imageFrame.offsetBy(dx: boxX, dy: top)
        titleLabel.frame = CGRect(x: p, y: top + imageBox.height + gap, width: width - 2 * p, height: titleSize.height.rounded(.up))
    }

    private func applyMaterial() {
        backgroundColor = UIAccessibility.isReduceTransparencyEnabled ? Self.material.withAlphaComponent(1) : Self.material
        borderColor = Self.outline
    }
}

extension LargeContentViewerHUD: AccessibilitySettingsAdapting {
    func accessibilitySettingsDidChange(from old: AccessibilitySettings, to new: AccessibilitySettings) {
        if old.reduceTransparency != new.reduceTransparency { applyMaterial() }
    }
}
