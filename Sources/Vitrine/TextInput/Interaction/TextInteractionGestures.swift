import Foundation

/// The recognizers of a `UITextInteraction`, attached to its view: a single tap (waits for
/// the double tap to fail, as UIKit's text tap does), a double tap, a long press, and a pan
/// that begins only on a selection handle. Each asks the interaction's delegate
/// (`interactionShouldBegin(_:at:)`) before it begins.
@MainActor
final class TextInteractionGestures: UIGestureRecognizerDelegate {
    weak var interaction: UITextInteraction?

    let tap = UITapGestureRecognizer()
    let doubleTap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let handlePan = UIPanGestureRecognizer()

    /// On the window while the edit menu is shown: a tap anywhere but the menu and the text
    /// input hides the menu (as UIKit's does), without keeping the tap from anything else.
    let dismissTap = UITapGestureRecognizer()

    var all: [UIGestureRecognizer] { [handlePan, doubleTap, tap, longPress] }

    init() {
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        // A handle follows the finger from its first movement.
        handlePan.hysteresis = 2
        handlePan.maximumNumberOfTouches = 1
        for g in all {
            g.delegate = self
            g.cancelsTouchesInView = false
        }
        tap.addAction { [weak self] g in if g.state == .ended { self?.interaction?.handleTap(g) } }
        doubleTap.addAction { [weak self] g in if g.state == .ended { self?.interaction?.handleDoubleTap(g) } }
        longPress.addAction { [weak self] g in self?.interaction?.handleLongPress(g) }
        dismissTap.delegate = self
        dismissTap.cancelsTouchesInView = false
        dismissTap.addAction { [weak self] g in if g.state == .ended { self?.interaction?.hideMenu() } }
        handlePan.addAction { [weak self] g in
            guard let self, let pan = g as? UIPanGestureRecognizer else { return }
            self.interaction?.handleHandleDrag(pan)
        }
    }

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        g === dismissTap || other === dismissTap
    }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard let interaction, let view = interaction.view else { return false }
        if g === dismissTap {
            // Not on the menu (its items) nor on the input (its own tap toggles the menu).
            let inMenu = interaction.menu.map { $0.bounds.contains(g.location(in: $0)) } ?? false
            return !inMenu && !view.bounds.contains(g.location(in: view))
        }
        if g === handlePan {
            guard let start = panStart(in: interaction), interaction.handle(near: start) != nil else { return false }
        }
        let p = g === handlePan ? (panStart(in: interaction).map { interaction.textInputViewPoint($0, to: view) } ?? g.location(in: view))
                                : g.location(in: view)
        return interaction.delegate?.interactionShouldBegin(interaction, at: p) ?? true
    }

    /// Where the pan's finger went down, in the text input view's coordinates.
    func panStart(in interaction: UITextInteraction) -> CGPoint? {
        guard let host = interaction.textInput?.textInputView else { return nil }
        let now = handlePan.location(in: host), t = handlePan.translation(in: host)
        return CGPoint(x: now.x - t.x, y: now.y - t.y)
    }
}
