import Foundation
import XCTest
import VitrineTesting
@testable import VitrineShell

/// `allowed_orientations` applied like Info.plist's supported orientations.
final class AllowedOrientationsTests: XCTestCase {
    @MainActor final class PortraitOnly: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    @MainActor final class AnyOrientation: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    }

    @MainActor final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    }

    @MainActor func testALandscapePanelStartsInTheFirstAllowedOrientation() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.window.rootViewController = AnyOrientation()
        let app = UIApplication.launch(delegate: Delegate(), screen: h.screen)
        defer { app.allowedInterfaceOrientations = .all }
        XCTAssertEqual(AllowedOrientations.apply([.portraitUpsideDown, .portrait], to: h.window), .portraitUpsideDown)
        h.advance(by: 0.1)
        XCTAssertEqual(h.screen.interfaceOrientation, .portraitUpsideDown)
        XCTAssertEqual(h.window.bounds.size, CGSize(width: 480, height: 800))
        XCTAssertFalse(h.rotate(to: .landscapeRight), "no longer allowed")
        XCTAssertTrue(h.rotate(to: .portrait))
    }

    @MainActor func testTheRootControllerMaySkipTheFirstChoiceAndAnAllowedOrientationStays() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.window.rootViewController = PortraitOnly()
        let app = UIApplication.launch(delegate: Delegate(), screen: h.screen)
        defer { app.allowedInterfaceOrientations = .all }
        XCTAssertEqual(AllowedOrientations.apply([.portraitUpsideDown, .portrait], to: h.window), .portrait)
        XCTAssertNil(AllowedOrientations.apply([.portrait, .landscapeLeft], to: h.window), "already allowed: no turn")
        XCTAssertNil(AllowedOrientations.apply([], to: h.window))
        XCTAssertEqual(app.allowedInterfaceOrientations, .all, "an empty list allows everything")
    }

    @MainActor func testTheControlSocketSaysWhichRuleRefusedATurn() async {
        let h = HeadlessHarness(width: 800, height: 480)
        h.window.rootViewController = PortraitOnly()
        let app = UIApplication.launch(delegate: Delegate(), screen: h.screen)
        defer { app.allowedInterfaceOrientations = .all }
        AllowedOrientations.apply([.portrait, .landscapeLeft], to: h.window)
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.reply(to: "rotate portrait-upside-down"), "error portrait-upside-down is not among the kiosk's allowed orientations")
        XCTAssertEqual(control.reply(to: "rotate landscape-left"), "error the root view controller does not allow landscape-left")
    }
}
