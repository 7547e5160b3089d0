import Foundation

/// The coder `encodeRestorableState(with:)` gets: an `NSKeyedArchiver` with secure coding on
/// (every keyed call is passed to one) that, as UIKit's does, also takes a view controller
/// or an array of them (`coder.encode(child, forKey:)`, what containers write): each is saved
/// as a reference to its restoration identifier path (one without is left out, as in UIKit),
/// and `decodeObject(forKey:)` gives back the controllers restored at those paths. corelibs' archiver alone would stop the process (a view
/// controller is not `NSCoding`). A wrapper, not a subclass: `NSKeyedArchiver`'s designated
/// initializer is private in corelibs.
final class UIStateRestorationArchiver: NSCoder {
    /// The suffix of the key that marks a saved view controller reference: `true` for one
    /// controller, `false` for an array of them.
    static let viewControllerMark = ".UIStateRestorationViewController"

    private let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    /// The identifier path of every restorable controller being saved.
    let paths: [ObjectIdentifier: String]
    /// What could not be saved (a controller that is not restorable), for the log.
    private(set) var problems: [String] = []

    init(paths: [ObjectIdentifier: String]) {
        FoundationBridging.ensureLinked()
        self.paths = paths
        super.init()
    }

    /// The archive written so far (encoding ends).
    var encodedData: Data { archiver.encodedData }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { true }
    override var systemVersion: UInt32 { archiver.systemVersion }

    override func encode(_ object: Any?, forKey key: String) {
        if !encodeReferences(object, forKey: key) { archiver.encode(object, forKey: key) }
    }

    override func encodeConditionalObject(_ object: Any?, forKey key: String) {
        if !encodeReferences(object, forKey: key) { archiver.encodeConditionalObject(object, forKey: key) }
    }

    override func encode(_ value: Bool, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encode(_ value: Int, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encode(_ value: Int32, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encode(_ value: Int64, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encode(_ value: Float, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encode(_ value: Double, forKey key: String) { archiver.encode(value, forKey: key) }
    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        archiver.encodeBytes(bytes, length: length, forKey: key)
    }

    /// Saves `object` as references when it is a view controller or an array of them.
    private func encodeReferences(_ object: Any?, forKey key: String) -> Bool {
        let one = object as? UIViewController
        guard let vcs = one.map({ [$0] }) ?? (object as? [UIViewController]) else { return false }
        var saved: [String] = []
        for vc in vcs {
            if let path = paths[ObjectIdentifier(vc)] { saved.append(path) } else {
                problems.append("a view controller without a restoration identifier path was saved under \(key); it is left out")
            }
        }
        if one != nil {
            guard let path = saved.first else { return true }
            archiver.encode(path, forKey: key)
        } else {
            archiver.encode(saved, forKey: key)
        }
        archiver.encode(one != nil, forKey: key + Self.viewControllerMark)
        return true
    }
}
