import Foundation
import Vitrine

/// A view that draws its own text in `draw(_:)` (no label for ``ContrastAudit`` to find)
/// tells the audit what it drew, so its text is measured like a label's. An app's tests
/// (or the shell's, for the keyboard's key caps) add the conformance to their drawing views.
@MainActor
public protocol ContrastAuditDrawnText: UIView {
    /// The text the view draws now.
    var auditedText: [ContrastAudit.DrawnText] { get }
}

extension ContrastAudit {
    /// One piece of text a view draws itself.
    public struct DrawnText {
        /// The text as shown.
        public var text: String
        /// Where it is drawn, in the view's coordinates.
        public var rect: CGRect
        public var font: UIFont
        /// The colour it is drawn in.
        public var color: UIColor?
        /// Whether the view is an inactive component (WCAG 1.4.3 exempts its text).
        public var isInactive: Bool

        public init(text: String, rect: CGRect, font: UIFont, color: UIColor?, isInactive: Bool = false) {
            self.text = text
            self.rect = rect
            self.font = font
            self.color = color
            self.isInactive = isInactive
        }
    }
}
