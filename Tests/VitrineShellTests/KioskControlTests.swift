import Foundation
import Logging
import XCTest
@testable import VitrinePlatform
import VitrineGraphics
@testable import VitrineShell
import VitrineTesting

/// The control commands dispatched on a headless screen (no socket: `reply(to:)` is what the
/// socket's handler calls), with the virtual clock.
final class KioskControlTests: XCTestCase {
    /// An 800×480 screen with a rendered root controller.
    @MainActor private func scene(_ root: RecordingViewController? = nil) -> (HeadlessHarness, LifecycleRecorder, RecordingViewController) {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let vc = root ?? RecordingViewController(name: "R", recorder: log)
        h.window.rootViewController = vc
        h.renderFrames()
        log.clear()
        return (h, vc.recorder, vc)
    }

    @MainActor func testStatusReportsBackendSizeOrientationFramesIdleAndUptime() {
        let (h, _, _) = scene()
        let idle = IdleText()
        let control = KioskControl(screen: h.screen, actions: .init(idleState: { idle.text }))
        h.advance(by: 5.4)
        let frames = h.screen.frameCount
        XCTAssertGreaterThan(frames, 0)
        let g = GlyphCache.shared.statistics
        XCTAssertEqual(control.reply(to: "status"),
                       "ok backend=headless size=800x480 orientation=landscape-right frames=\(frames) idle=awake glyphs=\(g.count) glyph-bytes=\(g.bytes)/\(g.byteLimit) uptime=5")
        idle.text = "dimmed since 3 s"
        XCTAssertTrue(control.reply(to: "status").contains(" idle=dimmed-since-3-s "))
        // Without an idle source there is no idle field.
        XCTAssertEqual(KioskControl(screen: h.screen).reply(to: "status"),
                       "ok backend=headless size=800x480 orientation=landscape-right frames=\(frames) glyphs=\(g.count) glyph-bytes=\(g.bytes)/\(g.byteLimit) uptime=0")
    }

    /// Rule (issue 11: the glyph cache "emptied on memory warning"): `status` shows the glyph
    /// cache's glyphs and bytes of its budget; `memory-warning` (UIApplication's memory-warning
    /// path) empties it.
    @MainActor func testStatusShowsTheGlyphCacheAndAMemoryWarningEmptiesIt() {
        let (h, _, _) = scene()
        defer { UIApplication.reset() }
        UIApplication.launch(delegate: MinimalDelegate(window: h.window), screen: h.screen)
        guard let face = try? FontFace(path: FontFace.defaultPath) else { return XCTFail("no DejaVu Sans") }
        for scalar in "Glyphs".unicodeScalars { _ = face.glyph(for: scalar, pixelSize: 17) }
        let control = KioskControl(screen: h.screen)
        let before = GlyphCache.shared.statistics
        XCTAssertGreaterThanOrEqual(before.count, 6)
        XCTAssertGreaterThan(before.bytes, 0)
        XCTAssertTrue(control.reply(to: "status").contains(" glyphs=\(before.count) glyph-bytes=\(before.bytes)/\(before.byteLimit) "))
        XCTAssertEqual(control.reply(to: "memory-warning"), "ok memory warning delivered")
        XCTAssertEqual(GlyphCache.shared.statistics, GlyphCache.Statistics(bytes: 0, byteLimit: before.byteLimit, count: 0))
        XCTAssertEqual(face.cachedGlyphCount, 0)
        XCTAssertTrue(control.reply(to: "status").contains(" glyphs=0 glyph-bytes=0/\(before.byteLimit) "))
    }

    @MainActor func testRotatePortraitTurnsTheInterfaceThroughTheWindow() {
        let (h, log, _) = scene()
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.reply(to: "rotate portrait"), "ok orientation portrait")
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .portrait)
        XCTAssertEqual(h.window.bounds.size, CGSize(width: 480, height: 800))
        XCTAssertEqual(log.events(for: "R", only: [.viewWillTransition]), ["R.viewWillTransition(480x800)"])
        XCTAssertTrue(control.reply(to: "status").contains(" orientation=portrait "))
        XCTAssertEqual(control.reply(to: "rotate landscape"), "ok orientation landscape-right")
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
    }

    @MainActor func testRotateIsRefusedWhenTheRootControllerDoesNotAllowIt() {
        let log = LifecycleRecorder()
        let (h, _, _) = scene(LandscapeOnlyController(name: "L", recorder: log))
        let control = KioskControl(screen: h.screen)
        XCTAssertEqual(control.reply(to: "rotate portrait"), "error the root view controller does not allow portrait")
        XCTAssertEqual(control.reply(to: "rotate portrait-upside-down"), "error the root view controller does not allow portrait-upside-down")
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(log.events(for: "L", only: [.viewWillTransition]), [])
        XCTAssertEqual(control.reply(to: "rotate landscape-left"), "ok orientation landscape-left")
    }

    @MainActor func testMemoryWarningReachesTheViewControllers() {
        let (h, log, root) = scene()
        defer { UIApplication.reset() }
        UIApplication.launch(delegate: MinimalDelegate(window: h.window), screen: h.screen)
        let child = RecordingViewController(name: "C", recorder: log)
        root.addChild(child)
        child.didMove(toParent: root)
        log.clear()
        XCTAssertEqual(KioskControl(screen: h.screen).reply(to: "memory-warning"), "ok memory warning delivered")
        XCTAssertEqual(log.events(only: [.didReceiveMemoryWarning]).sorted(), ["C.didReceiveMemoryWarning", "R.didReceiveMemoryWarning"])
    }

    @MainActor func testLogLevelChangesTheSharedLevel() {
        let (h, _, _) = scene()
        let control = KioskControl(screen: h.screen)
        let handler = JournalLogHandler(label: "test", level: .trace, followsSharedLevel: true)
        defer { JournalLogHandler.setLevel(.info) }
        XCTAssertEqual(control.reply(to: "log-level debug"), "ok log level debug")
        XCTAssertEqual(handler.effectiveLevel, .debug)
        XCTAssertEqual(control.reply(to: "log-level critical"), "ok log level critical")
        XCTAssertEqual(handler.effectiveLevel, .critical)
        XCTAssertEqual(control.reply(to: "log-level loud"),
                       "error unknown log level 'loud'; valid: trace, debug, info, notice, warning, error, critical")
        XCTAssertEqual(handler.effectiveLevel, .critical)
    }

    @MainActor func testAppActionsRunOrSayTheyAreNotAvailable() {
        let (h, _, _) = scene()
        var calls: [String] = []
        struct Refused: Error, CustomStringConvertible { var description: String { "reload refused: bad key" } }
        let control = KioskControl(screen: h.screen, actions: .init(
            reload: { calls.append("reload"); throw Refused() },
            saveState: { calls.append("save"); return "state saved" },
            dim: { calls.append("dim"); return "" }))
        XCTAssertEqual(control.reply(to: "reload"), "error reload refused: bad key")
        XCTAssertEqual(control.reply(to: "save-state"), "ok state saved")
        XCTAssertEqual(control.reply(to: "dim"), "ok")
        XCTAssertEqual(control.reply(to: "blank"), "error blank is not available in this app")
        XCTAssertEqual(control.reply(to: "wake"), "error wake is not available in this app")
        XCTAssertEqual(calls, ["reload", "save", "dim"])
        XCTAssertEqual(KioskControl(screen: h.screen).reply(to: "reload"), "error reload is not available in this app")
    }

    @MainActor func testUnknownCommandAndHelp() {
        let (h, _, _) = scene()
        let control = KioskControl(screen: h.screen)
        // The built-in commands first, then the shell's registered ones (screenshot, tree, tap, …).
        let unknown = control.reply(to: "reboot")
        XCTAssertTrue(unknown.hasPrefix(
            "error unknown command 'reboot'; commands: status, rotate, log-level, memory-warning, reload, save-state, restore-skipped, clear-skipped, blank, wake, dim, content-size-category, appearance, help, "), unknown)
        XCTAssertTrue(unknown.contains(", tree"), unknown)
        let help = control.reply(to: "help")
        XCTAssertTrue(help.hasPrefix("ok commands: status, rotate <portrait|portrait-upside-down|landscape-left|landscape-right|landscape>, "
                       + "log-level <trace|debug|info|notice|warning|error|critical>, memory-warning, reload, save-state, restore-skipped, clear-skipped, blank, wake, dim, "
                       + "content-size-category <extraSmall|small|medium|large|extraLarge|extraExtraLarge|extraExtraExtraLarge|accessibilityMedium|"
                       + "accessibilityLarge|accessibilityExtraLarge|accessibilityExtraExtraLarge|accessibilityExtraExtraExtraLarge>, appearance <light|dark>, help, "), help)
        for usage in ["screenshot [--interface] FILE.png", "stats [--reset]", "hud on|off", "tree [--window N] [--id IDENTIFIER] [--max-views N]"] {
            XCTAssertTrue(help.contains(", \(usage)"), usage)
        }
    }

    /// The same dispatch over the real socket, on the main queue (the test pumps it while the
    /// client waits on another thread).
    @MainActor func testStartServesTheSocketOnTheMainQueueAndStopRemovesIt() async throws {
        let (h, _, _) = scene()
        let control = KioskControl(screen: h.screen)
        let path = NSTemporaryDirectory() + "vitrine-kc-\(UUID().uuidString.prefix(8)).sock"
        try control.start(path: path)
        XCTAssertEqual(control.socketPath, path)
        let reply = await Task.detached { try? ControlSocketClient(path: path).request("rotate portrait", timeout: 10) }.value
        XCTAssertEqual(reply, #"{"ok":true,"text":"orientation portrait"}"#, "protocol 2: one JSON line")
        control.stop()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertNil(control.socketPath)
    }
}

/// The idle state a test changes.
@MainActor private final class IdleText {
    var text = "awake"
}

/// A root controller that only allows landscape.
private final class LandscapeOnlyController: RecordingViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

/// An app delegate with an existing window.
private final class MinimalDelegate: UIApplicationDelegate {
    var window: UIWindow?
    init(window: UIWindow) { self.window = window }
    /// What `@main` would call (not used here).
    init() {}
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}
