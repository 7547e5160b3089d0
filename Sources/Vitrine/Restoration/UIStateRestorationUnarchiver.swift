import Foundation
import VitrinePlatform

/// The coder `decodeRestorableState(with:)` gets: an `NSKeyedUnarchiver` over one controller's
/// saved state, with secure coding on and `.setErrorAndReturn` (corelibs' default,
/// `.raiseException`, stops the process on bad input). Before an object is decoded, what the
/// key holds is checked against the classes asked for (`KeyedArchiveCheck`): a mismatch gives
/// `nil` and a log line naming the controller and the key, where corelibs would stop the
/// process, and does not spoil the keys decoded after it.
final class UIStateRestorationUnarchiver: NSKeyedUnarchiver {
    /// The classes `decodeObject(forKey:)` (no classes named) decodes: Foundation's value classes.
    static var valueClasses: [AnyClass] {
        [NSString.self, NSData.self, NSDate.self, NSNumber.self, NSUUID.self, NSArray.self, NSDictionary.self, NSSet.self]
    }

    let check: KeyedArchiveCheck
    /// The identifier path of the controller being decoded (`nil`: the archive's own level).
    let path: String?
    /// The controllers found or recreated for the saved paths, for `restoredChild(withIdentifier:)`.
    let restored: [String: UIViewController]
    /// What went wrong while decoding, for the log (`UIStateRestoration` reports them).
    private(set) var problems: [String] = []
    /// Above zero while the superclass decodes (an array's elements): those were checked with it.
    private var nested = 0

    /// Reads `data`, which `check` was made from; throws when Foundation cannot (its property
    /// list parser is stricter than `KeyedArchiveCheck`'s).
    init(_ data: Data, checked check: KeyedArchiveCheck, path: String?, restored: [String: UIViewController] = [:]) throws {
        FoundationBridging.ensureLinked()
        self.check = check
        self.path = path
        self.restored = restored
        do {
            try super.init(forReadingFrom: data)
        } catch {
            // One sentence for the log, not the error's user-info dump.
            throw BinaryPropertyList.Failure(description: "Foundation cannot read it: \((error as NSError).localizedDescription)")
        }
        decodingFailurePolicy = .setErrorAndReturn
        requiresSecureCoding = true
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        guard nested == 0 else { return super.decodeObject(of: classes, forKey: key) }
        // Absent: nil, without the superclass's error (which would spoil the keys after it).
        guard check.top[key] != nil else { return nil }
        if case .bool(let one)? = check.top[key + UIStateRestorationArchiver.viewControllerMark] {
            return viewControllers(forKey: key, one: one)
        }
        let allowed = classes ?? Self.valueClasses
        if let why = check.refusal(forKey: key, allowed: allowed) {
            problems.append("\(path ?? "the archive") saved \(key) as \(why); decoded as nil")
            return nil
        }
        nested += 1
        defer { nested -= 1 }
        return super.decodeObject(of: allowed, forKey: key)
    }

    /// The controllers restored at the identifier paths saved under `key` (view controllers
    /// the archiver saved as references): one, or an array; those not restored are left out
    /// (logged).
    private func viewControllers(forKey key: String, one: Bool) -> Any? {
        if let why = check.refusal(forKey: key, allowed: [NSArray.self, NSString.self]) {
            problems.append("\(path ?? "the archive") saved \(key) as \(why); decoded as nil")
            return nil
        }
        nested += 1
        defer { nested -= 1 }
        let decoded = super.decodeObject(of: [NSArray.self, NSString.self], forKey: key)
        let saved = one ? (decoded as? String).map { [$0] } : decoded as? [String]
        var vcs: [UIViewController] = []
        for p in saved ?? [] {
            if let vc = restored[p] { vcs.append(vc) } else {
                problems.append("\(path ?? "the archive") saved \(key) as the view controller at \(LogText.bounded(p)), which was not restored; left out")
            }
        }
        return one ? vcs.first : vcs
    }

    /// The problems so far, which are then forgotten.
    func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }

    /// Without classes named, Foundation's value classes are accepted (UIKit's secure coder
    /// would refuse): `decodeObject(forKey:) as? String` keeps working.
    override func decodeObject(forKey key: String) -> Any? {
        decodeObject(of: nil, forKey: key)
    }
}
