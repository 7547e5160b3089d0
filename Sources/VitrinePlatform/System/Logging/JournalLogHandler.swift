import Foundation
import Logging

/// A swift-log handler writing journald-friendly lines to standard error: each line starts
/// with its syslog priority in angle brackets (`<3>` error … `<7>` debug), which journald
/// reads as the entry's priority when the service's stderr goes to the journal.
public struct JournalLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public let label: String

    public init(label: String, level: Logger.Level = .info) {
        self.label = label
        logLevel = level
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The syslog priority of a swift-log level.
    public static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: return 7
        case .info: return 6
        case .notice: return 5
        case .warning: return 4
        case .error: return 3
        case .critical: return 2
        }
    }

    /// One line: `<PRIORITY>label: message key=value…`, newlines in the message escaped so an
    /// entry stays one journal line.
    public static func format(level: Logger.Level, label: String, message: Logger.Message, metadata: Logger.Metadata) -> String {
        var line = "<\(priority(level))>\(label): \(message.description.replacingOccurrences(of: "\n", with: "\\n"))"
        for (k, v) in metadata.sorted(by: { $0.key < $1.key }) { line += " \(k)=\(v)" }
        return line
    }

    public func log(event: LogEvent) {
        guard event.level >= effectiveLevel else { return }
        let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let text = JournalLogHandler.format(level: event.level, label: label, message: event.message, metadata: all) + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The process-wide level, changeable at run time (a configuration reload).
    private static let sharedLevel = LevelBox()

    /// Changes the level of every logger made by `bootstrap(level:)`.
    public static func setLevel(_ level: Logger.Level) { sharedLevel.set(level) }

    /// Installs the handler for every logger of the process, at `level`.
    public static func bootstrap(level: Logger.Level) {
        sharedLevel.set(level)
        LoggingSystem.bootstrap { JournalLogHandler(label: $0, level: .trace, followsSharedLevel: true) }
    }

    private var followsSharedLevel = false

    init(label: String, level: Logger.Level, followsSharedLevel: Bool) {
        self.init(label: label, level: level)
        self.followsSharedLevel = followsSharedLevel
    }

    /// Whether `level` is logged (the shared level when bootstrapped).
    var effectiveLevel: Logger.Level { followsSharedLevel ? JournalLogHandler.sharedLevel.get() : logLevel }
}

/// A lock-protected level shared by every handler.
private final class LevelBox: @unchecked Sendable {
    // @unchecked: all access goes through `lock`.
    private let lock = NSLock()
    private var level: Logger.Level = .info
    func set(_ l: Logger.Level) { lock.lock(); level = l; lock.unlock() }
    func get() -> Logger.Level { lock.lock(); defer { lock.unlock() }; return level }
}
