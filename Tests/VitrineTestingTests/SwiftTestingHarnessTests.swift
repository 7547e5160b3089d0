import Testing
import Vitrine
import VitrineGraphics

/// Issue 19, "App tests": VitrineTesting from Swift Testing: `@Test @MainActor` functions
/// drive a `HeadlessHarness` as XCTest methods do.
@Suite struct SwiftTestingHarnessTests {
    /// A button tapped through the touch path triggers its action once.
    @Test @MainActor func buttonTap() {
        let h = HeadlessHarness(width: 200, height: 100)
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        h.window.addSubview(button)
        h.renderFrames()
        h.tap(at: CGPoint(x: 100, y: 50))
        #expect(taps == 1)
    }

    /// The window's background colour is what the screenshot shows (red, opaque).
    @Test @MainActor func screenshotShowsTheWindow() {
        let h = HeadlessHarness(width: 40, height: 30)
        h.window.backgroundColor = .red
        h.renderFrames()
        #expect(h.screenshot.row(15)[20] & 0xFF_FFFF == 0xFF_0000)
    }

    /// Animations follow the virtual clock: half-way through a linear 1 s move the view is
    /// half-way (the rule UIView.animate documents for a linear curve).
    @Test @MainActor func animationFollowsTheVirtualClock() {
        let h = HeadlessHarness(width: 300, height: 100)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(v)
        h.renderFrames()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.frame.origin.x = 200 })
        h.advance(by: 0.5)
        #expect(abs(v.presentationFrame.minX - 100) <= 1)
        h.advance(by: 0.6)
        #expect(v.presentationFrame.minX == 200)
    }

    /// An observed app controller records its appearance (`LifecycleRecorder.observe`).
    @Test @MainActor func observedControllerAppears() {
        let h = HeadlessHarness(width: 100, height: 100)
        let log = LifecycleRecorder()
        let vc = UIViewController()
        log.observe(vc, name: "Home")
        h.window.rootViewController = vc
        h.renderFrames()
        #expect(log.events(for: "Home", only: LifecycleRecorder.appearanceCallbacks)
            == ["Home.viewWillAppear(false)", "Home.viewIsAppearing(false)", "Home.viewDidAppear(false)"])
    }
}
