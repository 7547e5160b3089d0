import Dispatch
import Foundation
import Logging
import Vitrine
import VitrinePlatform

/// The entry point of a kiosk app: the counterpart of `UIApplicationMain` with the kiosk
/// runtime around it.
///
/// ```swift
/// VitrineKiosk.main { screen in AppDelegate(screen: screen) }
/// ```
///
/// Command line (what `systemd/vitrine-app@.service` passes):
/// `--config FILE` (the kiosk configuration; a bad file prints file, line and key and exits 78
/// before the display is touched; a missing one is logged and the defaults apply), `--check-config FILE` (validate only), `--backend
/// auto|drm|fbdev|headless`, `--size WxH` (the headless display), `--log-level LEVEL`,
/// `--help`. Anything else exits 64. SIGTERM, SIGINT and SIGHUP are held from the first line
/// (`TerminationSignals`), so one sent during start-up is answered once the kiosk runs.
public enum VitrineKiosk {
    /// Parses `arguments` (without the program name), reads the configuration, opens the
    /// display and runs the app the delegate `makeDelegate` builds, until SIGTERM/SIGINT.
    /// Call it from the main thread (top-level code or `static func main()`). Like
    /// `UIApplicationMain` it never returns: when the kiosk cannot start it prints why and exits
    /// with the error's status (64 usage, 78 configuration, 1 display); `--help` and
    /// `--check-config` exit 0 once answered. Use ``start(arguments:makeDelegate:)`` to decide
    /// yourself.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            makeDelegate: @escaping @MainActor (UIScreen) -> UIApplicationDelegate) -> Never {
        do {
            guard try start(arguments: arguments, makeDelegate: makeDelegate) else { exit(0) }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(error.exitStatus)
        }
        DispatchMainLoop.run()
    }

    /// Everything ``main(arguments:makeDelegate:)`` does before it runs the main loop: returns
    /// `true` when the kiosk is started (run `DispatchMainLoop.run()` next), `false` when the
    /// command line asked only for `--help` or `--check-config` (answered on stdout), and throws
    /// when the kiosk cannot start (a wrong argument, a bad configuration file naming file, line
    /// and key, or a display that cannot be opened); it never ends the process itself.
    public static func start(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                             makeDelegate: @escaping @MainActor (UIScreen) -> UIApplicationDelegate) throws(KioskStartError) -> Bool {
        // Before anything else: a SIGTERM during start-up waits for the kiosk instead of being lost.
        TerminationSignals.block()
        StartupTimeline.shared.mark("main")
        let name = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "vitrine"
        let usage = "usage: \(name) [--config FILE] [--check-config FILE] [--backend auto|drm|fbdev|headless] [--size WxH] [--log-level LEVEL]"
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments)
        } catch {
            throw KioskStartError(.usage, "\(name): \(error)\n\(usage)")
        }
        if parsed.help {
            print(usage)
            return false
        }
        if let path = parsed.checkConfig {
            do {
                let config = try ConfigurationLoader.load(contentsOf: path)
                // Warnings (a content size category nobody knows) do not make the file bad.
                for warning in config.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                print("\(ConfigurationText.oneLine(path)): OK")
                return false
            } catch {
                throw KioskStartError(.configuration, "\(error)")
            }
        }
        var file = VitrineConfiguration()
        if let path = parsed.config, !FileManager.default.fileExists(atPath: path) {
            // The app template passes /etc/vitrine/APP.toml whether or not it was written.
            FileHandle.standardError.write(Data("<4>\(name): no \(ConfigurationText.oneLine(path)): running with the default configuration\n".utf8))
        } else if let path = parsed.config {
            do {
                file = try ConfigurationLoader.load(contentsOf: path)
            } catch {
                throw KioskStartError(.configuration, "\(error)")
            }
        }
        let merged = file.merging(parsed.flags)
        JournalLogHandler.bootstrap(level: merged.log.level)
        StartupTimeline.shared.mark("config")
        var settings = KioskSettings(configuration: merged, configPath: parsed.config, flags: parsed.flags, programName: name)
        if let size = parsed.size { settings.headlessSize = size }
        let choice: KioskDisplayChoice
        do {
            choice = try KioskDisplayChoice.choose(merged.display) { note in
                FileHandle.standardError.write(Data("<5>\(name): \(note)\n".utf8))
            }
        } catch {
            throw KioskStartError(.display, "<3>\(name): \(error)")
        }
        StartupTimeline.shared.mark("probe")
        let ready = settings
        let failure = MainActor.assumeIsolated { () -> KioskStartError? in
            let kiosk = Kiosk(settings: ready)
            running = kiosk
            do throws(KioskStartError) {
                try kiosk.start(choice, makeDelegate: makeDelegate)
                return nil
            } catch {
                return KioskStartError(error.reason, "<3>\(name): \(error)")
            }
        }
        if let failure { throw failure }
        return true
    }

    /// The running kiosk (kept alive for the process's life).
    @MainActor public private(set) static var running: Kiosk?

    /// The command line.
    struct Arguments {
        var config: String?
        var checkConfig: String?
        var size: PixelSize?
        var flags = VitrineConfiguration.Overrides()
        var help = false

        struct Problem: Error, CustomStringConvertible { var description: String }

        init(_ args: [String]) throws {
            var i = 0
            func value(_ option: String) throws -> String {
                i += 1
                guard i < args.count else { throw Problem(description: "\(option) needs a value") }
                return args[i]
            }
            while i < args.count {
                let a = args[i]
                switch a {
                case "--config": config = try value(a)
                case "--check-config": checkConfig = try value(a)
                case "--backend":
                    let v = try value(a)
                    guard let b = VitrineConfiguration.Display.Backend(rawValue: v) else {
                        throw Problem(description: "--backend must be auto, drm, fbdev or headless, not '\(v)'")
                    }
                    flags.backend = b
                case "--size":
                    let v = try value(a)
                    guard let s = PixelSize(parsing: v) else { throw Problem(description: "--size must be WIDTHxHEIGHT, not '\(v)'") }
                    size = s
                case "--log-level":
                    let v = try value(a)
                    guard let l = Logger.Level(rawValue: v) else { throw Problem(description: "--log-level must be trace, debug, info, notice, warning, error or critical, not '\(v)'") }
                    flags.logLevel = l
                case "--help", "-h": help = true
                default: throw Problem(description: "unknown argument '\(a)'")
                }
                i += 1
            }
        }
    }
}
