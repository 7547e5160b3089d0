import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `readableContentFrame`: the frame of `readableContentGuide` the layout engine reads.
///
/// UIKit (`readableContentGuide`): "1. The readable content guide never extends beyond the
/// view's layout margin guide. 2. The readable content guide is vertically centered inside the
/// layout margin guide. 3. The readable content guide's width is equal to or less than the
/// readable width defined for the current dynamic text size."
final class ReadableContentFrameTests: XCTestCase {
    /// The one measured number: at the default text size (large) on an iPad in landscape
    /// (1024 points wide, regular width: 20-point root margins) the guide is 672 points wide
    /// and 176 points in from each edge (useyourloaf.com, "Readable Content Guides").
    @MainActor func testWideRootViewGetsTheMeasuredWidthCentredInItsMargins() async {
        let h = HeadlessHarness(width: 1024, height: 768)
        let vc = UIViewController()
        h.window.rootViewController = vc
        h.renderFrames()
        XCTAssertEqual(vc.traitCollection.preferredContentSizeCategory, .large)
        XCTAssertEqual(vc.view.readableContentFrame, CGRect(x: 176, y: 0, width: 672, height: 768))
    }

    /// Narrower than the readable width, the guide is the margins guide.
    @MainActor func testNeverWiderThanTheMarginsGuide() async {
        let h = HeadlessHarness(width: 480, height: 800)
        let vc = UIViewController()
        h.window.rootViewController = vc
        h.screen.systemSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        h.renderFrames()
        // 16-point compact margins, the margins guide measured from the 20-point safe area.
        XCTAssertEqual(vc.view.readableContentFrame, CGRect(x: 16, y: 20, width: 448, height: 780))
        let v = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        vc.view.addSubview(v)
        XCTAssertEqual(v.readableContentFrame, CGRect(x: 8, y: 8, width: 0, height: 0), "margins wider than the view: empty, not negative")
    }

    /// The readable width follows the content size category (scaled from 672 at large by the
    /// body text size: 17 points at large, 23 at extraExtraExtraLarge, 14 at extraSmall), and
    /// a change of category asks for layout (the guide moves).
    @MainActor func testReadableWidthFollowsTheContentSizeCategory() async {
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        XCTAssertEqual(UIView.readableWidth(for: .large), 672)
        XCTAssertEqual(UIView.readableWidth(for: .unspecified), 672)
        XCTAssertEqual(UIView.readableWidth(for: .extraExtraExtraLarge), (672.0 * 23 / 17).rounded())
        XCTAssertEqual(UIView.readableWidth(for: .extraSmall), (672.0 * 14 / 17).rounded())
        XCTAssertLessThan(UIView.readableWidth(for: .medium), UIView.readableWidth(for: .large))
        XCTAssertLessThan(UIView.readableWidth(for: .accessibilityMedium), UIView.readableWidth(for: .accessibilityLarge))

        let h = HeadlessHarness(width: 1280, height: 800)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        h.window.addSubview(v)
        h.renderFrames()
        XCTAssertEqual(v.readableContentFrame, CGRect(x: 304, y: 8, width: 672, height: 784))
        UIApplication.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertTrue(v.needsLayout, "the readable guide moved")
        XCTAssertEqual(v.readableContentFrame.width, 909)
        XCTAssertEqual(v.readableContentFrame.midX, 640, "centred in the margins guide")
    }
}
