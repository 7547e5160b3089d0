import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics

/// `UIListContentConfiguration` and `UIListContentView`: the factories' looks, the layout of
/// image and texts, image sizing (`maximumSize`, `reservedLayoutSize`) and bad input.
final class ListContentConfigurationTests: XCTestCase {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let sub = UIFont.preferredFont(forTextStyle: .subheadline)

    @MainActor private func laidOut(_ c: UIListContentConfiguration, width: CGFloat = 320) -> UIListContentView {
        let v = UIListContentView(configuration: c)
        let h = v.sizeThatFits(CGSize(width: width, height: 0)).height
        v.frame = CGRect(x: 0, y: 0, width: width, height: h)
        v.layoutIfNeeded()
        return v
    }

    /// The factories: `cell()` body text in label colour and subheadline secondary in grey,
    /// 11/16 margins; `valueCell()` side by side; `groupedHeader()` footnote grey in capitals;
    /// `plainHeader()` headline; `prominentInsetGroupedHeader()` bold, not in capitals.
    @MainActor func testFactoryLooks() async {
        let cell = UIListContentConfiguration.cell()
        XCTAssertEqual(cell.textProperties.font.pointSize, 17)
        XCTAssertEqual(cell.textProperties.color, .label)
        XCTAssertEqual(cell.secondaryTextProperties.font.pointSize, 15)
        XCTAssertEqual(cell.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertEqual(cell.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        XCTAssertFalse(cell.prefersSideBySideTextAndSecondaryText)
        XCTAssertTrue(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(UIListContentConfiguration.valueCell().secondaryTextProperties.font.pointSize, 17)
        let grouped = UIListContentConfiguration.groupedHeader()
        XCTAssertEqual(grouped.textProperties.font.pointSize, 13)
        XCTAssertEqual(grouped.textProperties.transform, .uppercase)
        XCTAssertEqual(grouped.textProperties.color, .secondaryLabel)
        XCTAssertEqual(UIListContentConfiguration.plainHeader().textProperties.font.pointSize, 17)
        XCTAssertEqual(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.transform, .none)
        XCTAssertEqual(UIListContentConfiguration.groupedFooter().textProperties.transform, .none)
    }

    /// Image then text: the image centred in its slot at the leading margin and vertically in the
    /// row, the text after
    /// `imageToTextPadding` (16), the secondary text under it 3 pt lower.
    @MainActor func testImageAndStackedTexts() async {
        var c = UIListContentConfiguration.subtitleCell()
        c.image = solidImage(30, 30)
        c.text = "Title"
        c.secondaryText = "Secondary"
        let v = laidOut(c)
        let ht = lineHeight(body), hs = lineHeight(sub)
        // The texts with the 11 pt margins, or the image with 6 pt above and below.
        let height = max(ht + 3 + hs + 22, 30 + 12)
        XCTAssertEqual(v.bounds.height, height)
        XCTAssertEqual(v.imageLayoutFrame, CGRect(x: 16, y: (11 + (height - 22 - 30) / 2).rounded(), width: 30, height: 30))
        XCTAssertEqual(v.textLayoutFrame, CGRect(x: 62, y: 11, width: 320 - 16 - 62, height: ht))
        XCTAssertEqual(v.secondaryTextLayoutFrame, CGRect(x: 62, y: 11 + ht + 3, width: 242, height: hs))
    }

    /// `reservedLayoutSize`: "the room kept for the image even when it is smaller" — a 20 pt
    /// image in a 40 pt slot is centred in it and the text starts after the slot.
    @MainActor func testReservedLayoutSize() async {
        var c = UIListContentConfiguration.cell()
        c.image = solidImage(20, 20)
        c.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 0)
        c.text = "Aligned"
        let v = laidOut(c)
        XCTAssertEqual(v.imageLayoutFrame?.minX, 16 + 10)
        XCTAssertEqual(v.textLayoutFrame?.minX, 16 + 40 + 16)
    }

    /// `maximumSize` clamps a large image with its aspect kept; an absurd image with no maximum
    /// is reported and scaled to 4096 pt (bad input survived).
    @MainActor func testImageClamping() async {
        var c = UIListContentConfiguration.cell()
        c.image = solidImage(200, 100)
        c.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        XCTAssertEqual(laidOut(c).imageLayoutFrame?.size, CGSize(width: 40, height: 20))

        BadInputLog.clear()
        XCTAssertEqual(ListContentLayout.displayedImageSize(solidImage(8192, 10), maximum: .zero, report: { BadInputLog.report($0) }),
                       CGSize(width: 4096, height: 5))
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("larger than 4096") })
    }

    /// `valueCell()`: text leading, secondary trailing at its natural width when both fit on
    /// one line; stacked when they do not.
    @MainActor func testSideBySideFallsBackToStacked() async {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Name"
        c.secondaryText = "Value"
        let v = laidOut(c)
        XCTAssertEqual(v.secondaryTextLayoutFrame?.maxX, 320 - 16)
        XCTAssertEqual(v.textLayoutFrame?.minY, v.secondaryTextLayoutFrame?.minY)
        XCTAssertEqual(v.bounds.height, 11 + lineHeight(body) + 11)

        c.text = "A name that is far too long to share its line"
        c.secondaryText = "and a value that is long too"
        let narrow = laidOut(c, width: 240)
        XCTAssertEqual(narrow.secondaryTextLayoutFrame?.minX, 16, "stacked under the text")
        XCTAssertGreaterThan(narrow.secondaryTextLayoutFrame?.minY ?? 0, narrow.textLayoutFrame?.maxY ?? .infinity)
    }

    /// Nil and empty texts show nothing and take no room; the text transform shows capitals
    /// without changing the configuration's text.
    @MainActor func testEmptyTextsAndTransform() async {
        var c = UIListContentConfiguration.groupedHeader()
        c.text = ""
        c.secondaryText = nil
        let v = laidOut(c)
        XCTAssertNil(v.textLayoutFrame)
        XCTAssertEqual(v.bounds.height, 16 + 6, "margins only")
        c.text = "Section one"
        v.configuration = c
        XCTAssertEqual(v.textLabel.text, "SECTION ONE")
        XCTAssertEqual(c.text, "Section one")
    }

    /// A cell keeps its content view while the configuration type stays the same
    /// (`supports(_:)`), hides the standard labels, and gives them back when the configuration
    /// is removed.
    @MainActor func testCellReusesTheContentView() async {
        let cell = layoutCell(.default) { $0.textLabel?.text = "Legacy" }
        var c = cell.defaultContentConfiguration()
        c.text = "One"
        cell.contentConfiguration = c
        let view = cell.contentView.subviews.first { $0 is UIListContentView }
        XCTAssertNotNil(view)
        XCTAssertEqual(cell.textLabel?.isHidden, true)
        c.text = "Two"
        cell.contentConfiguration = c
        XCTAssertTrue(cell.contentView.subviews.first { $0 is UIListContentView } === view, "same view, new text")
        XCTAssertEqual((view as? UIListContentView)?.textLabel.text, "Two")
        XCTAssertNil(cell.detailTextLabel, "default style")
        XCTAssertEqual(cell.imageView?.isHidden, true, "asked for after the configuration: hidden too")
        cell.contentConfiguration = nil
        XCTAssertNil(view?.superview)
        XCTAssertEqual(cell.textLabel?.isHidden, false)
    }

    /// `defaultContentConfiguration()` follows the cell's style.
    @MainActor func testDefaultContentConfigurationFollowsTheStyle() async {
        XCTAssertFalse(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        XCTAssertTrue(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration().textProperties.color, .systemBlue)
    }

    /// A disabled cell's configuration shows its texts in grey (`updated(for:)`).
    @MainActor func testDisabledStateGreysTheText() async {
        var s = UICellConfigurationState(traitCollection: .unspecified)
        s.isDisabled = true
        var c = UIListContentConfiguration.cell()
        c.text = "Off"
        XCTAssertEqual(c.updated(for: s).textProperties.color, .secondaryLabel)
        XCTAssertEqual(c.updated(for: UICellConfigurationState(traitCollection: .unspecified)).textProperties.color, .label)
    }
}

/// `UIListContentView`'s margins, direction, attributed text and the configurations it takes.
final class ListContentViewTests: XCTestCase {
    /// `axesPreservingSuperviewLayoutMargins` ("By default, the content view preserves the
    /// layout margins of its superview on both axes"): a superview with larger margins pushes
    /// the content in; without the axes the configuration's 16 pt holds.
    @MainActor func testPreservesSuperviewMarginsHorizontally() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        var c = UIListContentConfiguration.cell()
        c.text = "Inset"
        let v = UIListContentView(configuration: c)
        v.frame = host.bounds
        host.addSubview(v)
        v.layoutIfNeeded()
        XCTAssertEqual(v.textLayoutFrame?.minX, 30)
        XCTAssertEqual(v.textLayoutFrame?.maxX, 290)
        XCTAssertEqual(UIListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins, .both)
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        XCTAssertEqual(v.sizeThatFits(CGSize(width: 320, height: 0)).height, 20 + lineHeight(.preferredFont(forTextStyle: .body)) + 20,
                       "vertical margins preserved too")
        c.axesPreservingSuperviewLayoutMargins = []
        v.configuration = c
        v.layoutIfNeeded()
        XCTAssertEqual(v.textLayoutFrame?.minX, 16)
    }

    /// Right to left the image sits at the right edge and the text left of it.
    @MainActor func testRightToLeft() async {
        var c = UIListContentConfiguration.cell()
        c.image = solidImage(20, 20)
        c.text = "RTL"
        let v = UIListContentView(configuration: c)
        v.semanticContentAttribute = .forceRightToLeft
        v.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        v.layoutIfNeeded()
        XCTAssertEqual(v.imageLayoutFrame?.maxX, 320 - 16)
        XCTAssertEqual(v.textLayoutFrame?.maxX, 320 - 16 - 20 - 16)
    }

    /// `attributedText` wins over `text`; a configuration of another type is reported and
    /// ignored (bad input, the view keeps what it showed).
    @MainActor func testAttributedTextAndWrongConfiguration() async {
        var c = UIListContentConfiguration.cell()
        c.text = "plain"
        c.attributedText = NSAttributedString(string: "attributed")
        let v = UIListContentView(configuration: c)
        XCTAssertEqual(v.textLabel.text, "attributed")
        BadInputLog.clear()
        v.configuration = RecordingConfiguration(log: LogBox())
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("UIListContentView") })
        XCTAssertEqual(v.textLabel.text, "attributed")
        XCTAssertFalse(v.supports(RecordingConfiguration(log: LogBox())))
        // Back to plain text with the same string: the attributes go.
        c.attributedText = nil
        c.text = "attributed"
        v.configuration = c
        XCTAssertNil(v.textLabel.storedAttributedText)
        XCTAssertEqual(v.textLabel.text, "attributed")
    }
}

/// `UITableViewHeaderFooterView`'s looks by placement and its content configuration.
final class ListContentConfigurationHeaderTests: XCTestCase {
    /// A grouped header shows its title in capitals in 13 pt grey, low in its box (16 pt
    /// above, 6 below); a plain header is 17 pt on the systemBackground colour.
    @MainActor func testHeaderLooks() async throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.listPlacement = .groupedHeader
        header.textLabel?.text = "Network"
        let size = header.sizeThatFits(CGSize(width: 320, height: 0))
        let foot = UIFont.preferredFont(forTextStyle: .footnote)
        XCTAssertEqual(size.height, 16 + lineHeight(foot) + 6)
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        let l = try XCTUnwrap(header.textLabel)
        XCTAssertEqual(l.text, "NETWORK")
        XCTAssertEqual(l.frame, CGRect(x: 16, y: 16, width: 288, height: lineHeight(foot)))
        XCTAssertEqual(l.textColor, .secondaryLabel)

        let plain = UITableViewHeaderFooterView(reuseIdentifier: "p")
        plain.textLabel?.text = "A"
        XCTAssertEqual(plain.textLabel?.font.pointSize, 17)
        XCTAssertEqual(plain.textLabel?.text, "A")
        XCTAssertEqual(plain.backgroundColor, .systemBackground)
    }

    /// A header's content configuration replaces its labels and sizes it.
    @MainActor func testHeaderContentConfiguration() async {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.listPlacement = .groupedFooter
        var c = header.defaultContentConfiguration()
        c.text = "Footer text"
        header.contentConfiguration = c
        let foot = UIFont.preferredFont(forTextStyle: .footnote)
        XCTAssertEqual(header.sizeThatFits(CGSize(width: 320, height: 0)).height, 6 + lineHeight(foot) + 16)
    }

    /// A header's background configuration and background view replace each other ("A
    /// background configuration is mutually exclusive with background views").
    @MainActor func testHeaderBackgroundConfiguration() async {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        header.backgroundConfiguration = .listGroupedHeaderFooter()
        XCTAssertNil(header.backgroundColor)
        XCTAssertTrue(header.subviews.first is BackgroundConfigurationView)
        header.backgroundView = UIView()
        XCTAssertNil(header.backgroundConfiguration)
        XCTAssertFalse(header.subviews.contains { $0 is BackgroundConfigurationView })
    }
}
