import Foundation
import Vitrine
import VitrinePlatform

/// The stack-view layout figures: a vertical `UIStackView` of 100 arranged views of fixed
/// intrinsic sizes (spacing 8, alignment `.fill`) pinned to a 400-point-wide container by its
/// leading, trailing and top edges (its height comes from the views).
/// `layout-stack-100`: built and laid out from scratch (views, the stack's constraints, the
/// solve, the frames). `layout-stack-100-relayout`: the container's width changes (400 ↔ 360)
/// and the built tree lays out again (a constant edit, the re-solve, 100 new frames).
enum LayoutStackBench {
    struct Figure {
        let name: String
        let stats: FrameStats
        let detail: String

        var json: String {
            String(format: "{\"name\":\"%@\",\"views\":100,\"median_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"iterations\":%d}",
                   name, stats.medianMs, stats.minMs, stats.maxMs, stats.iterations)
        }
        var text: String {
            "\(name): median \(Report.fixed(stats.medianMs)) ms, min \(Report.fixed(stats.minMs)) ms, max \(Report.fixed(stats.maxMs)) ms over \(stats.iterations) (\(detail))"
        }
    }

    /// A view with a fixed intrinsic content size (what a one-line label reports).
    final class FixedSizeView: UIView {
        let size: CGSize
        init(_ size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { return nil }

        override var intrinsicContentSize: CGSize { size }
    }

    static let count = 100

    /// Builds the container and its stack (not laid out).
    @MainActor
    static func build() -> (container: UIView, stack: UIStackView, last: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let views = (0..<count).map { i in FixedSizeView(CGSize(width: 120 + CGFloat(i % 5) * 10, height: 20 + CGFloat(i % 3) * 4)) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, stack, views[count - 1])
    }

    /// The stack's expected height: Σ heights (20, 24, 28 repeating) + 99 × 8.
    static var expectedHeight: CGFloat {
        (0..<count).reduce(CGFloat(0)) { $0 + 20 + CGFloat($1 % 3) * 4 } + CGFloat(count - 1) * 8
    }

    @MainActor
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [Figure] {
        var out: [Figure] = []
        var checked = false
        let scratch = FrameTimer.measure(warmup: 3, iterations: iterations, budget: budget) {
            let t = build()
            t.container.layoutIfNeeded()
            if !checked {
                checked = true
                if t.stack.frame.size != CGSize(width: 400, height: expectedHeight) || t.last.frame.maxY != expectedHeight {
                    fail("layout-stack-100: the stack is \(t.stack.frame), its last view \(t.last.frame); expected 400 × \(expectedHeight)")
                }
            }
        }
        out.append(Figure(name: "layout-stack-100", stats: scratch,
                          detail: "build 100 views + stack + first layout, vertical, fill/fill, spacing 8"))

        let t = build()
        t.container.layoutIfNeeded()
        var narrow = false
        let relayout = FrameTimer.measure(warmup: 4, iterations: iterations * 5, budget: budget) {
            narrow.toggle()
            t.container.frame.size.width = narrow ? 360 : 400
            t.container.layoutIfNeeded()
        }
        if t.last.frame.width != (narrow ? 360 : 400) {
            fail("layout-stack-100-relayout: the last view is \(t.last.frame.width) wide, expected \(narrow ? 360 : 400)")
        }
        out.append(Figure(name: "layout-stack-100-relayout", stats: relayout,
                          detail: "container width 400 <-> 360, layoutIfNeeded: 100 new frames"))
        return out
    }
}
