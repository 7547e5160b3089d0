import Foundation
import VitrineGraphics

/// The arithmetic that places a list row's image, text and secondary text, shared by
/// `UITableViewCell`'s standard styles and `UIListContentView` so they line up the same way.
///
/// The rules (UIKit's, with `ListMetrics`' numbers):
/// - the content sits inside the margins; the image first (centred in a slot as wide as the
///   larger of the image and the reserved size), then `imageToTextPadding`, then the texts;
/// - stacked: text over secondary text, `textToSecondaryTextVerticalPadding` between, both as
///   wide as the room left; side by side: text leading, secondary text trailing at its natural
///   width, falling back to stacked when the two do not fit on one line; column (`.value2`):
///   the text in a fixed column, the secondary text beside it, tops aligned; at the
///   accessibility text sizes every arrangement is stacked (UIKit's value cells put the
///   secondary text under the text there, as Settings does);
/// - the texts as a block, and the image, are centred vertically in the space inside the
///   vertical margins; origins are rounded to whole points;
/// - the fitting height is the block plus the vertical margins, or the image plus
///   `ListMetrics.imageVerticalInset` above and below if that is taller, and at least
///   `minimumHeight`;
/// - right-to-left layouts mirror every frame.
@MainActor
struct ListContentLayout {
    enum Arrangement: Equatable {
        case stacked
        case sideBySide
        case column(width: CGFloat, padding: CGFloat)
    }

    var margins: NSDirectionalEdgeInsets
    /// Extra leading room (a cell's indentation).
    var indentation: CGFloat = 0
    var imageSize: CGSize = .zero
    var reservedImageSize: CGSize = .zero
    var imageToTextPadding: CGFloat = ListMetrics.imageToTextPadding
    var horizontalPadding: CGFloat = ListMetrics.textToSecondaryTextHorizontalPadding
    var verticalPadding: CGFloat = ListMetrics.textToSecondaryTextVerticalPadding
    var arrangement: Arrangement = .stacked
    var minimumHeight: CGFloat = 0
    var isRightToLeft = false
    /// Whether the text size is one of the accessibility sizes: then the texts are stacked.
    var isAccessibilitySize = false

    /// The arrangement used: the one asked for, stacked at the accessibility sizes.
    var effectiveArrangement: Arrangement { isAccessibilitySize ? .stacked : arrangement }

    struct Frames: Equatable {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondary: CGRect = .zero
        /// The height the content needs at this width.
        var fittingHeight: CGFloat = 0
    }

    private static func hasText(_ label: UILabel?) -> Bool {
        guard let label, !label.isHidden else { return false }
        // The stored attributed text, not the `attributedText` getter: that makes a new
        // NSAttributedString from plain text on every call (and Foundation on Linux keeps the
        // run array of each one it makes: a leak on every layout of every cell).
        if let t = label.storedAttributedText, t.length > 0 { return true }
        return !(label.text ?? "").isEmpty
    }

    private static func height(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard hasText(label), let label, width > 0 else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    private static func naturalWidth(_ label: UILabel?) -> CGFloat {
        guard hasText(label), let label else { return 0 }
        // One line, unwrapped (asked without touching the label, whose caches stay).
        let huge = CGFloat.greatestFiniteMagnitude
        return label.textRect(forBounds: CGRect(x: 0, y: 0, width: huge, height: huge), limitedToNumberOfLines: 1).width.rounded(.up)
    }

    /// The frames in a box of `size` (height 0: only the fitting height is wanted, the frames
    /// are placed as if the box were exactly that tall).
    func frames(in size: CGSize, text: UILabel?, secondary: UILabel?) -> Frames {
        let width = size.width.isFinite ? max(0, size.width) : 0
        let left = margins.leading + indentation
        let right = width - margins.trailing
        let slot = imageSize.width > 0 || reservedImageSize.width > 0 ? max(imageSize.width, max(0, reservedImageSize.width)) : 0
        let slotHeight = max(imageSize.height, max(0, reservedImageSize.height))
        let textX = left + (slot > 0 ? slot + imageToTextPadding : 0)
        let room = max(0, right - textX)
        let hasT = Self.hasText(text), hasS = Self.hasText(secondary)

        var t = CGRect.zero, s = CGRect.zero
        var block: CGFloat = 0
        var arrangement = effectiveArrangement
        if arrangement == .sideBySide {
            if !(hasT && hasS) {
                arrangement = .stacked
            } else if Self.naturalWidth(text) + horizontalPadding + Self.naturalWidth(secondary) > room {
                arrangement = .stacked
            }
        }
        switch arrangement {
        case .stacked:
            let th = Self.height(text, width: room), sh = Self.height(secondary, width: room)
            t = CGRect(x: textX, y: 0, width: hasT ? room : 0, height: th)
            s = CGRect(x: textX, y: th + (hasT && hasS ? verticalPadding : 0), width: hasS ? room : 0, height: sh)
            block = s.maxY
            if !hasS { block = th }
        case .sideBySide:
            let sw = min(Self.naturalWidth(secondary), room)
            let tw = max(0, room - sw - horizontalPadding)
            let th = Self.height(text, width: tw), sh = Self.height(secondary, width: sw)
            block = max(th, sh)
            t = CGRect(x: textX, y: ((block - th) / 2).rounded(), width: tw, height: th)
            s = CGRect(x: right - sw, y: ((block - sh) / 2).rounded(), width: sw, height: sh)
        case .column(let columnWidth, let padding):
            let cw = min(columnWidth, room)
            let sx = textX + cw + padding
            let sw = max(0, right - sx)
            let th = Self.height(text, width: cw), sh = Self.height(secondary, width: sw)
            block = max(th, sh)
            t = CGRect(x: textX, y: 0, width: hasT ? cw : 0, height: th)
            s = CGRect(x: sx, y: 0, width: hasS ? sw : 0, height: sh)
        }

        let fitting = max(minimumHeight, margins.top + block + margins.bottom,
                          slotHeight + 2 * ListMetrics.imageVerticalInset)
        let height = size.height > 0 && size.height.isFinite ? size.height : fitting
        let inner = height - margins.top - margins.bottom
        let blockY = (margins.top + (inner - block) / 2).rounded()
        t.origin.y += blockY
        s.origin.y += blockY
        var image = CGRect.zero
        if imageSize.width > 0, imageSize.height > 0 {
            image = CGRect(x: (left + (slot - imageSize.width) / 2).rounded(),
                           y: (margins.top + (inner - imageSize.height) / 2).rounded(),
                           width: imageSize.width, height: imageSize.height)
        }
        var f = Frames(image: image, text: t, secondary: s, fittingHeight: fitting)
        if isRightToLeft {
            func mirror(_ r: CGRect) -> CGRect { r == .zero ? r : CGRect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) }
            f.image = mirror(f.image); f.text = mirror(f.text); f.secondary = mirror(f.secondary)
        }
        return f
    }

    /// An image's size as shown: aspect kept, within `maximum` (0 in a dimension: no limit)
    /// and never larger than `ListMetrics.largestImageSide`; a size that is not finite or not
    /// positive shows nothing. `report` is told about images that had to be clamped for being
    /// absurdly large or broken (bad input).
    static func displayedImageSize(_ image: UIImage?, maximum: CGSize, report: ((String) -> Void)? = nil) -> CGSize {
        guard let image else { return .zero }
        var s = image.size
        guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
            report?("list content: an image of size \(s) cannot be shown; showing none")
            return .zero
        }
        func fit(_ limitW: CGFloat, _ limitH: CGFloat) {
            var f: CGFloat = 1
            if limitW > 0, limitW.isFinite, s.width > limitW { f = min(f, limitW / s.width) }
            if limitH > 0, limitH.isFinite, s.height > limitH { f = min(f, limitH / s.height) }
            if f < 1 { s = CGSize(width: s.width * f, height: s.height * f) }
        }
        fit(maximum.width, maximum.height)
        if max(s.width, s.height) > ListMetrics.largestImageSide {
            report?("list content: an image of \(Int(s.width))×\(Int(s.height)) pt is larger than \(Int(ListMetrics.largestImageSide)) pt; shown scaled down (set imageProperties.maximumSize)")
            fit(ListMetrics.largestImageSide, ListMetrics.largestImageSide)
        }
        return s
    }
}
