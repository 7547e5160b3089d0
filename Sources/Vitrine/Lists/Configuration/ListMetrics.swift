import Foundation
import VitrineGraphics

/// The numbers the standard cells, headers and list content configurations are laid out with
/// (iOS 15+ in light mode, at the Large text size). Where a number comes from UIKit's
/// documentation it says so; the others are measured guesses from iOS screenshots, kept here
/// in one place so they can be corrected together.
enum ListMetrics {
    /// `UITableView.rowHeight`'s default, and the least height a standard row gets (44 pt:
    /// the HIG's minimum hit target, UIKit's default row height).
    static let minimumRowHeight: CGFloat = 44
    /// The content's leading and trailing inset: the system minimum layout margin on a compact
    /// width (16 pt; UIKit's `systemMinimumLayoutMargins` on iPhone).
    static let horizontalMargin: CGFloat = 16
    /// Space above and below a row's text (11 pt: with the 17 pt body line that makes the 44 pt
    /// row). Measured guess, the value `UIListContentConfiguration.cell()` reports for its
    /// `directionalLayoutMargins`.
    static let verticalMargin: CGFloat = 11
    /// The least room above and below an image (Settings' 29 pt icons sit in 44 pt rows with
    /// 7.5 pt to spare; an image up to 32 pt keeps the 44 pt row). Measured guess.
    static let imageVerticalInset: CGFloat = 6
    /// Between the image and the text. Measured guess.
    static let imageToTextPadding: CGFloat = 16
    /// Between the text and the secondary text side by side (`.value1`). Measured guess.
    static let textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// Between the text and the secondary text stacked (`.subtitle`). Measured guess.
    static let textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The width of `.value2`'s text column (the blue, trailing-aligned label). Measured guess.
    static let value2ColumnWidth: CGFloat = 75
    /// Between `.value2`'s column and its detail. Measured guess.
    static let value2ColumnPadding: CGFloat = 6
    /// How far the content moves right while editing, for the delete/insert control. Measured
    /// guess.
    static let editingControlWidth: CGFloat = 38
    /// The room the reorder control takes at the trailing edge while editing (its three-line
    /// grip, `reorderGripSize`, centred in it). Measured guess.
    static let reorderControlWidth: CGFloat = 44
    /// The reorder grip: three bars 18 pt long and 2 pt thick, 5 pt apart. Measured guess.
    static let reorderGripSize = CGSize(width: 18, height: 12)
    /// The fade of a selected background. UIKit documents the fade ("Calling
    /// setSelected(_:animated:) causes the selected background view to animate in and out with
    /// an alpha fade") but not its length; 0.25 s is a measured guess (UIKit's usual view
    /// animation length).
    static let selectionFadeDuration: TimeInterval = 0.25
    /// The largest side an image may have before it is treated as a mistake and clamped.
    static let largestImageSide: CGFloat = 4096
}
