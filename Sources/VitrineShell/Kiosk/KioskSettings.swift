import Foundation
import VitrinePlatform

/// What a kiosk runs with: the configuration (the file with the command line's overrides laid
/// over it) and the choices that depend on how the program was started.
public struct KioskSettings: Sendable {
    /// Where input comes from.
    public enum Input: Equatable, Sendable {
        /// libinput on `[input] seat` for real displays (devices hot-plug); none on headless.
        case automatic
        /// No input.
        case none
        /// These event devices (libinput's path backend).
        case devices([String])
    }

    /// The merged configuration.
    public var configuration: VitrineConfiguration
    /// The configuration file, read again on SIGHUP and `vitrinectl reload` (`nil`: none).
    public var configPath: String?
    /// The command line's overrides, laid over the file again after a reload.
    public var flags: VitrineConfiguration.Overrides
    /// Where restoration state is kept (`nil`: state restoration off).
    public var stateDirectory: String?
    /// The control socket's path (`nil`: no socket).
    public var controlSocket: String?
    /// Whether the shell's status bar is shown.
    public var statusBar: Bool
    /// Where input comes from.
    public var input: Input
    /// The headless display's size (when no DRM or fbdev display is used).
    public var headlessSize: PixelSize
    /// The name log lines start with (the program's name).
    public var programName: String

    /// The settings a kiosk program gets from `configuration` (already merged with `flags`)
    /// read from `configPath`, under `environment`: state in systemd's `$STATE_DIRECTORY`, else
    /// `[shell] state_directory` when a configuration file was given; the control socket and the
    /// status bar when the program runs as a kiosk (a configuration file, or under systemd);
    /// the default control socket moves into `$RUNTIME_DIRECTORY` when that is not
    /// `/run/vitrine` (an app unit's own `RuntimeDirectory=vitrine-app/APP`).
    public init(configuration: VitrineConfiguration, configPath: String?, flags: VitrineConfiguration.Overrides = .init(),
                environment: [String: String] = ProcessInfo.processInfo.environment,
                programName: String = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "vitrine") {
        self.configuration = configuration
        self.configPath = configPath
        self.flags = flags
        let underSystemd = environment["NOTIFY_SOCKET"] != nil || environment["RUNTIME_DIRECTORY"] != nil
        let asKiosk = configPath != nil || underSystemd
        stateDirectory = environment["STATE_DIRECTORY"].flatMap { $0.split(separator: ":").first.map(String.init) }
            ?? (configPath != nil ? configuration.shell.stateDirectory : nil)
        controlSocket = asKiosk || flags.controlSocket != nil ? configuration.shell.controlSocket : nil
        // An app unit (vitrine-app@APP: RuntimeDirectory=vitrine-app/APP) keeps the default socket
        // in its own runtime directory, where its user may create it.
        if let socket = controlSocket, socket == VitrineConfiguration.Shell().controlSocket, flags.controlSocket == nil,
           let runtime = environment["RUNTIME_DIRECTORY"]?.split(separator: ":").first.map(String.init),
           runtime != (socket as NSString).deletingLastPathComponent {
            controlSocket = runtime + "/control.sock"
        }
        statusBar = configuration.shell.statusBar && (asKiosk || flags.statusBar == true)
        input = configuration.input.devices.isEmpty ? .automatic : .devices(configuration.input.devices)
        headlessSize = PixelSize(width: 1280, height: 800)
        self.programName = programName
    }
}
