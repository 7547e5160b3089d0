import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting

/// Linux key codes used below.
private enum K {
    static let a = 30, s = 31, y = 21, one = 2, leftShift = 42, leftCtrl = 29, up = 103
}

/// A log of presses as "began a", "ended a" ("r" marks a repeat), shared by the recorders.
@MainActor private final class PressLog {
    var lines: [String] = []
    var presses: [UIPress] = []
    func add(_ phase: String, _ who: String, _ presses: Set<UIPress>) {
        for p in presses {
            self.presses.append(p)
            lines.append("\(who) \(phase) \(p.key?.characters ?? "?")\(p.isRepeat ? " r" : "")")
        }
    }
}

/// A view that can take keyboard focus; records presses when `records` is set, else passes
/// them on (the default implementation).
@MainActor private final class KeyView: UIView {
    let log: PressLog
    let name: String
    let records: Bool
    var commands: [UIKeyCommand]?
    init(_ name: String, log: PressLog, records: Bool = true) {
        self.name = name; self.log = log; self.records = records
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if records { log.add("began", name, presses) } else { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if records { log.add("ended", name, presses) } else { super.pressesEnded(presses, with: event) }
    }
}

@MainActor private final class KeyViewController: UIViewController {
    let log: PressLog
    var commands: [UIKeyCommand]?
    init(log: PressLog) { self.log = log; super.init() }

    required init?(coder: NSCoder) { return nil }

    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.add("began", "vc", presses) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.add("ended", "vc", presses) }
}

@MainActor private final class KeyWindow: UIWindow {
    var log: PressLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log?.add("began", "window", presses) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log?.add("ended", "window", presses) }
}

/// Keyboard delivery: UIKit's rules for presses (first responder, the responder chain, key
/// commands before presses) and key repeat on the virtual clock.
final class KeyboardTests: XCTestCase {
    @MainActor private func key(_ r: KeyboardRouter, _ h: HeadlessHarness, _ code: Int, _ down: Bool) {
        r.handle(code: code, pressed: down, time: h.clock.now)
    }

    @MainActor private func tap(_ r: KeyboardRouter, _ h: HeadlessHarness, _ code: Int) {
        key(r, h, code, true); key(r, h, code, false)
    }

    /// The first responder gets pressesBegan on key down and pressesEnded on key up, with the
    /// same press object carrying the key.
    @MainActor func testFirstResponderGetsPressesBeganAndEndedWithTheKey() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.a, true)
        XCTAssertEqual(log.lines, ["v began a"])
        let p = log.presses[0]
        XCTAssertEqual(p.key?.charactersIgnoringModifiers, "a")
        XCTAssertEqual(p.key?.keyCode, .keyboardA)
        XCTAssertEqual(p.key?.modifierFlags, [])
        XCTAssertEqual(p.type, .keyboardKey)
        h.advance(by: 0.1)
        key(r, h, K.a, false)
        XCTAssertEqual(log.lines, ["v began a", "v ended a"])
        XCTAssertTrue(log.presses[1] === p, "one UIPress from began to ended")
        XCTAssertEqual(p.phase, .ended)
        XCTAssertEqual(p.timestamp, 0.1, accuracy: 1e-9)
    }

    /// Shift held: the key reports "A", "a" ignoring modifiers, and the shift flag; the shift
    /// key itself is a press too (with no text).
    @MainActor func testShiftedKeyReportsUppercaseCharactersAndShiftFlag() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.leftShift, true)
        tap(r, h, K.a)
        tap(r, h, K.one)
        key(r, h, K.leftShift, false)
        XCTAssertEqual(log.lines, ["v began ", "v began A", "v ended A", "v began !", "v ended !", "v ended "])
        let a = log.presses[1].key
        XCTAssertEqual(a?.charactersIgnoringModifiers, "a")
        XCTAssertEqual(a?.modifierFlags, [.shift])
        XCTAssertEqual(a?.modifierFlags.rawValue, 1 << 17)
        XCTAssertEqual(log.presses[0].key?.keyCode, .keyboardLeftShift)
    }

    /// The configured layout decides the characters: the Y key types "z" on a German keyboard.
    @MainActor func testConfiguredLayoutDecidesTheCharacters() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen, configuration: KeyboardConfiguration(layout: "de"))
        tap(r, h, K.y)
        XCTAssertEqual(log.lines, ["v began z", "v ended z"])
    }

    /// A first responder that does not handle presses passes them up the chain: its superview
    /// (the root view), then the root view controller.
    @MainActor func testUnhandledPressesFallUpTheResponderChain() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let vc = KeyViewController(log: log)
        h.window.rootViewController = vc
        let v = KeyView("v", log: log, records: false)
        vc.view.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        let r = KeyboardRouter(screen: h.screen)
        tap(r, h, K.a)
        XCTAssertEqual(log.lines, ["vc began a", "vc ended a"])
    }

    /// Without a first responder, presses go to the key window's root view controller.
    @MainActor func testWithoutFirstResponderTheRootViewControllerGetsPresses() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let vc = KeyViewController(log: log)
        h.window.rootViewController = vc
        let r = KeyboardRouter(screen: h.screen)
        tap(r, h, K.a)
        XCTAssertEqual(log.lines, ["vc began a", "vc ended a"])
    }

    /// Without a first responder or root view controller, the key window gets them.
    @MainActor func testWithoutRootViewControllerTheKeyWindowGetsPresses() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let w = KeyWindow(screen: h.screen)
        w.log = log
        w.makeKeyAndVisible()
        let r = KeyboardRouter(screen: h.screen)
        tap(r, h, K.a)
        XCTAssertEqual(log.lines, ["window began a", "window ended a"])
    }

    /// A view controller's ctrl-S key command fires when the first responder (its subview)
    /// does not offer one, and consumes the press: no pressesBegan/Ended for S. Plain S is not
    /// the shortcut and is delivered.
    @MainActor func testKeyCommandOnViewControllerFiresForControlSAndConsumesThePress() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let vc = KeyViewController(log: log)
        var fired: [String] = []
        vc.commands = [UIKeyCommand(title: "Save", input: "s", modifierFlags: .control) { fired.append($0.title) }]
        h.window.rootViewController = vc
        let v = KeyView("v", log: log)
        vc.view.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.leftCtrl, true)
        tap(r, h, K.s)
        key(r, h, K.leftCtrl, false)
        XCTAssertEqual(fired, ["Save"])
        XCTAssertEqual(log.lines.count, 2)
        XCTAssertEqual(log.presses.map { $0.key?.keyCode }, [.keyboardLeftControl, .keyboardLeftControl], "only the Control key is delivered")
        tap(r, h, K.s)
        XCTAssertEqual(fired, ["Save"], "S without Control is not ctrl-S")
        XCTAssertEqual(log.lines.suffix(2), ["v began s", "v ended s"])
        key(r, h, K.leftShift, true); key(r, h, K.leftCtrl, true)
        tap(r, h, K.s)
        XCTAssertEqual(fired, ["Save"], "modifiers must match exactly: ctrl-shift-S is not ctrl-S")
    }

    /// Key commands are looked up from the first responder outward: the nearest wins.
    @MainActor func testNearestKeyCommandOnTheChainWins() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let vc = KeyViewController(log: log)
        var fired: [String] = []
        vc.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in fired.append("vc") }]
        h.window.rootViewController = vc
        let v = KeyView("v", log: log)
        v.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in fired.append("view") }]
        vc.view.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        tap(r, h, K.up)
        XCTAssertEqual(fired, ["view"])
        v.commands = nil
        tap(r, h, K.up)
        XCTAssertEqual(fired, ["view", "vc"])
        XCTAssertEqual(log.lines, [])
    }

    /// A held key repeats on the screen's clock from 0.6 s at 25 Hz: repeats at
    /// 0.6 + k × 0.04 s, so a 1 s hold gives k = 0…10, 11 repeats (each a began/ended pair);
    /// none after release.
    @MainActor func testHeldKeyRepeatsAtTheConfiguredRateAndStopsOnRelease() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.a, true)
        h.advance(by: 0.59)
        XCTAssertEqual(log.lines, ["v began a"], "no repeat before the delay")
        h.advance(by: 0.41)
        key(r, h, K.a, false)
        let repeats = log.lines.filter { $0 == "v began a r" }.count
        XCTAssertEqual(repeats, 11)
        XCTAssertEqual(log.lines.filter { $0 == "v ended a r" }.count, 11)
        XCTAssertEqual(log.lines.first, "v began a")
        XCTAssertEqual(log.lines.last, "v ended a")
        XCTAssertFalse(log.presses.last!.isRepeat)
        h.advance(by: 1)
        XCTAssertEqual(log.lines.count, 2 + 22, "no repeats after release")
    }

    /// The delay and rate come from the configuration: 0.2 s and 10 Hz held 0.95 s repeat at
    /// 0.2, 0.3, …, 0.9: 8 times.
    @MainActor func testRepeatDelayAndRateAreConfigurable() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen, configuration: KeyboardConfiguration(repeatDelay: 0.2, repeatRate: 10))
        key(r, h, K.a, true)
        h.advance(by: 0.95)
        key(r, h, K.a, false)
        XCTAssertEqual(log.lines.filter { $0.hasSuffix(" r") && $0.contains("began") }.count, 8)
    }

    /// Modifier keys do not repeat; a key held with Shift repeats with Shift's characters.
    @MainActor func testModifiersDoNotRepeatAndRepeatsCarryCurrentModifiers() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.leftShift, true)
        h.advance(by: 2)
        XCTAssertEqual(log.lines, ["v began "])
        key(r, h, K.a, true)
        h.advance(by: 0.6)
        key(r, h, K.a, false)
        key(r, h, K.leftShift, false)
        XCTAssertEqual(log.lines, ["v began ", "v began A", "v began A r", "v ended A r", "v ended A", "v ended "])
    }

    /// A held key command repeats too (as UIKit's do).
    @MainActor func testHeldKeyCommandRepeats() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let vc = KeyViewController(log: log)
        var count = 0
        vc.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in count += 1 }]
        h.window.rootViewController = vc
        let r = KeyboardRouter(screen: h.screen)
        key(r, h, K.up, true)
        h.advance(by: 0.7)
        key(r, h, K.up, false)
        XCTAssertEqual(count, 1 + 3, "the press, then repeats at 0.6, 0.64, 0.68")
        XCTAssertEqual(log.lines, [])
    }

    /// Key events entering through the screen's input router reach the first responder once
    /// the router's `onKey` feeds the keyboard router (the hook the screen installs).
    @MainActor func testKeyEventsFromTheInputRouterReachTheFirstResponder() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let keyboard = KeyboardRouter(screen: h.screen)
        h.screen.input.onKey = { code, pressed, time in keyboard.handle(code: code, pressed: pressed, time: time) }
        h.screen.input.handle([.key(code: K.a, pressed: true, time: 0), .key(code: K.a, pressed: false, time: 0.05)])
        XCTAssertEqual(log.lines, ["v began a", "v ended a"])
    }

    /// Caps Lock sets `.alphaShift` until pressed again; letters type uppercase.
    @MainActor func testCapsLockTogglesAlphaShift() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        tap(r, h, 58)
        tap(r, h, K.a)
        XCTAssertEqual(log.presses.last?.key?.characters, "A")
        XCTAssertEqual(log.presses.last?.key?.modifierFlags, [.alphaShift])
        tap(r, h, 58)
        tap(r, h, K.a)
        XCTAssertEqual(log.presses.last?.key?.modifierFlags, [])
        XCTAssertEqual(log.presses.last?.key?.characters, "a")
    }
}

/// Start-up cost: compiling an xkb keymap reads and parses the whole layout from
/// /usr/share/X11/xkb (a quarter of the instructions from exec to the first frame, ~0.1 s
/// under emulation), so it must not happen before a key needs it.
final class KeyboardStartupTests: XCTestCase {
    /// Rule: making the router and setting its configuration compile nothing; the first key
    /// compiles the keymap once, and the key is still delivered with its text.
    @MainActor func testKeymapIsCompiledOnlyWhenAKeyNeedsIt() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let log = PressLog()
        let v = KeyView("v", log: log)
        h.window.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        let r = KeyboardRouter(screen: h.screen)
        var c = KeyboardConfiguration.standard
        c.layout = "de"
        r.configuration = c
        XCTAssertEqual(r.keymapCompilations, 0, "nothing compiled before a key needs the keymap")
        r.handle(code: K.y, pressed: true, time: h.clock.now)
        r.handle(code: K.y, pressed: false, time: h.clock.now)
        XCTAssertEqual(r.keymapCompilations, 1)
        XCTAssertEqual(log.lines, ["v began z", "v ended z"], "German layout: KEY_Y types z")
    }

    /// Rule: `prepareKeymap()` (the kiosk calls it after READY=1) compiles it ahead of the
    /// first key, once; a later configuration change makes it stale again.
    @MainActor func testPrepareKeymapCompilesOnceAndAChangeMakesItStale() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let r = KeyboardRouter(screen: h.screen)
        r.prepareKeymap()
        r.prepareKeymap()
        XCTAssertEqual(r.keymapCompilations, 1)
        XCTAssertNotNil(r.state)
        XCTAssertEqual(r.keymapCompilations, 1)
        var c = KeyboardConfiguration.standard
        c.layout = "fr"
        r.configuration = c
        XCTAssertEqual(r.keymapCompilations, 1)
        XCTAssertEqual(r.state?.text(code: K.a), "q", "French layout: KEY_A types q")
        XCTAssertEqual(r.keymapCompilations, 2)
    }
}
