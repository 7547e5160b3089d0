import ArgumentParser
import Dispatch
import Logging
import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell

/// `vitrine-demo`: runs the showcase app on a display backend.
@main
struct VitrineDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine-demo",
        abstract: "Runs the Vitrine showcase on a display backend.",
        discussion: """
            Without --backend (or with auto) the demo uses the first DRM card with a connected \
            display, else falls back to the headless backend and says why. The DRM backend needs \
            root or membership of the 'video' group, and no other DRM master (stop any display \
            server on that card).
            """
    )

    enum Backend: String, ExpressibleByArgument, CaseIterable {
        case auto, headless, drm, fbdev
    }

    @Option(name: .customLong("backend"), help: "Display backend: \(Backend.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config's, else auto).")
    var backendOption: Backend?

    @Option(help: "The kiosk configuration file (TOML; see Config/vitrine.toml). Command-line flags override it.")
    var config: String?

    @Option(help: "Only validate a configuration file (exit 0, or 78 with the file, line and key of the problem).")
    var checkConfig: String?

    @Option(help: "Screen size in pixels, WIDTHxHEIGHT.", transform: { text in
        guard let s = PixelSize(parsing: text) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with both between 1 and 16384, not '\(text)'")
        }
        return s
    })
    var size: PixelSize = PixelSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point (default: the config's when not 0, else 1).")
    var scale: Double?

    @Option(help: "Number of frames to present before exiting (default 60; under systemd, without this flag, the demo runs until stopped).")
    var frames: Int?

    @Option(help: "Open the kiosk control socket (for vitrinectl) at this path (default: the config's [shell] control_socket, opened only under systemd or with --config).")
    var controlSocket: String?

    @Option(help: "Save the app's view controller state here and restore it at start (default: $STATE_DIRECTORY under systemd, else the config's [shell] state_directory when --config is given, else none).")
    var stateDirectory: String?

    @Option(help: "Dim the panel after this many seconds without input (0: never; default: the config's [idle] dim_after, else never).")
    var dimAfter: Double?

    @Option(help: "Turn the panel off after this many seconds without input (0: never; default: the config's [idle] blank_after, else never). A touch wakes it and is not delivered.")
    var blankAfter: Double?

    @Option(help: "Write the last presented frame to this PNG file.")
    var screenshot: String?

    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case showcase, dashboard, tap, gestures, navigation, tabs
    }

    @Option(help: "Replay a recording made with `libinput record` (its touchscreen maps to the panel) with its original timing, then exit.")
    var replay: String?

    @Flag(help: "Print one JSON line per gesture recognizer state change (and per key) on a full-screen view with every recognizer; runs until stopped (or the replay ends).")
    var reportGestures = false

    @Option(help: "What to show: \(Scene.allCases.map(\.rawValue).joined(separator: ", ")) (dashboard when --rotate-to is given).")
    var scene: Scene?

    enum Orientation: String, ExpressibleByArgument, CaseIterable {
        case portrait, landscape, portraitUpsideDown = "portrait-upside-down", landscapeLeft = "landscape-left", landscapeRight = "landscape-right"
        var interfaceOrientation: UIInterfaceOrientation {
            switch self {
            case .portrait: return .portrait
            case .portraitUpsideDown: return .portraitUpsideDown
            case .landscapeLeft: return .landscapeLeft
            case .landscape, .landscapeRight: return .landscapeRight
            }
        }
    }

    @Option(help: "After --frames frames, turn the interface to this orientation (animated) and run until the turn is done: \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")).")
    var rotateTo: Orientation?

    @Option(help: "DRM card to use (default: the first with a connected display).")
    var card: String?

    @Option(help: "Framebuffer device for --backend fbdev.")
    var fb: String = "/dev/fb0"

    @Option(help: "DRM connector to use, e.g. HDMI-A-1 (default: the first connected).")
    var connector: String?

    @Option(help: "Display mode WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (default: the connector's preferred mode).", transform: { text in
        guard let m = DRMModeRequest(parsing: text) else { throw ValidationError("--mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, not '\(text)'") }
        return m
    })
    var mode: DRMModeRequest?

    @Option(help: "The panel's mounting rotation in degrees clockwise (0, 90, 180, 270); default: the connector's panel orientation.")
    var rotation: Int?

    @Flag(help: "List DRM cards, connectors, modes and properties, then exit.")
    var listOutputs = false

    @Option(help: "After the last frame print '@@DUMP NAME W H' and wait for a line on stdin before exiting (guest tests take a screendump then).")
    var screenshotName: String?

    @Flag(help: "After the last frame keep it on screen until a line (or end of file) arrives on stdin.")
    var hold = false

    enum LogLevel: String, ExpressibleByArgument, CaseIterable {
        case trace, debug, info, notice, warning, error, critical
    }

    @Option(help: "Log level: \(LogLevel.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config's, else info); lines go to stderr with syslog priorities for the journal.")
    var logLevel: LogLevel?

    @Option(help: "Input devices: 'auto' (libinput on seat0 for drm and fbdev, none headless), 'none', or comma-separated /dev/input/event* paths.")
    var input: String = "auto"

    @Option(help: "Touchscreen calibration matrix a,b,c,d,e,f (libinput's, normalised coordinates).")
    var calibration: String?

    @Option(help: "Inject a tap at panel pixel X,Y through the input path after the first frame (repeatable; for references and tests).")
    var simulateTap: [String] = []

    @Option(help: "Space the --simulate-tap taps this many seconds apart (default 0: all at once), so that what a tap starts (a push) is over before the next one.")
    var simulateTapInterval: Double = 0

    @Option(help: "Inject a drag from panel pixel X1,Y1 to X2,Y2 (10 moves) through the input path after the first frame.")
    var simulateDrag: String?

    @Option(help: "With --scene tap: finish (dump, exit) once this many taps were received; with --scene navigation or tabs: once this many button presses (tab selections included) were handled and the screen settled.")
    var exitAfterTaps: Int?

    @Option(help: "With --scene tap: finish (dump, exit) once this many pans of the square ended.")
    var exitAfterPans: Int?

    @Option(help: "With --report-gestures: exit once this many keys were pressed and released.")
    var exitAfterKeys: Int?

    @Option(help: "Write the tap button's centre in panel pixels ('X Y') to this file once the first frame is shown and input is open.")
    var readyFile: String?

    @Option(help: "Guest tests (vkms): after the last frame capture the output through the writeback connector, compare it with the frame drawn and print '@@RESULT NAME PASS|FAIL …'.")
    var writebackCheck: String?

    @Option(help: "Guest tests: after the first dump ask the host to resize the display ('@@RESIZE WxH'), wait for the hotplug, draw --frames frames at the new size and dump again as NAME-resized.")
    var resizeTo: PixelSize?

    enum Switch: String, ExpressibleByArgument, CaseIterable { case on, off }

    @Option(name: .customLong("status-bar"), help: "The shell's status bar: on or off (default: the config's [shell] status_bar, shown only with --config or under systemd, so plain screenshots carry no clock).")
    var statusBarOption: Switch?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let r = rotation, ![0, 90, 180, 270].contains(r) { throw ValidationError("--rotation must be 0, 90, 180 or 270") }
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4") }
        for (flag, v) in [("--dim-after", dimAfter), ("--blank-after", blankAfter)] {
            if let v, !(0...604_800).contains(v) { throw ValidationError("\(flag) must be between 0 and 604800 seconds") }
        }
    }

    func run() throws {
        if let path = checkConfig {
            do {
                _ = try ConfigurationLoader.load(contentsOf: path)
                print("\(path): OK")
                return
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(ConfigurationError.exitStatus)
            }
        }
        // The configuration is read (and refused) before anything touches the display.
        var file = VitrineConfiguration()
        if let path = config {
            do {
                file = try ConfigurationLoader.load(contentsOf: path)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(ConfigurationError.exitStatus)
            }
        }
        // Flags win over the file, through the configuration's own merge.
        var flags = VitrineConfiguration.Overrides()
        flags.backend = backendOption.flatMap { VitrineConfiguration.Display.Backend(rawValue: $0.rawValue) }
        flags.card = card
        flags.connector = connector
        flags.mode = mode
        flags.rotation = rotation.map { .degrees($0) }
        flags.scale = scale
        flags.dimAfter = dimAfter
        flags.blankAfter = blankAfter
        flags.controlSocket = controlSocket
        flags.logLevel = logLevel.flatMap { Logger.Level(rawValue: $0.rawValue) }
        flags.statusBar = statusBarOption.map { $0 == .on }
        if let c = calibration {
            let m = c.split(separator: ",").compactMap { Float($0) }
            guard m.count == 6 else { throw ValidationError("--calibration needs six numbers a,b,c,d,e,f, not '\(c)'") }
            flags.calibration = m
        }
        let merged = file.merging(flags)
        let overrides = flags
        MainActor.assumeIsolated { DemoRun.flagOverrides = overrides }
        JournalLogHandler.bootstrap(level: merged.log.level)
        let backend = Backend(rawValue: merged.display.backend.rawValue) ?? .auto
        let card = merged.display.card
        let connector = merged.display.connector
        let mode = merged.display.mode
        var rotation: Int?
        if case .degrees(let d) = merged.display.rotation { rotation = d }
        let input = self.input == "auto" && !merged.input.devices.isEmpty ? merged.input.devices.joined(separator: ",") : self.input
        if listOutputs {
            let cards = card.map { [$0] } ?? LibDRMDevice.cardPaths()
            if cards.isEmpty { print("no DRM cards in /dev/dri") }
            for path in cards {
                do {
                    let dev = try LibDRMDevice(path: path)
                    print(DRMOutputSelection.describe(try dev.resources(), card: path))
                    print("  atomic modesetting: \(dev.supportsAtomic() ? "available" : "not available"); master: \(dev.isMaster() ? "yes" : "no")")
                } catch {
                    print("\(path): \(error)")
                }
            }
            return
        }
        // scale = 0: the DRM backend derives it from the panel's physical size; elsewhere 1.
        var options = DemoOptions(size: size, scale: merged.display.scale, frames: frames ?? 60, screenshot: screenshot,
                                  scene: scene ?? (rotateTo == nil ? .showcase : .dashboard),
                                  rotateTo: rotateTo?.interfaceOrientation,
                                  screenshotName: screenshotName, hold: hold, rotation: rotation.map { $0 / 90 },
                                  resizeTo: resizeTo, writebackCheck: writebackCheck)
        options.input = input
        // A service runs until systemd stops it.
        if frames == nil, SystemdNotifier.fromEnvironment().isEnabled { options.runForever = true }
        options.keyboard = merged.input.keyboard
        options.configPath = config
        // The control socket: asked for, or a kiosk (under systemd, or configured).
        let environment = ProcessInfo.processInfo.environment
        if controlSocket != nil || config != nil || environment["RUNTIME_DIRECTORY"] != nil || environment["NOTIFY_SOCKET"] != nil {
            options.controlSocket = merged.shell.controlSocket
        }
        options.stateDirectory = stateDirectory
            ?? ProcessInfo.processInfo.environment["STATE_DIRECTORY"].flatMap { $0.split(separator: ":").first.map(String.init) }
            ?? (config != nil ? merged.shell.stateDirectory : nil)
        options.sizeClasses = merged.display.sizeClassMapping
        options.idle = merged.idle
        options.allowedOrientations = merged.display.allowedOrientations.map(\.interfaceOrientation)
        options.calibration = merged.input.calibration
        options.seat = merged.input.seat
        options.buffers = merged.display.buffers
        UIFont.systemFontFiles = UIFont.SystemFontFiles(regular: merged.fonts.regular, bold: merged.fonts.bold)
        options.statusBar = merged.shell.statusBar
            && (config != nil || ProcessInfo.processInfo.environment["NOTIFY_SOCKET"] != nil || statusBarOption == .on)
        if reportGestures { options.scene = .gestures; options.runForever = true }
        if let path = replay {
            do {
                options.replay = try LibinputRecording(contentsOf: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                throw ExitCode(65)
            }
        }
        options.simulateTaps = simulateTap.compactMap { t in
            let p = t.split(separator: ",").compactMap { Double($0) }
            return p.count == 2 ? CGPoint(x: p[0], y: p[1]) : nil
        }
        options.exitAfterTaps = exitAfterTaps
        options.simulateTapInterval = max(0, simulateTapInterval)
        options.exitAfterPans = exitAfterPans
        options.exitAfterKeys = exitAfterKeys
        if let d = simulateDrag {
            let v = d.split(separator: ",").compactMap { Double($0) }
            if v.count == 4 { options.simulateDrag = (CGPoint(x: v[0], y: v[1]), CGPoint(x: v[2], y: v[3])) }
        }
        options.readyFile = readyFile
        if backend == .drm || backend == .auto {
            do {
                options.drm = try DemoRun.openDRM(card: card, connector: connector, mode: mode)
            } catch {
                if backend == .drm {
                    FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                    throw ExitCode(1)
                }
                FileHandle.standardError.write(Data("vitrine-demo: no usable DRM display (\(error)); trying fbdev\n".utf8))
            }
        }
        if backend == .fbdev || (backend == .auto && options.drm == nil) {
            do {
                options.fbdev = try LinuxFBDev(path: fb)
            } catch {
                if backend == .fbdev {
                    FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                    throw ExitCode(1)
                }
                FileHandle.standardError.write(Data("vitrine-demo: no usable framebuffer (\(error)); falling back to the headless backend\n".utf8))
            }
        }
        let chosen = options
        MainActor.assumeIsolated {
            DemoRun.start(chosen)
        }
        dispatchMain()
    }
}

extension PixelSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

struct DemoOptions {
    var size: PixelSize
    var scale: Double
    var frames: Int
    var screenshot: String?
    var scene: VitrineDemo.Scene
    var rotateTo: UIInterfaceOrientation?
    var screenshotName: String?
    var hold: Bool
    var rotation: Int? = nil
    var resizeTo: PixelSize? = nil
    var fbdev: LinuxFBDev? = nil
    var writebackCheck: String? = nil
    var input = "auto"
    var runForever = false
    var keyboard = KeyboardConfiguration()
    var configPath: String? = nil
    var controlSocket: String? = nil
    var stateDirectory: String? = nil
    var sizeClasses = SizeClassMapping.standard
    var idle = VitrineConfiguration.Idle()
    var seat = "seat0"
    var buffers = 2
    var allowedOrientations: [UIInterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    var calibration: [Float]? = nil
    var replay: LibinputRecording? = nil
    var simulateTaps: [CGPoint] = []
    var simulateTapInterval: Double = 0
    var exitAfterTaps: Int? = nil
    var exitAfterPans: Int? = nil
    var exitAfterKeys: Int? = nil
    var simulateDrag: (CGPoint, CGPoint)? = nil
    var readyFile: String? = nil
    var statusBar = false
    /// The opened DRM card and the output options, when running on DRM.
    var drm: DRMTarget?
}

/// A card opened for the demo, with what to ask of it.
struct DRMTarget: @unchecked Sendable {
    // @unchecked: handed once from the command's thread (the main thread) to the main actor.
    let device: LibDRMDevice
    let connector: String?
    let mode: DRMModeRequest?
    /// The card has no connected display yet.
    var waiting = false
}

/// The demo app: a delegate that builds the window, as a UIKit app's does.
@MainActor
final class DemoAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let screen: UIScreen
    let scene: VitrineDemo.Scene
    var showcase: Showcase?
    var dashboard: DashboardViewController?
    var tap: TapViewController?
    var gestures: GestureReportViewController?
    var navigation: UINavigationController?
    var tabs: UITabBarController?

    /// Called after every presented frame: both scenes show a live frame counter.
    func frameDidPresent(_ n: Int, of total: Int) {
        showcase?.advance(frame: n, of: total)
        dashboard?.tick(frame: n)
    }

    init(screen: UIScreen, scene: VitrineDemo.Scene) {
        self.screen = screen
        self.scene = scene
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(screen: screen)
        switch scene {
        case .showcase:
            let vc = ShowcaseViewController()
            showcase = vc.showcase
            window.rootViewController = vc
        case .dashboard:
            let vc = DashboardViewController()
            dashboard = vc
            window.rootViewController = vc
        case .tap:
            let vc = TapViewController()
            vc.restorationIdentifier = "tap"
            tap = vc
            window.rootViewController = vc
        case .gestures:
            let clock = screen.clock
            let vc = GestureReportViewController { clock.now }
            gestures = vc
            window.rootViewController = vc
        case .navigation:
            let nav = NavigationDemo.makeRoot()
            navigation = nav
            window.rootViewController = nav
        case .tabs:
            let root = TabsDemo.makeRoot()
            tabs = root
            window.rootViewController = root
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Runs the app on a headless screen and exits after the requested frames (and rotation).
@MainActor
enum DemoRun {
    static var keepAlive: [AnyObject] = []

    /// Opens the requested card, or the first card with a connected display.
    nonisolated static func openDRM(card: String?, connector: String?, mode: DRMModeRequest?) throws -> DRMTarget {
        let paths = card.map { [$0] } ?? LibDRMDevice.cardPaths()
        guard !paths.isEmpty else { throw DRMError(call: "find a DRM card", detail: "no /dev/dri/card* (no KMS driver loaded)") }
        var lastError: Error?
        var disconnected: LibDRMDevice?
        for path in paths {
            do {
                let dev = try LibDRMDevice(path: path)
                // Check there is an output before committing to this card.
                let res = try dev.resources()
                do {
                    _ = try DRMOutputSelection.choose(from: res, connectorName: connector, mode: mode)
                } catch let e as DRMError where e.detail == "no connected display" {
                    if disconnected == nil && !res.connectors.isEmpty { disconnected = dev }
                    throw e
                }
                return DRMTarget(device: dev, connector: connector, mode: mode)
            } catch {
                lastError = error
            }
        }
        // A KMS card with connectors but nothing plugged in: wait for a display on it.
        if let dev = disconnected { return DRMTarget(device: dev, connector: connector, mode: mode, waiting: true) }
        throw lastError ?? DRMError(call: "find a DRM card")
    }

    static let notifier = SystemdNotifier.fromEnvironment()
    static let frameProbe = FrameLoopProbe()
    static var watchdog: [AnyObject] = []

    static func start(_ o: DemoOptions) {
        // The watchdog pings systemd only while the main queue and the frame loop make progress.
        if let w = Watchdog.startIfRequested(notifier: notifier, frameLoop: frameProbe) { watchdog = [w.watchdog as AnyObject, w.heartbeat as AnyObject] }
        _ = try? notifier.notify(.status("starting"))
        let clock = SystemClock()
        let loop = DispatchMainLoop()
        let display: any Display
        if let drm = o.drm {
            if drm.waiting {
                // A card but no display: wait for one to be plugged in.
                print("vitrine-demo: no display connected to \(drm.device.path); waiting for one")
                _ = try? notifier.notify(.ready, .status("waiting for a display on \(drm.device.path)"))
                do {
                    hotplug = try DRMHotplugMonitor {
                        if let d = drmDisplay { d.handleHotplug(); return }
                        guard let d = try? openDRMDisplay(drm, options: o, clock: clock) else { return }
                        run(on: d, options: o, clock: clock, loop: loop)
                    }
                } catch {
                    FileHandle.standardError.write(Data("vitrine-demo: cannot watch for displays: \(error)\n".utf8))
                    exit(1)
                }
                return
            }
            do {
                display = try openDRMDisplay(drm, options: o, clock: clock)
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                exit(1)
            }
        } else if let fb = o.fbdev {
            do {
                let d = try FBDevDisplay(device: fb, rotation: o.rotation ?? 0, scale: o.scale > 0 ? o.scale : 1, clock: clock)
                print("vitrine-demo: \(d.name), \(d.pages == 2 ? "double-buffered by panning" : "single buffer")")
                display = d
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                exit(1)
            }
        } else {
            display = HeadlessDisplay(size: o.size, scale: o.scale > 0 ? o.scale : 1, bufferCount: o.buffers, loop: loop, pacing: .refresh(hz: 60, clock: clock))
        }
        run(on: display, options: o, clock: clock, loop: loop)
    }

    /// Opens the DRM display, with signal handlers and hotplug events.
    static func openDRMDisplay(_ drm: DRMTarget, options o: DemoOptions, clock: SystemClock) throws -> DRMDisplay {
        let d = try DRMDisplay(device: drm.device, connector: drm.connector, mode: drm.mode, rotation: o.rotation,
                               bufferCount: o.buffers, scale: o.scale, clock: clock)
        print("vitrine-demo: \(d.name), \(d.usesAtomic ? "atomic" : "legacy") modesetting")
        drmDisplay = d
        installSignalHandlers()
        if hotplug == nil {
            do {
                hotplug = try DRMHotplugMonitor { drmDisplay?.handleHotplug() }
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: no hotplug events (\(error))\n".utf8))
            }
        }
        return d
    }

    /// Runs the app on `display` until the requested frames are done.
    static func run(on display: any Display, options o: DemoOptions, clock: SystemClock, loop: DispatchMainLoop) {
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        screen.sizeClassMapping = o.sizeClasses
        screen.keyboard.configuration = o.keyboard
        installReloadHandler(configPath: o.configPath, screen: screen)
        let delegate = DemoAppDelegate(screen: screen, scene: o.scene)
        UIApplication.launch(delegate: delegate, screen: screen)
        if let w = delegate.window, let turned = AllowedOrientations.apply(o.allowedOrientations, to: w) {
            print("vitrine-demo: starting in \(turned) (the allowed orientations leave out the panel's own)")
        }
        keepAlive = [display, screen, delegate]
        startIdle(o, screen: screen, display: display)
        // The shell's status bar over the app (VitrineShell), with the host's name.
        if o.statusBar { keepAlive.append(StatusBar(screen: screen, text: ProcessInfo.processInfo.hostName)) }
        installSignalHandlers()
        if let path = o.controlSocket { startControl(path: path, configPath: o.configPath, screen: screen) }
        // Restored before the first frame is drawn.
        if let dir = o.stateDirectory { DemoState.start(directory: dir, root: delegate.window?.rootViewController, clock: clock) }
        startInput(o, screen: screen, display: display)
        // Memory pressure (PSI and the service cgroup) → didReceiveMemoryWarning everywhere.
        let monitor = MemoryPressureMonitor(clock: clock) { reason in
            FileHandle.standardError.write(Data("<4>vitrine-demo: \(reason)\n".utf8))
            UIApplication.shared.deliverMemoryWarning()
        }
        monitor.start()
        keepAlive.append(monitor)
        if let g = delegate.gestures {
            let keyboard = screen.keyboard
            var released = 0
            screen.input.onKey = { code, pressed, time in
                // The text the key types in the configured layout (before the press is handled).
                let text = pressed ? (keyboard.state?.text(code: code) ?? "") : ""
                g.reportKey(code: code, pressed: pressed, text: text)
                keyboard.handle(code: code, pressed: pressed, time: time)
                if !pressed { released += 1 }
                if let k = o.exitAfterKeys, released >= k { exit(0) }
            }
        }
        if o.scene == .tap { watchTaps(o, screen: screen, delegate: delegate, display: display, clock: clock) }
        if o.scene == .navigation { watchNavigation(o, screen: screen, display: display, clock: clock) }
        if o.scene == .tabs { watchNavigation(o, screen: screen, display: display, clock: clock) }
        if !o.simulateTaps.isEmpty || o.simulateDrag != nil { simulateInput(o, screen: screen, clock: clock) }
        if let recording = o.replay { startReplay(recording, options: o, screen: screen, display: display, clock: clock) }
        let started = clock.now
        var rotationEndsAt: Int?
        // With --resize-to: frame numbers restart once the display has its new size, so the
        // last frame shows the same state as a headless run of --frames frames at that size.
        var base = 0
        var resizeRequested = false
        var readySent = false
        if display.canPresent { frameProbe.frameExpected() }
        let continuous = delegate.showcase != nil || delegate.dashboard != nil
        screen.onFramePresented = { n0 in
            frameProbe.framePresented()
            if display.canPresent, continuous { frameProbe.frameExpected() }
            // Frame 2 is drawn only after flip 1 landed: the first page flip is done.
            if !readySent, n0 == 2 || (!continuous && n0 == 1) {
                readySent = true
                _ = try? notifier.notify(.ready, .status("\(display.name) \(display.pixelSize.width)x\(display.pixelSize.height)"))
                if let age = ProcessAge.seconds() {
                    // From exec to the first frame on screen: the restart-to-first-frame time.
                    print(String(format: "vitrine-demo: first frame on screen %.0f ms after start", age * 1000))
                    fflush(nil)
                }
            }
            let n = n0 - base
            if let target = o.resizeTo {
                if !resizeRequested, n >= o.frames {
                    resizeRequested = true
                    if let name = o.screenshotName {
                        print("@@DUMP \(name) \(display.pixelSize.width) \(display.pixelSize.height)")
                        fflush(nil)
                        _ = readLine()
                    }
                    print("@@RESIZE \(target.width)x\(target.height)")
                    fflush(nil)
                    _ = readLine()
                    base = n0
                    delegate.frameDidPresent(0, of: o.frames)
                    return
                }
                if resizeRequested && display.pixelSize != target {
                    // Waiting for the hotplug: keep drawing at the old size.
                    base = n0
                    delegate.frameDidPresent(0, of: o.frames)
                    return
                }
            }
            if n >= o.frames, let target = o.rotateTo, rotationEndsAt == nil {
                let accepted = delegate.window?.setOrientation(target, animated: true) ?? false
                if !accepted { FileHandle.standardError.write(Data("vitrine-demo: the root view controller refused \(target)\n".utf8)) }
                // 0.3 s at 60 Hz is 18 frames; a few more for the final layout.
                rotationEndsAt = n + (accepted ? 24 : 0)
                return
            }
            if n >= max(o.frames, rotationEndsAt ?? 0), o.exitAfterTaps == nil, o.exitAfterPans == nil, !o.runForever {
                var final = o
                if o.resizeTo != nil { final.screenshotName = o.screenshotName.map { "\($0)-resized" } }
                finish(n: n0, display: display, options: final, elapsed: clock.now - started)
            }
            delegate.frameDidPresent(n, of: o.frames)
        }
    }

    static var inputSource: LibinputSource?
    static var idle: IdleController?

    /// Dimming and blanking after `[idle]`'s timeouts; the backlight is used when there is a
    /// writable one (real panels), else an overlay dims.
    static func startIdle(_ o: DemoOptions, screen: UIScreen, display: any Display) {
        let backlight = display is HeadlessDisplay ? nil : SysfsBacklight.preferred()
        let c = IdleController(screen: screen, timeouts: o.idle, backlight: backlight)
        c.onStateChange = { state in
            // A panel that is off presents nothing: the watchdog must not wait for a frame.
            if state == .blanked { frameProbe.cancelExpectation() }
            _ = try? notifier.notify(.status("\(display.name): \(state.rawValue)"))
            print("vitrine-demo: idle: \(state.rawValue)")
            fflush(nil)
        }
        idle = c
    }

    /// libinput (udev seat or the given devices) for real displays, none for headless.
    static func startInput(_ o: DemoOptions, screen: UIScreen, display: any Display) {
        let devices: [String]?
        switch o.input {
        case "none": return
        case "auto":
            if display is HeadlessDisplay { return }
            devices = nil
        default:
            devices = o.input.split(separator: ",").map(String.init)
        }
        // libinput scales touches to the panel (the mode's size, before any mounting turn).
        var panel = display.pixelSize
        if let d = display as? DRMDisplay { panel = PixelSize(width: d.output.mode.width, height: d.output.mode.height) }
        if let f = display as? FBDevDisplay { panel = PixelSize(width: f.info.width, height: f.info.height) }
        do {
            inputSource = try LibinputSource(seat: o.seat, devices: devices, panelSize: panel, calibration: o.calibration) { events in
                // Through the idle controller: input wakes the panel (and waking is not a tap).
                if let idle { idle.handle(events) { screen.input.handle($0) } } else { screen.input.handle(events) }
            }
            print("vitrine-demo: input: \(inputSource?.deviceNames.joined(separator: ", ") ?? "")")
        } catch {
            FileHandle.standardError.write(Data("vitrine-demo: no input: \(error)\n".utf8))
        }
    }

    /// The tap scene: simulated taps after the first frame, the ready file, and finishing once
    /// enough taps arrived.
    static func watchTaps(_ o: DemoOptions, screen: UIScreen, delegate: DemoAppDelegate, display: any Display, clock: SystemClock) {
        var announced = false
        var doneAt: Double?
        var reportedTaps = 0
        func poll() {
            guard let vc = delegate.tap else { return }
            if vc.taps != reportedTaps {
                // One line per tap received (guest checks see which taps were delivered).
                reportedTaps = vc.taps
                FileHandle.standardError.write(Data("vitrine-demo: tap scene: \(vc.taps) tap\(vc.taps == 1 ? "" : "s")\n".utf8))
            }
            if !announced, screen.frameCount > 0 {
                announced = true
                if let file = o.readyFile {
                    // The button's and the square's centres on the panel.
                    func panel(_ v: UIView) -> CGPoint {
                        screen.windowToDevicePoint(v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
                    }
                    let b = panel(vc.button), q = panel(vc.square)
                    let line = [b.x, b.y, q.x, q.y].map { String(Int($0.rounded())) }.joined(separator: " ")
                    try? "\(line)\n".write(toFile: file, atomically: true, encoding: .utf8)
                }
            }
            let wanted = (o.exitAfterTaps.map { vc.taps >= $0 } ?? true) && (o.exitAfterPans.map { vc.pans >= $0 } ?? true)
            if o.exitAfterTaps != nil || o.exitAfterPans != nil, wanted {
                if doneAt == nil { doneAt = clock.now }
                if let d = doneAt, clock.now - d > 0.3 {
                    finish(n: screen.frameCount, display: display, options: o, elapsed: 0)
                }
            }
            clock.schedule(after: 0.05) { poll() }
        }
        clock.schedule(after: 0.05) { poll() }
    }

    /// `--simulate-tap` / `--simulate-drag`: input injected through the real input path once the
    /// first frame is on screen (references for the guest checks, scripted demos).
    static func simulateInput(_ o: DemoOptions, screen: UIScreen, clock: SystemClock) {
        func go() {
            guard screen.frameCount > 0 else { clock.schedule(after: 0.02) { go() }; return }
            for (i, p) in o.simulateTaps.enumerated() {
                let tap = {
                    screen.input.handle([.touchDown(slot: 0, x: p.x, y: p.y, time: clock.now), .touchFrame(time: clock.now),
                                         .touchUp(slot: 0, time: clock.now), .touchFrame(time: clock.now)])
                }
                if o.simulateTapInterval > 0, i > 0 { clock.schedule(after: o.simulateTapInterval * Double(i)) { tap() } } else { tap() }
            }
            if let (a, b) = o.simulateDrag {
                // The same shape as the guest's uinput drag: down, 10 moves 16 ms apart, up.
                let t0 = clock.now
                var events: [InputEvent] = [.touchDown(slot: 0, x: a.x, y: a.y, time: t0), .touchFrame(time: t0)]
                for i in 1...10 {
                    let t = t0 + 0.016 * Double(i)
                    let f = Double(i) / 10
                    events += [.touchMotion(slot: 0, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, time: t), .touchFrame(time: t)]
                }
                events += [.touchUp(slot: 0, time: t0 + 0.176), .touchFrame(time: t0 + 0.176)]
                screen.input.handle(events)
            }
        }
        go()
    }

    static var replayer: InputReplayer?

    /// `--replay`: the recording's input through the real input path, with its timing; exit
    /// half a second after the last event.
    static func startReplay(_ recording: LibinputRecording, options o: DemoOptions, screen: UIScreen, display: any Display, clock: SystemClock) {
        var panel = display.pixelSize
        if let d = display as? DRMDisplay { panel = PixelSize(width: d.output.mode.width, height: d.output.mode.height) }
        let events = EvdevDecoder(panelSize: panel).decode(recording)
        let r = InputReplayer(events: events, clock: clock, onEvents: { screen.input.handle($0) }, completion: {
            clock.schedule(after: 0.5) { finish(n: screen.frameCount, display: display, options: o, elapsed: 0) }
        })
        replayer = r
        r.start()
    }

    static var drmDisplay: DRMDisplay?
    static var hotplug: DRMHotplugMonitor?
    static var signalSources: [DispatchSourceSignal] = []

    /// What a configuration reload did.
    enum ReloadOutcome: Error, CustomStringConvertible {
        /// Reloaded; what applied and what needs a restart.
        case reloaded(String)
        /// Started without --config.
        case nothingToReload(String)
        /// The file is invalid; the running configuration stays.
        case refused(String)

        var description: String {
            switch self {
            case .reloaded(let m), .nothingToReload(let m), .refused(let m): return m
            }
        }
    }

    /// The command-line flags: they keep overriding the file after a reload.
    static var flagOverrides = VitrineConfiguration.Overrides()

    /// Reads the configuration again (flags still win): what can change live (log level,
    /// keyboard, size classes, idle timeouts, allowed orientations, the panel's mounting
    /// rotation on DRM) applies, the rest needs a restart. The SIGHUP handler and the control
    /// socket's `reload`.
    static func reloadConfiguration(configPath: String?, screen: UIScreen) -> ReloadOutcome {
        guard let path = configPath else { return .nothingToReload("started without --config: nothing to reload") }
        do {
            let c = try ConfigurationLoader.load(contentsOf: path).merging(flagOverrides)
            JournalLogHandler.setLevel(c.log.level)
            screen.keyboard.configuration = c.input.keyboard
            screen.sizeClassMapping = c.display.sizeClassMapping
            idle?.timeouts = c.idle
            if let w = UIApplication.shared.keyWindow {
                AllowedOrientations.apply(c.display.allowedOrientations.map(\.interfaceOrientation), to: w, animated: true)
            }
            var rotation = "the mounting rotation needs a restart on this backend"
            if let d = drmDisplay {
                var turns: Int?
                if case .degrees(let deg) = c.display.rotation { turns = deg / 90 }
                rotation = d.setMountingRotation(turns) ? "the panel is now mounted \(d.mountingTurns * 90)°" : "the mounting rotation is unchanged"
            }
            return .reloaded("reloaded \(path): log level, keyboard, size classes, idle timeouts and allowed orientations applied, \(rotation); card, connector, mode, buffers, scale, input devices, fonts and the control socket need a restart")
        } catch {
            return .refused("reload refused, keeping the running configuration: \(error)")
        }
    }

    /// `reloadConfiguration` with systemd told (RELOADING=1, then READY=1) and the outcome logged.
    static func reloadAndLog(configPath: String?, screen: UIScreen) -> ReloadOutcome {
        _ = try? notifier.notify(.reloading)
        defer { _ = try? notifier.notify(.ready) }
        let outcome = reloadConfiguration(configPath: configPath, screen: screen)
        let priority: Int
        switch outcome {
        case .reloaded, .nothingToReload: priority = 5
        case .refused: priority = 3
        }
        FileHandle.standardError.write(Data("<\(priority)>vitrine-demo: \(outcome)\n".utf8))
        return outcome
    }

    /// SIGHUP (`systemctl reload`): `reloadAndLog`.
    static func installReloadHandler(configPath: String?, screen: UIScreen) {
        signal(SIGHUP, SIG_IGN)
        let s = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .main)
        s.setEventHandler {
            MainActor.assumeIsolated { _ = reloadAndLog(configPath: configPath, screen: screen) }
        }
        s.resume()
        signalSources.append(s)
    }

    static var control: KioskControl?

    /// A control command the demo cannot do; the text after `error `.
    struct ControlRefusal: Error, CustomStringConvertible {
        var description: String
    }

    /// The control socket at `path` (vitrinectl): reload and save-state from the demo, the rest
    /// from the shell. A socket that cannot be opened is logged, not fatal.
    static func startControl(path: String, configPath: String?, screen: UIScreen) {
        var actions = KioskControl.Actions(
            reload: {
                switch reloadAndLog(configPath: configPath, screen: screen) {
                case .reloaded(let m): return m
                case let failed: throw failed
                }
            },
            saveState: {
                guard DemoState.store != nil else { throw ControlRefusal(description: "no state directory: state restoration is off") }
                DemoState.save()
                return "state saved"
            })
        if let idle { actions.use(idle) }
        let c = KioskControl(screen: screen, actions: actions)
        do {
            try c.start(path: path)
            control = c
            print("vitrine-demo: control socket \(path)")
        } catch {
            FileHandle.standardError.write(Data("<3>vitrine-demo: no control socket: \(error)\n".utf8))
        }
    }

    /// SIGTERM and SIGINT save the app's state, put the console back and exit 0.
    static var signalsInstalled = false

    static func installSignalHandlers() {
        guard !signalsInstalled else { return }
        signalsInstalled = true
        for sig in [SIGTERM, SIGINT] {
            signal(sig, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            s.setEventHandler {
                MainActor.assumeIsolated {
                    _ = try? notifier.notify(.stopping)
                    control?.stop()
                    DemoState.stop()
                    drmDisplay?.restoreConsole()
                    exit(0)
                }
            }
            s.resume()
            signalSources.append(s)
        }
    }

    static func finish(n: Int, display: any Display, options o: DemoOptions, elapsed: Double) -> Never {
        control?.stop()
        DemoState.stop()
        let size = display.pixelSize
        if let name = o.writebackCheck, let d = drmDisplay, let dev = d.device as? LibDRMDevice {
            do {
                let captured = try dev.captureWriteback(crtcID: d.output.crtcID, width: d.output.mode.width, height: d.output.mode.height)
                var differing = 0
                var first: (Int, Int)?
                for y in 0..<captured.height {
                    let a = captured.row(y), b = d.lastPresentedFrame.row(y)
                    for x in 0..<captured.width where a[x] & 0xFFFFFF != b[x] & 0xFFFFFF {
                        differing += 1
                        if first == nil { first = (x, y) }
                    }
                }
                let total = captured.width * captured.height
                if differing == 0 {
                    print("@@RESULT \(name) PASS writeback readback equals the frame drawn: \(total) of \(total) pixels")
                } else {
                    print("@@RESULT \(name) FAIL writeback readback: \(differing) of \(total) pixels differ, first at \(first.map { "(\($0.0), \($0.1))" } ?? "?")")
                }
            } catch {
                print("@@RESULT \(name) FAIL \(error)")
            }
            fflush(nil)
        }
        if let name = o.screenshotName {
            // The panel's size (a panel mounted a quarter turn shows the interface turned).
            let panel = drmDisplay.map { PixelSize(width: $0.output.mode.width, height: $0.output.mode.height) } ?? size
            print("@@DUMP \(name) \(panel.width) \(panel.height)")
            fflush(nil)
            _ = readLine()
        } else if o.hold {
            _ = readLine()
        }
        if let screenshot = o.screenshot, let display = display as? HeadlessDisplay {
            do {
                try display.writeScreenshot(to: screenshot)
                print("vitrine-demo: wrote \(screenshot) (\(size), frame \(n))")
            } catch {
                FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
                exit(1)
            }
        }
        print(String(format: "vitrine-demo: %d frames in %.3f s on %@", n, elapsed, display.name))
        if let l = UIScreen.main.inputLatency {
            print(String(format: "vitrine-demo: input-to-flip latency median %.1f ms, p99 %.1f ms over %d frames", l.median * 1000, l.p99 * 1000, l.count))
        }
        if let d = drmDisplay {
            print("vitrine-demo: \(d.flipCount) page flips, \(d.pacedFrames) frames paced by the timer")
            d.restoreConsole()
        }
        exit(0)
    }
}
