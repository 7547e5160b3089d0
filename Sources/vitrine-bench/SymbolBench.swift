import Foundation
import Vitrine
import VitrineGraphics

/// Symbol images (`UIImage(systemName:)`): the first rendering of a symbol at 2× (default
/// configuration, 21 × 21 pt → 42 × 42 pixels; a fresh `SymbolStore` each run over the
/// already opened Material Icons face, so the figure is the ligature lookup, the layout and
/// the rasterisation: `symbol-render-cold`) and the same request again, answered from the
/// rendering cache (`symbol-render-warm`). Each run renders one symbol; the names cycle
/// through twelve common ones.
@MainActor
enum SymbolBench {
    struct Figure {
        let name: String
        let stats: FrameStats
        var json: String {
            String(format: "{\"name\":\"%@\",\"scale\":2,\"median_ms\":%.4f,\"min_ms\":%.4f,\"max_ms\":%.4f,\"iterations\":%d}",
                   name, stats.medianMs, stats.minMs, stats.maxMs, stats.iterations)
        }
        var text: String {
            "\(name) (2x): median \(String(format: "%.4f", stats.medianMs)) ms, min \(String(format: "%.4f", stats.minMs)) ms, max \(String(format: "%.4f", stats.maxMs)) ms (\(stats.iterations) runs)"
        }
    }

    static let names = ["gear", "chevron.right", "checkmark", "xmark", "person.fill", "house.fill", "magnifyingglass",
                        "trash", "heart.fill", "bell.fill", "lock.fill", "wifi"]

    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [Figure] {
        guard let face = SymbolStore.installedFont() else {
            fail("symbols: the Material Icons font is missing")
            return []
        }
        var i = 0
        let cold = FrameTimer.measure(warmup: 3, iterations: max(50, iterations), budget: budget) {
            let store = SymbolStore(loadFont: { face })
            _ = store.pixels(systemName: names[i % names.count], configuration: nil, scale: 2)
            i += 1
        }
        let store = SymbolStore(loadFont: { face })
        for name in names { _ = store.pixels(systemName: name, configuration: nil, scale: 2) }
        let warm = FrameTimer.measure(warmup: 3, iterations: max(50, iterations) * 10, budget: budget) {
            _ = store.pixels(systemName: names[i % names.count], configuration: nil, scale: 2)
            i += 1
        }
        return [Figure(name: "symbol-render-cold", stats: cold), Figure(name: "symbol-render-warm", stats: warm)]
    }
}
