import Foundation
import Vitrine

/// The chart's legend in its card's title row: for each series a dot in its colour and its
/// reading ("Supply 72.3 °C"), at the trailing edge (the right, or the left in a right-to-left
/// layout, where the entries also run from the right), drawn in `draw(_:)` with string
/// drawing; one accessibility element whose value is the readings, updated as they change. Drawn
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
        didSet {
            guard entries != oldValue else { return }
            accessibilityValue = entries.map(Self.reading).joined(separator: ", ")
            setNeedsDisplay()
        }
    }
    let font = UIFont.systemFont(ofSize: 13)
    let textColour: UIColor

    init(textColour: UIColor) {
        self.textColour = textColour
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isAccessibilityElement = true
        accessibilityLabel = "Legend"
        accessibilityTraits = [.staticText, .updatesFrequently]
    }

    required init?(coder: NSCoder) { return nil }

    /// The reading of an entry as shown.
    static func reading(_ e: Entry) -> String { String(format: "%@ %.1f °C", e.name, e.value) }

    override func draw(_ rect: CGRect) {
        let dotGap: CGFloat = 8, entryGap: CGFloat = 22
        let text: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: textColour]
        let pieces = entries.map { e -> (dot: [NSAttributedString.Key: Any], dotWidth: CGFloat, reading: String, readingWidth: CGFloat) in
            let dot: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: e.colour]
            let reading = Self.reading(e)
            return (dot, "●".size(withAttributes: dot).width, reading, reading.size(withAttributes: text).width)
        }
        let widths = pieces.map { $0.dotWidth + dotGap + $0.readingWidth }
        let total = widths.reduce(0, +) + entryGap * CGFloat(max(0, pieces.count - 1))
        let y = ((bounds.height - font.lineHeight) / 2).rounded()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Left to right: the block ends at the trailing (right) edge, dot before reading. Right
        // to left: it starts at the trailing (left) edge, and each entry and its dot mirror.
        var x = rightToLeft ? bounds.minX : (bounds.maxX - total).rounded()
        for (p, width) in zip(rightToLeft ? pieces.reversed() : pieces, rightToLeft ? widths.reversed() : widths) {
            let dotX = rightToLeft ? x + width - p.dotWidth : x
            let readingX = rightToLeft ? x : x + p.dotWidth + dotGap
            "●".draw(at: CGPoint(x: dotX, y: y), withAttributes: p.dot)
            p.reading.draw(at: CGPoint(x: readingX.rounded(), y: y), withAttributes: text)
            x += width + entryGap
        }
    }
}
