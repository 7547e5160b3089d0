/// The standard library's `Task.sleep`, reachable from Vitrine, whose own `Task.sleep`
/// (which follows a test harness's virtual clock) hides it in code that imports Vitrine.
package enum RealSleep {
    /// The standard library's `Task.sleep(nanoseconds:)`.
    nonisolated(nonsending) package static func sleep(nanoseconds duration: UInt64) async throws {
        try await Task.sleep(nanoseconds: duration)
    }

    /// The standard library's `Task.sleep(for:)`.
    nonisolated(nonsending) package static func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
