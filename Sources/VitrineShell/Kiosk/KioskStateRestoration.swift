import Foundation
import Vitrine
import VitrinePlatform

/// The kiosk's state restoration: restores the app's view controllers before the first frame,
/// saves them (when they changed, at most once per `interval`, and only looking when frames
/// were presented since the last look: an idle kiosk encodes nothing) while it runs and on a
/// clean stop, and starts fresh after repeated crashes at launch — what UIKit does around
/// `encodeRestorableState(with:)` / `decodeRestorableState(with:)`.
@MainActor
public final class KioskStateRestoration {
    /// The files (`state.json`, its previous copy).
    public let store: StateFileStore
    private let launchGuard: LaunchGuard
    private var lastSaved: Data?
    private weak var root: UIViewController?
    private let name: String
    private var timer: ClockTimer?

    /// Restores `root` from `directory` (unless the last launches crashed) and starts saving
    /// every `interval` seconds when the state changed. `activity` counts what can change the
    /// state (the screen's presented frames): while it stands still the state is not encoded
    /// again (without it, every tick looks). `nil` when the directory cannot be made.
    public init?(directory: String, root: UIViewController, clock: any Clock, interval: Double = 1,
                 activity: (@MainActor () -> Int)? = nil, programName: String) {
        name = programName
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("<4>\(programName): state directory \(directory): \(error); not saving state\n".utf8))
            return nil
        }
        self.root = root
        store = StateFileStore(directory: directory)
        launchGuard = LaunchGuard(directory: directory)
        if launchGuard.beginLaunch(now: Date().timeIntervalSince1970) {
            if let found = store.read(isValid: { UIStateRestoration.isValidArchive($0) }) {
                for p in found.problems { FileHandle.standardError.write(Data("<4>\(name): state: \(p)\n".utf8)) }
                do {
                    let n = try UIStateRestoration.restore(root: root, from: found.data)
                    lastSaved = found.data
                    print("\(name): restored the state of \(n) view controller\(n == 1 ? "" : "s") from \(found.source == .current ? store.currentPath : store.previousPath)")
                } catch {
                    FileHandle.standardError.write(Data("<4>\(name): state not restored: \(error)\n".utf8))
                }
            }
        } else {
            FileHandle.standardError.write(Data("<4>\(name): the last launches did not exit cleanly; starting without the saved state\n".utf8))
        }
        // A launch that ran this long was not a crash at launch.
        let guardFile = launchGuard
        clock.schedule(after: 10) { guardFile.endCleanly() }
        var lastActivity = activity?()
        func tick() {
            let now = activity?()
            if now == nil || now != lastActivity {
                lastActivity = now
                save()
            }
            timer = clock.schedule(after: interval) { tick() }
        }
        timer = clock.schedule(after: interval) { tick() }
    }

    /// Writes the state when it differs from the last one written.
    public func save() {
        guard let root else { return }
        do {
            let data = try UIStateRestoration.archive(root: root)
            guard data != lastSaved else { return }
            try store.write(data)
            lastSaved = data
        } catch {
            FileHandle.standardError.write(Data("<4>\(name): state not saved: \(error)\n".utf8))
        }
    }

    /// A clean stop: the last state, and the launch record cleared.
    public func stop() {
        timer?.cancel()
        save()
        launchGuard.endCleanly()
    }
}
