import Foundation
import Vitrine

/// The window the shell draws the on-screen keyboard in: above the app and its alerts (an
/// alert's text field needs the keyboard), below the idle dimming; never key, as the status
/// bar is never key — touches reach it by hit testing (`InputRouter` gives a touch to the
/// topmost system window whose `hitTest` takes it). Mirrors iOS's keyboard window (UIKit
/// does not expose it).
///
/// Its frame is the keyboard's (the input accessory view and the keys or the input view)
/// plus ``SoftwareKeyboard/previewOverhang`` points above, where the pop-up preview of a
/// top-row key reaches; that strip is transparent and passes touches to the app.
@MainActor
final class KeyboardWindow: UIWindow {
    /// Above `UIWindow.Level.alert`, below the idle dimming window.
    static let level = UIWindow.Level.keyboard

    /// The keyboard proper: the accessory view on top of the keys (or the input view).
    let content = UIView()
    /// The transparent strip above `content`.
    var overhang: CGFloat = 0 { didSet { if overhang != oldValue { setNeedsLayout() } } }
    /// Called when the screen's size changes under the window (a rotation, a new mode).
    var onScreenSizeChange: ((CGSize) -> Void)?
    private var lastScreenSize: CGSize

    override init(screen: UIScreen) {
        lastScreenSize = screen.bounds.size
        super.init(screen: screen)
        windowLevel = KeyboardWindow.level
        backgroundColor = nil
        content.backgroundColor = nil
        addSubview(content)
    }

    required init?(coder: NSCoder) { return nil }

    /// Takes the screen's size now as known (a hidden window may have missed a rotation; the
    /// keyboard lays itself out for the new size as it shows).
    func adoptScreenSize() { lastScreenSize = screen.bounds.size }

    override func layoutSubviews() {
        // Rotations and resizes give every window the screen's size; the keyboard lays
        // itself out again for the new size (``SoftwareKeyboard`` sets the frame).
        let size = screen.bounds.size
        if size != lastScreenSize {
            lastScreenSize = size
            onScreenSizeChange?(size)
        }
        super.layoutSubviews()
        let f = CGRect(x: 0, y: overhang, width: bounds.width, height: max(0, bounds.height - overhang))
        if content.frame != f { content.frame = f }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The overhang is transparent: touches there belong to the app.
        guard point.y >= overhang else { return nil }
        return super.hitTest(point, with: event)
    }
}
