import Foundation
@testable import Vitrine

/// Writes keyed archives no `NSKeyedArchiver` would: a binary property list of any shape
/// (cycles, a dictionary with more values than keys, 20 000 nested arrays), for the tests
/// that show state restoration refuses them instead of crashing.
enum HostileKeyedArchive {
    typealias Value = BinaryPropertyList.Value

    /// A keyed archive of `objects` (index 0 is `$null`) with `top` as its top-level keys.
    static func archive(top: [String: Value], objects: [Value]) -> Data {
        plist(.dict(["$archiver": .string("NSKeyedArchiver"), "$version": .int(100000), "$top": .dict(top),
                     "$objects": .array([.string("$null")] + objects)]))
    }

    /// A class description object (`$classname`, `$classes`).
    static func classObject(_ name: String) -> Value {
        .dict(["$classname": .string(name), "$classes": .array([.string(name), .string("NSObject")])])
    }

    /// `value` as a binary property list.
    static func plist(_ value: Value) -> Data { BinaryPropertyList.encoded(value) }

    static func be(_ v: UInt64, _ size: Int) -> [UInt8] { BinaryPropertyList.bigEndian(v, size) }
}
