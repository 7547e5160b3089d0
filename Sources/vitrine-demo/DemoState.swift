import Foundation
import Vitrine
import VitrinePlatform

/// The demo's state restoration: restore before the first frame, save (coalesced) while it
/// runs, save on a clean stop, and start fresh after repeated crashes at launch.
@MainActor
enum DemoState {
    static var store: StateFileStore?
    static var launchGuard: LaunchGuard?
    static var lastSaved: Data?
    static weak var root: UIViewController?

    /// Restores `root` from `directory` (unless the last launches crashed) and starts saving
    /// every `interval` seconds when the state changed.
    static func start(directory: String, root: UIViewController?, clock: SystemClock, interval: Double = 1) {
        guard let root else { return }
        self.root = root
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("<4>vitrine-demo: state directory \(directory): \(error); not saving state\n".utf8))
            return
        }
        let store = StateFileStore(directory: directory)
        let guardFile = LaunchGuard(directory: directory)
        self.store = store
        self.launchGuard = guardFile
        if guardFile.beginLaunch(now: Date().timeIntervalSince1970) {
            if let found = store.read(isValid: { UIStateRestoration.isValidArchive($0) }) {
                for p in found.problems { FileHandle.standardError.write(Data("<4>vitrine-demo: state: \(p)\n".utf8)) }
                do {
                    let n = try UIStateRestoration.restore(root: root, from: found.data)
                    lastSaved = found.data
                    print("vitrine-demo: restored the state of \(n) view controller\(n == 1 ? "" : "s") from \(found.source == .current ? store.currentPath : store.previousPath)")
                } catch {
                    FileHandle.standardError.write(Data("<4>vitrine-demo: state not restored: \(error)\n".utf8))
                }
            }
        } else {
            FileHandle.standardError.write(Data("<4>vitrine-demo: the last launches did not exit cleanly; starting without the saved state\n".utf8))
        }
        // A launch that ran this long was not a crash at launch.
        clock.schedule(after: 10) { guardFile.endCleanly() }
        func tick() {
            save()
            clock.schedule(after: interval) { tick() }
        }
        clock.schedule(after: interval) { tick() }
    }

    /// Writes the state when it differs from the last one written.
    static func save() {
        guard let store, let root else { return }
        do {
            let data = try UIStateRestoration.archive(root: root)
            guard data != lastSaved else { return }
            try store.write(data)
            lastSaved = data
        } catch {
            FileHandle.standardError.write(Data("<4>vitrine-demo: state not saved: \(error)\n".utf8))
        }
    }

    /// A clean stop: the last state, and the launch record cleared.
    static func stop() {
        save()
        launchGuard?.endCleanly()
    }
}
