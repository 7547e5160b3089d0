import Logging
import Vitrine

/// One command of the kiosk's control socket, parsed from a line (`rotate portrait`,
/// `log-level debug`, …). The words are separated by spaces or tabs; case matters.
public enum KioskControlCommand: Equatable, Sendable {
    /// `status`: backend, size, orientation, frames, idle state, uptime.
    case status
    /// `rotate <orientation>`: turn the interface (through `UIWindow.setOrientation`).
    case rotate(UIInterfaceOrientation)
    /// `log-level <level>`: the process-wide log level.
    case logLevel(Logger.Level)
    /// `memory-warning`: deliver a memory warning to the app.
    case memoryWarning
    /// `reload`: read the configuration again (as SIGHUP does).
    case reload
    /// `save-state`: write the app's restoration state now.
    case saveState
    /// `restore-skipped`: put the state skipped after repeated crashes back for the next start.
    case restoreSkipped
    /// `clear-skipped`: remove the state skipped after repeated crashes.
    case clearSkipped
    /// `blank`: turn the display off (idle blanking).
    case blank
    /// `wake`: leave the idle state.
    case wake
    /// `dim`: dim the display (the idle dimming).
    case dim
    /// `content-size-category <name>`: the Dynamic Type size (UIKit's case names, `large`,
    /// `accessibilityMedium`, …), through `UIApplication.setPreferredContentSizeCategory`.
    case contentSizeCategory(UIContentSizeCategory)
    /// `appearance <light|dark>`: light or dark appearance for every window
    /// (`UIScreen.userInterfaceStyle`), until the next reload or restart.
    case appearance(UIUserInterfaceStyle)
    /// `help`: the list of commands.
    case help

    /// The orientation words `rotate` takes (the demo's `--rotate-to` values), in help order;
    /// `landscape` is `landscape-right`.
    public static let orientationNames: [(String, UIInterfaceOrientation)] = [
        ("portrait", .portrait), ("portrait-upside-down", .portraitUpsideDown),
        ("landscape-left", .landscapeLeft), ("landscape-right", .landscapeRight), ("landscape", .landscapeRight),
    ]

    /// The word for `orientation` (`"landscape-right"`; `"unknown"`).
    public static func name(of orientation: UIInterfaceOrientation) -> String {
        orientationNames.first { $0.1 == orientation }?.0 ?? "unknown"
    }

    /// Every command with its argument, as `help` lists them.
    public static let usage: [String] = [
        "status",
        "rotate <\(orientationNames.map(\.0).joined(separator: "|"))>",
        "log-level <\(Logger.Level.allCases.map(\.rawValue).joined(separator: "|"))>",
        "memory-warning", "reload", "save-state", "restore-skipped", "clear-skipped", "blank", "wake", "dim",
        "content-size-category <\(UIContentSizeCategory.allNamed.map(\.name).joined(separator: "|"))>",
        "appearance <light|dark>",
        "help",
    ]

    /// A line that is not a command: says what is valid.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The message (after `error ` in the reply).
        public var description: String
    }

    /// Parses `line`. Throws naming the valid commands (unknown command), or the valid
    /// arguments (missing, extra or bad argument).
    public init(parsing line: String) throws(ParseError) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = words.first else {
            throw ParseError(description: "empty command; commands: \(Self.commandNames)")
        }
        let args = Array(words.dropFirst())
        func noArguments(_ c: KioskControlCommand) throws(ParseError) -> KioskControlCommand {
            guard args.isEmpty else { throw ParseError(description: "\(name) takes no arguments") }
            return c
        }
        func oneArgument() throws(ParseError) -> String {
            guard args.count == 1 else {
                throw ParseError(description: "usage: \(Self.usage.first { $0.hasPrefix(name + " ") } ?? name)")
            }
            return args[0]
        }
        switch name {
        case "status": self = try noArguments(.status)
        case "rotate":
            let word = try oneArgument()
            guard let o = Self.orientationNames.first(where: { $0.0 == word })?.1 else {
                throw ParseError(description: "unknown orientation '\(word)'; valid: \(Self.orientationNames.map(\.0).joined(separator: ", "))")
            }
            self = .rotate(o)
        case "log-level":
            let word = try oneArgument()
            guard let level = Logger.Level(rawValue: word) else {
                throw ParseError(description: "unknown log level '\(word)'; valid: \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self = .logLevel(level)
        case "memory-warning": self = try noArguments(.memoryWarning)
        case "reload": self = try noArguments(.reload)
        case "save-state": self = try noArguments(.saveState)
        case "restore-skipped": self = try noArguments(.restoreSkipped)
        case "clear-skipped": self = try noArguments(.clearSkipped)
        case "blank": self = try noArguments(.blank)
        case "wake": self = try noArguments(.wake)
        case "dim": self = try noArguments(.dim)
        case "content-size-category":
            let word = try oneArgument()
            guard let category = UIContentSizeCategory(name: word) else {
                throw ParseError(description: "unknown content size category '\(word)'; valid: \(UIContentSizeCategory.allNamed.map(\.name).joined(separator: ", "))")
            }
            self = .contentSizeCategory(category)
        case "appearance":
            let word = try oneArgument()
            switch word {
            case "light": self = .appearance(.light)
            case "dark": self = .appearance(.dark)
            default: throw ParseError(description: "unknown appearance '\(word)'; valid: light, dark")
            }
        case "help": self = try noArguments(.help)
        default:
            throw ParseError(description: "unknown command '\(name)'; commands: \(Self.commandNames)")
        }
    }

    /// The command words, comma-separated.
    static var commandNames: String {
        usage.map { String($0.prefix { $0 != " " }) }.joined(separator: ", ")
    }
}
