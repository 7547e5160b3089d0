import Foundation
import VitrinePlatform

/// What a restore takes from an archive: an archive is data from disk, so its size in
/// controllers and identifiers is bounded, and its problems are logged without flooding the
/// journal (a damaged or hostile file must not stall the launch past the watchdog).
extension UIStateRestoration {
    /// The most controllers an archive may hold; more is not an app's state, and the archive
    /// is refused (`validateArchive(_:)`), so the previous copy is used.
    public nonisolated static let maxControllers = 1000
    /// The problems logged per restore; the rest are counted in one line at the end.
    nonisolated static let maxLoggedProblems = 20

    /// Records a problem of the restore in progress: logged while fewer than
    /// `maxLoggedProblems` were, always added to `lastRestoreProblems`. The line names what
    /// the archive held (identifiers, paths, class names), so it is bounded.
    static func report(_ line: String) {
        let bounded = LogText.bounded(line)
        if lastRestoreProblems.count < maxLoggedProblems { Log.ui.notice("\(bounded)") }
        lastRestoreProblems.append(bounded)
    }

    /// What saving found wrong, logged once each (the kiosk saves up to every second, and the
    /// same app mistake would flood the journal), at most `maxLoggedProblems` lines in all.
    private static var warnedAtSave: Set<String> = []

    static func warnOnce(_ line: String) {
        let bounded = LogText.bounded(line)
        guard warnedAtSave.count < maxLoggedProblems, warnedAtSave.insert(bounded).inserted else { return }
        Log.ui.warning("\(bounded)")
    }

    /// The line that counts the problems not logged, at the end of a restore.
    static func reportUnlogged() {
        let unlogged = lastRestoreProblems.count - maxLoggedProblems
        if unlogged > 0 { Log.ui.notice("state restoration: \(unlogged) more problems not logged") }
    }

    /// The restoration identifiers a container saved under `key` (an array of strings), at
    /// most `maxControllers` of them (a problem is reported when there were more; `owner`
    /// names the container); `nil` when there are none.
    static func savedIdentifiers(_ coder: NSCoder, forKey key: String, owner: String) -> [String]? {
        guard let ids = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: key) as? [String], !ids.isEmpty else { return nil }
        guard ids.count > maxControllers else { return ids }
        report("state restoration: \(owner) saved more than \(maxControllers) identifiers; the rest are left out")
        return Array(ids.prefix(maxControllers))
    }
}
