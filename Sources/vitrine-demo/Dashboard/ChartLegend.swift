import Foundation
import Vitrine

/// The chart's legend in its card's title row: for each series a dot in its colour and its
/// reading ("Supply 72.3 °C"), right-aligned, drawn in `draw(_:)` with string drawing. Drawn
/// rather than set as a label's attributed text: the readings change every second, and each
/// new `NSAttributedString` is memory Foundation on Linux never frees (a kiosk runs for
/// months).
@MainActor
final class ChartLegend: UIView {
    struct Entry: Equatable {
        let name: String
        let colour: UIColor
        let value: Double
    }

    var entries: [Entry] = [] {
        didSet { if entries != oldValue { setNeedsDisplay() } }
    }
    let font = UIFont.systemFont(ofSize: 13)
    let textColour: UIColor

    init(textColour: UIColor) {
        self.textColour = textColour
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    /// The reading of an entry as shown.
    static func reading(_ e: Entry) -> String { String(format: "%@ %.1f °C", e.name, e.value) }

    override func draw(_ rect: CGRect) {
        let dotGap: CGFloat = 8, entryGap: CGFloat = 22
        let text: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColour]
        let pieces = entries.map { e -> (dot: [NSAttributedString.Key: Any], reading: String, width: CGFloat) in
            let dot: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: e.colour]
            let reading = Self.reading(e)
            return (dot, reading, "●".size(withAttributes: dot).width + dotGap + reading.size(withAttributes: text).width)
        }
        let total = pieces.map(\.width).reduce(0, +) + entryGap * CGFloat(max(0, pieces.count - 1))
        let y = ((bounds.height - font.lineHeight) / 2).rounded()
        var x = (bounds.maxX - total).rounded()
        for p in pieces {
            "●".draw(at: CGPoint(x: x, y: y), withAttributes: p.dot)
            let dotWidth = "●".size(withAttributes: p.dot).width
            p.reading.draw(at: CGPoint(x: (x + dotWidth + dotGap).rounded(), y: y), withAttributes: text)
            x += p.width + entryGap
        }
    }
}
