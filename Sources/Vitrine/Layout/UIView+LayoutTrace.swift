import Foundation

extension UIView {
    /// The view tree from this view down, one view a line (class, address, frame, hidden), each
    /// followed by the constraints installed on it, with views whose layout is ambiguous
    /// marked `AMBIGUOUS LAYOUT` — UIKit's debugging aids `recursiveDescription` and
    /// `_autolayoutTrace` in one (both are private in UIKit, reached from the debugger; here a
    /// public method, for logs and tests).
    public func recursiveDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "   | ", count: depth)
        var line = "\(indent)<\(type(of: self)): \(LayoutEngine.address(self)); frame = \(LayoutEngine.describe(frame))"
        if isHidden { line += "; hidden = YES" }
        if !_translatesAutoresizingMaskIntoConstraints { line += "; translatesAutoresizingMaskIntoConstraints = NO" }
        if let label = self as? UILabel, let text = label.text { line += "; text = '\(text)'" }
        line += ">"
        if _layoutVariables != nil, hasAmbiguousLayout { line += " - AMBIGUOUS LAYOUT" }
        lines.append(line)
        for c in _installedConstraints {
            lines.append("\(indent)   + \(c)")
        }
        for g in _layoutGuides {
            lines.append("\(indent)   # \(g)")
        }
        for s in subviews { s.describe(into: &lines, depth: depth + 1) }
    }
}
