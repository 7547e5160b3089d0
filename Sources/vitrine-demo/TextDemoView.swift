import Vitrine

/// The text scene's screen: a header and the cards in columns. For each size it lays out, it
/// picks the largest text scale (1 at the 1280×800 design size) and the most columns at
/// which every card fits the height, measuring the cards with their labels' `sizeThatFits` —
/// so 1280×800, 800×480 and both in portrait show everything, nothing cut off at the bottom.
@MainActor
final class TextDemoView: UIView {
    /// The layout chosen for a size: the text scale and which cards go in which column.
    struct Choice: Equatable {
        var scale: CGFloat
        var columns: [[Int]]
    }

    private let title = UILabel()
    private let subtitle = UILabel()
    private let info = UILabel()
    private let cards: [TextDemoCard]
    /// A thin bar under the header that fills as the kiosk's idle timer runs (the demo moves
    /// it one step a frame, so that each counted frame has something to draw).
    private let idleTrack = UIView()
    private let idleFill = UIView()
    /// How far the idle timer has run, 0 to 1.
    var idleProgress: CGFloat = 0 {
        didSet { if idleProgress != oldValue { layoutIdleBar() } }
    }
    private(set) var chosen: Choice?
    private var chosenFor: CGSize?

    /// Scales tried, largest first.
    private static let scales: [CGFloat] = [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5]

    init(cards: [TextDemoCard]) {
        self.cards = cards
        super.init(frame: .zero)
        backgroundColor = UIColor(rgb: 0xF1ECE2)
        title.text = "Museum of Writing"
        title.textColor = TextDemoContent.ink
        subtitle.text = "Typography Wing · Official floor guide · Gift shop & Café open till 18:00"
        subtitle.textColor = TextDemoContent.soft
        subtitle.numberOfLines = 0
        subtitle.lineBreakMode = .byWordWrapping
        info.text = "Tue 24 Nov · 14:05"
        info.textColor = TextDemoContent.soft
        info.textAlignment = .right
        for l in [title, subtitle, info] { addSubview(l) }
        idleTrack.backgroundColor = UIColor(rgb: 0xE2DACB)
        idleFill.backgroundColor = TextDemoContent.accent
        idleTrack.addSubview(idleFill)
        addSubview(idleTrack)
        for c in cards {
            c.cornerRadius = 16
            addSubview(c)
        }
        apply(scale: 1)
    }

    required init?(coder: NSCoder) { return nil }

    /// Every sample label: the header's and the cards'.
    var sampleLabels: [UILabel] { [title, subtitle, info] + cards.flatMap(\.sampleLabels) }

    private var appliedScale: CGFloat = 0

    private func apply(scale s: CGFloat) {
        guard s != appliedScale else { return }
        appliedScale = s
        title.font = TextDemoCard.font(30 * s, .bold, .title1, traitCollection)
        subtitle.font = TextDemoCard.font(16 * s, .regular, .subheadline, traitCollection)
        // A clock's digits keep their width as they change.
        info.font = UIFontMetrics(forTextStyle: .subheadline)
            .scaledFont(for: .monospacedDigitSystemFont(ofSize: 16 * s, weight: .medium), compatibleWith: traitCollection)
        for l in [title, subtitle, info] { l.adjustsFontForContentSizeCategory = true }
        for c in cards {
            c.scale = s
            c.cornerRadius = (16 * s).rounded()
        }
    }

    /// Dynamic Type changed the text size: every font is made again and the layout chosen
    /// again (the cards may need a smaller scale or more room).
    func contentSizeCategoryDidChange() {
        appliedScale = 0
        chosen = nil
        for c in cards { c.applyFonts() }
        setNeedsLayout()
    }

    private func metrics(_ s: CGFloat) -> (margin: CGFloat, gap: CGFloat) {
        ((24 * s).rounded(), (16 * s).rounded())
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.inset(by: safeAreaInsets)
        if chosenFor != area.size || chosen == nil {
            chosen = choose(for: area.size)
            chosenFor = area.size
        }
        guard let choice = chosen else { return }
        apply(scale: choice.scale)
        let (m, gap) = metrics(choice.scale)
        let headerBottom = layoutHeader(in: area, scale: choice.scale)
        idleTrack.frame = CGRect(x: area.minX + m, y: headerBottom + (gap / 2).rounded(.down) - 1, width: area.width - 2 * m, height: 2)
        layoutIdleBar()
        let columnWidth = self.columnWidth(area.width, columns: choice.columns.count, scale: choice.scale)
        for (i, column) in choice.columns.enumerated() {
            var y = headerBottom + gap
            let x = area.minX + m + CGFloat(i) * (columnWidth + gap)
            for index in column {
                let h = cards[index].height(forWidth: columnWidth)
                cards[index].frame = CGRect(x: x, y: y, width: columnWidth, height: h)
                y += h + gap
            }
        }
    }

    private func layoutIdleBar() {
        let p = min(1, max(0, idleProgress))
        idleFill.frame = CGRect(x: 0, y: 0, width: (idleTrack.bounds.width * p).rounded(), height: idleTrack.bounds.height)
    }

    /// Lays the header out at the top of `area`; returns its bottom edge.
    @discardableResult
    private func layoutHeader(in area: CGRect, scale s: CGFloat) -> CGFloat {
        let (m, _) = metrics(s)
        let width = max(0, area.width - 2 * m)
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let infoWidth = min(info.sizeThatFits(fit).width, width * 0.4)
        let titleHeight = title.sizeThatFits(fit).height
        title.frame = CGRect(x: area.minX + m, y: area.minY + m, width: width - infoWidth - m, height: titleHeight)
        let infoHeight = info.sizeThatFits(fit).height
        info.frame = CGRect(x: area.maxX - m - infoWidth, y: title.frame.midY - infoHeight / 2, width: infoWidth, height: infoHeight)
        let subtitleHeight = subtitle.sizeThatFits(fit).height
        subtitle.frame = CGRect(x: area.minX + m, y: title.frame.maxY + (2 * s).rounded(), width: width, height: subtitleHeight)
        return subtitle.frame.maxY
    }

    private func columnWidth(_ width: CGFloat, columns: Int, scale s: CGFloat) -> CGFloat {
        let (m, gap) = metrics(s)
        let n = CGFloat(max(1, columns))
        return ((width - 2 * m - (n - 1) * gap) / n).rounded(.down)
    }

    /// The largest scale, then the most columns, at which everything fits `size`; when
    /// nothing fits, the smallest scale with the layout that overflows least.
    private func choose(for size: CGSize) -> Choice {
        var fallback: (Choice, CGFloat)?
        for s in Self.scales {
            apply(scale: s)
            let (m, gap) = metrics(s)
            let headerBottom = layoutHeader(in: CGRect(origin: .zero, size: size), scale: s)
            let available = size.height - headerBottom - gap - m
            for columns in stride(from: min(3, cards.count), through: 1, by: -1) {
                let w = columnWidth(size.width, columns: columns, scale: s)
                // Columns narrower than this make paragraphs of a few words a line.
                guard columns == 1 || w >= 260 * s else { continue }
                let heights = cards.map { $0.height(forWidth: w) }
                let (split, tallest) = Self.bestSplit(heights, columns: columns, gap: gap)
                if tallest <= available { return Choice(scale: s, columns: split) }
                if s == Self.scales.last, fallback == nil || tallest < fallback?.1 ?? .infinity {
                    fallback = (Choice(scale: s, columns: split), tallest)
                }
            }
        }
        return fallback?.0 ?? Choice(scale: 1, columns: [Array(cards.indices)])
    }

    /// The arrangement of the cards into `columns` columns whose tallest is shortest: every
    /// order of the cards (the given order first, so it wins ties) split into runs.
    static func bestSplit(_ heights: [CGFloat], columns: Int, gap: CGFloat) -> ([[Int]], CGFloat) {
        var best: ([[Int]], CGFloat) = ([Array(heights.indices)], .infinity)
        for order in permutations(Array(heights.indices)) {
            let candidate = bestRuns(order, heights, columns: min(columns, max(1, heights.count)), gap: gap)
            if candidate.1 < best.1 - 0.5 { best = candidate }
        }
        return best
    }

    /// `order` split into `columns` consecutive runs, the tallest as short as possible.
    private static func bestRuns(_ order: [Int], _ heights: [CGFloat], columns: Int, gap: CGFloat) -> ([[Int]], CGFloat) {
        func height(_ cards: ArraySlice<Int>) -> CGFloat {
            cards.isEmpty ? 0 : cards.reduce(0) { $0 + heights[$1] } + gap * CGFloat(cards.count - 1)
        }
        func split(from start: Int, columns k: Int) -> ([[Int]], CGFloat) {
            if k == 1 { return ([Array(order[start...])], height(order[start...])) }
            var best: ([[Int]], CGFloat) = ([], .infinity)
            // Each column gets at least one card.
            guard order.count - start >= k else { return best }
            for end in (start + 1)...(order.count - k + 1) {
                let rest = split(from: end, columns: k - 1)
                let tallest = max(height(order[start..<end]), rest.1)
                if tallest < best.1 { best = ([Array(order[start..<end])] + rest.0, tallest) }
            }
            return best
        }
        return split(from: 0, columns: columns)
    }

    /// Every order of `items`, the given one first.
    private static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var out: [[Int]] = []
        for (i, first) in items.enumerated() {
            var rest = items
            rest.remove(at: i)
            for tail in permutations(rest) { out.append([first] + tail) }
        }
        return out
    }
}
