import Foundation

extension UIStateRestoration {
    /// What a state file holds, for people and scripts (`vitrine-demo --dump-state`): one
    /// line "PATH KEY VALUE" per saved value (an array of strings joined by "/", data as its
    /// size), keys in order, then "class PATH NAME" for each restoration class. Throws, as
    /// `validateArchive(_:)` does, for a file this version cannot read.
    package nonisolated static func describe(_ data: Data) throws -> [String] {
        let archive = try Archive(data)
        var lines: [String] = []
        for path in archive.orderedPaths {
            guard let (state, check) = archive.saved(at: path),
                  let coder = try? UIStateRestorationUnarchiver(state, checked: check, path: path) else { continue }
            for key in check.top.keys.sorted() {
                let value: String
                switch check.top[key] {
                case .int?: value = "\(coder.decodeInteger(forKey: key))"
                case .real?: value = "\(coder.decodeDouble(forKey: key))"
                case .bool?: value = "\(coder.decodeBool(forKey: key))"
                default:
                    switch coder.decodeObject(forKey: key) {
                    case let s as String: value = s
                    case let a as [String]: value = a.joined(separator: "/")
                    case let d as Data: value = "<\(d.count) bytes>"
                    case let other?: value = "\(other)"
                    case nil: value = "<nil>"
                    }
                }
                lines.append("\(path) \(key) \(value)")
            }
            if let name = archive.classes[path] { lines.append("class \(path) \(name)") }
        }
        return lines
    }
}
