import Foundation

// Temporary: replaced by the layout-margins / autoresizing work.
extension UIView {
    var effectiveLayoutMargins: UIEdgeInsets {
        let s = safeAreaInsets
        return UIEdgeInsets(top: s.top + 8, left: s.left + 8, bottom: s.bottom + 8, right: s.right + 8)
    }
    var readableContentFrame: CGRect { _bounds.inset(by: effectiveLayoutMargins) }
    struct AutoresizingMask: OptionSet, Sendable {
        let rawValue: UInt
        static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        static let flexibleWidth = AutoresizingMask(rawValue: 2)
        static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        static let flexibleHeight = AutoresizingMask(rawValue: 16)
        static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
    var autoresizingMask: AutoresizingMask { [] }
    func autoresizingLinearTerms(frame f: CGRect, superviewSize: CGSize)
        -> (x: (CGFloat, CGFloat), y: (CGFloat, CGFloat), width: (CGFloat, CGFloat), height: (CGFloat, CGFloat)) {
        ((f.minX, 0), (f.minY, 0), (f.width, 0), (f.height, 0))
    }
}
