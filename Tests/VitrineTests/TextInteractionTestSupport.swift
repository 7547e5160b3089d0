import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A custom text view as an app writes one, adopting `UITextInput` with the simplest
/// geometry: every UTF-16 unit is a 10-point cell, lines (split at "\n") are 20 points high,
/// from the view's origin. The caret rectangle at offset `i` of a line is 2 points wide,
/// centred on the cell edge (`x = 10·i − 1`). It records every `replace(_:withText:)`.
@MainActor class MonoTextView: UIView, UITextInput {
    static let cell: CGFloat = 10
    static let line: CGFloat = 20

    private(set) var units: [UInt16]
    var text: String { String(decoding: units, as: UTF16.self) }
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var secure = false
    var replaceLog: [(NSRange, String)] = []
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    var markedTextStyle: [NSAttributedString.Key: Any]?

    init(text: String, frame: CGRect) {
        units = Array(text.utf16)
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { true }
    var isSecureTextEntry: Bool { secure }

    // MARK: Layout

    /// (line, column) of a UTF-16 offset.
    func lineColumn(_ offset: Int) -> (Int, Int) {
        var line = 0, col = 0
        for u in units.prefix(max(0, min(offset, units.count))) {
            if u == 10 { line += 1; col = 0 } else { col += 1 }
        }
        return (line, col)
    }

    /// The lines as (start offset, length).
    var lines: [(Int, Int)] {
        var out: [(Int, Int)] = [], start = 0
        for (i, u) in units.enumerated() where u == 10 { out.append((start, i - start)); start = i + 1 }
        out.append((start, units.count - start))
        return out
    }

    func off(_ p: UITextPosition) -> Int { (p as? IndexedTextPosition)?.offset ?? 0 }
    func range(_ r: UITextRange) -> NSRange { (r as? IndexedTextRange)?.range ?? NSRange(location: 0, length: 0) }

    // MARK: UIKeyInput

    var hasText: Bool { !units.isEmpty }
    func insertText(_ t: String) { replace(IndexedTextRange(marked ?? selection), withText: t); marked = nil }
    func deleteBackward() {
        if selection.length > 0 { replace(IndexedTextRange(selection), withText: ""); return }
        guard selection.location > 0 else { return }
        replace(IndexedTextRange(NSRange(location: selection.location - 1, length: 1)), withText: "")
    }

    // MARK: UITextInput

    func text(in range: UITextRange) -> String? {
        let r = self.range(range)
        guard r.location + r.length <= units.count else { return nil }
        return String(decoding: units[r.location..<r.location + r.length], as: UTF16.self)
    }

    func replace(_ range: UITextRange, withText t: String) {
        let r = self.range(range)
        guard r.location + r.length <= units.count else { return }
        replaceLog.append((r, t))
        units.replaceSubrange(r.location..<r.location + r.length, with: Array(t.utf16))
        selection = NSRange(location: r.location + t.utf16.count, length: 0)
        setNeedsDisplay()
    }

    var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selection) }
        set {
            guard let r = newValue.map(range) else { return }
            selection = NSRange(location: min(r.location, units.count), length: max(0, min(r.length, units.count - r.location)))
        }
    }

    var markedTextRange: UITextRange? { marked.map { IndexedTextRange($0) } }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let t = markedText ?? ""
        let at = (marked ?? selection)
        replace(IndexedTextRange(at), withText: t)
        marked = NSRange(location: at.location, length: t.utf16.count)
    }
    func unmarkText() { marked = nil }

    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(units.count) }
    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? { IndexedTextRange(from: off(a), to: off(b)) }
    func position(from p: UITextPosition, offset: Int) -> UITextPosition? {
        let o = off(p) + offset
        return (0...units.count).contains(o) ? IndexedTextPosition(o) : nil
    }
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left: return position(from: p, offset: -offset)
        case .right: return position(from: p, offset: offset)
        default: return nil
        }
    }
    func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        off(a) < off(b) ? .orderedAscending : off(a) > off(b) ? .orderedDescending : .orderedSame
    }
    func offset(from a: UITextPosition, to b: UITextPosition) -> Int { off(b) - off(a) }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textRange(from: position, to: position)
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: Geometry

    func caretRect(for position: UITextPosition) -> CGRect {
        let (l, c) = lineColumn(off(position))
        return CGRect(x: CGFloat(c) * Self.cell - 1, y: CGFloat(l) * Self.line, width: 2, height: Self.line)
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let r = self.range(range)
        guard r.length > 0 else { return [] }
        let (l0, c0) = lineColumn(r.location), (l1, c1) = lineColumn(r.location + r.length)
        var out: [UITextSelectionRect] = []
        for l in l0...l1 {
            let from = l == l0 ? c0 : 0
            let to = l == l1 ? c1 : lines[l].1
            out.append(UITextSelectionRect(rect: CGRect(x: CGFloat(from) * Self.cell, y: CGFloat(l) * Self.line,
                                                        width: CGFloat(to - from) * Self.cell, height: Self.line),
                                           containsStart: l == l0, containsEnd: l == l1))
        }
        return out
    }

    func firstRect(for range: UITextRange) -> CGRect { selectionRects(for: range).first?.rect ?? caretRect(for: range.start) }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        let ls = lines
        let l = min(max(0, Int((point.y / Self.line).rounded(.down))), ls.count - 1)
        let c = min(max(0, Int((point.x / Self.cell).rounded())), ls[l].1)
        return IndexedTextPosition(ls[l].0 + c)
    }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let p = off(closestPosition(to: point) ?? range.start)
        let r = self.range(range)
        return IndexedTextPosition(min(max(p, r.location), r.location + r.length))
    }
    func characterRange(at point: CGPoint) -> UITextRange? {
        let p = off(closestPosition(to: CGPoint(x: point.x - Self.cell / 2, y: point.y)) ?? beginningOfDocument)
        return p < units.count ? IndexedTextRange(NSRange(location: p, length: 1)) : nil
    }

    // MARK: Drawing (each unit centred in its cell, monospaced, black)

    override func draw(_ rect: CGRect) {
        let font = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        for (l, (start, len)) in lines.enumerated() {
            for c in 0..<len {
                let ch = String(decoding: [units[start + c]], as: UTF16.self)
                let s = secure ? "•" : ch
                (s as NSString).draw(at: CGPoint(x: CGFloat(c) * Self.cell + 1, y: CGFloat(l) * Self.line + 2),
                                     withAttributes: [.font: font, .foregroundColor: UIColor.black])
            }
        }
    }
}

/// A delegate recording what the interaction told it, and answering `shouldBegin`.
@MainActor final class RecordingTextInteractionDelegate: UITextInteractionDelegate {
    var allow = true
    var log: [String] = []
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
        log.append("shouldBegin"); return allow
    }
    func interactionWillBegin(_ interaction: UITextInteraction) { log.append("willBegin") }
    func interactionDidEnd(_ interaction: UITextInteraction) { log.append("didEnd") }
}

/// A harness with a `MonoTextView` at (20, 100) in a 320×240 window and an interaction on it.
@MainActor struct TextInteractionScene {
    let h: HeadlessHarness
    let view: MonoTextView
    let interaction: UITextInteraction
    static let origin = CGPoint(x: 20, y: 100)

    init(text: String = "hello world foo", mode: UITextInteractionMode = .editable,
         size: CGSize = CGSize(width: 280, height: 60), origin: CGPoint = TextInteractionScene.origin, scale: Double = 1) {
        UIPasteboard.general.items = []
        h = HeadlessHarness(width: 320, height: 240, scale: scale)
        h.window.backgroundColor = UIColor(rgb: 0xEEEEEE)
        view = MonoTextView(text: text, frame: CGRect(origin: origin, size: size))
        h.window.addSubview(view)
        interaction = UITextInteraction(for: mode)
        view.addInteraction(interaction)
        h.renderFrames()
    }

    /// The window point of the text's point (line `line`, x `x` points from the text's left).
    func point(x: CGFloat, line: Int = 0) -> CGPoint {
        CGPoint(x: view.frame.minX + x, y: view.frame.minY + CGFloat(line) * MonoTextView.line + MonoTextView.line / 2)
    }

    /// A single tap, then long enough for the double tap to fail (the tap waits for it).
    func tap(_ p: CGPoint) {
        h.tap(at: p)
        h.advance(by: 0.5)
    }

    func doubleTap(_ p: CGPoint) {
        h.tap(at: p)
        h.advance(by: 0.1)
        h.tap(at: p)
        h.renderFrames()
    }

    /// The menu view, when shown.
    var menu: EditMenuView? { interaction.menu }

    /// Taps the menu item for `action` through the touch path.
    func tapMenuItem(_ action: UIResponderStandardEditAction) {
        guard let m = menu, let i = m.actions.firstIndex(of: action) else { return XCTFail("no \(action) in the menu") }
        // The centre of the item's label.
        let label = m.subviews.compactMap { $0 as? UILabel }[i]
        h.tap(at: m.convert(CGPoint(x: label.frame.midX, y: label.frame.midY), to: h.window))
        h.renderFrames()
    }
}

extension HeadlessHarness {
    /// Advances the clock to `time`; returns the number of frames presented on the way.
    func advanceFrames(to time: Double) -> Int {
        let before = display.presentedFrameCount
        advance(by: time - clock.now)
        return display.presentedFrameCount - before
    }
}
