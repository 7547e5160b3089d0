import Foundation

/// The writable directory the input method engines keep their user data in (anthy's learning
/// file, rime's deployed schemas and user dictionary): one per process, under
/// `$XDG_CACHE_HOME/vitrine` when that is set, else the temporary directory, so two kiosks or
/// two test processes never share an engine's lock files, and a read-only home does not matter.
public enum InputMethodDataDirectory {
    /// `<base>/ime-<pid>/<engine>`, created (with its parents) if missing; nil (with a log line
    /// through `report`) when it cannot be created.
    public static func make(for engine: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                            pid: Int32 = ProcessInfo.processInfo.processIdentifier,
                            report: (String) -> Void) -> String? {
        let base: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = xdg + "/vitrine"
        } else {
            base = NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        }
        let dir = "\(base)/ime-\(pid)/\(engine)"
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            return dir
        } catch {
            report("\(engine): cannot create its data directory \(dir): \(error)")
            return nil
        }
    }
}
