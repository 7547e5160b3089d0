import Foundation
import Vitrine
import VitrinePlatform

/// The keys of the on-screen keyboard: lays out the current page of the layout
/// (``KeyboardMetrics``), tracks touches as iOS's keyboard does — a character key types when
/// the finger lifts, and the finger may slide to another key first (the preview follows);
/// backspace deletes at once and repeats while held; shift toggles at once; a held letter
/// opens its variants (`KeyboardView+Accents.swift`) — and turns taps into ``Action``s.
/// Shift, caps lock and the pages are its own state.
@MainActor
final class KeyboardView: UIView {
    /// What a tap asks of the text input (page and shift changes stay inside).
    enum Action: Equatable {
        /// Type the text (a letter, a symbol, a space, `".com"`).
        case text(String)
        /// Delete backward.
        case backspace
        /// The return key.
        case returnKey
        /// Switch the input mode.
        case globe
        /// Put the keyboard away.
        case dismiss
    }

    /// Delay before backspace repeats, and the interval of the repeats, in seconds (UIKit's
    /// keyboard: about half a second, then ten a second).
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    /// Where the actions go.
    var onAction: ((Action) -> Void)?
    /// Called when shift or the page changes (the host keeps its auto-capitalization state).
    var onStateChange: (() -> Void)?
    /// Called when the interface style or the contrast changes (a `.default` appearance
    /// follows the style; Increase Contrast picks the high-contrast palette).
    var onTraitsChange: (() -> Void)?
    /// The clock key repeat runs on.
    let clock: any Clock

    private(set) var request = KeyboardRequest()
    private(set) var page = KeyboardPage.letters
    private(set) var layout = KeyboardLayout.make(KeyboardRequest(), page: .letters)
    private(set) var shiftState = KeyboardKeyView.ShiftState.off
    var palette: KeyboardPalette = .light {
        didSet {
            guard palette != oldValue else { return }
            backgroundColor = palette.background
            preview.palette = palette
            accents.palette = palette
            for k in keyViews { k.palette = palette }
        }
    }
    /// Whether the return key works (`enablesReturnKeyAutomatically` with no text: not).
    var isReturnEnabled = true { didSet { updateKeyStates() } }

    private(set) var keyViews: [KeyboardKeyView] = []
    let preview = KeyPreviewView(frame: .zero)
    /// The long-press popup of a held letter's variants.
    let accents = KeyAccentsView(frame: .zero)
    /// The touch holding a letter with variants, and the timer that opens its popup.
    var accentTouch: ObjectIdentifier?
    var accentTimer: ClockTimer?
    /// The screen size the metrics follow.
    var screenSize: CGSize = .zero { didSet { if screenSize != oldValue { setNeedsLayout() } } }
    private var touchAreas: [CGRect] = []
    /// The touches on keys, and the key each is on.
    var tracked: [ObjectIdentifier: (touch: UITouch, key: Int)] = [:]
    private var repeatTimer: ClockTimer?

    init(clock: any Clock) {
        self.clock = clock
        super.init(frame: .zero)
        isMultipleTouchEnabled = true
        backgroundColor = palette.background
        rebuildKeys()
    }

    required init?(coder: NSCoder) { return nil }

    var metrics: KeyboardMetrics { KeyboardMetrics(screenSize: screenSize) }

    // MARK: State

    /// Sets the keyboard `request` asks for, on its first page, shift off.
    func configure(_ request: KeyboardRequest) {
        let changed = request != self.request
        self.request = request
        if changed { page = request.initialPage; shiftState = .off; rebuildKeys() }
    }

    /// Turns to `page`.
    func setPage(_ page: KeyboardPage) {
        guard page != self.page else { return }
        self.page = page
        rebuildKeys()
        onStateChange?()
    }

    /// Sets shift (auto-capitalization and the shift key); caps lock stays until tapped off.
    func setShift(_ state: KeyboardKeyView.ShiftState) {
        guard state != shiftState else { return }
        shiftState = state
        updateKeyStates()
    }

    /// Whether letters type their shifted text now.
    var isShifted: Bool { shiftState != .off }

    private func rebuildKeys() {
        cancelTracking()
        layout = KeyboardLayout.make(request, page: page)
        for k in keyViews { k.removeFromSuperview() }
        keyViews = layout.keys.map { KeyboardKeyView(key: $0) }
        // Pads highlight a touched key instead of showing the preview (as iOS's pads do).
        let previews = layout.maximumWidth == nil
        for k in keyViews {
            k.palette = palette
            k.showsPreview = previews && k.key.showsPreview
            addSubview(k)
        }
        preview.removeFromSuperview()
        addSubview(preview)
        accents.removeFromSuperview()
        addSubview(accents)
        updateKeyStates()
        setNeedsLayout()
    }

    private func updateKeyStates() {
        for k in keyViews {
            k.shifted = isShifted
            updateAccentActions(k)
            switch k.key.role {
            case .shift: k.shiftState = shiftState
            case .returnKey:
                k.isEnabled = isReturnEnabled
                k.isProminent = request.returnIsProminent
            default: break
            }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
            || previousTraitCollection?.accessibilityContrast != traitCollection.accessibilityContrast {
            onTraitsChange?()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frames = metrics.frames(of: layout, width: bounds.width).flatMap { $0 }
        touchAreas = frames.map(\.touchArea)
        for (k, f) in zip(keyViews, frames) where k.frame != f.frame { k.frame = f.frame }
    }

    // MARK: Finding keys

    /// The index of the key whose touch area holds `p` (the nearest row and key for points
    /// on the edges).
    func keyIndex(at p: CGPoint) -> Int? {
        if touchAreas.count != keyViews.count { layoutIfNeeded() }
        if let i = touchAreas.firstIndex(where: { $0.contains(p) }) { return i }
        guard !touchAreas.isEmpty, bounds.insetBy(dx: -1, dy: -1).contains(p) else { return nil }
        // A point in a pad's margins: the nearest key.
        func distance(_ r: CGRect) -> CGFloat { hypot(max(r.minX - p.x, 0, p.x - r.maxX), max(r.minY - p.y, 0, p.y - r.maxY)) }
        return touchAreas.indices.min { distance(touchAreas[$0]) < distance(touchAreas[$1]) }
    }

    /// The index of the first key with `role` on this page.
    func keyIndex(of role: KeyboardKey.Role) -> Int? { layout.keys.firstIndex { $0.role == role } }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The keys and the preview do not take touches: the keyboard tracks them itself.
        guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        return self
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let i = keyIndex(at: t.location(in: self)) else { continue }
            tracked[ObjectIdentifier(t)] = (t, i)
            press(i)
            holdForAccents(t, key: i)
            let key = keyViews[i].key
            switch key.role {
            case .backspace:
                onAction?(.backspace)
                startRepeat()
            case .shift:
                tapShift(tapCount: t.tapCount)
            default: break
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches {
            guard let entry = tracked[ObjectIdentifier(t)] else { continue }
            // With the variants up, the finger picks one.
            if accentsTrack(t) { continue }
            // A finger on a character key may slide to another character key; function keys
            // keep their touch.
            guard keyViews[entry.key].key.isCharacter, let i = keyIndex(at: t.location(in: self)), i != entry.key,
                  keyViews[i].key.isCharacter else { continue }
            release(entry.key)
            tracked[ObjectIdentifier(t)] = (t, i)
            press(i)
            holdForAccents(t, key: i)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches {
            guard let entry = tracked.removeValue(forKey: ObjectIdentifier(t)) else { continue }
            let variant = accentsEnd(t)
            release(entry.key)
            if let variant { typeText(variant) } else { fire(entry.key) }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for t in touches {
            guard let entry = tracked.removeValue(forKey: ObjectIdentifier(t)) else { continue }
            _ = accentsEnd(t)
            release(entry.key)
        }
    }

    /// Forgets every touch (the layout changes, the keyboard hides).
    func cancelTracking() {
        for (_, e) in tracked where e.key < keyViews.count { keyViews[e.key].isPressed = false }
        tracked.removeAll()
        stopRepeat()
        preview.hide()
        cancelAccents()
    }

    private func press(_ i: Int) {
        let k = keyViews[i]
        k.isPressed = true
        if k.showsPreview, !accents.isShowing {
            preview.show(k.key.label(shifted: isShifted), over: k.frame, width: bounds.width)
        }
    }

    private func release(_ i: Int) {
        guard i < keyViews.count else { return }
        keyViews[i].isPressed = false
        if keyViews[i].key.role == .backspace { stopRepeat() }
        if accents.isShowing || !tracked.values.contains(where: { keyViews[$0.key].showsPreview }) { preview.hide() }
        else if let other = tracked.values.first(where: { keyViews[$0.key].showsPreview }) {
            let k = keyViews[other.key]
            preview.show(k.key.label(shifted: isShifted), over: k.frame, width: bounds.width)
        }
    }

    /// One tap toggles shift; the second tap of a double tap locks capitals — also when the
    /// first tap turned an automatic shift off; a tap on caps lock ends it.
    private func tapShift(tapCount: Int) {
        switch shiftState {
        case .locked: shiftState = .off
        case .on, .off: shiftState = tapCount >= 2 ? .locked : (shiftState == .on ? .off : .on)
        }
        updateKeyStates()
        onStateChange?()
    }

    /// What a lifted finger does on key `i`.
    private func fire(_ i: Int) {
        guard i < keyViews.count else { return }
        let key = keyViews[i].key
        switch key.role {
        case .character, .space:
            guard let text = key.text(shifted: isShifted) else { return }
            typeText(text)
            // iOS goes back to the letters after a space typed on the numbers or symbols page.
            if key.role == .space, page != .letters, request.hasLetters { setPage(.letters) }
        case .returnKey:
            guard isReturnEnabled else { return }
            onAction?(.returnKey)
        case .page(let p): setPage(p)
        case .globe: onAction?(.globe)
        case .dismiss: onAction?(.dismiss)
        case .shift, .backspace: break
        }
    }

    /// Types `text` from a character key (or one of its variants).
    func typeText(_ text: String) {
        // A one-letter shift ends with the letter (before the input's change can turn it on
        // again for the next one: auto-capitalization).
        if shiftState == .on { setShift(.off) }
        onAction?(.text(text))
    }

    // MARK: Key repeat

    private func startRepeat() {
        stopRepeat()
        repeatTimer = clock.schedule(after: KeyboardView.repeatDelay) { [weak self] in self?.repeatBackspace() }
    }

    private func repeatBackspace() {
        onAction?(.backspace)
        repeatTimer = clock.schedule(after: KeyboardView.repeatInterval) { [weak self] in self?.repeatBackspace() }
    }

    private func stopRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
    }
}
