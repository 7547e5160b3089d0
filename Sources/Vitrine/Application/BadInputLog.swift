import Foundation
import VitrinePlatform

/// Bad input from app code (a data source's inconsistent counts, a non-finite size, a cell of
/// the wrong class): one error line in the log, the best possible result, and the kiosk goes
/// on — where UIKit would raise an exception. The latest lines are kept so tests can check
/// what was reported.
@MainActor
package enum BadInputLog {
    /// The most recent reports, oldest first (at most `limit`).
    package private(set) static var recent: [String] = []
    package static let limit = 64

    /// Logs `message` at error level and keeps it in `recent`.
    package static func report(_ message: String) {
        Log.ui.error("\(message)")
        recent.append(message)
        if recent.count > limit { recent.removeFirst(recent.count - limit) }
    }

    /// Forgets the kept reports (tests start from none).
    package static func clear() { recent.removeAll() }
}
