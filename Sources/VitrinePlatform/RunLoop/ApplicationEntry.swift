import CVitrineShims

/// The seam between `@main` on an app delegate (the UIKit layer) and the kiosk runtime that
/// runs it (VitrineShell, a layer above): the UIKit layer hands over a factory for the delegate
/// through a C entry point the runtime defines, so neither module imports the other's.
package enum ApplicationEntry {
    /// What the runtime gets: a way to make the app's delegate (as `AnyObject`; the runtime
    /// checks it is a delegate).
    package final class Factory: Sendable {
        package let make: @MainActor @Sendable () -> AnyObject
        package init(make: @escaping @MainActor @Sendable () -> AnyObject) { self.make = make }
    }

    /// Runs the kiosk runtime with `factory`; returns only when the runtime is not linked into
    /// the executable (then the caller reports it).
    package static func runKiosk(_ factory: Factory) {
        let pointer = Unmanaged.passRetained(factory).toOpaque()
        if CVitrineShims_run_kiosk_app(pointer) != 0 {
            Unmanaged<Factory>.fromOpaque(pointer).release()
        }
    }

    /// The factory behind `pointer` (what `runKiosk` passed), taken over by the runtime.
    package static func factory(from pointer: UnsafeMutableRawPointer) -> Factory {
        Unmanaged<Factory>.fromOpaque(pointer).takeRetainedValue()
    }
}
