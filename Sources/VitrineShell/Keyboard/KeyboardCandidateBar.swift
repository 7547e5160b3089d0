import Foundation
import Vitrine

/// The strip above the keys listing the input method's conversion candidates (Japanese,
/// Chinese), best first from the leading edge, as iOS's candidate bar does: it scrolls
/// sideways when they do not fit, a tap commits one, and each candidate is a button the
/// screen reader reads by its text. The keyboard shows it only while there are candidates.
@MainActor
final class KeyboardCandidateBar: UIView {
    /// The strip's height (iOS's candidate bar is about as tall as a table row).
    static let height: CGFloat = 44
    /// Space on each side of a candidate's text.
    static let padding: CGFloat = 14

    /// Called with the index of the candidate tapped.
    var onSelect: ((Int) -> Void)?
    /// The language the candidates are read in (the input mode's).
    var language: String? { didSet { for b in buttons { b.accessibilityLanguage = language } } }
    /// The candidates shown, best first.
    var candidates: [String] = [] {
        didSet { if candidates != oldValue { rebuild() } }
    }
    var palette: KeyboardPalette = .light {
        didSet { if palette != oldValue { applyPalette() } }
    }

    let scrollView = UIScrollView()
    private(set) var buttons: [UIButton] = []
    /// Every button made so far (`buttons` is the first `candidates.count` of them).
    private var pool: [UIButton] = []
    /// The hairline between the strip and the keys (the palette's key shadow).
    let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceVertical = false
        addSubview(scrollView)
        addSubview(divider)
        applyPalette()
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `candidates` in the strip's buttons, reusing them: the list changes with every
    /// key typed (pinyin offers dozens at each letter), and making a button with its label
    /// and layers for each candidate each time is most of a keystroke's work. Button `i`
    /// always commits candidate `i`; buttons past the list wait out of the strip.
    private func rebuild() {
        while pool.count < candidates.count {
            let i = pool.count
            let b = UIButton(type: .custom)
            b.titleLabel?.font = UIFont.systemFont(ofSize: 20)
            b.addAction(UIAction { [weak self] _ in self?.onSelect?(i) }, for: .primaryActionTriggered)
            pool.append(b)
        }
        for b in buttons.dropFirst(candidates.count) { b.removeFromSuperview() }
        buttons = Array(pool.prefix(candidates.count))
        for (b, text) in zip(buttons, candidates) {
            if b.title(for: .normal) != text { b.setTitle(text, for: .normal) }
            b.accessibilityLabel = text
            b.accessibilityLanguage = language
            if b.superview !== scrollView { scrollView.addSubview(b) }
        }
        applyPalette()
        setNeedsLayout()
    }

    private func applyPalette() {
        backgroundColor = palette.background
        divider.backgroundColor = palette.shadow
        for b in buttons { b.setTitleColor(palette.label, for: .normal) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        divider.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
        let h = max(0, bounds.height - 1)
        var widths: [CGFloat] = []
        for b in buttons {
            let text = b.titleLabel?.intrinsicContentSize.width ?? 0
            widths.append(ceil(text) + 2 * Self.padding)
        }
        let total = widths.reduce(0, +)
        let contentWidth = max(total, bounds.width)
        // Right to left: the best candidate at the right edge, the rest to its left, and the
        // strip starts scrolled to that end.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        for (b, w) in zip(buttons, widths) {
            let left = rtl ? contentWidth - x - w : x
            b.frame = CGRect(x: left, y: 0, width: w, height: h)
            x += w
        }
        if scrollView.contentSize.width != contentWidth || scrollView.contentSize.height != h {
            scrollView.contentSize = CGSize(width: contentWidth, height: h)
            scrollView.contentOffset = CGPoint(x: rtl ? contentWidth - bounds.width : 0, y: 0)
        }
    }
}
