import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What the blinking caret costs (issue 15): the reference UI frame (`UIFrameScene`) with a
/// one-line text input on top, first responder, its caret blinking through `UITextInteraction`
/// on a virtual clock; each timed iteration moves the clock half a blink period (0.5 s) and
/// runs the frame that switches the caret (layout, damage, render, present on a
/// double-buffered headless display at scale 1).
///
/// - `caret-blink-frame`: the blink frame; `damage_pixels` is the last frame's damage (the
///   caret's 2×20 rectangle is 40 pixels), `full_frame_median_ms` the same scene's
///   full-screen redraw for comparison, `fraction` the first over the second.
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum CaretBlinkBench {
    static func run(size: PixelSize, iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height))
        let field = BenchTextInput(text: "Kim Minjun", frame: CGRect(x: 40, y: 40, width: 400, height: 20))
        window.addSubview(field)
        let interaction = UITextInteraction(for: .editable)
        field.addInteraction(interaction)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        guard field.becomeFirstResponder() else { fail("caret-blink-frame: the input did not become first responder"); return [] }
        loop.runUntilIdle()

        var damage = 0, frames = 0
        let blink = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            let before = display.presentedFrameCount
            clock.advance(to: clock.now + 0.5)
            loop.runUntilIdle()
            frames += display.presentedFrameCount - before
            damage = display.lastDamage.area
        }
        if frames != blink.iterations + 4 { fail("caret-blink-frame: \(frames) frames for \(blink.iterations + 4) blinks") }
        let differing = pixelsDifferingFromFullRedraw(screen, display, size)
        if differing > 0 { fail("caret-blink-frame: \(differing) px on screen differ from a full redraw") }
        let full = FrameTimer.measure(warmup: 2, iterations: max(20, iterations / 5), budget: budget) {
            window.setNeedsDisplay(window.bounds)
            loop.runUntilIdle()
        }
        return [ScrollBench.Figure(name: "caret-blink-frame", size: size, stats: blink, fields: [
            ("damage_pixels", "\(damage)"), ("full_frame_median_ms", String(format: "%.3f", full.medianMs)),
            ("fraction", String(format: "%.4f", blink.medianMs / full.medianMs)),
        ])]
    }

    private static func pixelsDifferingFromFullRedraw(_ screen: UIScreen, _ display: HeadlessDisplay, _ size: PixelSize) -> Int {
        guard let front = display.frontBuffer else { return size.width * size.height }
        let reference = screen.renderFullFrame()
        var differing = 0
        for y in 0..<size.height {
            let a = front.row(y), b = reference.row(y)
            for x in 0..<size.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF { differing += 1 }
        }
        return differing
    }
}

/// The smallest one-line `UITextInput` (10-point cells), for the caret benchmark.
@MainActor
private final class BenchTextInput: UIView, UITextInput {
    var units: [UInt16]
    var selection: NSRange
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    var markedTextStyle: [NSAttributedString.Key: Any]?

    init(text: String, frame: CGRect) {
        units = Array(text.utf16)
        selection = NSRange(location: units.count, length: 0)
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { true }
    private func off(_ p: UITextPosition) -> Int { (p as? IndexedTextPosition)?.offset ?? 0 }
    private func nsRange(_ r: UITextRange) -> NSRange { (r as? IndexedTextRange)?.range ?? NSRange(location: 0, length: 0) }

    var hasText: Bool { !units.isEmpty }
    func insertText(_ text: String) { replace(IndexedTextRange(selection), withText: text) }
    func deleteBackward() {}
    func text(in range: UITextRange) -> String? {
        let r = nsRange(range)
        guard r.location + r.length <= units.count else { return nil }
        return String(decoding: units[r.location..<r.location + r.length], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {
        let r = nsRange(range)
        guard r.location + r.length <= units.count else { return }
        units.replaceSubrange(r.location..<r.location + r.length, with: Array(text.utf16))
        selection = NSRange(location: r.location + text.utf16.count, length: 0)
    }
    var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selection) }
        set { if let r = newValue { selection = nsRange(r) } }
    }
    var markedTextRange: UITextRange? { nil }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(units.count) }
    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? { IndexedTextRange(from: off(a), to: off(b)) }
    func position(from p: UITextPosition, offset: Int) -> UITextPosition? {
        let o = off(p) + offset
        return (0...units.count).contains(o) ? IndexedTextPosition(o) : nil
    }
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        position(from: p, offset: direction == .left ? -offset : offset)
    }
    func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        off(a) < off(b) ? .orderedAscending : off(a) > off(b) ? .orderedDescending : .orderedSame
    }
    func offset(from a: UITextPosition, to b: UITextPosition) -> Int { off(b) - off(a) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { range.end }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { caretRect(for: range.start) }
    func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: CGFloat(off(position)) * 10 - 1, y: 0, width: 2, height: 20) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(min(max(0, Int((point.x / 10).rounded())), units.count))
    }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestPosition(to: point) }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }

    override func draw(_ rect: CGRect) {
        (String(decoding: units, as: UTF16.self) as NSString)
            .draw(at: CGPoint(x: 0, y: 2), withAttributes: [.font: UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)])
    }
}
