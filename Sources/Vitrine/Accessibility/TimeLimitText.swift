import Foundation

/// What the time-limit warning says (English, as the shell's other built-in text).
enum TimeLimitText {
    static let title = "Do you need more time?"
    static let moreTime = "More time"
    static let noTimeLimit = "No time limit"

    /// The alert's message: the seconds left.
    static func countdown(seconds: Int) -> String {
        "Time runs out in \(seconds) \(seconds == 1 ? "second" : "seconds")."
    }

    /// What the screen reader says when the warning appears.
    static func announcement(seconds: Int) -> String {
        "\(title) \(countdown(seconds: seconds)) Press Enter or double-tap \(moreTime)."
    }
}
