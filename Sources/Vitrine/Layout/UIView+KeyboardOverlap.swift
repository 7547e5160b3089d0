import Foundation

/// What the layout engine reads from a view besides its frame that no other part of the
/// view provides yet: the on-screen keyboard's overlap, 0 until there is a keyboard.
extension UIView {
    /// How far the on-screen keyboard reaches into this view from its bottom edge, above the
    /// bottom safe area (0 while no keyboard is shown).
    var keyboardOverlapForLayout: CGFloat { 0 }
}
