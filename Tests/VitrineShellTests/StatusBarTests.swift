import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The shell's status bar: the time on the virtual clock, following the app's status bar
/// appearance, the system safe area it sets, and a disabled bar.
final class StatusBarTests: XCTestCase {
    @MainActor private func scene(style: UIStatusBarStyle = .default, enabled: Bool = true)
        -> (HeadlessHarness, SafeAreaAppViewController, StatusBar) {
        let h = HeadlessHarness(width: 400, height: 240)
        let app = SafeAreaAppViewController(background: UIColor(rgb: 0xF2F2F7), cardColor: UIColor(rgb: 0x9CC3F0), style: style)
        h.window.rootViewController = app
        let bar = StatusBar(screen: h.screen, enabled: enabled, text: "kiosk-01", wallClock: h.wallClock)
        h.renderFrames()
        return (h, app, bar)
    }

    @MainActor func testTimeTextIs24HourInTheClocksZone() async {
        let utc = WallClock(timeZone: TimeZone(identifier: "UTC")!) { Date() }
        let date = Date(timeIntervalSince1970: fixedDate + 8 * 3600)   // 17:41:30 UTC
        XCTAssertEqual(utc.timeText(for: date), "17:41")
        let tokyo = WallClock(timeZone: TimeZone(identifier: "Asia/Tokyo")!) { Date() }
        XCTAssertEqual(tokyo.timeText(for: date), "02:41", "UTC+9, past midnight")
        XCTAssertEqual(WallClock.secondsToNextMinute(from: Date(timeIntervalSince1970: fixedDate)), 30, accuracy: 1e-6)
    }

    /// The time changes at the minute boundary with one frame that redraws only the bar; no
    /// frame at all in between; one timer pending.
    @MainActor func testMinuteRolloverRedrawsOnceOnTheVirtualClock() async {
        let (h, _, bar) = scene()
        XCTAssertEqual(bar.window?.timeLabel.text, "09:41")
        XCTAssertEqual(h.clock.pendingTimerCount, 1)
        let frames = h.screen.frameCount
        h.advance(by: 29.9)
        XCTAssertEqual(h.screen.frameCount, frames, "nothing is drawn within the minute")
        XCTAssertEqual(bar.window?.timeLabel.text, "09:41")
        h.advance(by: 0.1)
        XCTAssertEqual(bar.window?.timeLabel.text, "09:42")
        XCTAssertEqual(h.screen.frameCount, frames + 1)
        h.advance(by: 60)
        XCTAssertEqual(bar.window?.timeLabel.text, "09:43")
        XCTAssertEqual(h.screen.frameCount, frames + 2)
        // The buffer drawn now (two buffers) repairs this minute's and the last minute's
        // change: both are in the bar.
        let box = h.lastDamage.boundingBox
        XCTAssertFalse(h.lastDamage.isEmpty)
        XCTAssertLessThanOrEqual(box.y + box.height, 20, "only the bar's rows are redrawn")
        XCTAssertEqual(h.clock.pendingTimerCount, 1)
    }

    /// Hiding the bar (the app's `prefersStatusBarHidden`) hides the window, clears the inset
    /// and stops the timer; showing it again brings both back with the current time; a style
    /// change recolours the text.
    @MainActor func testAppearanceChangesToggleTheInsetAndStyle() async {
        let (h, app, bar) = scene()
        XCTAssertTrue(bar.isVisible)
        XCTAssertEqual(h.screen.windows.last?.windowLevel, .statusBar)
        XCTAssertEqual(h.window.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(app.card.frame.minY, 30)
        XCTAssertEqual(shownTextColor(bar), UIColor.black.color, "`.default` over a light app")

        app.hidden = true
        app.setNeedsStatusBarAppearanceUpdate()
        h.renderFrames()
        XCTAssertFalse(bar.isVisible)
        XCTAssertEqual(app.view.safeAreaInsets, .zero)
        XCTAssertEqual(app.card.frame.minY, 10)
        XCTAssertEqual(h.clock.pendingTimerCount, 0, "no minute timer while hidden")

        h.advance(by: 120)
        app.hidden = false
        app.style = .lightContent
        app.setNeedsStatusBarAppearanceUpdate()
        h.renderFrames()
        XCTAssertTrue(bar.isVisible)
        XCTAssertEqual(app.view.safeAreaInsets.top, 20)
        XCTAssertEqual(bar.window?.timeLabel.text, "09:43")
        XCTAssertEqual(bar.window?.timeLabel.textColor, .white)
        XCTAssertEqual(bar.window?.textLabel.textColor, .white)
        app.style = .darkContent
        app.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(bar.window?.timeLabel.textColor, .black)
    }

    /// The text colour the bar draws with (its labels' colour resolved for their traits).
    @MainActor private func shownTextColor(_ bar: StatusBar) -> Color? {
        guard let l = bar.window?.timeLabel else { return nil }
        return l.textColor.resolvedColor(with: l.traitCollection).color
    }

    /// UIKit (`UIStatusBarStyle.default`): "A status bar that automatically chooses light or
    /// dark content based on the user interface style"; `.darkContent` ("for use on light
    /// backgrounds") and `.lightContent` ("for use on dark backgrounds") are fixed. The style
    /// is the deciding controller's: a dark screen, or a controller whose
    /// `overrideUserInterfaceStyle` is `.dark` on a light screen, gets white text; back to
    /// light, black.
    @MainActor func testDefaultStyleFollowsTheAppsInterfaceStyle() async {
        let (h, app, bar) = scene()
        h.screen.userInterfaceStyle = .dark
        h.renderFrames()
        XCTAssertEqual(shownTextColor(bar), UIColor.white.color, "`.default` on a dark screen")
        app.style = .darkContent
        app.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(shownTextColor(bar), UIColor.black.color, "`.darkContent` stays dark")
        app.style = .default
        app.setNeedsStatusBarAppearanceUpdate()
        h.screen.userInterfaceStyle = .light
        h.renderFrames()
        XCTAssertEqual(shownTextColor(bar), UIColor.black.color)
        app.overrideUserInterfaceStyle = .dark
        h.renderFrames()
        XCTAssertEqual(h.screen.statusBarAppearance.userInterfaceStyle, .dark)
        XCTAssertEqual(shownTextColor(bar), UIColor.white.color, "the app's controller is dark")
        app.overrideUserInterfaceStyle = .unspecified
        h.renderFrames()
        XCTAssertEqual(shownTextColor(bar), UIColor.black.color)
        app.style = .lightContent
        app.setNeedsStatusBarAppearanceUpdate()
        XCTAssertEqual(shownTextColor(bar), UIColor.white.color, "`.lightContent` stays light")
    }

    /// The bar never becomes key (keys go to the app); a tap on the bar's strip is the
    /// scroll-to-top gesture, as on iOS, and the app's view under it does not get it; below the
    /// strip touches go to the app.
    @MainActor func testTheBarIsNeverKeyAndATapOnItIsTheScrollToTopGesture() async {
        let (h, app, bar) = scene()
        XCTAssertTrue(h.window.isKeyWindow)
        XCTAssertFalse(bar.window?.isKeyWindow ?? true)
        let probe = TouchProbe(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        app.view.addSubview(probe)
        h.tap(at: CGPoint(x: 20, y: 10))
        XCTAssertEqual(probe.began, 0, "the bar's tap")
        h.tap(at: CGPoint(x: 20, y: 30))
        XCTAssertEqual(probe.began, 1, "below the bar: the app's")
    }

    /// `[shell] status_bar = false`: no window, no inset.
    @MainActor func testDisabledBarHasNoWindowAndNoInset() async {
        let (h, app, bar) = scene(enabled: false)
        XCTAssertNil(bar.window)
        XCTAssertFalse(bar.isVisible)
        XCTAssertEqual(h.screen.windows.count, 1)
        XCTAssertEqual(app.view.safeAreaInsets, .zero)
        XCTAssertEqual(h.clock.pendingTimerCount, 0)
    }

    /// `remove()` takes the window and the inset away.
    @MainActor func testRemove() async {
        let (h, app, bar) = scene()
        bar.remove()
        h.renderFrames()
        XCTAssertFalse(bar.isVisible)
        XCTAssertEqual(app.view.safeAreaInsets, .zero)
        XCTAssertEqual(h.clock.pendingTimerCount, 0)
    }
}

@MainActor
private final class TouchProbe: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}
