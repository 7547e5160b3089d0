import Foundation

/// Keeps corelibs Foundation's bridging of Swift values (`String` → `NSString`, `[T]` →
/// `NSArray`, …) in a binary linked with `--static-swift-stdlib`, as kiosk apps are.
///
/// `NSKeyedArchiver` and `NSKeyedUnarchiver` find those conversions through the runtime's
/// protocol conformance records (`_ObjectiveCBridgeable`). In a static link, the archive
/// members of `libFoundation.a` that hold them are pulled in only when something names one of
/// their symbols, and nothing does: the archiver then refuses `["a"]` ("Secure coding required")
/// and writes empty data, while the same code works when Foundation is a shared library.
/// Naming each bridge once links them in.
enum FoundationBridging {
    /// Call before archiving or unarchiving; does its work once.
    static func ensureLinked() { _ = linked }

    private static let linked: Int = [AnyObject](arrayLiteral:
        "s"._bridgeToObjectiveC(),
        [String]()._bridgeToObjectiveC(),
        [String: Int]()._bridgeToObjectiveC(),
        Set<String>()._bridgeToObjectiveC(),
        Data()._bridgeToObjectiveC(),
        Date(timeIntervalSinceReferenceDate: 0)._bridgeToObjectiveC(),
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))._bridgeToObjectiveC(),
        0._bridgeToObjectiveC(),
        0.0._bridgeToObjectiveC(),
        Float(0)._bridgeToObjectiveC(),
        false._bridgeToObjectiveC(),
        Int64(0)._bridgeToObjectiveC(),
        Int32(0)._bridgeToObjectiveC()
    ).count
}
