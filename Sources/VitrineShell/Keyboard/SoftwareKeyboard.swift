import Foundation
import Vitrine
import VitrinePlatform

/// The shell's on-screen keyboard: what iOS's system keyboard is, in a window the kiosk
/// shell owns (as it owns the status bar). It slides up from the bottom of the screen when a
/// text input becomes active — unless the policy is `off`, or `auto` and a hardware
/// keyboard is attached — and down when none is, with UIKit's keyboard animation (0.25 s,
/// curve 7), reporting the frames to the screen's text input system as it goes. With Reduce
/// Motion (`UIAccessibility.prefersCrossFadeTransitions`) it fades in and out in place instead,
/// over the same time, with the same reports.
///
/// It shows English QWERTY or Korean 2-set (두벌식) letters (the input mode; Japanese and
/// Chinese conversion candidates in a strip above the keys while there are any), the numbers and
/// symbols pages, the number, decimal and phone pads, the e-mail and URL keys, the return
/// key named by the input's `returnKeyType`; or the input's `inputView` in place of the
/// keys, with its `inputAccessoryView` above either. Light or dark by `keyboardAppearance`,
/// else by the interface style. It follows the interface orientation
/// (`KeyboardMetrics` has the height rule).
@MainActor
public final class SoftwareKeyboard {
    /// When the keyboard shows (`[shell] keyboard`).
    public enum Policy: String, CaseIterable, Sendable {
        /// When a text input is active and no hardware keyboard is attached (the default).
        case auto
        /// Whenever a text input is active.
        case on
        /// Never.
        case off

        /// The policy `[shell] keyboard` names.
        public init(_ configured: VitrineConfiguration.Shell.KeyboardPolicy) {
            switch configured {
            case .auto: self = .auto
            case .on: self = .on
            case .off: self = .off
            }
        }
    }

    /// The duration of the slide, seconds (UIKit's keyboard animation).
    public static let animationDuration: TimeInterval = 0.25
    /// UIKit's keyboard animation curve (`UIView.AnimationCurve(rawValue: 7)`); the slide uses
    /// `TimingCurve.keyboard`, a Bézier approximation of it.
    public static let animationCurve = 7
    /// Points above the keyboard the window keeps for the top row's pop-up previews.
    static let previewOverhang: CGFloat = 64

    /// The screen the keyboard is on.
    public let screen: UIScreen
    /// When the keyboard shows.
    public var policy: Policy { didSet { if policy != oldValue { update() } } }

    let window: KeyboardWindow
    let keysView: KeyboardView
    /// The conversion candidates above the keys (Japanese, Chinese), while there are any.
    let candidateBar = KeyboardCandidateBar(frame: .zero)
    /// What is shown now (`nil`: hidden or hiding).
    private(set) var presentation: KeyboardPresentation?
    private var shownInputView: UIView?
    private var shownAccessory: UIView?
    private var generation = 0
    /// The keyboard's frame in screen coordinates at the end of the current animation
    /// (below the screen while hidden).
    package private(set) var frame: CGRect = .zero
    /// Whether the keyboard is on screen or sliding on.
    public var isVisible: Bool { presentation != nil }

    /// The active text input (from the text input system).
    weak var activeResponder: UIResponder?
    /// The hide that waits for the end of the turn (see `deactivate()`).
    var pendingDeactivation: ClockTimer?
    /// What the host wants shown (`nil`: no active text input); ``update()`` decides.
    var wanted: KeyboardPresentation?
    /// Whether a hardware keyboard is attached (from the text input system).
    var hardwareKeyboardAttached = false { didSet { if hardwareKeyboardAttached != oldValue { update() } } }

    /// Frame changes as they happen: `(phase, begin, end, duration, curve)`; the host passes
    /// them to the text input system.
    var onFrameChange: ((KeyboardFrameChange) -> Void)?
    /// Keys typed (the host sends them to the text input system).
    var onAction: ((KeyboardView.Action) -> Void)?

    /// A keyboard on `screen` showing as `policy` says. It does nothing until a text input
    /// asks for it.
    public init(screen: UIScreen, policy: Policy = .auto) {
        self.screen = screen
        self.policy = policy
        window = KeyboardWindow(screen: screen)
        keysView = KeyboardView(clock: screen.clock)
        window.overhang = SoftwareKeyboard.previewOverhang
        window.content.addSubview(keysView)
        window.content.addSubview(candidateBar)
        candidateBar.isHidden = true
        keysView.onAction = { [weak self] action in self?.onAction?(action) }
        candidateBar.onSelect = { [weak self] index in self?.screen.textInput.selectCandidate(at: index) }
        window.onScreenSizeChange = { [weak self] _ in self?.screenSizeChanged() }
        // The interface style changed (a `.default` appearance follows it), or the contrast.
        keysView.onTraitsChange = { [weak self] in
            guard let self, let p = self.presentation else { return }
            let dark = self.activeResponder.map { self.presentation(for: $0).dark } ?? p.dark
            self.keysView.palette = self.palette(dark: dark)
            self.candidateBar.palette = self.keysView.palette
        }
        frame = hiddenFrame
        installHost()
    }

    /// Takes the keyboard off the screen for good.
    public func remove() {
        pendingDeactivation?.cancel()
        wanted = nil
        presentation = nil
        keysView.cancelTracking()
        window.removeAllAnimations()
        window.isHidden = true
        uninstallHost()
    }

    // MARK: Showing and hiding

    /// Shows, changes or hides the keyboard for what the host wants and the policy.
    ///
    /// Where the policy leaves the keys out (`off`, or `auto` with a hardware keyboard), the
    /// input's own `inputView` and `inputAccessoryView` still show — they are the app's — as
    /// iOS keeps showing them with a hardware keyboard attached.
    func update() {
        let keys: Bool
        switch policy {
        case .off: keys = false
        case .on: keys = true
        case .auto: keys = !hardwareKeyboardAttached
        }
        guard var p = wanted, keys || p.inputView != nil || p.accessory != nil else { dismiss(); return }
        p.showsKeys = keys
        present(p)
    }

    private func present(_ p: KeyboardPresentation) {
        let wasShown = presentation != nil
        presentation = p
        keysView.configure(p.request)
        keysView.palette = palette(dark: p.dark)
        candidateBar.palette = keysView.palette
        keysView.isReturnEnabled = p.returnEnabled
        keysView.setShift(p.capitalize ? .on : .off)
        install(inputView: p.inputView, accessory: p.accessory)
        candidateBar.language = screen.textInput.inputMode.rawValue
        candidateBar.candidates = shownCandidates
        candidateBar.isHidden = candidateHeight == 0
        let end = onscreenWindowFrame
        if !wasShown {
            keysView.cancelTracking()
            if window.isHidden {
                window.adoptScreenSize()
                UIView.performWithoutAnimation {
                    window.frame = offscreen(end)
                    layoutContent()
                }
                // It starts from just below the screen as it is now.
                frame = keyboardFrame(ofWindowFrame: offscreen(end))
                window.isHidden = false
                window.layoutIfNeeded()
            }
            // (A keyboard still sliding down turns back up from where it is.)
            slide(to: end, hiding: false)
        } else if end != window.frame {
            slide(to: end, hiding: false)
        } else {
            layoutContent()
        }
    }

    /// The input method's candidates changed (a key, a candidate chosen): show, change or
    /// hide the strip, resizing the keyboard as an accessory view appearing does.
    func candidatesDidChange() {
        let list = shownCandidates
        guard presentation != nil, list != candidateBar.candidates else { return }
        candidateBar.candidates = list
        candidateBar.isHidden = candidateHeight == 0
        let end = onscreenWindowFrame
        if end != window.frame { slide(to: end, hiding: false) } else { layoutContent() }
    }

    /// The candidates the strip lists: the input method's, while the keys show.
    private var shownCandidates: [String] {
        presentation.map { $0.showsKeys && $0.inputView == nil } == true ? screen.textInput.candidates : []
    }

    /// The palette for a dark or light keyboard in the keyboard window's contrast (Increase
    /// Contrast is a system setting: the keyboard follows it, not an app's overrides).
    private func palette(dark: Bool) -> KeyboardPalette {
        KeyboardPalette.palette(dark: dark, contrast: keysView.traitCollection.accessibilityContrast)
    }

    private func dismiss() {
        guard presentation != nil else { return }
        presentation = nil
        keysView.cancelTracking()
        slide(to: offscreen(window.frame), hiding: true)
    }

    /// Animates the window to `target`, reporting will-change now and did-change when the
    /// slide ends (unless another slide took over).
    private func slide(to target: CGRect, hiding: Bool) {
        let begin = frame
        let end = keyboardFrame(ofWindowFrame: target)
        frame = end
        generation += 1
        let g = generation
        let d = SoftwareKeyboard.animationDuration
        let c = SoftwareKeyboard.animationCurve
        onFrameChange?(KeyboardFrameChange(phase: .will, begin: begin, end: end, duration: d, curve: c, hiding: hiding))
        let crossFade = UIAccessibility.prefersCrossFadeTransitions
        if crossFade, !hiding {
            // Coming from below the screen it starts transparent, in place; one fading out
            // fades back in from where it is; a resize while shown happens at once.
            UIView.performWithoutAnimation {
                if window.frame == offscreen(window.frame) { window.alpha = 0 }
                window.frame = target
                layoutContent()
            }
        }
        // Keys take touches while the keyboard slides in: the first key typed is not lost.
        UIView.animate(withDuration: d, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: UInt(c) << 16), .beginFromCurrentState, .allowUserInteraction],
                       animations: {
                           if crossFade {
                               self.window.alpha = hiding ? 0 : 1
                           } else {
                               self.window.alpha = 1
                               self.window.frame = target
                               self.layoutContent()
                           }
                       }, completion: { [weak self] _ in
                           guard let self, g == self.generation else { return }
                           if hiding {
                               self.window.isHidden = true
                               self.install(inputView: nil, accessory: nil)
                               // Faded out in place: it waits below the screen, opaque, as after a slide.
                               UIView.performWithoutAnimation { self.window.alpha = 1; self.window.frame = target }
                           }
                           self.onFrameChange?(KeyboardFrameChange(phase: .did, begin: begin, end: end, duration: d, curve: c, hiding: hiding))
                       })
    }

    private func screenSizeChanged() {
        // The interface turned or the mode changed: the keyboard follows at once.
        let target = presentation != nil ? onscreenWindowFrame : offscreen(onscreenWindowFrame)
        keysView.cancelTracking()
        let begin = frame
        UIView.performWithoutAnimation {
            window.frame = target
            layoutContent()
        }
        frame = keyboardFrame(ofWindowFrame: target)
        guard presentation != nil, begin != frame else { return }
        generation += 1
        let change = { (phase: KeyboardFrameChange.Phase) in
            KeyboardFrameChange(phase: phase, begin: begin, end: self.frame, duration: 0, curve: SoftwareKeyboard.animationCurve, hiding: false)
        }
        onFrameChange?(change(.will))
        onFrameChange?(change(.did))
    }

    // MARK: Geometry

    var metrics: KeyboardMetrics { KeyboardMetrics(screenSize: screen.bounds.size) }

    /// The height of the keys, or of the input view in their place.
    var bodyHeight: CGFloat {
        guard let v = shownInputView else { return showsKeys ? metrics.height : 0 }
        return SoftwareKeyboard.height(of: v) ?? metrics.height
    }

    /// Whether the keys are shown (not replaced by an input view, not left out by the policy).
    var showsKeys: Bool { presentation?.showsKeys ?? true }

    var accessoryHeight: CGFloat { shownAccessory.flatMap { SoftwareKeyboard.height(of: $0) } ?? 0 }

    /// The candidate strip's height (0 while it has nothing to list).
    var candidateHeight: CGFloat { candidateBar.candidates.isEmpty ? 0 : KeyboardCandidateBar.height }

    /// A custom view's height: its frame's, else its intrinsic height (UIKit sizes input
    /// views by their frame or constraints).
    static func height(of v: UIView) -> CGFloat? {
        if v.frame.height > 0 { return v.frame.height }
        let h = v.intrinsicContentSize.height
        return h > 0 && h.isFinite ? h : nil
    }

    /// The window's frame while the keyboard is up.
    var onscreenWindowFrame: CGRect {
        let b = screen.bounds
        let h = bodyHeight + accessoryHeight + candidateHeight
        let o = SoftwareKeyboard.previewOverhang
        return CGRect(x: 0, y: b.height - h - o, width: b.width, height: h + o)
    }

    /// `frame` moved down so the keyboard is just below the screen.
    func offscreen(_ f: CGRect) -> CGRect {
        CGRect(x: f.minX, y: screen.bounds.height - SoftwareKeyboard.previewOverhang, width: f.width, height: f.height)
    }

    var hiddenFrame: CGRect { keyboardFrame(ofWindowFrame: offscreen(onscreenWindowFrame)) }

    /// The keyboard's frame (accessory and keys) in screen coordinates for a window frame.
    func keyboardFrame(ofWindowFrame f: CGRect) -> CGRect {
        let o = SoftwareKeyboard.previewOverhang
        return CGRect(x: f.minX, y: f.minY + o, width: f.width, height: max(0, f.height - o))
    }

    /// Puts the input view (or the keys) and the accessory in the window.
    func install(inputView: UIView?, accessory: UIView?) {
        if shownAccessory !== accessory {
            if shownAccessory?.superview === window.content { shownAccessory?.removeFromSuperview() }
            shownAccessory = accessory
            if let accessory { window.content.addSubview(accessory) }
        }
        if shownInputView !== inputView {
            if shownInputView?.superview === window.content { shownInputView?.removeFromSuperview() }
            shownInputView = inputView
            if let inputView { window.content.addSubview(inputView) }
        }
        keysView.isHidden = inputView != nil || !showsKeys
        if keysView.isHidden { keysView.cancelTracking() }
    }

    /// Lays out the accessory over the keys or the input view.
    func layoutContent() {
        let w = screen.bounds.width
        let a = accessoryHeight
        let c = candidateHeight
        let body = bodyHeight
        window.content.frame = CGRect(x: 0, y: SoftwareKeyboard.previewOverhang, width: w, height: a + c + body)
        shownAccessory?.frame = CGRect(x: 0, y: 0, width: w, height: a)
        candidateBar.frame = CGRect(x: 0, y: a, width: w, height: c)
        let bodyFrame = CGRect(x: 0, y: a + c, width: w, height: body)
        shownInputView?.frame = bodyFrame
        keysView.screenSize = screen.bounds.size
        keysView.frame = bodyFrame
    }
}

/// Something the keyboard shows for the active text input.
struct KeyboardPresentation {
    var request: KeyboardRequest
    var dark: Bool
    var returnEnabled: Bool
    var capitalize: Bool
    var inputView: UIView?
    var accessory: UIView?
    /// Whether the keys show (the policy may leave only the input's own views).
    var showsKeys = true
}

/// A change of the keyboard's frame, reported before the slide (`will`) and after (`did`).
struct KeyboardFrameChange: Equatable {
    enum Phase: Equatable { case will, did }
    var phase: Phase
    /// The keyboard's frame before and after, in screen coordinates.
    var begin: CGRect
    var end: CGRect
    var duration: TimeInterval
    var curve: Int
    /// Whether the keyboard is going away.
    var hiding: Bool
}
