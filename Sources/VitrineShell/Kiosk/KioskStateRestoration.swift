import Foundation
import Vitrine
import VitrinePlatform

/// The kiosk's state restoration: restores the app's view controllers before the first frame,
/// saves them (when they changed, at most once per `interval`, and only looking when frames
/// were presented since the last look: an idle kiosk encodes nothing) while it runs and on a
/// clean stop, and starts fresh after repeated crashes at launch — what UIKit does around
/// `encodeRestorableState(with:)` / `decodeRestorableState(with:)`.
///
/// A start that skips the saved state (two unclean launches within a minute before it) moves
/// it aside as `state.json.skipped` first (a later crash loop's as `state.json.skipped.2`, and
/// so on up to `StateFileStore.skippedSlots`; with every slot taken that run saves nothing), so
/// the fresh run's saves cannot push it out. Each is kept until the operator clears it
/// (`clearSkipped()`, `vitrinectl clear-skipped`, the one saved last first) or puts it back
/// (`restoreSkipped()`, `vitrinectl restore-skipped`, the one saved last): then it is written as `state.json`,
/// saving pauses so the running app does not overwrite it, and the next start restores it the
/// usual way (behind the same launch guard); once that start has run for 10 s the skipped file
/// is removed. A later start that is not skipped leaves the skipped state alone and says so.
@MainActor
public final class KioskStateRestoration {
    /// Where log lines go: (syslog priority, text without the program's name).
    public typealias Log = @MainActor (_ priority: Int, _ text: String) -> Void

    /// The files (`state.json`, its previous copy, a skipped state).
    public let store: StateFileStore
    /// Why saving is paused (a state was put back for the next start), or `nil`.
    public private(set) var savingPausedBecause: String?
    private let launchGuard: LaunchGuard
    private var lastSaved: Data?
    private var lastSaveError: String?
    private weak var root: UIViewController?
    private let log: Log
    private var timer: ClockTimer?

    /// How long a start must run before it no longer counts as a crash at launch.
    nonisolated static let cleanAfter: Double = 10

    /// Restores `root` from `directory` (unless the last launches crashed: then the state is
    /// kept aside) and starts saving every `interval` seconds when the state changed.
    /// `activity` counts what can change the state (the screen's presented frames): while it
    /// stands still the state is not encoded again (without it, every tick looks). `wallTime`
    /// is the launch guard's clock (seconds since 1970); `log` receives the log lines (default:
    /// stdout for notices, stderr with a syslog priority otherwise, prefixed with
    /// `programName`). `nil` when the directory cannot be made.
    public init?(directory: String, root: UIViewController, clock: any Clock, interval: Double = 1,
                 activity: (@MainActor () -> Int)? = nil, programName: String,
                 wallTime: () -> Double = { Date().timeIntervalSince1970 },
                 log: Log? = nil) {
        self.log = log ?? { priority, text in
            if priority >= 6 {
                print("\(programName): \(text)")
            } else {
                FileHandle.standardError.write(Data("<\(priority)>\(programName): \(text)\n".utf8))
            }
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            self.log(4, "state directory \(directory): \(error); not saving state")
            return nil
        }
        self.root = root
        store = StateFileStore(directory: directory)
        launchGuard = LaunchGuard(directory: directory)
        let restoredFromSkipped: Data?
        if launchGuard.beginLaunch(now: wallTime()) {
            restoredFromSkipped = restore(root)
        } else {
            restoredFromSkipped = nil
            setAside()
        }
        // A launch that ran this long was not a crash at launch; a put-back state it restored
        // is no longer needed aside.
        let guardFile = launchGuard, store = store, report = self.log
        clock.schedule(after: Self.cleanAfter) {
            guardFile.endCleanly()
            if let data = restoredFromSkipped, store.removeSkipped(ifItHolds: data) {
                report(5, "the put-back state ran cleanly; removed \(store.skippedPath)")
            }
        }
        var lastActivity = activity?()
        func tick() {
            let now = activity?()
            if now == nil || now != lastActivity {
                lastActivity = now
                saveLoggingFailures()
            }
            timer = clock.schedule(after: interval) { tick() }
        }
        timer = clock.schedule(after: interval) { tick() }
    }

    private static func validate(_ data: Data) throws { try UIStateRestoration.validateArchive(data) }

    /// Restores `root` from the best saved copy; logs what was wrong with the others (or with
    /// both, when it starts fresh). Returns the data restored when it is the kept skipped state
    /// (put back by the operator).
    private func restore(_ root: UIViewController) -> Data? {
        let result = store.read(validate: Self.validate)
        for p in result.problems { log(4, "state: \(p)") }
        var restored: Data?
        if let found = result.found {
            do {
                let n = try UIStateRestoration.restore(root: root, from: found.data)
                lastSaved = found.data
                restored = found.data
                log(6, "restored the state of \(n) view controller\(n == 1 ? "" : "s") from \(found.source == .current ? store.currentPath : store.previousPath)")
            } catch {
                log(4, "state not restored: \(error)")
            }
        } else if !result.problems.isEmpty {
            log(4, "no usable saved state in \(store.currentPath) or \(store.previousPath); starting fresh")
        }
        let kept = store.skippedPaths
        guard !kept.isEmpty else { return nil }
        if let restored, let from = kept.first(where: { FileManager.default.contents(atPath: $0) == restored }) {
            log(5, "restored the state put back from \(from); it is removed once this start has run \(Int(Self.cleanAfter)) s")
            return restored
        }
        let which = kept.count == 1 ? "a state skipped after repeated crashes is kept at \(kept[0])"
            : "states skipped after repeated crashes are kept at \(kept.joined(separator: ", "))"
        log(4, "\(which): `vitrinectl restore-skipped` puts \(store.skippedPath) (saved last) back for the next start, `vitrinectl clear-skipped` removes it")
        return nil
    }

    /// After repeated crashes at launch: the saved state is not restored but kept aside.
    private func setAside() {
        let why = "the last launches did not exit cleanly; starting without the saved state"
        do {
            let (outcome, problems) = try store.setAside(validate: Self.validate)
            for p in problems { log(4, "state: \(p)") }
            switch outcome {
            case .keptAside(let from, let to):
                log(4, "\(why); kept it (\(from)) at \(to): `vitrinectl restore-skipped` puts it back for the next start, `vitrinectl clear-skipped` removes it")
            case .alreadyKept(let at):
                log(4, "\(why); it is kept already at \(at)")
            case .noRoom:
                // Every slot holds a state an earlier crash loop kept: saving now would destroy this one.
                savingPausedBecause = "the saved state could not be kept aside: \(StateFileStore.skippedSlots) skipped states are kept already"
                log(3, "\(why); \(StateFileStore.skippedSlots) skipped states are kept already (\(store.skippedPaths.joined(separator: ", "))), so it stays at \(store.currentPath) and this run saves nothing: `vitrinectl clear-skipped` removes \(store.skippedPath)")
            case .nothingUsable:
                log(4, "\(why) (there was no usable one to keep)")
            }
        } catch {
            // Nothing may overwrite a state that could not be kept: no saving in this run.
            savingPausedBecause = "the skipped state could not be kept aside (\(error))"
            log(3, "\(why); it could not be kept aside (\(error)): not saving state in this run")
        }
    }

    /// Writes the state when it differs from the last one written. Throws when the state
    /// cannot be encoded or written (the error names the file and the failing call), or when
    /// saving is paused.
    public func save() throws {
        if let why = savingPausedBecause { throw KioskRefusal(description: "saving is paused: \(why)") }
        guard let root else { return }
        let data = try UIStateRestoration.archive(root: root)
        guard data != lastSaved else { return }
        try store.write(data)
        lastSaved = data
    }

    /// `save()` from the timer and the clean stop: a failure is logged when it first happens
    /// (and when it changes), and the recovery once it is over.
    private func saveLoggingFailures() {
        guard savingPausedBecause == nil else { return }
        do {
            try save()
            if lastSaveError != nil { log(5, "state saved again") }
            lastSaveError = nil
        } catch {
            let text = "\(error)"
            if text != lastSaveError { log(4, "state not saved: \(text)") }
            lastSaveError = text
        }
    }

    /// Puts the kept skipped state back as `state.json` for the next start to restore, and
    /// pauses saving so that this run does not overwrite it. Returns the reply text.
    public func restoreSkipped() throws -> String {
        guard store.hasSkipped else { throw KioskRefusal(description: "no skipped state at \(store.skippedPath)") }
        _ = try store.putBackSkipped(validate: Self.validate)
        lastSaved = nil
        savingPausedBecause = "the skipped state was put back for the next start; restart the kiosk to restore it"
        log(5, "put \(store.skippedPath) back as \(store.currentPath); saving paused until the next start restores it")
        return "put \(store.skippedPath) back as \(store.currentPath); restart the kiosk to restore it (saving is paused until then)"
    }

    /// Removes the kept skipped state. Returns the reply text.
    public func clearSkipped() throws -> String {
        let path = store.skippedPath
        guard store.hasSkipped else { throw KioskRefusal(description: "no skipped state at \(path)") }
        try store.clearSkipped()
        log(5, "removed the skipped state \(path)")
        return "removed \(path)"
    }

    /// A clean stop: the last state (unless saving is paused), and the launch record cleared.
    public func stop() {
        timer?.cancel()
        saveLoggingFailures()
        launchGuard.endCleanly()
    }
}
