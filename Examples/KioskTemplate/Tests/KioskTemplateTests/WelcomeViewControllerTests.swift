import Foundation
import XCTest
@testable import KioskTemplate
import Vitrine
// @_exported: lets SwiftPM's generated Linux test manifest run synchronous @MainActor test
// methods (one line like this in any one file of a test target; see VitrineTesting).
@_exported import VitrineTesting

/// The template's screen on a headless display (VitrineTesting's `HeadlessHarness`: a screen,
/// a window and a frame loop in memory; time moves only when the test says so). The test
/// methods are synchronous and `@MainActor`, as UIKit tests are (not the class: XCTest on
/// Linux cannot run a `@MainActor` class).
final class WelcomeViewControllerTests: XCTestCase {
    /// The app launched as the kiosk launches it (`UIApplication.shared.delegate` is its
    /// delegate, whose window goes on `UIScreen.main`: the harness's screen), drawn once.
    @MainActor private func launch(_ h: HeadlessHarness) -> WelcomeViewController? {
        let delegate = AppDelegate()
        h.launch(delegate)
        return delegate.window?.rootViewController as? WelcomeViewController
    }

    /// As in the running app, `UIApplication.shared.delegate` is the app's delegate (code that
    /// reaches the delegate or its window through it works in tests too), its window is the
    /// key window, and the app is active once its first frame is drawn.
    @MainActor func testLaunchMakesTheDelegateTheApplications() throws {
        let h = HeadlessHarness(width: 800, height: 480)
        _ = try XCTUnwrap(launch(h))
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate, "UIApplication.shared.delegate")
        XCTAssertTrue(UIApplication.shared.keyWindow === delegate.window)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }

    /// The app delegate makes a window whose root is the welcome screen, as an iOS app
    /// delegate does in `application(_:didFinishLaunchingWithOptions:)`; the screen greets,
    /// and shows the logo from the app's resource bundle (`Bundle.module`) at its 96 pt size.
    @MainActor func testLaunchShowsTheWelcomeScreenWithTheLogo() throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = try XCTUnwrap(launch(h))
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(vc.greetingLabel.text, "Welcome")
        let logo = try XCTUnwrap(vc.logoView.image, "logo.png from the resource bundle")
        XCTAssertEqual(logo.size, CGSize(width: 96, height: 96))
        XCTAssertEqual(vc.logoView.frame, CGRect(x: 352, y: 70, width: 96, height: 96),
                       "centred: x = 400 - 48, y = 240 - 170")
    }

    /// UIKit, `UIControl.Event.touchUpInside`: "A touch-up event in the control where the
    /// finger is inside the bounds of the control." A tap on the button counts; a tap beside
    /// it does not.
    @MainActor func testTappingTheButtonCounts() throws {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = try XCTUnwrap(launch(h))
        let button = vc.startButton.frame
        XCTAssertEqual(button, CGRect(x: 280, y: 250, width: 240, height: 64))
        h.tap(at: CGPoint(x: button.midX, y: button.midY))
        h.tap(at: CGPoint(x: button.midX, y: button.midY))
        h.tap(at: CGPoint(x: 100, y: 400))
        h.renderFrames()
        XCTAssertEqual(vc.taps, 2)
        XCTAssertEqual(vc.greetingLabel.text, "Tapped 2×")
    }
}
