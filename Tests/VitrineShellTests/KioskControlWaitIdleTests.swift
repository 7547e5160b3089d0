import Foundation
import XCTest
import Vitrine
import VitrineShell
import VitrineTesting

/// `wait-idle [MS]`: the answer a UI-test driver waits for before acting comes once the screen
/// has settled — after an animated push, not during it; endless motion does not hold it up; a
/// screen still moving at the end of the time is an error; a bad argument says the usage.
/// (`async` methods: this target has no `@_exported import VitrineTesting` for synchronous
/// `@MainActor` ones.)
final class KioskControlWaitIdleTests: XCTestCase {
    @MainActor private func navigation() -> (HeadlessHarness, UINavigationController, KioskControl) {
        let h = HeadlessHarness(width: 400, height: 300)
        let nav = UINavigationController(rootViewController: UIViewController())
        h.window.rootViewController = nav
        h.renderFrames()
        return (h, nav, KioskControl(screen: h.screen))
    }

    /// During a push (0.35 s) no answer; once it has ended (and its completion has run: the
    /// navigation controller takes touches again), `ok`, with the time waited.
    @MainActor func testAnswersOnceAPushHasSettled() async {
        let (h, nav, control) = navigation()
        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: true)
        var reply: ControlReply?
        XCTAssertNil(control.request("wait-idle 2000") { reply = $0 })
        h.advance(by: 0.2)
        XCTAssertNil(reply, "answered during the push")
        h.advance(by: 0.3)
        guard let answer = reply else { return XCTFail("no answer after the push") }
        XCTAssertTrue(answer.ok, answer.text)
        XCTAssertTrue(answer.text.hasPrefix("idle after "), answer.text)
        XCTAssertTrue(nav.topViewController === pushed)
        XCTAssertTrue(pushed.view.isUserInteractionEnabled)
        XCTAssertFalse(h.screen.hasFrameWork)
    }

    /// A spinning activity indicator (a display link: it never ends) does not hold the answer.
    @MainActor func testEndlessMotionDoesNotCount() async {
        let (h, nav, control) = navigation()
        let spinner = UIActivityIndicatorView(style: .medium)
        nav.topViewController?.view.addSubview(spinner)
        spinner.startAnimating()
        h.advance(by: 0.1)
        var reply: ControlReply?
        control.request("wait-idle 1000") { reply = $0 }
        h.advance(by: 0.1)
        XCTAssertEqual(reply?.ok, true, reply?.text ?? "no answer")
        spinner.stopAnimating()
    }

    /// A 5 s animation outlasts a 100 ms wait: an error saying so; bad arguments: the usage.
    @MainActor func testTimeoutAndBadArguments() async {
        let (h, nav, control) = navigation()
        guard let view = nav.topViewController?.view else { return XCTFail("no view") }
        UIView.animate(withDuration: 5) { view.alpha = 0.5 }
        var reply: ControlReply?
        control.request("wait-idle 100") { reply = $0 }
        h.advance(by: 0.2)
        guard let answer = reply else { return XCTFail("no answer at the end of the time") }
        XCTAssertFalse(answer.ok)
        XCTAssertTrue(answer.text.contains("has not settled within 100 ms"), answer.text)
        for bad in ["wait-idle soon", "wait-idle -1", "wait-idle 1 2", "wait-idle 600001"] {
            guard let r = control.request(bad) else { return XCTFail("\(bad): no answer at once") }
            XCTAssertFalse(r.ok, bad)
            XCTAssertTrue(r.text.hasPrefix("usage: wait-idle"), r.text)
        }
    }
}
