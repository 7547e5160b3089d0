import Foundation
import VitrinePlatform

/// The state file: an `NSKeyedArchiver` archive (version 3) of parallel lists — the identifier
/// paths, each controller's own keyed archive, the registered name of each one's restoration
/// class ("" for none) — and the app-level coder's archive. Versions 1 and 2 were JSON; such a
/// file is recognised and refused with a line that says so. Everything is checked before it is
/// decoded (`KeyedArchiveCheck`), so a damaged or hostile file is refused with a reason, not a
/// crash, and the store falls back to the previous copy.
extension UIStateRestoration {
    /// The version `archive(root:)` writes and `restore(root:from:)` reads.
    nonisolated static let currentVersion = 3

    enum Key {
        static let version = "UIStateRestorationVersion"
        static let paths = "UIStateRestorationPaths"
        static let states = "UIStateRestorationStates"
        static let classes = "UIStateRestorationClasses"
        static let application = "UIStateRestorationApplication"
    }

    /// A state file that passed every check.
    struct Archive {
        /// Parents before children; siblings in a stable order.
        let orderedPaths: [String]
        /// The registered restoration class name of each path that has one.
        let classes: [String: String]
        private let states: [String: (data: Data, check: KeyedArchiveCheck)]
        private let application: (data: Data, check: KeyedArchiveCheck)?

        init(_ data: Data) throws(UIStateRestorationArchiveError) {
            FoundationBridging.ensureLinked()
            if let legacy = Self.legacyJSON(data) {
                throw UIStateRestorationArchiveError(description: "\(legacy), the format of an older Vitrine; this version reads keyed archives (version \(currentVersion)) only, so it is not restored")
            }
            let file: UIStateRestorationUnarchiver
            do {
                let check = try KeyedArchiveCheck(data)
                file = try UIStateRestorationUnarchiver(data, checked: check, path: nil)
            } catch {
                throw UIStateRestorationArchiveError(description: "not a state archive: \(error)")
            }
            guard file.check.holdsNumber(Key.version) else { throw UIStateRestorationArchiveError(description: "not a state archive: it has no version") }
            let version = file.decodeInteger(forKey: Key.version)
            guard version == currentVersion else {
                throw UIStateRestorationArchiveError(description: "archive version \(version) is not supported (readable: \(currentVersion))")
            }
            guard let paths = file.decodeObject(of: [NSArray.self, NSString.self], forKey: Key.paths) as? [String],
                  let blobs = file.decodeObject(of: [NSArray.self, NSData.self], forKey: Key.states) as? [Data],
                  let names = file.decodeObject(of: [NSArray.self, NSString.self], forKey: Key.classes) as? [String] else {
                let why = file.takeProblems().first ?? "a list is missing"
                throw UIStateRestorationArchiveError(description: "damaged state archive: \(why)")
            }
            guard paths.count <= maxControllers else {
                throw UIStateRestorationArchiveError(description: "\(paths.count) controllers, more than the \(maxControllers) an archive may hold")
            }
            guard blobs.count == paths.count, names.count == paths.count else {
                throw UIStateRestorationArchiveError(description: "damaged state archive: \(paths.count) paths, \(blobs.count) states and \(names.count) class names")
            }
            var states: [String: (data: Data, check: KeyedArchiveCheck)] = [:]
            var classes: [String: String] = [:]
            for (i, path) in paths.enumerated() {
                guard !path.isEmpty, !path.split(separator: "/", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
                    throw UIStateRestorationArchiveError(description: "damaged state archive: the identifier path \"\(LogText.bounded(path))\" is not one")
                }
                guard states[path] == nil else { throw UIStateRestorationArchiveError(description: "damaged state archive: \(LogText.bounded(path)) is saved twice") }
                do {
                    let check = try KeyedArchiveCheck(blobs[i])
                    // Foundation's own reading of it must succeed too (its parser is stricter).
                    _ = try UIStateRestorationUnarchiver(blobs[i], checked: check, path: path)
                    states[path] = (blobs[i], check)
                } catch {
                    throw UIStateRestorationArchiveError(description: "the state of \(LogText.bounded(path)) is damaged: \(error)")
                }
                if !names[i].isEmpty { classes[path] = names[i] }
            }
            if let app = file.decodeObject(of: [NSData.self], forKey: Key.application) as? Data {
                do {
                    let check = try KeyedArchiveCheck(app)
                    _ = try UIStateRestorationUnarchiver(app, checked: check, path: nil)
                    application = (app, check)
                } catch {
                    throw UIStateRestorationArchiveError(description: "the app-level state is damaged: \(error)")
                }
            } else {
                application = nil
            }
            self.states = states
            self.classes = classes
            orderedPaths = paths.sorted { a, b in
                let da = a.split(separator: "/").count, db = b.split(separator: "/").count
                return da != db ? da < db : a < b
            }
        }

        /// The archive saved for `path` and its check.
        func saved(at path: String) -> (data: Data, check: KeyedArchiveCheck)? { states[path] }

        /// A coder over the state saved for `path` (`nil`: the app-level coder); `nil` when
        /// there is none.
        @MainActor func coder(for path: String?, restored: [String: UIViewController] = [:]) -> UIStateRestorationUnarchiver? {
            guard let saved = path.map({ saved(at: $0) }) ?? application else { return nil }
            do {
                return try UIStateRestorationUnarchiver(saved.data, checked: saved.check, path: path, restored: restored)
            } catch {
                report("state restoration: the state of \(path ?? "the app") could not be read (\(error)); left out")
                return nil
            }
        }

        /// What a JSON state file (versions 1 and 2, written by an older Vitrine) is, if `data`
        /// looks like one.
        private static func legacyJSON(_ data: Data) -> String? {
            guard data.first(where: { !" \n\r\t".utf8.contains($0) }) == UInt8(ascii: "{") else { return nil }
            struct Versioned: Decodable { var version: Int }
            guard let versioned = try? JSONDecoder().decode(Versioned.self, from: data) else { return "a damaged JSON state file" }
            return "a JSON state file of version \(versioned.version)"
        }
    }
}
