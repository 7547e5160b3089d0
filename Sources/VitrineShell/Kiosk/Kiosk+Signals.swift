import Dispatch
import Foundation
import Vitrine
import VitrinePlatform

extension Kiosk {
    /// What a configuration reload did.
    public enum ReloadOutcome: Error, CustomStringConvertible {
        /// Reloaded; what applied and what needs a restart.
        case reloaded(String)
        /// Started without a configuration file.
        case nothingToReload(String)
        /// The file is invalid; the running configuration stays.
        case refused(String)

        public var description: String {
            switch self {
            case .reloaded(let m), .nothingToReload(let m), .refused(let m): return m
            }
        }
    }

    /// Reads the configuration file again (the command line's flags still win): the log level,
    /// keyboard, size classes, idle timeouts, time-limit warnings, allowed orientations, the content size category
    /// and (on DRM) the panel's
    /// mounting rotation apply now; the rest is reported as needing a restart. systemd is told
    /// (RELOADING=1, then READY=1) and the outcome logged. SIGHUP and `vitrinectl reload`.
    @discardableResult
    public func reload() -> ReloadOutcome {
        _ = try? notifier.notify(.reloading)
        defer { _ = try? notifier.notify(.ready) }
        let outcome = reloadConfiguration()
        switch outcome {
        case .reloaded, .nothingToReload: complain(outcome.description, priority: 5)
        case .refused: complain(outcome.description, priority: 3)
        }
        return outcome
    }

    private func reloadConfiguration() -> ReloadOutcome {
        guard let path = settings.configPath else { return .nothingToReload("started without a configuration file: nothing to reload") }
        let c: VitrineConfiguration
        do {
            c = try ConfigurationLoader.load(contentsOf: path).merging(settings.flags)
        } catch {
            return .refused("reload refused, keeping the running configuration: \(error)")
        }
        updateConfiguration(c)
        JournalLogHandler.setLevel(c.log.level)
        if let display { applyImageLimit(c, panel: display.pixelSize) }
        applyGlyphCacheBudget(c)
        if let screen {
            screen.keyboard.configuration = c.input.keyboard
            applyInputModes(c, to: screen)
            screen.sizeClassMapping = c.display.sizeClassMapping
        }
        applyTimeLimits(c)
        idle?.timeouts = c.idle
        softwareKeyboard?.policy = SoftwareKeyboard.Policy(c.shell.keyboard)
        applyFonts(c, atStart: false)
        applyAccessibilityDefaults(c)
        applyLayoutDirection(c)
        applyAppearance(c)
        if let w = UIApplication.shared.keyWindow {
            AllowedOrientations.apply(c.display.allowedOrientations.map(\.interfaceOrientation), to: w, animated: true)
        }
        var rotation = "the mounting rotation needs a restart on this backend"
        if let d = drmDisplay {
            rotation = d.setMountingRotation(mountingTurns) ? "the panel is now mounted \(d.mountingTurns * 90)°" : "the mounting rotation is unchanged"
        }
        return .reloaded("reloaded \(path): log level, keyboard, the on-screen keyboard policy, size classes, idle timeouts, time-limit warnings, allowed orientations, the content size category, the accessibility defaults, the appearance, the image size limit and the glyph cache budget applied, \(rotation); card, connector, mode, buffers, scale, input devices, the font family and files and the control socket need a restart")
    }

    /// How long SIGTERM or SIGINT waits for the main thread to stop the app cleanly before the
    /// process exits on its own: below systemd's `TimeoutStopSec=` (10 s in the units), so a
    /// busy main thread ends in a logged exit rather than a SIGKILL.
    nonisolated static let stopGrace: Double = 5

    /// The queue SIGTERM and SIGINT are read on: its own, never the main queue, so a main
    /// thread that is busy (stuck in app code, or still starting) cannot hold a stop up.
    nonisolated private static let signalQueue = DispatchQueue(label: "vitrine.kiosk.signals")

    /// SIGTERM and SIGINT: logged and STOPPING=1 at once (from the signal queue), then on the
    /// main thread the app told it will terminate (`UIApplication.terminate()`), the app's state
    /// saved, the console put back, exit 0. Should the main thread not get to it within
    /// `stopGrace` seconds, the process logs why and exits with status 1 by itself: the state
    /// saved last stays on disk, and the kernel puts the console back as the display's file
    /// closes. SIGHUP: `reload()` on the main thread. The signals are blocked
    /// (`TerminationSignals.block()`, first thing in `main`) so that one sent before these
    /// sources exist waits for them instead of being lost.
    func installSignalHandlers() {
        let notifier = notifier, program = settings.programName, grace = Self.stopGrace
        for (sig, name) in [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")] {
            addSignalSource(TerminationSignals.source(for: sig, queue: Self.signalQueue) { [weak self] in
                let kiosk = self
                FileHandle.standardError.write(Data("<5>\(program): \(name): stopping\n".utf8))
                _ = try? notifier.notify(.stopping)
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        kiosk?.stopForSignal()
                        exit(0)
                    }
                }
                // The clean stop exits the process; this queue only waits out the grace.
                Thread.sleep(forTimeInterval: grace)
                FileHandle.standardError.write(Data("<3>\(program): \(name): the main thread did not stop the app within \(Int(grace)) s (it is busy); exiting without a clean stop, the state saved last is kept\n".utf8))
                _exit(1)
            })
        }
        addSignalSource(TerminationSignals.source(for: SIGHUP, queue: .main) { [weak self] in
            MainActor.assumeIsolated { _ = self?.reload() }
        })
    }

    /// The clean stop on SIGTERM or SIGINT: the app told, its state saved, the console put back.
    private func stopForSignal() {
        onTerminate?()
        // willResignActive, didEnterBackground, willTerminate, before the state is saved.
        UIApplication.shared.terminate()
        stop()
    }
}
