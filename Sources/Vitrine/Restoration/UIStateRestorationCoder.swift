import Foundation

/// Where a view controller writes and reads its restorable state: keyed values that survive a
/// restart of the app. Vitrine's Codable stand-in for the `NSCoder` UIKit passes to
/// `encodeRestorableState(with:)`.
@MainActor
public final class UIStateRestorationCoder {
    var values: [String: RestorableValue]
    /// While restoring: the identifier path of the controller being decoded, and the
    /// controllers found or recreated for the saved paths.
    var path: String?
    var restored: [String: UIViewController] = [:]

    init(values: [String: RestorableValue] = [:], path: String? = nil, restored: [String: UIViewController] = [:]) {
        self.values = values
        self.path = path
        self.restored = restored
    }

    /// While restoring a container: the child that was saved under `identifier` below this
    /// controller, found in the hierarchy or recreated through its restoration class (or the
    /// app delegate); `nil` if it could not be. Vitrine's stand-in for decoding a child view
    /// controller with `NSCoder.decodeObject(forKey:)`, which UIKit's containers do.
    public func restoredChild(withIdentifier identifier: String) -> UIViewController? {
        guard let path else { return nil }
        return restored["\(path)/\(identifier)"]
    }

    /// Mirrors `NSCoder.encode(_:forKey:)` for the value types state usually needs.
    public func encode(_ value: Int, forKey key: String) { values[key] = .int(value) }
    public func encode(_ value: Double, forKey key: String) { values[key] = .double(value) }
    public func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
    public func encode(_ value: String, forKey key: String) { values[key] = .string(value) }
    /// Any Codable value, stored as JSON.
    public func encode<T: Encodable>(_ value: T, forKey key: String) throws {
        values[key] = .data(try JSONEncoder().encode(value))
    }

    /// Mirrors `NSCoder.decodeInteger(forKey:)` and friends; `nil` when absent or of another type.
    public func decodeInteger(forKey key: String) -> Int? { if case .int(let v)? = values[key] { return v }; return nil }
    public func decodeDouble(forKey key: String) -> Double? { if case .double(let v)? = values[key] { return v }; return nil }
    public func decodeBool(forKey key: String) -> Bool? { if case .bool(let v)? = values[key] { return v }; return nil }
    public func decodeString(forKey key: String) -> String? { if case .string(let v)? = values[key] { return v }; return nil }
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard case .data(let d)? = values[key] else { return nil }
        return try? JSONDecoder().decode(type, from: d)
    }
    /// Mirrors `NSCoder.containsValue(forKey:)`.
    public func containsValue(forKey key: String) -> Bool { values[key] != nil }
}

/// One stored value.
enum RestorableValue: Codable, Equatable {
    case int(Int), double(Double), bool(Bool), string(String), data(Data)
}
