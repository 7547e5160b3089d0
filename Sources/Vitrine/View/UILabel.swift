import Foundation
import VitrineGraphics
import VitrineText

/// Shows text: one line or many, wrapped, truncated, aligned, in any script. Mirrors UIKit's
/// `UILabel`.
///
/// Text goes through the text engine (`VitrineText`: fontconfig fallback, HarfBuzz shaping,
/// ICU bidi and line breaking). The shaped text is kept until the text or the font changes,
/// and the laid-out lines until the width changes too, so an unchanged label costs nothing to
/// lay out again.
@MainActor
open class UILabel: UIView {
    /// The text shown. Mirrors `UILabel.text`.
    open var text: String? {
        didSet { if oldValue != text { textChanged() } }
    }

    /// The font (system font, 17 points, by default). Mirrors `UILabel.font`.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            noteAppearanceSet(.font)
            if font == nil { font = .systemFont(ofSize: 17) }
            if oldValue != font { textChanged() }
        }
    }

    /// The colour of the text (`.label` by default). Mirrors `UILabel.textColor`.
    open var textColor: UIColor! = .label {
        didSet {
            noteAppearanceSet(.textColor)
            if textColor == nil { textColor = .label }
            if oldValue != textColor { invalidateContent() }
        }
    }

    /// Horizontal placement of the lines (`.natural`: the leading side of the interface, as
    /// UIKit's "default alignment for the current localization of the app": left in a
    /// left-to-right app, right in a right-to-left one, whatever the text's script; the
    /// characters of a line are still ordered by their own direction). Mirrors
    /// `UILabel.textAlignment`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { layoutChanged() } }
    }

    /// The most lines shown; 0 for as many as the text needs (1 by default). Mirrors
    /// `UILabel.numberOfLines`.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if oldValue != numberOfLines { layoutChanged() }
        }
    }

    /// How lines wrap and how the last visible line is cut (`.byTruncatingTail` by default:
    /// lines wrap at words and the last one ends in "…"). Mirrors `UILabel.lineBreakMode`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if oldValue != lineBreakMode { layoutChanged() } }
    }

    /// Whether the font shrinks (down to `minimumScaleFactor`) so the text fits the width
    /// (false by default). Mirrors `UILabel.adjustsFontSizeToFitWidth`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if oldValue != adjustsFontSizeToFitWidth { layoutChanged() } }
    }

    /// The smallest scale of the font `adjustsFontSizeToFitWidth` may use (0 by default:
    /// UIKit then shrinks no further than the font's size allows; Vitrine stops at 1 point).
    /// Mirrors `UILabel.minimumScaleFactor`.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 { minimumScaleFactor = 0 }
            if minimumScaleFactor > 1 { minimumScaleFactor = 1 }
            if oldValue != minimumScaleFactor { layoutChanged() }
        }
    }

    /// The width multi-line text wraps at for `intrinsicContentSize` (0: not set). Mirrors
    /// `UILabel.preferredMaxLayoutWidth`.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { layoutChanged() } }
    }

    /// Whether the label draws with `highlightedTextColor`. Mirrors `UILabel.isHighlighted`.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { invalidateContent() } }
    }

    /// The text colour while highlighted (`nil`: `textColor`). Mirrors
    /// `UILabel.highlightedTextColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if oldValue != highlightedTextColor && isHighlighted { invalidateContent() } }
    }

    /// Whether the label draws its text normally; a disabled label draws it dimmed. Mirrors
    /// `UILabel.isEnabled`.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { invalidateContent() } }
    }

    /// A shadow drawn under the text, `nil` for none (the default). Mirrors
    /// `UILabel.shadowColor`.
    open var shadowColor: UIColor? {
        didSet { if oldValue != shadowColor { invalidateContent() } }
    }

    /// The shadow's offset in points ((0, −1) by default). Mirrors `UILabel.shadowOffset`.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if oldValue != shadowOffset && shadowColor != nil { invalidateContent() } }
    }

    /// The text with attributes. Setting it sets `text` to its string; setting `text`
    /// replaces it with plain text in the label's font, colour and alignment. Mirrors
    /// `UILabel.attributedText`.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            // Made once per text: Foundation on Linux never frees an NSAttributedString's run
            // array, so one made on every read would leak on every read.
            if let plainAttributedText, plainAttributedText.string == text { return plainAttributedText }
            let made = NSAttributedString(string: text)
            plainAttributedText = made
            return made
        }
        set {
            // A copy, as UIKit's property is; an immutable string's copy is itself, so setting
            // one makes no new attributed string (each one made on Linux is never freed).
            storedAttributedText = newValue.map { ($0.copy() as? NSAttributedString) ?? NSAttributedString(attributedString: $0) }
            if text != newValue?.string { settingFromAttributed = true; text = newValue?.string; settingFromAttributed = false }
            textChanged()
        }
    }

    var storedAttributedText: NSAttributedString?
    /// `attributedText` as last read for plain `text`.
    private var plainAttributedText: NSAttributedString?
    private var settingFromAttributed = false
    /// The shaped text (per font scale), kept until the text or a text attribute changes.
    var shapedCache: [CGFloat: ShapedText] = [:]
    /// Whether `shapedCache` was shaped for bold text (`legibilityWeight == .bold`).
    var shapedBold = false
    /// Laid-out text for the last few layout requests.
    var layoutCache: [LayoutKey: TextLayout] = [:]

    struct LayoutKey: Hashable {
        var width: CGFloat?
        var lines: Int
        var fontScale: CGFloat
        /// The alignment the layout was made with (`natural` resolved for the direction).
        var alignment: NSTextAlignment
    }

    // MARK: Dynamic Type (UILabel+ContentSizeCategory.swift owns this)
    /// Backs `adjustsFontForContentSizeCategory`.
    var contentSizeCategoryAdjusts = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    func textChanged() {
        if !settingFromAttributed && storedAttributedText != nil && storedAttributedText?.string != text {
            storedAttributedText = nil
        }
        shapedCache.removeAll()
        layoutChanged()
    }

    /// The label's effective direction changed: natural alignment now means the other side.
    override func contentLayoutDirectionDidChange() {
        super.contentLayoutDirectionDidChange()
        if textAlignment == .natural { layoutChanged() }
    }

    func layoutChanged() {
        layoutCache.removeAll()
        invalidateContent()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Attributed text holds its colours resolved for the appearance it was shaped in: shape
    /// it again in the new one (plain text takes `textColor` when drawn).
    override func appearanceStyleDidChange() {
        super.appearanceStyleDidChange()
        if storedAttributedText != nil { shapedCache.removeAll(); layoutCache.removeAll() }
    }

    /// The width a multi-line label wraps at for `intrinsicContentSize` when
    /// `preferredMaxLayoutWidth` is 0: the width Auto Layout last gave it (UIKit's automatic
    /// preferred width).
    var automaticWrapWidth: CGFloat = 0

    override func engineDidChangeWidth() {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != automaticWrapWidth else { return }
        automaticWrapWidth = bounds.width
        invalidateIntrinsicContentSize()
    }

    override var drawsByDefault: Bool { !(text ?? "").isEmpty }

    override func renderContent(in canvas: Canvas, dirtyRect: CGRect) {
        let context = CGContext(canvas: canvas)
        UIGraphicsPushContext(context)
        draw(dirtyRect)
        UIGraphicsPopContext()
    }

    /// Draws the label's text in its bounds. Mirrors `UILabel.draw(_:)`, which calls
    /// `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no
    /// limit): as wide as the widest line (at most the bounds' width), as tall as the lines,
    /// at the bounds' origin. Override it to inset the text; `sizeThatFits(_:)` and
    /// `intrinsicContentSize` go through it. Mirrors
    /// `UILabel.textRect(forBounds:limitedToNumberOfLines:)`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width: CGFloat? = bounds.width > 0 && bounds.width < CGFloat.greatestFiniteMagnitude / 2 ? bounds.width : nil
        guard let layout = textLayout(width: width, lines: numberOfLines, fitting: bounds.height) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(layout.size.width, width ?? .greatestFiniteMagnitude),
                      height: layout.size.height)
    }

    /// Draws the text in `rect`, centred vertically, as many lines as fit. Override it to
    /// draw the text elsewhere (call `super` with an inset rect). Mirrors
    /// `UILabel.drawText(in:)`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        guard rect.width > 0, let layout = textLayout(width: rect.width, lines: numberOfLines, fitting: rect.height) else {
            if font.face == nil { drawPlaceholderBoxes(count: text.count, in: rect, canvas: context.canvas) }
            return
        }
        let origin = CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2)
        if let shadowColor, shadowColor.color.alpha > 0 {
            layout.draw(in: context.canvas, at: CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height),
                        color: shadowColor.color)
        }
        // Clipping mode: the glyph crossing the edge is drawn cut at the text's rectangle.
        let clips = lineBreakMode == .byClipping
        if clips { context.canvas.save(); context.canvas.clip(to: rect) }
        layout.draw(in: context.canvas, at: origin, color: drawingColorOverride)
        if clips { context.canvas.restore() }
    }

    /// Mirrors `UILabel.sizeThatFits(_:)`: the text's size wrapped at `size.width` (none when
    /// 0), rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
                            height: .greatestFiniteMagnitude)
        let r = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        return CGSize(width: r.width.rounded(.up), height: r.height.rounded(.up))
    }

    /// Mirrors `UILabel.intrinsicContentSize`: one line per paragraph, or wrapped at
    /// `preferredMaxLayoutWidth` when it is set and the label has more than one line (at the
    /// width Auto Layout gave it when it is not set, as UIKit does); rounded
    /// up to whole points; zero without text.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var wrapWidth = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { wrapWidth = preferredMaxLayoutWidth } else if automaticWrapWidth > 0 { wrapWidth = automaticWrapWidth }
        }
        let r = textRect(forBounds: CGRect(x: 0, y: 0, width: wrapWidth, height: .greatestFiniteMagnitude),
                         limitedToNumberOfLines: numberOfLines)
        return CGSize(width: r.width.rounded(.up), height: r.height.rounded(.up))
    }

}
