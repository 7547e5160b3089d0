import Foundation
@testable import Vitrine

/// A state file as a test edits it: the values each controller saved, by path, and the
/// restoration class names, read from and written to the keyed archive
/// `UIStateRestoration.archive(root:)` writes (through real `NSKeyedArchiver`s).
struct StateArchiveFixture {
    var controllers: [String: [String: Any]]
    var classes: [String: String] = [:]
    var version = UIStateRestoration.currentVersion

    init(controllers: [String: [String: Any]], classes: [String: String] = [:]) {
        self.controllers = controllers
        self.classes = classes
    }

    /// Reads an archive `UIStateRestoration.archive(root:)` wrote.
    init(_ data: Data) throws {
        let file = try NSKeyedUnarchiver(forReadingFrom: data)
        let paths = file.decodeObject(forKey: UIStateRestoration.Key.paths) as? [String] ?? []
        let states = file.decodeObject(forKey: UIStateRestoration.Key.states) as? [Data] ?? []
        let names = file.decodeObject(forKey: UIStateRestoration.Key.classes) as? [String] ?? []
        controllers = [:]
        for (i, path) in paths.enumerated() {
            let check = try KeyedArchiveCheck(states[i])
            let coder = try NSKeyedUnarchiver(forReadingFrom: states[i])
            var values: [String: Any] = [:]
            for (key, value) in check.top {
                switch value {
                case .int: values[key] = coder.decodeInteger(forKey: key)
                case .real: values[key] = coder.decodeDouble(forKey: key)
                case .bool: values[key] = coder.decodeBool(forKey: key)
                default: values[key] = coder.decodeObject(forKey: key)
                }
            }
            controllers[path] = values
            if !names[i].isEmpty { classes[path] = names[i] }
        }
    }

    /// One controller's saved values as the keyed archive its coder writes.
    static func state(_ values: [String: Any]) -> Data {
        let coder = NSKeyedArchiver(requiringSecureCoding: true)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            switch value {
            case let v as Bool: coder.encode(v, forKey: key)
            case let v as Int: coder.encode(v, forKey: key)
            case let v as Double: coder.encode(v, forKey: key)
            default: coder.encode(value, forKey: key)
            }
        }
        return coder.encodedData
    }

    /// The state file, with `states` (when given) in place of the controllers' archives.
    func data(states replaced: [String: Data] = [:]) -> Data {
        let paths = controllers.keys.sorted()
        let file = NSKeyedArchiver(requiringSecureCoding: true)
        file.encode(version, forKey: UIStateRestoration.Key.version)
        file.encode(paths, forKey: UIStateRestoration.Key.paths)
        file.encode(paths.map { replaced[$0] ?? Self.state(controllers[$0] ?? [:]) }, forKey: UIStateRestoration.Key.states)
        file.encode(paths.map { classes[$0] ?? "" }, forKey: UIStateRestoration.Key.classes)
        return file.encodedData
    }
}
