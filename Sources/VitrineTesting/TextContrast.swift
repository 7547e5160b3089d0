import Foundation
import Vitrine

/// One piece of text on a rendered screen and how it reads against what is behind it: what
/// ``ContrastAudit`` finds for each view that draws text.
public struct TextContrast: Sendable, CustomStringConvertible {
    /// What the text is to its view.
    public enum Role: String, Sendable {
        /// The view's text (a label's, a field's typed text, a text view's).
        case text
        /// A text field's placeholder, shown while it is empty.
        case placeholder
    }

    /// The screen it was found on, as the caller of ``ContrastAudit/measure(_:screen:)`` named it.
    public var screen: String
    /// The text shown (a long one cut short).
    public var text: String
    /// The view's class and where it is: its owning view controller's class and the classes
    /// of the views between (`GalleryViewController › UIButton › UILabel`), with the view's
    /// accessibility identifier when it has one.
    public var view: String
    public var role: Role
    /// Where the text is, in screen points.
    public var frame: CGRect
    public var pointSize: Double
    public var isBold: Bool
    /// The text belongs to a disabled control (or is a disabled label): WCAG 1.4.3 exempts
    /// "text that is part of an inactive user interface component".
    public var isInactive: Bool
    /// The colour the view draws the text in, as set (a dynamic colour unresolved; `nil` when
    /// not known), so a check can name it: `$0.color === UIColor.secondaryLabel`.
    public var color: UIColor?
    /// The product of the alphas of the view and its ancestors (1: not faded).
    public var opacity: Double
    /// The dominant colour of the rendered pixels in the text's frame, `0xRRGGBB`.
    public var background: UInt32
    /// The rendered pixel furthest in luminance from the background, `0xRRGGBB`.
    public var foreground: UInt32
    /// The text's resolved colour composited over `background` with the alpha of its view
    /// and their ancestors (`nil` when the view's colour is not known, e.g. attributed runs).
    public var declared: UInt32?
    /// WCAG contrast ratio of `foreground` and `background` (the rendered pixels).
    public var ratio: Double

    /// 3:1 for large text, 4.5:1 otherwise (1.4.3).
    public var required: Double { WCAGContrast.required(pointSize: pointSize, bold: isBold) }
    public var isLarge: Bool { WCAGContrast.isLargeText(pointSize: pointSize, bold: isBold) }
    /// Whether the rendered ratio reaches `required`.
    public var passes: Bool { ratio >= required }

    public var description: String {
        let declaredPart = declared.map { " (its colour composited: \(WCAGContrast.hex($0)), \(String(format: "%.2f", WCAGContrast.ratio($0, background))):1)" } ?? ""
        let size = String(format: "%.0f pt%@", pointSize, isBold ? " bold" : "")
        return (screen.isEmpty ? "" : "[\(screen)] ") + "\(String(format: "%.2f", ratio)):1 \(passes ? "≥" : "<") \(String(format: "%.1f", required)) — \(view) “\(text)”\(role == .placeholder ? " [placeholder]" : "")"
            + "\(isInactive ? " [inactive]" : ""), \(size): text \(WCAGContrast.hex(foreground)) on \(WCAGContrast.hex(background))\(declaredPart)"
            + " at (\(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))×\(Int(frame.height)))"
    }
}
