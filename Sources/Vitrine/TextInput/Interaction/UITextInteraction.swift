import Foundation

/// The text system's selection and editing UI for any view that adopts `UITextInput`: the
/// blinking caret, the selection highlight and its two handles, the gestures that place the
/// caret and select (tap, double tap, long press, handle drags) and the edit menu (cut, copy,
/// paste, select, select all, delete). Mirrors UIKit's `UITextInteraction` (iOS 13): create
/// one for a mode and add it to the view with `addInteraction(_:)`; `UITextField` and
/// `UITextView` use it, and so can an app's own text view.
///
/// It works through the `UITextInput` protocol only: geometry comes from `caretRect(for:)`,
/// `selectionRects(for:)` and `closestPosition(to:)` in `textInputView`'s coordinates (the
/// caret, highlight and handles are subviews of `textInputView`), words from the `tokenizer`,
/// and edits go through `replace(_:withText:)` and `selectedTextRange`.
///
/// - The caret shows only while the input is first responder and the selection is empty. It
///   blinks on the screen's clock: visible 0.5 s, hidden 0.5 s (a 1 s period, the rate iOS's
///   caret is seen to blink at; Apple documents no figure), and every change of the text, the
///   selection or the caret's place shows it solid again and restarts the cycle, so it stays
///   visible while typing. iOS 17 fades it in and out; Vitrine switches it (so a blink redraws
///   only the caret's rectangle, once per half period).
/// - The interaction follows the input's changes through the text system: `TextInputSystem`
///   (the input's `inputDelegate` while it is first responder) passes the delegate calls,
///   keys and first-responder changes on to the input's interactions; each blink also checks
///   the geometry again.
@MainActor
public final class UITextInteraction: UIInteraction {
    /// The interaction's mode. Mirrors `UITextInteraction.textInteractionMode`.
    public let textInteractionMode: UITextInteractionMode

    /// The text input it works on (held weakly); when nil as the interaction is added to a view
    /// adopting `UITextInput`, that view (UIKit asks apps to set it). Mirrors
    /// `UITextInteraction.textInput`.
    public weak var textInput: (UIResponder & UITextInput)? {
        didSet { if textInput !== oldValue { detachUI(); update(restartBlink: true) } }
    }

    /// Told when gestures begin and end, asked whether they may. Mirrors
    /// `UITextInteraction.delegate`.
    public weak var delegate: (any UITextInteractionDelegate)?

    /// The view it was added to. Mirrors `UIInteraction.view`.
    public private(set) weak var view: UIView?

    /// The colour of the caret, the handles and (at 20 % alpha) the selection highlight: the
    /// text input view's `tintColor` (inherited as every view's is) unless set here; setting
    /// `nil` follows the view again. UIKit draws them in the text input's tint.
    public var tintColor: UIColor! {
        get { ownTint ?? textInput?.textInputView.tintColor ?? view?.tintColor ?? .systemBlue }
        set { ownTint = newValue; applyTint() }
    }
    /// The colour set on the interaction itself (`nil`: the text input view's tint).
    private var ownTint: UIColor?

    /// Creates an interaction for `mode`. Mirrors `UITextInteraction(for:)`.
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        gestures = TextInteractionGestures()
        gestures.interaction = self
        applyTint()
        TextInteractionRegistry.add(self)
    }

    // MARK: Gestures

    let gestures: TextInteractionGestures

    /// The interaction's recognizers, for other recognizers to `require(toFail:)` (a scroll
    /// view's pan, an app's tap on the same view). Mirrors
    /// `UITextInteraction.gesturesForFailureRequirements`.
    public var gesturesForFailureRequirements: [UIGestureRecognizer] { gestures.all }

    // MARK: UIInteraction

    public func willMove(to view: UIView?) {
        for g in gestures.all { g.view?.removeGestureRecognizer(g) }
        detachUI()
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        if textInput == nil, let input = view as? UIResponder & UITextInput { textInput = input }
        // The handle pan joins the window while handles are shown (see `placeHandles`).
        for g in gestures.all where g !== gestures.handlePan { view.addGestureRecognizer(g) }
        update(restartBlink: true)
    }

    // MARK: Drawn state

    let caretView = TextCaretView(frame: .zero)
    let highlightView = TextSelectionHighlightView(frame: .zero)
    let startHandle = TextSelectionHandleView(isStart: true)
    let endHandle = TextSelectionHandleView(isStart: false)
    let blink = TextCaretBlink()
    /// The edit menu while it is shown.
    var menu: EditMenuView?
    /// The magnifier while a long press moves the caret.
    var loupe: TextLoupeView?
    /// A non-editable interaction's selection shown for an input that cannot become first
    /// responder.
    var showsSelectionWithoutFocus = false
    /// The handle being dragged, and the offset from the finger to its anchor.
    var draggedHandle: TextSelectionHandleView?
    var dragOffset: CGPoint = .zero
    /// What was drawn last (a change restarts the blink).
    private var lastCaretRect: CGRect?
    private var lastSelectionRects: [CGRect] = []

    /// Gives the drawn views the interaction's own tint, or lets them inherit the tint of the
    /// text input view they are added to.
    private func applyTint() {
        for v in [caretView, highlightView, startHandle, endHandle] as [UIView] { v.tintColor = ownTint }
    }

    /// Whether the input shows its caret or selection: it is first responder of the key
    /// window (or a non-editable selection was made on an input that cannot be). As in
    /// UIKit, a first responder in a window that is not key shows no caret (and runs no blink
    /// timer) until its window is key again.
    var isActive: Bool {
        guard let input = textInput else { return false }
        if input.isFirstResponder { return input.textInputView.window?.isKeyWindow ?? false }
        return textInteractionMode == .nonEditable && showsSelectionWithoutFocus
    }

    /// Brings the caret, highlight and handles in line with the input's state. A changed
    /// caret or selection restarts the blink (and hides the menu unless `keepMenu`).
    func update(restartBlink: Bool = false, keepMenu: Bool = false) {
        guard let input = textInput, isActive, let selection = input.selectedTextRange else {
            detachUI()
            return
        }
        let host = input.textInputView
        if selection.isEmpty {
            hideSelection()
            guard textInteractionMode == .editable else { detachCaret(); return }
            let r = input.caretRect(for: selection.end)
            let caret = CGRect(x: r.minX, y: r.minY, width: TextSelectionHandleView.barWidth, height: r.height)
            guard caret.minX.isFinite, caret.minY.isFinite, caret.height.isFinite else { detachCaret(); return }
            let changed = caret != lastCaretRect || caretView.superview !== host
            if caretView.superview !== host { host.addSubview(caretView) }
            if caretView.frame != caret { caretView.frame = caret }
            host.bringSubviewToFront(caretView)
            lastCaretRect = caret
            if changed || restartBlink {
                if changed && !keepMenu { hideMenu() }
                restartBlinking(on: host)
            }
        } else {
            detachCaret()
            let rects = input.selectionRects(for: selection)
            let frames = rects.map(\.rect)
            if frames != lastSelectionRects, !keepMenu { hideMenu() }
            lastSelectionRects = frames
            if highlightView.superview !== host { host.addSubview(highlightView) }
            highlightView.show(frames)
            host.bringSubviewToFront(highlightView)
            placeHandles(rects, input: input, selection: selection, host: host)
        }
        menu?.reposition()
        // The lens draws the text input view's tree: draw it again after any change there.
        loupe?.refresh()
    }

    private func placeHandles(_ rects: [UITextSelectionRect], input: any UITextInput, selection: UITextRange, host: UIView) {
        // Handles from the rects that hold the ends, else from the caret rects of the ends.
        let startCaret = input.caretRect(for: selection.start), endCaret = input.caretRect(for: selection.end)
        let s = rects.first(where: \.containsStart)?.rect
        let e = rects.last(where: \.containsEnd)?.rect
        let sx = s?.minX ?? startCaret.minX, sTop = s?.minY ?? startCaret.minY, sBottom = s?.maxY ?? startCaret.maxY
        let ex = e?.maxX ?? endCaret.minX, eTop = e?.minY ?? endCaret.minY, eBottom = e?.maxY ?? endCaret.maxY
        startHandle.place(edgeX: sx, top: sTop, bottom: sBottom)
        endHandle.place(edgeX: ex, top: eTop, bottom: eBottom)
        for h in [startHandle, endHandle] {
            if h.superview !== host { host.addSubview(h) }
            host.bringSubviewToFront(h)
        }
        // The knobs stick out of the line (the start knob above it, often outside the input's
        // bounds, where hit testing would never reach the input): the pan that drags them
        // watches the whole window and begins only on a knob.
        if let w = host.window, gestures.handlePan.view !== w { w.addGestureRecognizer(gestures.handlePan) }
    }

    private func restartBlinking(on host: UIView) {
        caretView.isHidden = false
        guard let clock = host.window?.screen.clock else { blink.stop(); return }
        blink.restart(clock: clock) { [weak self] visible in
            guard let self else { return }
            // Each half period: follow changes the text system did not report (a change
            // restarts the cycle), else blink.
            let cycle = self.blink.generation
            self.update(keepMenu: true)
            // Solid while the loupe shows it (as iOS's caret is while it is dragged).
            if self.blink.generation == cycle, self.caretView.superview != nil { self.caretView.isHidden = !visible && self.loupe == nil }
        }
    }

    private func detachCaret() {
        blink.stop()
        lastCaretRect = nil
        caretView.removeFromSuperview()
        caretView.isHidden = false
    }

    private func hideSelection() {
        lastSelectionRects = []
        for v in [highlightView, startHandle, endHandle] { v.removeFromSuperview() }
        gestures.handlePan.view?.removeGestureRecognizer(gestures.handlePan)
    }

    /// Removes everything the interaction drew (the input resigned, the interaction left).
    func detachUI() {
        detachCaret()
        hideSelection()
        hideMenu()
        hideLoupe()
    }

    // MARK: From the text system (TextInputSystem, via TextInteractionRegistry)

    /// The input's text or selection changed (a key, a program, another interaction).
    func inputDidChange() {
        hideMenu()
        update(restartBlink: true)
    }

    /// The input's text, selection or layout changed in a way it reports itself (Vitrine's
    /// fields and text views call this; the text system's `inputDelegate` calls come through
    /// `inputDidChange()`): the caret and selection follow, an open menu stays.
    func inputGeometryDidChange() {
        update(keepMenu: true)
    }

    /// The input became or stopped being first responder.
    func firstResponderDidChange() {
        if textInput?.isFirstResponder == true { showsSelectionWithoutFocus = false }
        update(restartBlink: true)
    }
}
