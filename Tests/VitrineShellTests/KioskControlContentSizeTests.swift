import Foundation
import XCTest
@testable import Vitrine
@testable import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// `content-size-category <name>` on the control socket (`vitrinectl content-size-category`):
/// the Dynamic Type size of the running kiosk, changed live.
final class KioskControlContentSizeTests: XCTestCase {
    /// Rule (issue 11): the command changes the app's category; a label that adjusts takes the
    /// new size; the same category again answers "unchanged"; a bad name is an error.
    @MainActor func testTheCommandChangesTheCategoryAndLabelsFollow() async {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let root = UIViewController()
        h.window.rootViewController = root
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        root.view.addSubview(label)
        h.renderFrames()
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.reply(to: "content-size-category extraExtraLarge"), "ok content size category extraExtraLarge")
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .extraExtraLarge)
        XCTAssertEqual(root.traitCollection.preferredContentSizeCategory, .extraExtraLarge)
        XCTAssertEqual(label.font.pointSize, 21, "body at xxLarge (HIG)")
        XCTAssertEqual(control.reply(to: "content-size-category extraExtraLarge"), "ok content size category extraExtraLarge (unchanged)")
        XCTAssertEqual(control.reply(to: "content-size-category XXL"),
                       "error unknown content size category 'XXL'; valid: extraSmall, small, medium, large, extraLarge, extraExtraLarge, "
                       + "extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
                       + "accessibilityExtraExtraExtraLarge")
        XCTAssertEqual(label.font.pointSize, 21)
    }

    /// The same over the real socket, on the main queue (the test pumps it while the client
    /// waits on another thread): the path `vitrinectl content-size-category` takes.
    @MainActor func testTheCommandWorksThroughTheSocket() async throws {
        let h = HeadlessHarness(width: 800, height: 480)
        defer { UIApplication.setPreferredContentSizeCategory(.large) }
        let root = UIViewController()
        h.window.rootViewController = root
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.adjustsFontForContentSizeCategory = true
        root.view.addSubview(label)
        h.renderFrames()
        let control = KioskControl(screen: h.screen)
        let path = NSTemporaryDirectory() + "vitrine-cs-\(UUID().uuidString.prefix(8)).sock"
        try control.start(path: path)
        defer { control.stop() }
        let reply = await Task.detached { try? ControlSocketClient(path: path).request("content-size-category accessibilityExtraExtraExtraLarge", timeout: 10) }.value
        XCTAssertEqual(reply, #"{"ok":true,"text":"content size category accessibilityExtraExtraExtraLarge"}"#)
        XCTAssertEqual(label.font.pointSize, 60, "largeTitle at AX5 (HIG)")
    }
}
