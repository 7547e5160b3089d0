import Foundation
import VitrineGraphics

/// A cell's or header's background as a value: a colour, an optional custom view, corner
/// radius, stroke and insets, with the system's selected look for list cells. Mirrors UIKit's
/// `UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration {
    /// The fill colour (`nil`: the tint colour). Mirrors `backgroundColor`.
    public var backgroundColor: UIColor?
    /// Applied to the fill colour. Mirrors `backgroundColorTransformer`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view shown over the fill, under the stroke. Mirrors `customView`.
    public var customView: UIView?
    /// Mirrors `cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges. Mirrors `backgroundInsets`.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The stroke colour (`nil`: the tint colour). Mirrors `strokeColor`.
    public var strokeColor: UIColor?
    /// Mirrors `strokeWidth` (0: no stroke).
    public var strokeWidth: CGFloat = 0
    /// Mirrors `strokeOutset`.
    public var strokeOutset: CGFloat = 0

    /// What `updated(for:)` does with a selected or highlighted state.
    enum Kind { case listCell, headerFooter, clear }
    var kind: Kind = .clear

    /// Mirrors `init()` (`clear()`).
    public init() { backgroundColor = .clear }

    init(kind: Kind, color: UIColor?) {
        self.kind = kind
        backgroundColor = color
    }

    /// A plain list's cell: white (systemBackground), systemGray4 while selected or
    /// highlighted. Mirrors `listPlainCell()`.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(kind: .listCell, color: .systemBackground) }
    /// A grouped list's cell: white (secondarySystemGroupedBackground), systemGray4 while
    /// selected or highlighted. Mirrors `listGroupedCell()`.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(kind: .listCell, color: UIColor.secondarySystemGroupedBackground) }
    /// A sidebar cell: clear, systemGray4 while selected or highlighted. Mirrors
    /// `listSidebarCell()`.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(kind: .listCell, color: .clear) }
    /// A plain list's header or footer: systemBackground. Mirrors `listPlainHeaderFooter()`.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(kind: .headerFooter, color: .systemBackground) }
    /// A grouped list's header or footer: clear (the grouped background shows). Mirrors
    /// `listGroupedHeaderFooter()`.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(kind: .headerFooter, color: .clear) }
    /// Nothing drawn. Mirrors `clear()`.
    public static func clear() -> UIBackgroundConfiguration { .init(kind: .clear, color: .clear) }

    /// This configuration in `state`: a list cell's fill turns systemGray4 while selected or
    /// highlighted; others are unchanged. Mirrors `updated(for:)`.
    @MainActor
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var c = self
        if kind == .listCell, let s = state as? UICellConfigurationState, s.isSelected || s.isHighlighted {
            c.backgroundColor = UIColor.systemGray4
        }
        return c
    }

    /// The fill colour for a view tinted `tintColor`. Mirrors `resolvedBackgroundColor(for:)`.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let c = backgroundColor ?? tintColor
        return backgroundColorTransformer?(c) ?? c
    }
}

/// The view that draws a background configuration.
@MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration = UIBackgroundConfiguration.clear()
    private var tint: UIColor = UIColor.systemBlue
    private var custom: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    func apply(_ c: UIBackgroundConfiguration, tintColor: UIColor) {
        configuration = c
        tint = tintColor
        if custom !== c.customView {
            custom?.removeFromSuperview()
            custom = c.customView
            if let v = custom { addSubview(v) }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    private var backgroundRect: CGRect {
        let i = configuration.backgroundInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        return CGRect(x: left, y: i.top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - i.top - i.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        custom?.frame = backgroundRect
        custom?.cornerRadius = configuration.cornerRadius
        custom?.clipsToBounds = configuration.cornerRadius > 0
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = backgroundRect
        let radius = configuration.cornerRadius.isFinite ? max(0, configuration.cornerRadius) : 0
        ctx.setFillColor(configuration.resolvedBackgroundColor(for: tint).cgColor)
        ctx.fill(r, cornerRadius: radius)
        let w = configuration.strokeWidth
        if w > 0, w.isFinite {
            let o = configuration.strokeOutset.isFinite ? configuration.strokeOutset : 0
            let sr = r.insetBy(dx: -o, dy: -o)
            ctx.canvas.strokeInside(RoundedRect(rect: sr, cornerRadius: radius + o), width: w,
                                    color: (configuration.strokeColor ?? tint).cgColor)
        }
    }
}
