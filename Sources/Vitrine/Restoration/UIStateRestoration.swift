import Foundation
import VitrinePlatform

/// Saves and restores the state of the view controllers that have a `restorationIdentifier`,
/// keyed by their identifier path from the root (`root/child/presented`), as UIKit's state
/// restoration does. The archive is versioned JSON: version 2 also names the restoration class
/// of each controller that has one, so that controllers missing at launch (a navigation
/// stack's pushed ones) can be recreated; version 1 archives are still read.
@MainActor
public enum UIStateRestoration {
    /// The version `archive(root:)` writes.
    nonisolated static let currentVersion = 2
    /// The versions `restore(root:from:)` reads.
    nonisolated static let readableVersions: ClosedRange<Int> = 1...2

    struct Archive: Codable {
        var version = UIStateRestoration.currentVersion
        var controllers: [String: [String: RestorableValue]]
        /// Version 2: the registered name of each saved controller's restoration class.
        var restorationClasses: [String: String]?
    }

    /// What the last `restore(root:from:)` could not do (saved controllers that could not be
    /// found or recreated), one line each; each was also logged.
    public internal(set) static var lastRestoreProblems: [String] = []

    /// The state of every restorable controller under `root` (children and presented ones
    /// included), as an archive.
    public static func archive(root: UIViewController) throws -> Data {
        var controllers: [String: [String: RestorableValue]] = [:]
        var classes: [String: String] = [:]
        visit(root, path: nil) { vc, path in
            let coder = UIStateRestorationCoder(path: path)
            vc.encodeRestorableState(with: coder)
            controllers[path] = coder.values
            if let type = vc.restorationClass {
                if let name = registeredName(of: type) {
                    classes[path] = name
                } else {
                    Log.ui.warning("state restoration: the restoration class \(type) of \(path) is not registered (UIStateRestoration.register(_:as:)); it cannot be recreated")
                }
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys // the same state gives the same bytes
        return try encoder.encode(Archive(controllers: controllers, restorationClasses: classes.isEmpty ? nil : classes))
    }

    /// Whether `data` is an archive this version can read.
    public static func isValidArchive(_ data: Data) -> Bool {
        (try? validateArchive(data)) != nil
    }

    /// Throws, saying what is wrong, unless `data` is an archive this version can read.
    public static func validateArchive(_ data: Data) throws(UIStateRestorationArchiveError) {
        let archive: Archive
        do {
            archive = try JSONDecoder().decode(Archive.self, from: data)
        } catch {
            throw UIStateRestorationArchiveError(error)
        }
        try check(archive)
    }

    /// The checks beyond JSON: a readable version and at most `maxControllers` controllers.
    private static func check(_ archive: Archive) throws(UIStateRestorationArchiveError) {
        guard readableVersions.contains(archive.version) else {
            throw UIStateRestorationArchiveError(description: "archive version \(archive.version) is not supported (readable: \(readableVersions.lowerBound)–\(readableVersions.upperBound))")
        }
        guard archive.controllers.count <= maxControllers else {
            throw UIStateRestorationArchiveError(description: "\(archive.controllers.count) controllers, more than the \(maxControllers) an archive may hold")
        }
    }

    /// Gives each restorable controller under `root` its saved state, as UIKit does at
    /// launch: first every saved path gets its controller — the one already there (found by
    /// identifier among the children and presented controllers of its parent), else one made
    /// by its restoration class (`UIViewControllerRestoration`), else by the app delegate's
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`, else it is left out
    /// (logged); then `decodeRestorableState(with:)`, parents before children (a navigation
    /// controller rebuilds its stack from the recreated children); then
    /// `applicationFinishedRestoringState()` on all of them. Returns how many were restored.
    @discardableResult
    public static func restore(root: UIViewController, from data: Data) throws -> Int {
        let archive = try JSONDecoder().decode(Archive.self, from: data)
        try check(archive)
        lastRestoreProblems = []
        defer { reportUnlogged() }
        // Parents before children; siblings in a stable order.
        let paths = archive.controllers.keys.sorted { a, b in
            let da = a.split(separator: "/").count, db = b.split(separator: "/").count
            return da != db ? da < db : a < b
        }
        var found: [String: UIViewController] = [:]
        for path in paths {
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
        for path in paths {
            guard let vc = found[path], let values = archive.controllers[path] else { continue }
            vc.decodeRestorableState(with: UIStateRestorationCoder(values: values, path: path, restored: found))
            restored.append(vc)
        }
        for vc in restored { vc.applicationFinishedRestoringState() }
        return restored.count
    }

    /// A saved controller that is not in the hierarchy, made by its restoration class or the
    /// app delegate; `nil` (and a log line) when neither makes it.
    private static func recreate(path: String, components: [String], archive: Archive) -> UIViewController? {
        let coder = UIStateRestorationCoder(values: archive.controllers[path] ?? [:], path: path)
        var vc: UIViewController?
        var why: String
        if let name = archive.restorationClasses?[path], let type = registeredClasses[name] {
            // A restoration class decides alone, as in UIKit (the app delegate is not asked).
            vc = type.viewController(withRestorationIdentifierPath: components, coder: coder)
            why = "its restoration class \(name) returned nil"
        } else {
            why = archive.restorationClasses?[path].map { "no restoration class is registered as \($0)" } ?? "it has no restoration class"
            if let app = UIApplication.sharedIfRunning, let delegate = app.delegate {
                vc = delegate.application(app, viewControllerWithRestorationIdentifierPath: components, coder: coder)
                why += " and the app delegate returned nil"
            }
        }
        guard let vc else {
            let line = "state restoration: no view controller for \(path) (\(why)); left out"
            report(line)
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
