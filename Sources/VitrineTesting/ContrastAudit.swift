import Foundation
import Vitrine
import VitrineGraphics

/// Measures, on the pixels a harness has rendered, how every visible piece of text reads
/// against what is behind it (WCAG 2.x 1.4.3 Contrast (Minimum)).
///
/// For each view that draws text (`UILabel`, so button titles, bar titles, cells, alerts,
/// segments and tab items too, whose titles are labels; `UITextField`'s text or placeholder;
/// `UITextView`; a view of the app's own that reports what it draws, ``ContrastAuditDrawnText``) it takes the screen pixels of the text's frame: the background is their
/// dominant colour, the text colour the pixel furthest in luminance from it. Rendered pixels,
/// not the declared colour, decide: they include what the colour alone does not (the alpha of
/// the view and its ancestors, a dimming view in front, translucent bars, a tint turned grey),
/// and they are what a reader sees. The declared colour composited over the background is
/// reported beside it. Antialiasing can only lower the measured ratio, so the audit errs on
/// the strict side.
///
/// Text that is not really seen is left out and listed in ``Result/skipped``: hidden or
/// transparent views, text clipped by more than half, and text covered by another view (one
/// that would take a touch there: a bar, an alert's dimming, a window in front).
///
/// ```swift
/// let h = HeadlessHarness(width: 1280, height: 800)
/// for appearance in ContrastAppearance.standard {
///     appearance.apply(h.screen)
///     h.window.rootViewController = MyViewController()
///     h.renderFrames()
///     let failing = ContrastAudit.measure(h, screen: appearance.name).texts.filter { !$0.passes && !$0.isInactive }
///     XCTAssertEqual(failing.count, 0, ContrastAudit.report(failing))
/// }
/// ```
@MainActor
public enum ContrastAudit {
    /// What an audit found.
    public struct Result: Sendable {
        /// Every piece of text measured, in the order the views are drawn.
        public var texts: [TextContrast] = []
        /// Text that was not measured, and why (`UILabel “Title”: covered by UINavigationBar`).
        public var skipped: [String] = []
    }

    /// Audits every window of `harness`'s screen as drawn now (call `renderFrames()` first);
    /// `screen` names it in each finding.
    public static func measure(_ harness: HeadlessHarness, screen: String = "") -> Result {
        let shot = harness.screenshot(orientation: .panel)
        var result = Result()
        let windows = harness.screen.windows
        for (i, window) in windows.enumerated() {
            var walker = Walker(harness: harness, screen: screen, shot: shot, window: window, above: Array(windows[(i + 1)...]))
            walker.walk(window, alpha: 1)
            result.texts += walker.result.texts
            result.skipped += walker.result.skipped
        }
        return result
    }

    /// The worst `limit` of `texts` (lowest ratio against what each needs first), one a line.
    public static func report(_ texts: [TextContrast], limit: Int = 25) -> String {
        let worst = texts.sorted { $0.ratio / $0.required < $1.ratio / $1.required }
        var lines = worst.prefix(limit).map { "  \($0)" }
        if worst.count > limit { lines.append("  … and \(worst.count - limit) more") }
        return lines.joined(separator: "\n")
    }

    /// One window's walk.
    @MainActor private struct Walker {
        let harness: HeadlessHarness
        let screen: String
        let shot: PixelBuffer
        let window: UIWindow
        let above: [UIWindow]
        var result = Result()

        mutating func walk(_ view: UIView, alpha: CGFloat) {
            let alpha = alpha * view.alpha
            guard !view.isHidden, alpha > 0.01 else { return }
            if let label = view as? UILabel {
                let text = label.attributedText?.string ?? label.text ?? ""
                let lines = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: label.numberOfLines)
                let h = min(lines.height, label.bounds.height)
                let rect = CGRect(x: label.bounds.minX, y: label.bounds.midY - h / 2, width: label.bounds.width, height: h)
                add(label, text, .text, rect, font: label.font, color: label.attributedColor ?? label.textColor, alpha: alpha,
                    inactive: !label.isEnabled)
            } else if let field = view as? UITextField {
                if let text = field.text, !text.isEmpty {
                    let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
                    add(field, shown, .text, field.isEditing ? field.editingRect(forBounds: field.bounds) : field.textRect(forBounds: field.bounds),
                        font: field.font, color: field.textColor, alpha: alpha, inactive: false)
                } else if let placeholder = field.attributedPlaceholder, placeholder.length > 0 {
                    let color = placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor ?? .placeholderText
                    add(field, placeholder.string, .placeholder, field.placeholderRect(forBounds: field.bounds),
                        font: field.font, color: color, alpha: alpha, inactive: false)
                }
            } else if let textView = view as? UITextView, let text = textView.text, !text.isEmpty {
                add(textView, text, .text, textView.bounds.inset(by: textView.textContainerInset),
                    font: textView.font, color: textView.textColor ?? .label, alpha: alpha, inactive: false)
            }
            if let drawing = view as? any ContrastAuditDrawnText {
                for t in drawing.auditedText {
                    add(view, t.text, .text, t.rect, font: t.font, color: t.color, alpha: alpha, inactive: t.isInactive)
                }
            }
            for s in view.subviews { walk(s, alpha: alpha) }
        }

        private mutating func add(_ view: UIView, _ text: String, _ role: TextContrast.Role, _ rect: CGRect, font: UIFont?,
                                  color: UIColor?, alpha: CGFloat, inactive: Bool) {
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, rect.width >= 1, rect.height >= 1 else { return }
            let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
            let name = "\(type(of: view)) “\(short)”"
            let full = view.convert(rect, to: nil)
            var visible = full.intersection(window.bounds)
            var ancestor = view.superview
            while let a = ancestor, !visible.isNull {
                if a.clipsToBounds { visible = visible.intersection(a.convert(a.bounds, to: nil)) }
                ancestor = a.superview
            }
            guard !visible.isNull, visible.width * visible.height >= full.width * full.height / 2 else {
                return result.skipped.append("[\(screen)] \(name): clipped (less than half of it shows)")
            }
            if let cover = coveringView(of: view, at: CGPoint(x: visible.midX, y: visible.midY)) {
                return result.skipped.append("[\(screen)] \(name): covered by \(type(of: cover))")
            }
            // Window points to screen points: a window need not sit at the screen's origin (the keyboard's).
            let onScreen = visible.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            guard let sample = Self.sample(harness.pixelRect(of: onScreen), in: shot) else { return }
            let font = font ?? .systemFont(ofSize: 17)
            let resolved = color.map { $0.resolvedColor(with: view.traitCollection).color }
            let declared = resolved.map {
                WCAGContrast.composite(Self.rgb($0), alpha: Double($0.alpha * alpha), over: sample.background)
            }
            result.texts.append(TextContrast(
                screen: screen, text: short, view: Self.path(of: view), role: role, frame: onScreen, pointSize: Double(font.pointSize),
                isBold: font.fontDescriptor.symbolicTraits.contains(.traitBold),
                isInactive: inactive || Self.inDisabledControl(view), color: color, opacity: Double(alpha),
                background: sample.background, foreground: sample.foreground, declared: declared,
                ratio: WCAGContrast.ratio(sample.foreground, sample.background)))
        }

        /// The view that would take a touch at `p` instead of `view` or what contains it: a
        /// view in front in the same window, or a window in front.
        private func coveringView(of view: UIView, at p: CGPoint) -> UIView? {
            for w in above.reversed() {
                if let hit = w.hitTest(w.convert(p, from: window), with: nil) { return hit }
            }
            guard let hit = window.hitTest(p, with: nil) else { return nil }
            if hit === view || view.isDescendant(of: hit) || hit.isDescendant(of: view) { return nil }
            return hit
        }

        /// The dominant colour of `rect`'s pixels and the pixel furthest from it in luminance.
        static func sample(_ rect: PixelRect, in shot: PixelBuffer) -> (background: UInt32, foreground: UInt32)? {
            guard rect.width > 0, rect.height > 0 else { return nil }
            var counts: [UInt32: Int] = [:]
            for y in rect.y..<(rect.y + rect.height) {
                let row = shot.row(y)
                for x in rect.x..<(rect.x + rect.width) { counts[row[x] & 0xFFFFFF, default: 0] += 1 }
            }
            guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })?.key else { return nil }
            let lb = WCAGContrast.luminance(background)
            var foreground = background, distance = -1.0
            for c in counts.keys.sorted() {
                let d = abs(WCAGContrast.luminance(c) - lb)
                if d > distance { distance = d; foreground = c }
            }
            return (background, foreground)
        }

        static func rgb(_ c: Color) -> UInt32 {
            func byte(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
            return byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }

        /// Whether a control around `view` (or `view` itself) is disabled.
        static func inDisabledControl(_ view: UIView) -> Bool {
            var v: UIView? = view
            while let c = v {
                if let control = c as? UIControl, !control.isEnabled { return true }
                v = c.superview
            }
            return false
        }

        /// `Controller › Superview › View#identifier`: the nearest view controller, the last
        /// classes on the way to the view, the nearest accessibility identifier.
        static func path(of view: UIView) -> String {
            var names: [String] = []
            var identifier: String?
            var controller: String?
            var v: UIView? = view
            while let c = v {
                if identifier == nil, let id = c.accessibilityIdentifier, !id.isEmpty { identifier = id }
                if let vc = c.next as? UIViewController { controller = "\(type(of: vc))"; break }
                names.append("\(type(of: c))")
                v = c.superview
            }
            let shown = names.prefix(3).reversed().joined(separator: " › ")
            return ([controller].compactMap { $0 } + [shown]).joined(separator: " › ") + (identifier.map { "#\($0)" } ?? "")
        }
    }
}

extension UILabel {
    /// The colour of the attributed text's first run, when it sets one.
    fileprivate var attributedColor: UIColor? {
        guard let a = attributedText, a.length > 0 else { return nil }
        return a.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }
}

extension HeadlessHarness {
    /// The panel pixels a rectangle in window points covers (any orientation), cut to the
    /// panel unless `clamped` is false.
    public func pixelRect(of r: CGRect, clamped: Bool = true) -> PixelRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { panelPoint($0) }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        var x0 = Int((xs.min() ?? 0).rounded()), x1 = Int((xs.max() ?? 0).rounded())
        var y0 = Int((ys.min() ?? 0).rounded()), y1 = Int((ys.max() ?? 0).rounded())
        if clamped {
            (x0, x1) = (max(0, x0), min(display.pixelSize.width, x1))
            (y0, y1) = (max(0, y0), min(display.pixelSize.height, y1))
        }
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
