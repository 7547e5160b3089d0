import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene menu`, what `make demo` opens (issue 19: "`make demo` opens a menu of
/// them"): a card per demo; a tap opens the demo full screen; its Demos button comes back.
final class MenuSceneTests: XCTestCase {
    @MainActor private func menu() -> (HeadlessHarness, DemoAppDelegate, DemoMenuViewController) {
        let h = HeadlessHarness(width: 1280, height: 800)
        let delegate = DemoAppDelegate(screen: h.screen, scene: .menu)
        let root = delegate.makeRoot(for: .menu)
        h.window.rootViewController = root
        h.renderFrames()
        h.advance(by: 0.5)
        guard let menu = root as? DemoMenuViewController else { fatalError("the menu scene's root is the menu") }
        return (h, delegate, menu)
    }

    @MainActor private func tap(_ h: HeadlessHarness, _ v: UIView) {
        h.tap(at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        h.advance(by: 0.8)
    }

    /// Every product demo has a card (check-in, gallery, dashboard first); the golden shows
    /// the grid.
    @MainActor func testGolden() async {
        let (h, _, menu) = menu()
        XCTAssertEqual(menu.cards.prefix(3).map(\.item.scene), [.checkin, .gallery, .dashboard])
        XCTAssertEqual(Set(menu.cards.map(\.item.scene)).count, menu.cards.count, "no demo twice")
        for c in menu.cards {
            let f = c.convert(c.bounds, to: nil)
            XCTAssertTrue(CGRect(x: 0, y: 0, width: 1280, height: 800).contains(f), "\(c.item.title) is on the screen in landscape")
        }
        if let failure = GoldenImage.verify(h.screenshot, name: "menu", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// A tap on the check-in card presents it full screen (the check-in start screen is what
    /// shows); the Demos button dismisses it and the menu is back.
    @MainActor func testOpensADemoAndComesBack() async {
        let (h, delegate, menu) = menu()
        var changes: [VitrineDemo.Scene?] = []
        menu.onSceneChange = { changes.append($0) }
        guard let card = menu.cards.first(where: { $0.item.scene == .checkin }) else { return XCTFail("a check-in card") }
        tap(h, card)
        guard let host = menu.presentedViewController as? DemoHostViewController else { return XCTFail("the demo is presented") }
        XCTAssertTrue(host.content is CheckInFlow)
        XCTAssertTrue(delegate.checkInFlow === host.content, "the delegate's hooks see the opened demo")
        XCTAssertEqual(host.view.convert(host.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 1280, height: 800), "full screen")
        tap(h, host.homeButton)
        XCTAssertNil(menu.presentedViewController)
        XCTAssertEqual(changes, [.checkin, nil])
    }
}
