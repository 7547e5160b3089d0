import Foundation
import Synchronization
import VitrineGraphics

/// Rendered symbols, per glyph, style and screen scale, under a byte budget (4 MiB by
/// default: some 1,000 symbols of 32 × 32 pixels); past it the oldest renderings go first.
/// A memory warning empties it (`removeAll()`).
package final class SymbolRenderCache: Sendable {
    struct Key: Hashable, Sendable {
        var glyph: UInt32
        var style: SymbolStyle
        var scale: CGFloat
    }

    private struct State {
        var images: [Key: Image] = [:]
        var order: [Key] = []
        var bytes = 0
    }

    package let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int) { self.byteLimit = max(0, byteLimit) }

    func image(for key: Key) -> Image? { state.withLock { $0.images[key] } }

    func insert(_ image: Image, for key: Key) {
        let cost = image.width * image.height * 4
        guard cost <= byteLimit else { return }
        state.withLock { s in
            if s.images.updateValue(image, forKey: key) == nil {
                s.order.append(key)
                s.bytes += cost
            }
            var dropped = 0
            while s.bytes > byteLimit, dropped < s.order.count {
                if let old = s.images.removeValue(forKey: s.order[dropped]) { s.bytes -= old.width * old.height * 4 }
                dropped += 1
            }
            s.order.removeFirst(dropped)
        }
    }

    /// The number of renderings kept.
    package var count: Int { state.withLock { $0.images.count } }

    /// Drops every rendering.
    package func removeAll() { state.withLock { $0 = State() } }
}
