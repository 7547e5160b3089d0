import Foundation

/// Something the large content viewer can show: whether it shows, and the title and image
/// (enlarged) it shows. `UIView` adopts it; an app can adopt it for content that is not a
/// view and return it from `largeContentViewerInteraction(_:itemAt:)`. Mirrors UIKit's
/// `UILargeContentViewerItem` (iOS 13).
@MainActor
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the viewer shows the item (only items that cannot grow with Dynamic Type
    /// should). Mirrors `UILargeContentViewerItem.showsLargeContentViewer`.
    var showsLargeContentViewer: Bool { get }
    /// The title shown. Mirrors `UILargeContentViewerItem.largeContentTitle`.
    var largeContentTitle: String? { get }
    /// The image shown. Mirrors `UILargeContentViewerItem.largeContentImage`.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up (else shown at its own size). Mirrors
    /// `UILargeContentViewerItem.scalesLargeContentImage`.
    var scalesLargeContentImage: Bool { get }
    /// Insets of the image's visible part, which the viewer centres. Mirrors
    /// `UILargeContentViewerItem.largeContentImageInsets`.
    var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {}

/// The large content viewer values set on one view (`nil`: not set, the default applies) and,
/// for a bar's item, the bar item it shows and the title the bar shows for it.
@MainActor
final class LargeContentStorage {
    var shows: Bool?
    var title: String?
    var image: UIImage?
    var scalesImage: Bool?
    var imageInsets: UIEdgeInsets?
    /// The bar item this view shows in a tab bar, toolbar or navigation bar.
    weak var barItem: UIBarItem?
    /// The title the bar shows for the item (a tab's falls back to its controller's title).
    var barTitle: String?
}

extension UIView {
    var largeContentStorage: LargeContentStorage {
        if let s = _largeContent { return s }
        let s = LargeContentStorage()
        _largeContent = s
        return s
    }

    /// Marks this view as the one a bar shows for `item` (titled `title` in the bar): the
    /// view then shows in the large content viewer with the item's title and image.
    func showLargeContent(of item: UIBarItem, title: String?) {
        largeContentStorage.barItem = item
        largeContentStorage.barTitle = title
    }

    /// UIKit's default titles: a bar item's, a button's current title, else the
    /// accessibility label of a bar's or a button's view.
    var defaultLargeContentTitle: String? {
        if let s = _largeContent, let item = s.barItem {
            return s.barTitle ?? item.largeContentFallbackTitle ?? accessibilityLabel
        }
        if let b = self as? UIButton { return b.currentTitle ?? b.accessibilityLabel }
        return nil
    }

    /// UIKit's default images: a bar item's large image or image, a button's current image.
    var defaultLargeContentImage: UIImage? {
        if let item = _largeContent?.barItem { return item.largeContentSizeImage ?? item.largeContentFallbackImage }
        return (self as? UIButton)?.currentImage
    }
}
