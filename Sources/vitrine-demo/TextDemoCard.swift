import Vitrine

/// A card of the text scene: a title, then rows of an optional small caption over a label.
/// Fonts are given at the 1280×800 design size and follow `scale` and Dynamic Type (each
/// through `UIFontMetrics` for its text style, at the card's content size category, and
/// `adjustsFontForContentSizeCategory`); the card measures itself (`height(forWidth:)`) with
/// the labels' own `sizeThatFits(_:)`, so a label with `numberOfLines` 0 gets every line it
/// needs and a one-line label exactly one line.
@MainActor
final class TextDemoCard: UIView {
    /// A label, the font it has at scale 1 and the text style Dynamic Type scales it as.
    struct Styled {
        let label: UILabel
        let size: CGFloat
        let weight: UIFont.Weight
        let style: UIFont.TextStyle
    }

    /// One row: a caption (what the sample is) over the sample; a sample with attributes is
    /// made again for each scale (its fonts are in the attributes).
    struct Row {
        let caption: Styled?
        let sample: Styled
        let attributed: (@MainActor (_ scale: CGFloat, _ traits: UITraitCollection) -> NSAttributedString)?
    }

    let titleLabel = UILabel()
    private let titleSize: CGFloat = 13
    private(set) var rows: [Row] = []
    private let captionColor: UIColor

    /// The design-size multiplier the scene chose for the screen.
    var scale: CGFloat = 1 {
        didSet { if scale != oldValue { applyFonts() } }
    }

    init(title: String, background: UIColor, titleColor: UIColor, captionColor: UIColor) {
        self.captionColor = captionColor
        super.init(frame: .zero)
        backgroundColor = background
        titleLabel.text = title.uppercased()
        titleLabel.textColor = titleColor
        addSubview(titleLabel)
        applyFonts()
    }

    required init?(coder: NSCoder) { return nil }

    /// Adds a row and returns its sample label, to be configured further by the caller.
    @discardableResult
    func addRow(caption: String?, text: String, size: CGFloat, weight: UIFont.Weight = .regular,
                color: UIColor, lines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail,
                alignment: NSTextAlignment = .natural, style: UIFont.TextStyle = .body, language: String? = nil,
                attributed: (@MainActor (_ scale: CGFloat, _ traits: UITraitCollection) -> NSAttributedString)? = nil) -> UILabel {
        var captionStyle: Styled?
        if let caption {
            let c = UILabel()
            c.text = caption
            c.textColor = captionColor
            addSubview(c)
            captionStyle = Styled(label: c, size: 12, weight: .medium, style: .caption1)
        }
        let label = UILabel()
        if let language {
            // The language picks the fallback font and its design (Japanese or Chinese Han).
            label.attributedText = NSAttributedString(string: text, attributes: [.languageIdentifier: language])
        } else {
            label.text = text
        }
        label.textColor = color
        label.numberOfLines = lines
        label.lineBreakMode = lineBreakMode
        label.textAlignment = alignment
        addSubview(label)
        rows.append(Row(caption: captionStyle, sample: Styled(label: label, size: size, weight: weight, style: style),
                        attributed: attributed))
        applyFonts()
        return label
    }

    /// Every sample label of the card (captions and title excluded).
    var sampleLabels: [UILabel] { rows.map(\.sample.label) }

    /// Sets every label's font for `scale` at the current content size category.
    func applyFonts() {
        titleLabel.font = Self.font(titleSize * scale, .semibold, .headline, traitCollection)
        titleLabel.adjustsFontForContentSizeCategory = true
        for row in rows {
            for s in [row.caption, row.sample].compactMap({ $0 }) {
                s.label.font = Self.font(s.size * scale, s.weight, s.style, traitCollection)
                s.label.adjustsFontForContentSizeCategory = true
            }
            if let make = row.attributed { row.sample.label.attributedText = make(scale, traitCollection) }
        }
        setNeedsLayout()
    }

    /// The system font of `size` at `traits`' content size category, scaled as `style`.
    static func font(_ size: CGFloat, _ weight: UIFont.Weight, _ style: UIFont.TextStyle,
                     _ traits: UITraitCollection) -> UIFont {
        UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight), compatibleWith: traits)
    }

    /// The card's height when it is `width` wide.
    func height(forWidth width: CGFloat) -> CGFloat {
        frames(forWidth: width).height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (label, frame) in frames(forWidth: bounds.width).frames { label.frame = frame }
    }

    /// Where each label goes in a card `width` wide, and the card's height.
    private func frames(forWidth width: CGFloat) -> (frames: [(UILabel, CGRect)], height: CGFloat) {
        let pad = (18 * scale).rounded()
        let inner = max(0, width - 2 * pad)
        var y = pad
        var out: [(UILabel, CGRect)] = []
        func place(_ label: UILabel) {
            let h = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            out.append((label, CGRect(x: pad, y: y, width: inner, height: h)))
            y += h
        }
        place(titleLabel)
        y += (8 * scale).rounded()
        for (i, row) in rows.enumerated() {
            if i > 0 { y += (10 * scale).rounded() }
            if let c = row.caption {
                place(c.label)
                y += (1 * scale).rounded()
            }
            place(row.sample.label)
        }
        return (out, y + pad)
    }
}
