import Foundation
import VitrinePlatform

/// Saves and restores the state of the view controllers that have a `restorationIdentifier`,
/// keyed by their identifier path from the root (`root/child/presented`), as UIKit's state
/// restoration does. The archive is versioned JSON.
@MainActor
public enum UIStateRestoration {
    struct Archive: Codable {
        var version = 1
        var controllers: [String: [String: RestorableValue]]
    }

    /// The state of every restorable controller under `root` (children and presented ones
    /// included), as an archive.
    public static func archive(root: UIViewController) throws -> Data {
        var controllers: [String: [String: RestorableValue]] = [:]
        visit(root, path: nil) { vc, path in
            let coder = UIStateRestorationCoder()
            vc.encodeRestorableState(with: coder)
            controllers[path] = coder.values
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys // the same state gives the same bytes
        return try encoder.encode(Archive(controllers: controllers))
    }

    /// Whether `data` is an archive this version can read.
    public static func isValidArchive(_ data: Data) -> Bool {
        (try? JSONDecoder().decode(Archive.self, from: data))?.version == 1
    }

    /// Gives each restorable controller under `root` its saved state
    /// (`decodeRestorableState(with:)`), then `applicationFinishedRestoringState()`.
    /// Returns how many were restored.
    @discardableResult
    public static func restore(root: UIViewController, from data: Data) throws -> Int {
        let archive = try JSONDecoder().decode(Archive.self, from: data)
        var restored: [UIViewController] = []
        visit(root, path: nil) { vc, path in
            guard let values = archive.controllers[path] else { return }
            vc.decodeRestorableState(with: UIStateRestorationCoder(values: values))
            restored.append(vc)
        }
        for vc in restored { vc.applicationFinishedRestoringState() }
        return restored.count
    }

    /// Controllers with a restoration identifier, depth first, with their paths. A controller
    /// without one is skipped together with everything below it, as in UIKit.
    private static func visit(_ vc: UIViewController, path parent: String?, _ body: (UIViewController, String) -> Void) {
        guard let id = vc.restorationIdentifier else { return }
        let path = parent.map { "\($0)/\(id)" } ?? id
        body(vc, path)
        for c in vc.children { visit(c, path: path, body) }
        if let p = vc.presentedViewController { visit(p, path: path, body) }
    }
}
