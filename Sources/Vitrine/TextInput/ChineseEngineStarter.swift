import Foundation
import VitrinePlatform

/// How the Chinese input methods get their rime composer: librime's first start deploys the
/// schemas (compiles them into the user directory) and opens a session, which takes long
/// enough to freeze the interface, so the real starter does it on a queue of its own and hands
/// the composer to the main actor; keys typed meanwhile wait in the input method.
/// A seam: tests hold the start pending, or finish it at once.
package struct ChineseEngineStarter: Sendable {
    /// Starts making a composer on `schema` (simplified output when `simplified`) and calls
    /// `done` on the main actor with it, or with nil when rime cannot type (logged).
    package var start: @MainActor @Sendable (_ schema: String, _ simplified: Bool,
                                             _ done: @escaping @MainActor @Sendable (ChineseComposer?) -> Void) -> Void

    package init(start: @escaping @MainActor @Sendable (_ schema: String, _ simplified: Bool,
                                                        _ done: @escaping @MainActor @Sendable (ChineseComposer?) -> Void) -> Void) {
        self.start = start
    }

    /// rime's deploy and session start on a serial background queue (one deploy at a time:
    /// librime starts once per process).
    package static let rime = ChineseEngineStarter { schema, simplified, done in
        queue.async {
            let composer = ChineseComposer(schema: schema, simplified: simplified)
            Task { @MainActor in done(composer) }
        }
    }

    /// Makes the composer in the call, on the main actor (tests that need the engine at once).
    package static let immediate = ChineseEngineStarter { schema, simplified, done in
        done(ChineseComposer(schema: schema, simplified: simplified))
    }

    /// Blocks until every start already queued has run (memory measurements wait for it, so
    /// a deploy another screen started is not counted as theirs).
    package static func waitUntilIdle() { queue.sync {} }

    private static let queue = DispatchQueue(label: "vitrine.rime.start", qos: .userInitiated)
}
