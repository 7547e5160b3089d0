import Foundation
import VitrinePlatform

/// Saves and restores the state of the view controllers that have a `restorationIdentifier`,
/// keyed by their identifier path from the root (`root/child/presented`), as UIKit's state
/// restoration does. Each controller writes into its own `NSKeyedArchiver` (secure coding on)
/// in `encodeRestorableState(with:)`; the state file is itself a keyed archive holding, by
/// path, those archives and the registered name of each controller's restoration class, plus
/// the app delegate's own (`UIStateRestoration+Archive.swift` reads and checks it).
@MainActor
public enum UIStateRestoration {
    /// What the last `restore(root:from:)` could not do (saved controllers that could not be
    /// found or recreated, values refused or clamped), one line each; each was also logged.
    public internal(set) static var lastRestoreProblems: [String] = []

    /// The state of every restorable controller under `root` (children and presented ones
    /// included), as an archive. First the app delegate is asked
    /// (`application(_:shouldSaveSecureApplicationState:)`, then
    /// `application(_:willEncodeRestorableStateWith:)`, both with the app-level coder); throws
    /// when it declines, or when a controller's restoration class is not registered.
    public static func archive(root: UIViewController) throws -> Data {
        FoundationBridging.ensureLinked()
        // Every restorable controller's path first: a controller may save a reference to any.
        var paths: [ObjectIdentifier: String] = [:]
        visit(root, path: nil) { vc, path in paths[ObjectIdentifier(vc)] = path }
        let appCoder = UIStateRestorationArchiver(paths: paths)
        appCoder.encode(ProcessInfo.processInfo.operatingSystemVersionString, forKey: UIApplication.stateRestorationSystemVersionKey)
        if let version = Bundle.main.infoDictionary?["CFBundleVersion"] as? String {
            appCoder.encode(version, forKey: UIApplication.stateRestorationBundleVersionKey)
        }
        if let app = UIApplication.sharedIfRunning, let delegate = app.delegate {
            guard delegate.application(app, shouldSaveSecureApplicationState: appCoder) else {
                throw UIStateRestorationArchiveError(description: "the app delegate declined (application(_:shouldSaveSecureApplicationState:) returned false)")
            }
            delegate.application(app, willEncodeRestorableStateWith: appCoder)
            for p in appCoder.problems { warnOnce("state restoration: the app delegate: \(p)") }
        }
        var saved: [String] = [], states: [Data] = [], classes: [String] = []
        visit(root, path: nil) { vc, path in
            let coder = UIStateRestorationArchiver(paths: paths)
            vc.encodeRestorableState(with: coder)
            for p in coder.problems { warnOnce("state restoration: \(path): \(p)") }
            saved.append(path)
            states.append(canonical(coder.encodedData))
            var name = ""
            if let type = vc.restorationClass {
                if let registered = registeredName(of: type) {
                    name = registered
                } else {
                    warnOnce("state restoration: the restoration class \(type) of \(path) is not registered (UIStateRestoration.register(_:as:)); it cannot be recreated")
                }
            }
            classes.append(name)
        }
        let file = NSKeyedArchiver(requiringSecureCoding: true)
        file.encode(currentVersion, forKey: Key.version)
        file.encode(saved, forKey: Key.paths)
        file.encode(states, forKey: Key.states)
        file.encode(classes, forKey: Key.classes)
        file.encode(canonical(appCoder.encodedData), forKey: Key.application)
        return canonical(file.encodedData)
    }

    /// `archive` with its dictionaries' keys in order, so that the same state gives the same
    /// bytes (the kiosk writes the state only when they change).
    private static func canonical(_ archive: Data) -> Data {
        (try? BinaryPropertyList(archive)).map { BinaryPropertyList.encoded($0.root) } ?? archive
    }

    /// Whether `data` is an archive this version can read.
    public static func isValidArchive(_ data: Data) -> Bool {
        (try? validateArchive(data)) != nil
    }

    /// Throws, saying what is wrong, unless `data` is an archive this version can read.
    public static func validateArchive(_ data: Data) throws(UIStateRestorationArchiveError) {
        _ = try Archive(data)
    }

    /// Gives each restorable controller under `root` its saved state, as UIKit does at
    /// launch: the app delegate is asked first (`application(_:shouldRestoreSecureApplicationState:)`,
    /// with the app-level coder; `false` restores nothing); then every saved path gets its
    /// controller — the one already there (found by identifier among the children and
    /// presented controllers of its parent), else one made by its restoration class
    /// (`UIViewControllerRestoration`), else by the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, else it is left out
    /// (logged); then `decodeRestorableState(with:)`, parents before children (a navigation
    /// controller rebuilds its stack from the recreated children); then
    /// `application(_:didDecodeRestorableStateWith:)` and `applicationFinishedRestoringState()`
    /// on all of them. Returns how many were restored. Throws for an archive
    /// `validateArchive(_:)` refuses.
    @discardableResult
    public static func restore(root: UIViewController, from data: Data) throws -> Int {
        let archive = try Archive(data)
        lastRestoreProblems = []
        defer { reportUnlogged() }
        let app = UIApplication.sharedIfRunning
        let delegate = app?.delegate
        let appCoder = archive.coder(for: nil)
        if let app, let delegate, let appCoder {
            guard delegate.application(app, shouldRestoreSecureApplicationState: appCoder) else {
                report("state restoration: the app delegate declined the saved state (application(_:shouldRestoreSecureApplicationState:) returned false)")
                return 0
            }
            drain(appCoder)
        }
        var found: [String: UIViewController] = [:]
        for path in archive.orderedPaths {
            let components = path.split(separator: "/").map(String.init)
            var vc: UIViewController?
            if components.count == 1 {
                vc = root.restorationIdentifier == components[0] ? root : nil
            } else if let parent = found[components.dropLast().joined(separator: "/")] {
                vc = (parent.restorationChildren + [parent._presentedViewController].compactMap { $0 })
                    .first { $0.restorationIdentifier == components.last }
            }
            if vc == nil, components.count > 1 {
                vc = recreate(path: path, components: components, archive: archive)
            }
            if let vc { found[path] = vc }
        }
        var restored: [UIViewController] = []
        for path in archive.orderedPaths {
            guard let vc = found[path], let coder = archive.coder(for: path, restored: found) else { continue }
            vc.decodeRestorableState(with: coder)
            drain(coder)
            restored.append(vc)
        }
        if let app, let delegate, let appCoder {
            delegate.application(app, didDecodeRestorableStateWith: appCoder)
            drain(appCoder)
        }
        for vc in restored { vc.applicationFinishedRestoringState() }
        return restored.count
    }

    /// Reports what a coder refused while it was used.
    private static func drain(_ coder: UIStateRestorationUnarchiver) {
        for p in coder.takeProblems() { report("state restoration: \(p)") }
    }

    /// A saved controller that is not in the hierarchy, made by its restoration class or the
    /// app delegate; `nil` (and a log line) when neither makes it.
    private static func recreate(path: String, components: [String], archive: Archive) -> UIViewController? {
        guard let coder = archive.coder(for: path) else { return nil }
        defer { drain(coder) }
        var vc: UIViewController?
        var why: String
        let className = archive.classes[path]
        if let name = className, let type = registeredClasses[name] {
            // A restoration class decides alone, as in UIKit (the app delegate is not asked).
            vc = type.viewController(withRestorationIdentifierPath: components, coder: coder)
            why = "its restoration class \(name) returned nil"
        } else {
            why = className.map { "no restoration class is registered as \($0)" } ?? "it has no restoration class"
            if let app = UIApplication.sharedIfRunning, let delegate = app.delegate {
                vc = delegate.application(app, viewControllerWithRestorationIdentifierPath: components, coder: coder)
                why += " and the app delegate returned nil"
            }
        }
        guard let vc else {
            report("state restoration: no view controller for \(path) (\(why)); left out")
            return nil
        }
        if vc.restorationIdentifier == nil { vc.restorationIdentifier = components.last }
        return vc
    }

    /// Controllers with a restoration identifier, depth first, with their paths. A controller
    /// without one is skipped together with everything below it, as in UIKit.
    private static func visit(_ vc: UIViewController, path parent: String?, _ body: (UIViewController, String) -> Void) {
        guard let id = vc.restorationIdentifier else { return }
        let path = parent.map { "\($0)/\(id)" } ?? id
        body(vc, path)
        for c in vc.restorationChildren { visit(c, path: path, body) }
        if let p = vc._presentedViewController { visit(p, path: path, body) }
    }
}

extension UIApplication {
    /// The app-level coder's key for the app's version (`CFBundleVersion`, when the bundle
    /// has one). Mirrors `UIApplication.stateRestorationBundleVersionKey`.
    public nonisolated static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The app-level coder's key for the system version the state was saved on. Mirrors
    /// `UIApplication.stateRestorationSystemVersionKey`.
    public nonisolated static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
}
