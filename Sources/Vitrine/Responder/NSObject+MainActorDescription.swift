import Foundation

/// The `description` of a main-actor object derived from `NSObject`. NSObject's `description`
/// is nonisolated (anything on any thread may print an object), so an override reads
/// main-actor state only when it runs on the main thread; elsewhere it answers NSObject's own
/// form, `<Class: 0x…>`.
nonisolated func describedOnMainActor(_ object: AnyObject, _ body: @MainActor () -> String) -> String {
    guard Thread.isMainThread else {
        return "<\(type(of: object)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16))>"
    }
    return MainActor.assumeIsolated(body)
}
