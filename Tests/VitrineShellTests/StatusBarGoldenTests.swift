import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The shell's status bar over an app, rendered headless at a fixed time (09:41 UTC) and
/// compared with reviewed golden PNGs (`GoldenTolerance.standard`).
final class StatusBarGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: shellGoldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Dark text over a light app (`.default`), the app's card starting 10 points under the bar.
    @MainActor func testLightAppDefaultStyle() async {
        let h = HeadlessHarness(width: 400, height: 240)
        h.window.rootViewController = SafeAreaAppViewController(background: UIColor(rgb: 0xF2F2F7), cardColor: UIColor(rgb: 0x9CC3F0))
        let bar = StatusBar(screen: h.screen, text: "kiosk-01", wallClock: h.wallClock)
        check(h, "statusbar-light")
        withExtendedLifetime(bar) {}
    }

    /// White text over a dark app (`.lightContent`).
    @MainActor func testDarkAppLightContentStyle() async {
        let h = HeadlessHarness(width: 400, height: 240)
        h.window.rootViewController = SafeAreaAppViewController(background: UIColor(rgb: 0x1C2433), cardColor: UIColor(rgb: 0x3D7BD9),
                                                                style: .lightContent)
        let bar = StatusBar(screen: h.screen, text: "kiosk-01", wallClock: h.wallClock)
        check(h, "statusbar-dark")
        withExtendedLifetime(bar) {}
    }

    /// `prefersStatusBarHidden`: no bar, and the card goes up to 10 points from the top.
    @MainActor func testHiddenByPrefersStatusBarHidden() async {
        let h = HeadlessHarness(width: 400, height: 240)
        h.window.rootViewController = SafeAreaAppViewController(background: UIColor(rgb: 0xF2F2F7), cardColor: UIColor(rgb: 0x9CC3F0),
                                                                hidden: true)
        let bar = StatusBar(screen: h.screen, text: "kiosk-01", wallClock: h.wallClock)
        check(h, "statusbar-hidden")
        withExtendedLifetime(bar) {}
    }

    /// After turning to portrait the bar is across the top of the new interface (240 wide).
    @MainActor func testPortraitAfterRotation() async {
        let h = HeadlessHarness(width: 400, height: 240)
        h.window.rootViewController = SafeAreaAppViewController(background: UIColor(rgb: 0xF2F2F7), cardColor: UIColor(rgb: 0x9CC3F0))
        let bar = StatusBar(screen: h.screen, text: "kiosk-01", wallClock: h.wallClock)
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(bar.window?.frame, CGRect(x: 0, y: 0, width: 240, height: 20))
        check(h, "statusbar-portrait")
    }
}
