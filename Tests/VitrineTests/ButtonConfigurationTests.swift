import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIButton.Configuration: layout (placement, paddings, insets), the styles' colours per
/// state, corner styles, the update cycle, and the classic API left alone.
final class ButtonConfigurationTests: XCTestCase {
    @MainActor static func square(_ side: Int = 20) -> UIImage {
        UIImage(image: Image(width: side, height: side) { _, _ in Color(red: 0, green: 0, blue: 0, alpha: 1) }).copy(renderingMode: .alwaysTemplate)
    }

    @MainActor private func laidOut(_ c: UIButton.Configuration, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 80)) -> UIButton {
        let b = UIButton(configuration: c)
        b.frame = frame
        b.layoutIfNeeded()
        return b
    }

    /// UIKit: contentInsets is "the distance from the button's content area to its bounds":
    /// the natural size is the content plus the insets.
    @MainActor func testIntrinsicSizeIsContentPlusInsets() async {
        var c = UIButton.Configuration.filled()
        c.title = "Go"
        c.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 11)
        let b = UIButton(configuration: c)
        let size = b.intrinsicContentSize
        let t = b.titleLabel?.intrinsicContentSize ?? .zero
        XCTAssertGreaterThan(t.width, 0)
        XCTAssertEqual(size, CGSize(width: t.width + 16, height: t.height + 10))
    }

    /// UIKit: imagePadding is "the distance between the button's image and text"; the image
    /// is on the side `imagePlacement` names.
    @MainActor func testImagePlacementAndPadding() async {
        for placement in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom] {
            var c = UIButton.Configuration.plain()
            c.title = "Title"
            c.image = ButtonConfigurationTests.square()
            c.imagePlacement = placement
            c.imagePadding = 6
            let b = laidOut(c)
            guard let image = b.imageView?.frame, let title = b.titleLabel?.frame else { return XCTFail() }
            XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
            switch placement {
            case .leading:
                XCTAssertEqual(title.minX - image.maxX, 6, accuracy: 0.001)
                XCTAssertEqual(image.midY, title.midY, accuracy: 0.001)
            case .trailing:
                XCTAssertEqual(image.minX - title.maxX, 6, accuracy: 0.001)
            case .top:
                XCTAssertEqual(title.minY - image.maxY, 6, accuracy: 0.001)
                XCTAssertEqual(image.midX, title.midX, accuracy: 0.001)
            default:
                XCTAssertEqual(image.minY - title.maxY, 6, accuracy: 0.001)
            }
            // The content is centred in the button.
            let union = image.union(title)
            XCTAssertEqual(union.midX, 100, accuracy: 0.5, "\(placement)")
            XCTAssertEqual(union.midY, 40, accuracy: 0.5, "\(placement)")
        }
    }

    /// Leading means right in a right-to-left layout.
    @MainActor func testLeadingImageIsOnTheRightInRightToLeft() async {
        var c = UIButton.Configuration.plain()
        c.title = "Title"
        c.image = ButtonConfigurationTests.square()
        let b = UIButton(configuration: c)
        b.semanticContentAttribute = .forceRightToLeft
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        b.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(b.imageView?.frame.minX ?? 0, b.titleLabel?.frame.maxX ?? 1)
        XCTAssertGreaterThan(b.imageView?.frame.minX ?? 0, 100, "right of the centre")
    }

    /// UIKit: titlePadding is the space between the title and the subtitle; with an image
    /// beside them the two lines are leading-aligned (`.automatic`), or as `titleAlignment` says.
    @MainActor func testTitlePaddingAndAlignment() async {
        var c = UIButton.Configuration.gray()
        c.title = "Title"
        c.subtitle = "A longer subtitle"
        c.titlePadding = 4
        c.image = ButtonConfigurationTests.square()
        var b = laidOut(c)
        let subtitle = b.configurationStore.subtitleLabel.frame
        guard let title = b.titleLabel?.frame else { return XCTFail() }
        XCTAssertEqual(subtitle.minY - title.maxY, 4, accuracy: 0.001)
        XCTAssertEqual(title.minX, subtitle.minX, accuracy: 0.001, "automatic: leading beside an image")
        c.titleAlignment = .trailing
        b = laidOut(c)
        XCTAssertEqual(b.titleLabel?.frame.maxX ?? 0, b.configurationStore.subtitleLabel.frame.maxX, accuracy: 0.001)
        c.titleAlignment = .center
        b = laidOut(c)
        XCTAssertEqual(b.titleLabel?.frame.midX ?? 0, b.configurationStore.subtitleLabel.frame.midX, accuracy: 0.001)
    }

    /// The styles' colours (iOS 15): filled = white on tint, tinted = tint on 15 % tint,
    /// gray = tint on tertiarySystemFill, plain = tint on nothing; disabled = tertiaryLabel
    /// (on tertiarySystemFill for background styles).
    @MainActor func testStyleColours() async {
        let tint = UIColor.systemBlue
        let filled = UIButton.Configuration.filled()
        XCTAssertTrue(filled.foregroundColor(for: .normal, tint: tint) === UIColor.white)
        XCTAssertTrue(filled.backgroundColor(for: .normal, tint: tint) === tint)
        XCTAssertTrue(filled.backgroundColor(for: .disabled, tint: tint) === UIColor.tertiarySystemFill)
        XCTAssertTrue(filled.foregroundColor(for: .disabled, tint: tint) === UIColor.tertiaryLabel)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let tinted = UIButton.Configuration.tinted().backgroundColor(for: .normal, tint: tint).resolvedColor(with: light)
        XCTAssertEqual(tinted.color.alpha, 0.15, accuracy: 0.001)
        XCTAssertEqual(tinted.color.blue, 1, accuracy: 0.001)
        XCTAssertTrue(UIButton.Configuration.gray().backgroundColor(for: .normal, tint: tint) === UIColor.tertiarySystemFill)
        XCTAssertEqual(UIButton.Configuration.plain().backgroundColor(for: .normal, tint: tint).resolvedColor(with: light).color.alpha, 0)
        // Pressed: plain fades its text to half; filled dims its background to 70 %.
        XCTAssertEqual(UIButton.Configuration.plain().foregroundColor(for: .highlighted, tint: tint).resolvedColor(with: light).color.alpha, 0.5, accuracy: 0.001)
        XCTAssertEqual(filled.backgroundColor(for: .highlighted, tint: tint).resolvedColor(with: light).color.alpha, 0.7, accuracy: 0.001)
        // Base colours replace the tint.
        var red = UIButton.Configuration.filled()
        red.baseBackgroundColor = .systemRed
        red.baseForegroundColor = .black
        XCTAssertTrue(red.backgroundColor(for: .normal, tint: tint) === UIColor.systemRed)
        XCTAssertTrue(red.foregroundColor(for: .normal, tint: tint) === UIColor.black)
    }

    /// The button shows the colours for its state: the title colour and the background view's
    /// fill follow highlight and disable.
    @MainActor func testButtonAppliesTheStateLook() async {
        let h = HeadlessHarness(width: 200, height: 100)
        var c = UIButton.Configuration.filled()
        c.title = "Press"
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        h.window.addSubview(b)
        h.renderFrames()
        XCTAssertTrue(b.titleLabel?.textColor === UIColor.white)
        b.isEnabled = false
        h.renderFrames()
        XCTAssertTrue(b.titleLabel?.textColor === UIColor.tertiaryLabel)
        XCTAssertTrue(b.configurationStore.backgroundView.configuration.backgroundColor === UIColor.tertiarySystemFill)
    }

    /// Corner styles: capsule is half the height; dynamic follows the size (medium 8).
    @MainActor func testCornerStyles() async {
        var c = UIButton.Configuration.filled()
        c.title = "X"
        c.cornerStyle = .capsule
        XCTAssertEqual(laidOut(c, frame: CGRect(x: 0, y: 0, width: 100, height: 50)).configurationStore.backgroundView.configuration.cornerRadius, 25)
        c.cornerStyle = .dynamic
        XCTAssertEqual(laidOut(c).configurationStore.backgroundView.configuration.cornerRadius, 8)
        c.cornerStyle = .fixed
        c.background.cornerRadius = 3
        XCTAssertEqual(laidOut(c).configurationStore.backgroundView.configuration.cornerRadius, 3)
    }

    /// UIKit: the configurationUpdateHandler runs when the state changes (and after
    /// `setNeedsUpdateConfiguration()`); the configuration it sets is shown; no loop.
    @MainActor func testUpdateHandlerRunsOnStateChangesAndRestyles() async {
        let h = HeadlessHarness(width: 200, height: 100)
        var c = UIButton.Configuration.plain()
        c.title = "Off"
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        var calls = 0
        b.configurationUpdateHandler = { button in
            calls += 1
            var u = button.configuration
            u?.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = u
        }
        h.window.addSubview(b)
        h.renderFrames()
        XCTAssertEqual(b.titleLabel?.text, "Up")
        let before = calls
        h.touchDown(0, at: CGPoint(x: 80, y: 42))
        h.renderFrames()
        XCTAssertEqual(b.titleLabel?.text, "Down")
        XCTAssertEqual(calls, before + 1, "one update for the state change, no loop")
        h.touchUp(0)
        h.renderFrames()
        XCTAssertEqual(b.titleLabel?.text, "Up")
    }

    /// UIKit: `init(configuration:primaryAction:)` shows the action's title and performs it.
    @MainActor func testPrimaryActionFillsTheTitleAndRuns() async {
        let h = HeadlessHarness(width: 200, height: 100)
        var ran = 0
        let b = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Save") { _ in ran += 1 })
        XCTAssertEqual(b.configuration?.title, "Save")
        b.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        h.window.addSubview(b)
        h.renderFrames()
        h.tap(at: CGPoint(x: 80, y: 42))
        XCTAssertEqual(ran, 1)
    }

    /// showsActivityIndicator puts a spinner where the image was.
    @MainActor func testActivityIndicatorTakesTheImagePlace() async {
        var c = UIButton.Configuration.filled()
        c.title = "Load"
        c.image = ButtonConfigurationTests.square()
        let withImage = laidOut(c)
        c.showsActivityIndicator = true
        let b = laidOut(c)
        XCTAssertNotNil(b.configurationStore.activityIndicator)
        XCTAssertEqual(b.configurationStore.activityIndicator?.frame, withImage.imageView?.frame)
        XCTAssertTrue(b.imageView?.isHidden ?? false)
    }

    /// Removing the configuration returns to the classic per-state API.
    @MainActor func testClearingTheConfigurationRestoresTheClassicButton() async {
        let b = UIButton(type: .system)
        b.setTitle("Classic", for: .normal)
        var c = UIButton.Configuration.filled()
        c.title = "Configured"
        b.configuration = c
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.text, "Configured")
        b.configuration = nil
        XCTAssertEqual(b.titleLabel?.text, "Classic")
        XCTAssertNil(b.configurationStore.backgroundView.superview)
    }
}
