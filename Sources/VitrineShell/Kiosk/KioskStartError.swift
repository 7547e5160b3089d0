import VitrinePlatform

/// Why the kiosk cannot run: the library reports it and the executable decides what to do
/// (`VitrineKiosk.main` prints it and exits with ``exitStatus``; `UIApplicationMain` likewise
/// ends the process when an app cannot launch).
public struct KioskStartError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Reason: Sendable {
        /// The command line is wrong.
        case usage
        /// The configuration file is bad (its error names file, line and key).
        case configuration
        /// The display the configuration asks for cannot be opened or watched.
        case display
        /// The VNC backend cannot serve (without its server nobody can see the screen).
        case remoteConsole
    }

    /// What went wrong.
    public var reason: Reason
    /// The message, for the journal.
    public var description: String

    /// A failure for `reason` described by `description`.
    public init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = description
    }

    /// The exit status an executable should end with (sysexits: 64 for usage, 78 for
    /// configuration; 1 otherwise, which systemd's `Restart=` treats as a failure to retry).
    public var exitStatus: Int32 {
        switch reason {
        case .usage: 64
        case .configuration: ConfigurationError.exitStatus
        case .display, .remoteConsole: 1
        }
    }
}
