import Foundation
import VitrineGraphics

/// The system's list content styles (iOS 15+, light mode, Large text size). Fonts follow the
/// text styles UIKit uses for them; the margins are `ListMetrics`' (measured guesses where it
/// says so).
extension UIListContentConfiguration {
    private static var rowMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: ListMetrics.verticalMargin, leading: ListMetrics.horizontalMargin,
                                bottom: ListMetrics.verticalMargin, trailing: ListMetrics.horizontalMargin)
    }
    private static func headerMargins(top: CGFloat, bottom: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: ListMetrics.horizontalMargin, bottom: bottom, trailing: ListMetrics.horizontalMargin)
    }

    /// A row with an image and a body text. Mirrors `cell()`.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), textColor: .label,
                                   secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                                   margins: rowMargins)
    }

    /// A row with a body text over a smaller grey secondary text (subheadline). Mirrors
    /// `subtitleCell()`.
    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    /// A row with a body text leading and a grey body secondary text trailing. Mirrors
    /// `valueCell()`.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), textColor: .label,
                                           secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel,
                                           margins: rowMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// `UITableViewCell.CellStyle.value2`'s look: a small blue text trailing-aligned in a fixed
    /// column and a secondary text beside it.
    static func value2Cell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .subheadline), textColor: UIColor.systemBlue,
                                           secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label,
                                           margins: rowMargins)
        c.columnWidth = ListMetrics.value2ColumnWidth
        c.textToSecondaryTextHorizontalPadding = ListMetrics.value2ColumnPadding
        return c
    }

    /// A sidebar row (as `cell()`, with the tint colour on the image). Mirrors `sidebarCell()`.
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = cell()
        c.imageProperties.tintColor = UIColor.systemBlue
        return c
    }

    /// A sidebar row with a secondary text under the text. Mirrors `sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { sidebarCell() }

    /// An accompanied sidebar row. Mirrors `accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }

    /// A plain table's section header: a semibold body-size title (headline), label colour.
    /// Measured guess for the margins. Mirrors `plainHeader()`.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .headline), textColor: .label,
                                   secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                                   margins: headerMargins(top: 6, bottom: 6))
    }

    /// A plain table's section footer: footnote text in secondary grey. Mirrors `plainFooter()`.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
                                   secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
                                   margins: headerMargins(top: 6, bottom: 6))
    }

    /// A grouped table's section header: footnote text in secondary grey, in capitals (as the
    /// Settings app still shows them), sitting low above its section. Mirrors `groupedHeader()`.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
                                           secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
                                           margins: headerMargins(top: 16, bottom: 6))
        c.textProperties.transform = .uppercase
        return c
    }

    /// A grouped table's section footer: footnote text in secondary grey, under its section.
    /// Mirrors `groupedFooter()`.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
                                   secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
                                   margins: headerMargins(top: 6, bottom: 16))
    }

    /// An inset-grouped table's large header: a bold title3 title in label colour, not in
    /// capitals. Mirrors `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .bold),
                                   textColor: .label,
                                   secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                                   margins: headerMargins(top: 16, bottom: 8))
    }

    /// An extra-prominent inset-grouped header (title2 bold). Mirrors
    /// `extraProminentInsetGroupedHeader()`.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = prominentInsetGroupedHeader()
        c.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold)
        return c
    }
}
