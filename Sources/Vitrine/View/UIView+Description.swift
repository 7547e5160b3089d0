import Foundation

extension UIView {
    /// UIKit's form of a view's `description`: `<UILabel: 0x…; frame = (20 20; 100 30)>`
    /// (with `hidden = YES` and `alpha = 0.5` when they apply).
    var viewDescription: String {
        let f = frame
        var s = "<\(type(of: self)): \(LayoutEngine.address(self)); frame = (\(LayoutEngine.format(f.minX)) \(LayoutEngine.format(f.minY)); \(LayoutEngine.format(f.width)) \(LayoutEngine.format(f.height)))"
        if isHidden { s += "; hidden = YES" }
        if alpha != 1 { s += "; alpha = \(LayoutEngine.format(alpha))" }
        return s + ">"
    }
}
