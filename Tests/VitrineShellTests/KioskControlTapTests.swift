import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// Issue 18, "`tap X Y`, `tap --id IDENTIFIER` … Injected input goes through the same router as
/// libinput's": a tap over the control socket presses a real UIButton, through
/// `KioskInput.deliver` and the `InputRouter`'s transforms (mounting rotation, interface
/// orientation), in the screenshot's pixels.
final class KioskControlTapTests: XCTestCase {
    /// A 400×300 window with a 100×44 button at (20, 40), identifier "ok"; centre (70, 62).
    @MainActor private func makeButton(scale: Double = 1) -> (HeadlessHarness, KioskControl, UIButton, Counter) {
        let h = HeadlessHarness(width: 400, height: 300, scale: scale)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        b.setTitle("OK", for: .normal)
        b.accessibilityIdentifier = "ok"
        let counter = Counter()
        b.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
        h.window.addSubview(b)
        h.renderFrames()
        return (h, KioskControl(screen: h.screen), b, counter)
    }

    @MainActor final class Counter { var count = 0 }

    /// Runs `line`, moving the virtual clock until its deferred reply comes (at most 20 s).
    @MainActor func run(_ control: KioskControl, _ h: HeadlessHarness, _ line: String) -> ControlReply? {
        var reply: ControlReply?
        control.request(line) { reply = $0 }
        var waited = 0.0
        while reply == nil, waited < 20 {
            h.advance(by: 0.01)
            waited += 0.01
        }
        return reply
    }

    @MainActor func testTapPressesAButtonAndAnswersWhenTheFingerIsUp() async {
        let (h, control, _, counter) = makeButton()
        var reply: ControlReply?
        control.request("tap 70 62") { reply = $0 }
        h.runUntilIdle()
        XCTAssertNil(reply, "the reply waits for the finger to lift (50 ms on the screen clock)")
        XCTAssertEqual(counter.count, 0, "down only: touchUpInside not yet")
        h.advance(by: 0.049)
        XCTAssertNil(reply)
        h.advance(by: 0.002)
        XCTAssertEqual(counter.count, 1, "the button's touchUpInside action ran")
        XCTAssertEqual(reply?.jsonLine, #"{"ok":true,"text":"tapped at (70, 62)","x":70,"y":62}"#)
    }

    @MainActor func testTapOutsideTheButtonPressesNothing() async {
        let (h, control, _, counter) = makeButton()
        XCTAssertEqual(run(control, h, "tap 200 200")?.ok, true)
        XCTAssertEqual(counter.count, 0)
    }

    /// Pixels, not points: at scale 2 the button's centre is at (140, 124) in the screenshot.
    @MainActor func testTapCoordinatesAreTheScreenshotsPixels() async {
        let (h, control, _, counter) = makeButton(scale: 2)
        XCTAssertEqual(run(control, h, "tap 70 62")?.ok, true)
        XCTAssertEqual(counter.count, 0, "(70, 62) px is (35, 31) pt: above the button")
        XCTAssertEqual(run(control, h, "tap 140 124")?.ok, true)
        XCTAssertEqual(counter.count, 1)
    }

    @MainActor func testTapByIdentifierFindsTheButtonAndReportsItsCentre() async {
        let (h, control, _, counter) = makeButton()
        let reply = run(control, h, "tap --id ok")
        XCTAssertEqual(reply?.jsonLine, #"{"ok":true,"text":"tapped at (70, 62) on 'ok' (UIButton)","x":70,"y":62,"id":"ok","view":"UIButton"}"#)
        XCTAssertEqual(counter.count, 1)
    }

    /// Hidden and transparent views, and those inside them, are not tapped; the frontmost
    /// visible view with the identifier is.
    @MainActor func testTapByIdentifierSkipsHiddenViewsAndNamesAMissingOne() async {
        let (h, control, b, counter) = makeButton()
        b.isHidden = true
        XCTAssertEqual(run(control, h, "tap --id ok")?.jsonLine, #"{"ok":false,"error":"tap: no visible view has accessibilityIdentifier 'ok'"}"#)
        b.isHidden = false
        b.alpha = 0
        XCTAssertEqual(run(control, h, "tap --id ok")?.ok, false)
        b.alpha = 1
        XCTAssertEqual(run(control, h, "tap --id nothing")?.text, "tap: no visible view has accessibilityIdentifier 'nothing'")
        b.frame.origin.x = 1000
        XCTAssertEqual(run(control, h, "tap --id ok")?.text, "tap: no visible view has accessibilityIdentifier 'ok' on the screen (one is off the screen)")
        XCTAssertEqual(counter.count, 0)
    }

    /// A view over the button's centre that takes touches: the tap would press it instead, so
    /// `tap --id` says so rather than tapping something else.
    @MainActor func testTapByIdentifierRefusesACoveredView() async {
        let (h, control, _, counter) = makeButton()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        cover.accessibilityIdentifier = "sheet"
        h.window.addSubview(cover)
        let reply = run(control, h, "tap --id ok")
        XCTAssertEqual(reply?.text, "tap: 'ok' (UIButton) is covered by UIView 'sheet' at its centre (70, 62); a tap there would reach that instead")
        XCTAssertEqual(counter.count, 0)
        cover.isUserInteractionEnabled = false
        XCTAssertEqual(run(control, h, "tap --id ok")?.ok, true, "a cover that takes no touches lets the tap through, as a finger's")
        XCTAssertEqual(counter.count, 1)
    }

    /// The interface turned to portrait on a landscape panel: the screenshot's pixels are the
    /// buffer's, and the tap at the button's pixel centre (found by `tap --id`) lands on it —
    /// the same transform the compositor draws with.
    @MainActor func testTapLandsOnTheButtonOnARotatedInterface() async {
        let (h, control, b, counter) = makeButton()
        b.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        b.setTitle(nil, for: .normal)   // a plain red rectangle: its centre pixel is red
        let root = UIViewController()
        root.view.addSubview(b)
        h.window.rootViewController = root
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait, animated: false))
        h.advance(by: 1)
        b.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        h.renderFrames()
        let reply = run(control, h, "tap --id ok")
        XCTAssertEqual(reply?.ok, true, reply?.text ?? "")
        XCTAssertEqual(counter.count, 1)
        // The centre the reply names is where the button is drawn: the pixel there is the
        // button's, not the window's. Check by hand: the interface is portrait (300×400 pt)
        // in a 400×300 buffer, so a point (x, y) is drawn at buffer pixel (y, 300 - x) or
        // (400 - y, x); the centre (70, 62) becomes (62, 230) or (338, 70).
        let x = reply?.fields.first { $0.0 == "x" }?.1, y = reply?.fields.first { $0.0 == "y" }?.1
        XCTAssertTrue([(JSONValue.double(62), JSONValue.double(230)), (.double(338), .double(70))].contains { $0.0 == x && $0.1 == y },
                      "\(String(describing: x)), \(String(describing: y))")
        // And a tap at that pixel by coordinates presses it too.
        if case .double(let px) = x, case .double(let py) = y {
            XCTAssertEqual(h.screenshot[Int(px), Int(py)] & 0xFFFFFF, 0xFF0000, "the button is drawn at the reported pixel")
            XCTAssertEqual(run(control, h, "tap \(Int(px)) \(Int(py))")?.ok, true)
            XCTAssertEqual(counter.count, 2)
        }
    }

    /// A panel mounted a quarter turn: the tap converts the screenshot's pixel to the panel's
    /// with the inverse of `panelToInterface`, and the router's `panelToInterface` brings it
    /// back — the button is pressed.
    @MainActor func testTapLandsOnTheButtonOnATurnedPanel() async {
        for turns in 1...3 {
            UIScreen.resetMain()
            let loop = ManualMainLoop()
            let clock = VirtualClock()
            let display = TurnedDisplay(size: PixelSize(width: 400, height: 300), turns: turns, loop: loop)
            let screen = UIScreen(display: display, loop: loop, clock: clock)
            let window = UIWindow(screen: screen)
            window.makeKeyAndVisible()
            let b = UIButton(type: .system)
            b.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
            b.accessibilityIdentifier = "ok"
            let counter = Counter()
            b.addAction(UIAction { _ in counter.count += 1 }, for: .touchUpInside)
            window.addSubview(b)
            loop.runUntilIdle()
            let input = KioskInput(screen: screen)
            var delivered: [InputEvent] = []
            input.addObserver { delivered += $0 }
            let control = KioskControl(screen: screen, input: input)
            var reply: ControlReply?
            control.request("tap 70 62") { reply = $0 }
            loop.runUntilIdle()
            clock.advance(to: clock.now + 0.06)
            loop.runUntilIdle()
            XCTAssertEqual(reply?.ok, true, "turns \(turns)")
            XCTAssertEqual(counter.count, 1, "turns \(turns): the button is pressed")
            // The event carries the panel's pixels: not the screenshot's (70, 62) on a turned panel.
            if case let .touchDown(slot, x, y, _)? = delivered.first {
                XCTAssertEqual(slot, 50, "a slot of its own, not a finger's")
                XCTAssertEqual(CGPoint(x: x, y: y).applying(display.panelToInterface), CGPoint(x: 70, y: 62))
                XCTAssertNotEqual(CGPoint(x: x, y: y), CGPoint(x: 70, y: 62), "turns \(turns)")
            } else {
                XCTFail("no touch down delivered: \(delivered)")
            }
        }
    }

    @MainActor func testBadTapArgumentsGetErrors() async {
        let (h, control, _, counter) = makeButton()
        XCTAssertEqual(control.request("tap")?.text, "usage: tap <x> <y> (the screenshot's pixels) | tap --id <identifier>")
        XCTAssertEqual(control.request("tap 1")?.ok, false)
        XCTAssertEqual(control.request("tap 1 2 3")?.ok, false)
        XCTAssertEqual(control.request("tap x 2")?.text, "tap: x 'x' is not a number")
        XCTAssertEqual(control.request("tap 1 nan")?.text, "tap: y 'nan' is not a number")
        XCTAssertEqual(control.request("tap 400 10")?.text,
                       "tap: (400, 10) is off the screen; x must be within 0…399 and y within 0…299 (the screenshot's pixels, 400x300)")
        XCTAssertEqual(control.request("tap -1 10")?.ok, false)
        XCTAssertEqual(control.request("tap --id")?.text, "usage: tap --id <identifier>")
        h.advance(by: 1)
        XCTAssertEqual(counter.count, 0)
    }

    /// Taps from two clients while one runs: each waits its turn, none is lost, and each
    /// reply comes after its own finger lifted.
    @MainActor func testTapsQueueAndAllPress() async {
        let (h, control, _, counter) = makeButton()
        var replies: [Int: ControlReply] = [:]
        for i in 0..<10 {
            control.handle(KioskControlRequest(line: "tap 70 62", connectionID: i + 1) { replies[i] = $0 })
        }
        h.advance(by: 0.051)
        XCTAssertEqual(counter.count, 1, "one at a time: the second waits for the first to lift")
        h.advance(by: 1)
        XCTAssertEqual(counter.count, 10)
        XCTAssertEqual(replies.count, 10)
    }
}

extension KioskControlTapTests {
    /// A queued tap whose client disconnects before its turn is dropped: no touch, no reply;
    /// the running one and the ones after it still press.
    @MainActor func testAQueuedTapOfAClosedConnectionIsDropped() async {
        let (h, control, _, counter) = makeButton()
        var replies: [Int] = []
        for id in 1...3 {
            control.handle(KioskControlRequest(line: "tap 70 62", connectionID: id) { _ in replies.append(id) })
        }
        for o in control.onConnectionClosed { o(2) }
        h.advance(by: 1)
        XCTAssertEqual(replies, [1, 3])
        XCTAssertEqual(counter.count, 2)
    }
}

/// A headless display whose panel is mounted `turns` quarter turns clockwise: input comes in
/// the panel's pixels, which `panelToInterface` maps to the buffer's.
@MainActor
final class TurnedDisplay: Display {
    let inner: HeadlessDisplay
    let turns: Int
    init(size: PixelSize, turns: Int, loop: any MainLoop) {
        inner = HeadlessDisplay(size: size, loop: loop)
        self.turns = turns
    }
    var name: String { "headless" }
    var pixelSize: PixelSize { inner.pixelSize }
    var scale: Double { inner.scale }
    var canPresent: Bool { inner.canPresent }
    func acquireBackBuffer() -> BackBuffer { inner.acquireBackBuffer() }
    func present(_ buffer: PixelBuffer, damage: Region) { inner.present(buffer, damage: damage) }
    var onFrameDone: (@MainActor () -> Void)? {
        get { inner.onFrameDone }
        set { inner.onFrameDone = newValue }
    }
    var onSizeChange: (@MainActor () -> Void)? {
        get { inner.onSizeChange }
        set { inner.onSizeChange = newValue }
    }
    var panelToInterface: CGAffineTransform { panelToInterfaceTransform(turns: turns, interfaceSize: pixelSize) }
}

/// UIKit: a bar button item's `accessibilityIdentifier` (`UIBarItem` adopts
/// `UIAccessibilityIdentification`) is how UI tests find and tap it. `tap --id` and `tree`
/// find it on the view the navigation bar or toolbar draws for the item.
extension KioskControlTapTests {
    @MainActor func testTapByIdentifierPressesNavigationBarAndToolbarItems() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let vc = UIViewController()
        let nav = UINavigationController(rootViewController: vc)
        h.window.rootViewController = nav
        var tapped: [String] = []
        let save = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in tapped.append("save") })
        save.accessibilityIdentifier = "nav.save"
        vc.navigationItem.rightBarButtonItem = save
        let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in tapped.append("trash") })
        trash.accessibilityIdentifier = "toolbar.trash"
        vc.toolbarItems = [.flexibleSpace(), trash]
        nav.isToolbarHidden = false
        h.renderFrames()
        let control = KioskControl(screen: h.screen)
        let first = run(control, h, "tap --id nav.save")
        XCTAssertEqual(first?.ok, true, first?.text ?? "no reply")
        let second = run(control, h, "tap --id toolbar.trash")
        XCTAssertEqual(second?.ok, true, second?.text ?? "no reply")
        XCTAssertEqual(tapped, ["save", "trash"])
        let tree = control.request("tree --id toolbar.trash")
        XCTAssertEqual(tree?.ok, true, "the tree finds the item's view: \(tree?.text ?? "no reply")")
    }
}
