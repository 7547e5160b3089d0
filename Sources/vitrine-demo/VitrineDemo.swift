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
        case auto, headless, drm, fbdev, vnc
    }

    @Option(name: .customLong("backend"), help: "Display backend: \(Backend.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config's, else auto).")
    var backendOption: Backend?

    @Option(help: "With --backend vnc or --vnc: where the VNC server listens, HOST:PORT (IPv4, [IPv6] or localhost; default: the config's [remote] vnc_listen, else 127.0.0.1:5900).", transform: { text in
        do throws(VNCServerError) { return try VNCListenAddress(parsing: text) } catch { throw ValidationError("--vnc-listen: \(error)") }
    })
    var vncListen: VNCListenAddress?

    @Flag(help: "Mirror the display (drm, fbdev, headless) over VNC, like the config's [remote] vnc = true.")
    var vnc = false

    @Option(help: "VNC passwords: a file of 'control PASSWORD' / 'view PASSWORD' lines readable only by this user (default: the config's [remote] vnc_password_file, else none: loopback only).")
    var vncPasswordFile: String?

    @Option(help: "Seconds a VNC connection has to get through the RFB handshake, its password included (2 to 600; default: the config's [remote] vnc_handshake_timeout, else 30).", transform: { text in
        let range = VitrineConfiguration.Remote.handshakeTimeoutRange
        guard let v = Double(text), range.contains(v) else {
            throw ValidationError("--vnc-handshake-timeout: must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) seconds, not '\(text)'")
        }
        return v
    })
    var vncHandshakeTimeout: Double?

    @Option(help: "The kiosk configuration file (TOML; see Config/vitrine.toml). Command-line flags override it.")
    var config: String?

    @Option(help: "Only validate a configuration file (exit 0, or 78 with the file, line and key of the problem).")
    var checkConfig: String?

    @Option(help: "Only print what a state file holds, one \"PATH KEY VALUE\" a line (exit 1 when it is not a state file this version reads).")
    var dumpState: String?

    @Option(help: "Screen size in pixels, WIDTHxHEIGHT.", transform: { text in
        guard let s = PixelSize(parsing: text) else {
            throw ValidationError("--size must be WIDTHxHEIGHT with both between 1 and 16384, not '\(text)'")
        }
        return s
    })
    var size: PixelSize = PixelSize(width: 1280, height: 800)

    @Option(help: "Device pixels per point (default: the config's when not 0, else 1).")
    var scale: Double?

    @Option(help: "Number of frames to present before exiting (default 60; under systemd, without this flag, the demo runs until stopped). A scene that stops drawing before then (nothing changes for 0.5 s) ends early, saying so.")
    var frames: Int?

    @Flag(help: "Run until stopped (SIGTERM, SIGINT or Ctrl-C), as the service does, instead of counting frames.")
    var untilStopped = false

    @Option(help: "Open the kiosk control socket (for vitrinectl) at this path (default: the config's [shell] control_socket, opened only under systemd or with --config).")
    var controlSocket: String?

    @Option(help: "Save the app's view controller state here and restore it at start (default: $STATE_DIRECTORY under systemd, else the config's [shell] state_directory when --config is given, else none).")
    var stateDirectory: String?

    @Option(help: "Dim the panel after this many seconds without input (0: never; default: the config's [idle] dim_after, else never).")
    var dimAfter: Double?

    @Option(help: "Turn the panel off after this many seconds without input (0: never; default: the config's [idle] blank_after, else never). A touch wakes it and is not delivered.")
    var blankAfter: Double?

    @Option(help: "Warn this many seconds before a time limit (the idle blanking, an app's step) runs out, offering more time (0: no warning, else 20 to 600; default: the config's [accessibility] warn_before, else 30).")
    var warnBefore: Double?

    @Option(help: "Write the last presented frame to this PNG file.")
    var screenshot: String?

    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case showcase, dashboard, tap, gestures, navigation, tabs, text, layout, table, textInput = "text-input", gallery, split, pages
        case vncDamage = "vnc-damage"
        case timers
        case checkin
        case menu
    }

    @Option(help: "With --scene checkin (or menu): go back to the start screen after this many seconds without a touch or a key (default 60).")
    var idleResetAfter: Double?

    @Option(help: "Replay a recording made with `libinput record` (its touchscreen maps to the panel) with its original timing, then exit.")
    var replay: String?

    @Flag(help: "Print one JSON line per gesture recognizer state change (and per key) on a full-screen view with every recognizer; runs until stopped (or the replay ends).")
    var reportGestures = false

    @Flag(help: "Present a sample alert over the scene once it is shown (for screenshots of an alert).")
    var presentAlert = false

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

    @Option(help: "Once the app is launched, before its first frame, keep the main thread busy for SECONDS (as a slow start or a stuck app would), printing 'main thread busy' first: SIGTERM must still end the run.")
    var busyMain: Double?

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

    @Option(help: "With --report-gestures: exit once this many keys were pressed and released; with --scene text-input: finish (dump, print, exit) 0.3 s after that many keys were released.")
    var exitAfterKeys: Int?

    @Option(help: "Write the tap button's centre (tap scene; the name field's with --scene text-input) in panel pixels ('X Y') to this file once the first frame is shown and input is open.")
    var readyFile: String?

    @Option(help: "Repeat ordinary use for this many seconds (tabs: switch tabs by tapping the bar; navigation: push a page and pop it), printing the resident memory (VmRSS) every 10 s, then exit.")
    var soak: Double?

    @Option(help: "With --soak: seconds between two switches, pushes or pops (default 0.1).")
    var soakInterval: Double = 0.1

    @Option(help: "Draw the dashboard headless on the virtual clock for FRAMES frames (1/60 s of scene time each) as fast as the machine can, printing the heap in use (malloc's count) after a warm-up and at the end, then exit (no kiosk: no display hardware, input or control socket).")
    var virtualSoak: Int?

    @Option(help: "Guest tests (vkms): after the last frame capture the output through the writeback connector, compare it with the frame drawn and print '@@RESULT NAME PASS|FAIL …'.")
    var writebackCheck: String?

    @Option(help: "Guest tests: after the first dump ask the host to resize the display ('@@RESIZE WxH'), wait for the hotplug, draw --frames frames at the new size and dump again as NAME-resized.")
    var resizeTo: PixelSize?

    enum Switch: String, ExpressibleByArgument, CaseIterable { case on, off }

    enum KeyboardPolicyOption: String, ExpressibleByArgument, CaseIterable { case auto, on, off }

    @Option(name: .customLong("keyboard"), help: "The shell's on-screen keyboard: auto (when no hardware keyboard is attached), on or off (default: the config's [shell] keyboard, else auto).")
    var keyboardOption: KeyboardPolicyOption?

    @Option(help: "With --scene text-input and --type: the keyboard's language, one of \(VitrineConfiguration.Input.keyboardLanguageCodes.joined(separator: ", ")) (the globe key is tapped until the keyboard shows it).")
    var inputMode: String?

    @Option(name: .customLong("type"), help: "With --scene text-input: tap the name field, then tap each key of the on-screen keyboard typing KEYS through the touch path (in ko mode the QWERTY letters of the jamo: gksrmf types 한글), then finish.")
    var typeKeys: String?

    @Option(help: "With --type: after the last key, tap candidate N (0: the first) of the keyboard's candidate strip (Japanese after a space's conversion, Chinese while composing).")
    var chooseCandidate: Int?

    @Flag(help: "With --scene text-input: print the first field's text as the last line before exiting.")
    var printText = false

    @Option(name: .customLong("status-bar"), help: "The shell's status bar: on or off (default: the config's [shell] status_bar, shown only with --config or under systemd, so plain screenshots carry no clock).")
    var statusBarOption: Switch?

    @Option(help: "The interface's language, a BCP 47 tag such as en, ar or he: the demo's strings (it has English and Arabic; other languages show English) and the layout direction (right to left for ar, he, fa, ur and the other right-to-left languages; default: the config's [display] language, else en).")
    var language: String?

    enum AppearanceOption: String, ExpressibleByArgument, CaseIterable { case light, dark }

    @Option(name: .customLong("appearance"), help: "Light or dark appearance for every window (UIKit's userInterfaceStyle; default: the config's [display] appearance, else light). A reload goes back to the config's.")
    var appearanceOption: AppearanceOption?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if typeKeys != nil || inputMode != nil || printText, let scene, scene != .textInput {
            throw ValidationError("--type, --input-mode and --print-text need --scene text-input")
        }
        if let n = chooseCandidate, typeKeys == nil || n < 0 {
            throw ValidationError("--choose-candidate needs --type and a candidate index of 0 or more")
        }
        if let language, !VitrineConfiguration.isLanguageTag(language) {
            throw ValidationError("--language must be a BCP 47 language tag such as en, ar or he-IL, not '\(language)'")
        }
        if let inputMode, TextInputMode(languageCode: inputMode) == nil {
            throw ValidationError("--input-mode must be one of \(VitrineConfiguration.Input.keyboardLanguageCodes.joined(separator: ", ")), not \(inputMode)")
        }
        if let v = idleResetAfter {
            guard v >= 0.5 && v <= 86_400 else { throw ValidationError("--idle-reset-after must be between 0.5 and 86400 seconds") }
            if let scene, scene != .checkin, scene != .menu { throw ValidationError("--idle-reset-after needs --scene checkin or menu") }
        }
        if let r = rotation, ![0, 90, 180, 270].contains(r) { throw ValidationError("--rotation must be 0, 90, 180 or 270") }
        if let soak, !(soak > 0 && soak <= 604_800) { throw ValidationError("--soak must be between 0 and 604800 seconds") }
        if let virtualSoak {
            guard virtualSoak >= 1 else { throw ValidationError("--virtual-soak must be at least 1 frame") }
            if let scene, scene != .dashboard { throw ValidationError("--virtual-soak runs the dashboard: no other --scene") }
        }
        if let busyMain, !(busyMain > 0 && busyMain <= 3600) { throw ValidationError("--busy-main must be between 0 and 3600 seconds") }
        if !(soakInterval >= 0.001 && soakInterval <= 3600) { throw ValidationError("--soak-interval must be between 0.001 and 3600 seconds") }
        if let scale, !(0.5...4).contains(scale) { throw ValidationError("--scale must be between 0.5 and 4") }
        for (flag, v) in [("--dim-after", dimAfter), ("--blank-after", blankAfter)] {
            if let v, !(0...604_800).contains(v) { throw ValidationError("\(flag) must be between 0 and 604800 seconds") }
        }
        if let warnBefore, warnBefore != 0, !(20...600).contains(warnBefore) { throw ValidationError("--warn-before must be 0 or between 20 and 600 seconds") }
    }

    /// Holds SIGTERM, SIGINT and SIGHUP before anything else (argument parsing included), so
    /// that one sent during start-up waits for the kiosk instead of being lost.
    static func main() {
        TerminationSignals.block()
        main(nil)
    }

    func run() throws {
        StartupTimeline.shared.mark("main")
        if let path = dumpState {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                for line in try UIStateRestoration.describe(data) { print(line) }
                return
            } catch {
                FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        if let path = checkConfig {
            do {
                let config = try ConfigurationLoader.load(contentsOf: path)
                // Warnings (a content size category nobody knows) do not make the file bad.
                for warning in config.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                print("\(ConfigurationText.oneLine(path)): OK")
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
        flags.warnBefore = warnBefore
        flags.controlSocket = controlSocket
        flags.logLevel = logLevel.flatMap { Logger.Level(rawValue: $0.rawValue) }
        if vnc { flags.vnc = true }
        flags.vncListen = vncListen
        flags.vncPasswordFile = vncPasswordFile
        flags.vncHandshakeTimeout = vncHandshakeTimeout
        flags.statusBar = statusBarOption.map { $0 == .on }
        flags.language = language
        flags.keyboard = keyboardOption.flatMap { VitrineConfiguration.Shell.KeyboardPolicy(rawValue: $0.rawValue) }
        if let c = calibration {
            let m = c.split(separator: ",").compactMap { Float($0) }
            guard m.count == 6 else { throw ValidationError("--calibration needs six numbers a,b,c,d,e,f, not '\(c)'") }
            flags.calibration = m
        }
        var merged = file.merging(flags)
        if let a = appearanceOption { merged.display.appearance = a == .dark ? .dark : .light }
        JournalLogHandler.bootstrap(level: merged.log.level)
        StartupTimeline.shared.mark("config")
        if listOutputs {
            let cards = merged.display.card.map { [$0] } ?? LibDRMDevice.cardPaths()
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
        if let virtualSoak {
            let panel = size, pixelsPerPoint = merged.display.scale > 0 ? merged.display.scale : 1
            MainActor.assumeIsolated { VirtualSoak.run(frames: virtualSoak, size: panel, scale: pixelsPerPoint) }
        }
        // What the kiosk runtime (VitrineShell) does with the configuration.
        var settings = KioskSettings(configuration: merged, configPath: config, flags: flags)
        settings.headlessSize = size
        switch input {
        case "auto": break
        case "none": settings.input = .none
        default: settings.input = .devices(input.split(separator: ",").map(String.init))
        }
        if let dir = stateDirectory { settings.stateDirectory = dir }

        // What the demo adds: scenes, scripted input, screenshots and the guest-test protocol.
        var options = DemoOptions(size: size, frames: frames ?? 60, screenshot: screenshot,
                                  scene: scene ?? (rotateTo == nil ? .showcase : .dashboard),
                                  rotateTo: rotateTo?.interfaceOrientation,
                                  screenshotName: screenshotName, hold: hold,
                                  resizeTo: resizeTo, writebackCheck: writebackCheck)
        // A service runs until systemd stops it.
        if frames == nil, SystemdNotifier.fromEnvironment().isEnabled { options.runForever = true }
        if untilStopped { options.runForever = true }
        // A VNC server without --frames serves until stopped (Ctrl-C).
        if frames == nil, merged.display.backend == .vnc || merged.remote.vnc { options.runForever = true }
        if reportGestures { options.scene = .gestures; options.runForever = true }
        options.presentAlert = presentAlert
        options.busyMain = busyMain
        if let idleResetAfter { options.checkInIdleTimeout = idleResetAfter }
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
        options.typeKeys = typeKeys
        options.inputMode = inputMode.flatMap { TextInputMode(languageCode: $0) }
        options.printText = printText
        options.chooseCandidate = chooseCandidate
        if let soak {
            options.soak = soak
            options.soakInterval = soakInterval
            options.runForever = true
        }

        let choice: KioskDisplayChoice
        do {
            choice = try KioskDisplayChoice.choose(merged.display, framebuffer: fb) { note in
                FileHandle.standardError.write(Data("vitrine-demo: \(note)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("vitrine-demo: \(error)\n".utf8))
            throw ExitCode(1)
        }
        StartupTimeline.shared.mark("probe")
        let chosen = options
        let kioskSettings = settings
        MainActor.assumeIsolated {
            DemoRun.start(chosen, settings: kioskSettings, display: choice)
        }
        DispatchMainLoop.run()
    }
}

extension PixelSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}
