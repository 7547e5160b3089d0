import Foundation

/// The writable directory the input method engines keep their user data in (anthy's learning
/// file, rime's deployed schemas and user dictionary): one per process, under
/// `$XDG_CACHE_HOME/vitrine` when that is set, else the temporary directory, so two kiosks or
/// two test processes never share an engine's lock files, and a read-only home does not matter.
/// The directories of processes that have ended are removed when a new one is made (rime's
/// deployed schemas are a few megabytes; a kiosk restarting for years must not pile them up).
public enum InputMethodDataDirectory {
    /// `<base>/ime-<pid>/<engine>`, created (with its parents) if missing; nil (with a log line
    /// through `report`) when it cannot be created. `isAlive` says whether a process id still
    /// runs (a seam for tests; default `kill(pid, 0)`).
    public static func make(for engine: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            pid: Int32 = ProcessInfo.processInfo.processIdentifier,
                            isAlive: (Int32) -> Bool = InputMethodDataDirectory.processIsAlive,
                            report: (String) -> Void) -> String? {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg + "/vitrine"
        } else {
            base = NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        }
        removeEnded(in: base, except: pid, isAlive: isAlive)
        let dir = "\(base)/ime-\(pid)/\(engine)"
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            return dir
        } catch {
            report("\(engine): cannot create its data directory \(dir): \(error)")
            return nil
        }
    }

    /// Whether process `pid` exists (`kill(pid, 0)`: EPERM means it exists as another user's).
    public static func processIsAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes `base/ime-<pid>` directories of processes that have ended.
    private static func removeEnded(in base: String, except own: Int32, isAlive: (Int32) -> Bool) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        for name in names where name.hasPrefix("ime-") {
            guard let pid = Int32(name.dropFirst(4)), pid > 0, pid != own, !isAlive(pid) else { continue }
            try? FileManager.default.removeItem(atPath: "\(base)/\(name)")
        }
    }
}
