import Foundation

/// Where the status bar reads the time of day: the real date and the local time zone by
/// default; tests pass a fixed date (moving with their virtual clock) and a fixed zone.
/// (iOS's status bar reads the system clock; there is nothing to inject there.)
public struct WallClock {
    /// The current date.
    public var now: @MainActor () -> Date
    /// The zone the time is shown in.
    public var timeZone: TimeZone

    /// A clock reading the date from `now`, shown in `timeZone` (the local zone by default).
    public init(timeZone: TimeZone = .current, now: @escaping @MainActor () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system's date in the local time zone.
    public static var system: WallClock { WallClock { Date() } }

    /// `HH:mm` (24-hour) for `date` in this clock's zone.
    public func timeText(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// Seconds from `date` to the next whole minute (every zone's offset is whole minutes,
    /// so the minute turns at the same instant in all of them).
    static func secondsToNextMinute(from date: Date) -> Double {
        let t = date.timeIntervalSince1970
        return (t / 60).rounded(.down) * 60 + 60 - t
    }
}
