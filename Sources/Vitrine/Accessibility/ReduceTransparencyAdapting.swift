/// A view whose look depends on Reduce Transparency (the bars, which turn opaque): told when
/// the setting changes, so it redraws.
@MainActor
protocol ReduceTransparencyAdapting: UIView {
    func reduceTransparencyDidChange()
}

extension UIAccessibility {
    /// Tells every adapting view on every screen that Reduce Transparency changed.
    static func notifyReduceTransparencyChange() {
        var queue = UIScreen.allScreens.flatMap(\.allWindows) as [UIView]
        while let v = queue.popLast() {
            (v as? ReduceTransparencyAdapting)?.reduceTransparencyDidChange()
            queue.append(contentsOf: v.subviews)
        }
    }
}
