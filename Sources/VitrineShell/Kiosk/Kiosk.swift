import Dispatch
import Foundation
import Vitrine
import VitrinePlatform
import VitrineSpeech

/// The kiosk runtime around an app: what iOS's system does for a UIKit app, done by the
/// shell. It opens the display the configuration asks for (waiting for one to be plugged in),
/// makes the screen, launches the app delegate, and keeps it running unattended — libinput
/// input through the idle controller (dimming, blanking), the status bar, the control socket
/// (`vitrinectl`), state restoration across restarts, memory warnings from PSI, SIGTERM/SIGINT
/// (save, put the console back, exit 0), SIGHUP (reload what can change live), and systemd's
/// notify protocol (READY=1 after the first page flip, STATUS=, an honest watchdog).
///
/// Apps start it with `VitrineKiosk.main(makeDelegate:)`; `vitrine-demo` drives it directly
/// to add its test hooks.
@MainActor
public final class Kiosk {
    /// What the kiosk runs with.
    public private(set) var settings: KioskSettings
    /// systemd's notify socket (disabled when not under systemd).
    public let notifier = SystemdNotifier.fromEnvironment()
    /// The frame loop as the watchdog sees it.
    public let frameProbe = FrameLoopProbe()
    /// The display, once open.
    public private(set) var display: (any Display)?
    /// The DRM display, when the kiosk runs on one.
    public private(set) var drmDisplay: DRMDisplay?
    /// The screen, once the display is open.
    public private(set) var screen: UIScreen?
    /// The app's delegate, once launched.
    public private(set) var delegate: UIApplicationDelegate?
    /// Dimming and blanking.
    public private(set) var idle: IdleController?
    /// The one entry for input from every source (libinput, VNC, the control socket), once
    /// launched.
    public private(set) var input: KioskInput?
    /// The control socket, when open.
    public private(set) var control: KioskControl?
    /// libinput, when reading input: opened once the first frame is on screen (so a restart
    /// shows its first frame, and sends READY=1, without waiting for the device scan).
    public private(set) var inputSource: LibinputSource?
    /// State restoration, when there is a state directory and a restorable root.
    public private(set) var stateRestoration: KioskStateRestoration?
    /// The VNC server (the `vnc` backend, or the `[remote] vnc` mirror), when serving.
    public internal(set) var vnc: KioskVNC?
    /// The status bar, when shown.
    public private(set) var statusBar: StatusBar?
    /// The on-screen keyboard (`[shell] keyboard`; it shows itself when a text input is
    /// active and the policy allows).
    public private(set) var softwareKeyboard: SoftwareKeyboard?
    /// The screen reader, once one is installed with a speech engine
    /// (`installScreenReader(speech:)`); off until started (`vitrinectl speech on`).
    package private(set) var screenReader: ScreenReader?
    /// Headphone detection and the reader's audio route, once installed (Kiosk+Headphones.swift).
    package internal(set) var headphones: KioskHeadphones?
    /// The customer's accessibility menu, once installed (Kiosk+AccessibilityMenu.swift).
    package internal(set) var accessibilityMenu: AccessibilityMenu?
    /// The corner button that opens it (`[accessibility] menu_button`).
    var accessibilityMenuButton: AccessibilityMenuButtonWindow?
    /// Whether the app draws every frame (an animated dashboard): then each presented frame
    /// announces the next to the watchdog, and READY=1 waits for the second frame (drawn only
    /// once the first flip landed). Off: READY=1 after the first frame.
    public var drawsContinuously = false
    /// Called after every presented frame with the screen's frame count (after the kiosk's own
    /// bookkeeping).
    public var onFramePresented: ((Int) -> Void)?
    /// Called when SIGTERM/SIGINT arrive, before the kiosk saves and exits.
    public var onTerminate: (() -> Void)?
    /// Called once the app is launched on its screen, before its first frame.
    public var onLaunch: (() -> Void)?
    /// The mounting rotation in quarter turns (`nil`: the connector's panel orientation).
    public var mountingTurns: Int? {
        if case .degrees(let d) = settings.configuration.display.rotation { return d / 90 }
        return nil
    }

    let clock = SystemClock()
    private let loop = DispatchMainLoop()
    private var keepAlive: [AnyObject] = []
    private var hotplug: DRMHotplugMonitor?
    private var signalSources: [DispatchSourceSignal] = []
    private var readySent = false
    private var inputAfterFirstFrame = false

    /// A kiosk with `settings`. Nothing happens until `start`.
    public init(settings: KioskSettings) {
        self.settings = settings
        applyFonts(settings.configuration, atStart: true)
        applyLayoutDirection(settings.configuration)
    }

    /// A line on stdout, prefixed with the program's name.
    public func say(_ text: String) {
        print("\(settings.programName): \(text)")
        fflush(nil)
    }

    /// A line on stderr with a syslog priority for the journal (3 error, 4 warning, 5 notice).
    public func complain(_ text: String, priority: Int = 4) {
        FileHandle.standardError.write(Data("<\(priority)>\(settings.programName): \(text)\n".utf8))
    }

    // MARK: Starting

    /// Opens `choice`'s display (or waits for one to be plugged in) and launches the app the
    /// delegate `makeDelegate` builds on its screen. A display that cannot be opened or
    /// watched, or a VNC backend that cannot serve, is an error for the executable to act on;
    /// a display plugged in later that cannot be opened is logged and the kiosk waits on.
    public func start(_ choice: KioskDisplayChoice,
                      makeDelegate: @escaping @MainActor (UIScreen) -> UIApplicationDelegate) throws(KioskStartError) {
        if let w = Watchdog.startIfRequested(notifier: notifier, frameLoop: frameProbe) {
            keepAlive += [w.watchdog as AnyObject, w.heartbeat as AnyObject]
        }
        _ = try? notifier.notify(.status("starting"))
        installSignalHandlers()
        let d = settings.configuration.display
        let scale = d.scale
        switch choice {
        case .drm(let device):
            let opened: DRMDisplay
            do {
                opened = try openDRM(device)
            } catch {
                throw KioskStartError(.display, "\(error)")
            }
            StartupTimeline.shared.mark("display")
            try launch(on: opened, makeDelegate: makeDelegate)
        case .drmWaiting(let device):
            say("no display connected to \(device.path); waiting for one")
            _ = try? notifier.notify(.ready, .status("waiting for a display on \(device.path)"))
            do {
                hotplug = try DRMHotplugMonitor { [weak self] in
                    guard let self else { return }
                    if let open = self.drmDisplay { open.handleHotplug(); return }
                    self.displayAppeared(on: device, makeDelegate: makeDelegate)
                }
            } catch {
                throw KioskStartError(.display, "cannot watch for displays: \(error)")
            }
        case .fbdev(let fb):
            let f: FBDevDisplay
            do {
                f = try FBDevDisplay(device: fb, rotation: mountingTurns ?? 0, scale: scale > 0 ? scale : 1, clock: clock)
            } catch {
                throw KioskStartError(.display, "\(error)")
            }
            say("\(f.name), \(f.pages == 2 ? "double-buffered by panning" : "single buffer")")
            StartupTimeline.shared.mark("display")
            try launch(on: f, makeDelegate: makeDelegate)
        case .headless, .vnc:
            // The VNC backend is the headless display under its own name, paced at 60 Hz.
            let h = HeadlessDisplay(size: settings.headlessSize, scale: scale > 0 ? scale : 1, bufferCount: d.buffers,
                                    loop: loop, pacing: .refresh(hz: 60, clock: clock), name: choice.isVNC ? "vnc" : "headless")
            StartupTimeline.shared.mark("display")
            try launch(on: h, makeDelegate: makeDelegate)
        }
    }

    /// A display was plugged into the card the kiosk waits on: it is opened and the app
    /// launched on it; when it cannot be, the reason is logged and the kiosk waits for the next.
    private func displayAppeared(on device: LibDRMDevice, makeDelegate: @MainActor (UIScreen) -> UIApplicationDelegate) {
        do {
            let opened = try openDRM(device)
            try launch(on: opened, makeDelegate: makeDelegate)
        } catch {
            complain("a display appeared on \(device.path) but cannot be used: \(error); waiting for another", priority: 3)
        }
    }

    /// Opens the DRM output and listens for hotplug events.
    private func openDRM(_ device: LibDRMDevice) throws -> DRMDisplay {
        let c = settings.configuration.display
        let d = try DRMDisplay(device: device, connector: c.connector, mode: c.mode, rotation: mountingTurns,
                               bufferCount: c.buffers, scale: c.scale, clock: clock)
        say("\(d.name), \(d.usesAtomic ? "atomic" : "legacy") modesetting")
        drmDisplay = d
        if hotplug == nil {
            do {
                hotplug = try DRMHotplugMonitor { [weak self] in self?.drmDisplay?.handleHotplug() }
            } catch {
                complain("no hotplug events (\(error))")
            }
        }
        return d
    }

    /// Makes the screen on `display` and launches the app, with everything the kiosk adds.
    /// Fails only when the display is the VNC backend and its server cannot serve.
    public func launch(on display: any Display, makeDelegate: @MainActor (UIScreen) -> UIApplicationDelegate) throws(KioskStartError) {
        self.display = display
        let c = settings.configuration
        applyImageLimit(c, panel: display.pixelSize)
        applyGlyphCacheBudget(c)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        self.screen = screen
        screen.sizeClassMapping = c.display.sizeClassMapping
        screen.userInterfaceStyle = UIUserInterfaceStyle(c.display.appearance)
        screen.keyboard.configuration = c.input.keyboard
        applyInputModes(c, to: screen)
        let delegate = makeDelegate(screen)
        self.delegate = delegate
        UIApplication.launch(delegate: delegate, screen: screen)
        StartupTimeline.shared.mark("launch")
        if let w = delegate.window,
           let turned = AllowedOrientations.apply(c.display.allowedOrientations.map(\.interfaceOrientation), to: w) {
            say("starting in \(turned) (the allowed orientations leave out the panel's own)")
        }
        keepAlive += [display, screen]
        startIdle()
        input = KioskInput(screen: screen, idle: idle)
        if settings.statusBar { statusBar = StatusBar(screen: screen, text: ProcessInfo.processInfo.hostName) }
        softwareKeyboard = SoftwareKeyboard(screen: screen, policy: SoftwareKeyboard.Policy(c.shell.keyboard))
        StartupTimeline.shared.mark("shell")
        // Restored before the first frame is drawn, and before the control socket opens (its
        // commands act on the state restoration).
        if let dir = settings.stateDirectory, let root = delegate.window?.rootViewController {
            stateRestoration = KioskStateRestoration(directory: dir, root: root, clock: clock,
                                                     activity: { screen.frameCount }, programName: settings.programName)
        }
        StartupTimeline.shared.mark("restore")
        try startVNCIfConfigured()
        if let path = settings.controlSocket { startControl(path: path) }
        // Inert until `speech on` or headphones (Kiosk+Headphones.swift).
        installAudioGuidance()
        installAccessibilityMenu()
        // Input opens once the first frame is on screen (READY=1 is not held up by libinput's
        // device scan); a display that cannot show a frame yet gets its input now.
        if display.canPresent { inputAfterFirstFrame = true } else { startInput() }
        // Memory pressure (PSI and the service cgroup) → didReceiveMemoryWarning everywhere.
        let monitor = MemoryPressureMonitor(clock: clock) { [weak self] reason in
            self?.complain(reason)
            UIApplication.shared.deliverMemoryWarning()
        }
        monitor.start()
        say(monitor.watchDescription)
        keepAlive.append(monitor)
        StartupTimeline.shared.mark("monitors")
        if display.canPresent { frameProbe.frameExpected() }
        screen.onFramePresented = { [weak self] n in self?.framePresented(n) }
        onLaunch?()
    }

    private func framePresented(_ n: Int) {
        guard let display else { return }
        frameProbe.framePresented()
        if display.canPresent, drawsContinuously { frameProbe.frameExpected() }
        // Frame 2 is drawn only after flip 1 landed: the first page flip is done.
        if !readySent, n == 2 || (!drawsContinuously && n == 1) {
            readySent = true
            StartupTimeline.shared.mark("first frame")
            _ = try? notifier.notify(.ready, .status("\(display.name) \(display.pixelSize.width)x\(display.pixelSize.height)"))
            if let age = ProcessAge.seconds() {
                // From exec to the first frame on screen: the restart-to-first-frame time.
                say(String(format: "first frame on screen %.0f ms after start", age * 1000)
                    + " (\(StartupTimeline.shared.summary))")
            }
            // Work no frame needed, done now that the panel shows something: input, and the
            // keymap the first key press would otherwise wait for.
            if inputAfterFirstFrame {
                inputAfterFirstFrame = false
                startInput()
            }
            if let screen { DispatchQueue.main.async { screen.keyboard.prepareKeymap() } }
            // The app is on the panel: active (UIApplication+State.swift), unless the panel
            // blanked before its first frame.
            if idle?.state != .blanked { UIApplication.shared.becomeActive() }
        }
        onFramePresented?(n)
    }

    // MARK: Input, idle, control

    private func startIdle() {
        guard let screen, let display else { return }
        let backlight = display is HeadlessDisplay ? nil : SysfsBacklight.preferred()
        applyTimeLimits(settings.configuration)
        let c = IdleController(screen: screen, timeouts: settings.configuration.idle, backlight: backlight)
        c.onStateChange = { [weak self] state in
            guard let self else { return }
            // A panel that is off presents nothing: the watchdog must not wait for a frame.
            if state == .blanked { self.frameProbe.cancelExpectation() }
            _ = try? self.notifier.notify(.status("\(display.name): \(state.rawValue)"))
            self.say("idle: \(state.rawValue)")
        }
        idle = c
    }

    /// libinput (the seat, or the configured devices) for real displays, none for headless,
    /// through the idle controller.
    private func startInput() {
        guard let screen, let display else { return }
        let devices: [String]?
        switch settings.input {
        case .none: return
        case .automatic:
            if display is HeadlessDisplay { return }
            devices = nil
        case .devices(let list):
            devices = list
        }
        // libinput scales touches to the panel (the mode's size, before any mounting turn).
        var panel = display.pixelSize
        if let d = display as? DRMDisplay { panel = PixelSize(width: d.output.mode.width, height: d.output.mode.height) }
        if let f = display as? FBDevDisplay { panel = PixelSize(width: f.info.width, height: f.info.height) }
        let c = settings.configuration.input
        do {
            inputSource = try LibinputSource(seat: c.seat, devices: devices, panelSize: panel, calibration: c.calibration) { [weak self] events in
                self?.deliverInput(events)
            }
            StartupTimeline.shared.mark("input")
            say("input: \(inputSource?.deviceNames.joined(separator: ", ") ?? "")")
            // The on-screen keyboard's `auto` policy follows the keyboards libinput has.
            if let source = inputSource {
                screen.textInput.hardwareKeyboardAttached = !source.keyboardDeviceNames.isEmpty
                source.onKeyboardsChange = { [weak screen] names in screen?.textInput.hardwareKeyboardAttached = !names.isEmpty }
            }
        } catch {
            complain("no input: \(error)")
        }
    }

    /// Delivers device events (in the physical panel's pixels, like libinput's) to the app the
    /// way libinput's are (`KioskInput.deliver`): every input source of the kiosk enters here.
    public func deliverInput(_ events: [InputEvent]) {
        input?.deliver(events)
    }

    /// The control socket at `path`; a socket that cannot be opened is logged, not fatal.
    private func startControl(path: String) {
        guard let screen else { return }
        var actions = KioskControl.Actions(
            reload: { [weak self] in
                guard let self else { return "" }
                switch self.reload() {
                case .reloaded(let m): return m
                case let failed: throw failed
                }
            },
            saveState: { throw KioskRefusal(description: "no state directory: state restoration is off") })
        actions.restoreSkipped = actions.saveState
        actions.clearSkipped = actions.saveState
        if let stateRestoration { actions.use(stateRestoration) }
        if let idle { actions.use(idle) }
        if let server = vnc?.server { actions.vncClients = { server.clientCount } }
        let c = KioskControl(screen: screen, actions: actions, input: input)
        do {
            try c.start(path: path)
            control = c
            say("control socket \(path)")
        } catch {
            complain("no control socket: \(error)", priority: 3)
        }
    }

    /// Makes the screen reader for the kiosk's screen, speaking through `speech`, with
    /// `[accessibility]`'s language and hint pause and its keypad in front of the app's keys,
    /// and hands it to the control socket's `speech on|off`. Call after launch.
    package func installScreenReader(speech: any ScreenReaderSpeech) {
        guard let screen else { return }
        let reader = ScreenReader(screen: screen, speech: speech)
        reader.configure(settings.configuration.accessibility)
        screenReader = reader
        control?.screenReader = reader
    }

    func addSignalSource(_ s: DispatchSourceSignal) { signalSources.append(s) }

    func updateConfiguration(_ c: VitrineConfiguration) { settings.configuration = c }

    // MARK: Stopping

    /// A clean stop: the state saved, the socket removed, the console's mode put back.
    public func stop() {
        stateRestoration?.stop()
        control?.stop()
        stopVNC()
        drmDisplay?.restoreConsole()
    }
}

/// A control command the kiosk turns down; the text after `error `.
struct KioskRefusal: Error, CustomStringConvertible {
    var description: String
}
