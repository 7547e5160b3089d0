import Foundation
import Vitrine

/// Auto Layout figures, through the UIKit API:
/// - `layout-solve`: a settings-like screen of 100 rows (a row view, a title and a value
///   label; 10 constraints a row: 1,000 constraints, plus the labels' content-size
///   constraints the engine adds) activated and laid out from scratch (views made beforehand);
/// - `layout-edit`: on that screen, one constant changed and the screen laid out again (the
///   container's width, as on every frame of a rotation; the solver's edit plus the frames
///   of every view that moved);
/// - `layout-edit-one`: one row's height constant changed (what an expanding cell does).
@MainActor
enum LayoutBench {
    struct Figure {
        let name: String
        let constraints: Int
        let stats: FrameStats

        var json: String {
            String(format: "{\"name\":\"%@\",\"constraints\":%d,\"median_ms\":%.4f,\"min_ms\":%.4f,\"p99_ms\":%.4f,\"iterations\":%d}",
                   name, constraints, stats.medianMs, stats.minMs, stats.p99Ms, stats.iterations)
        }

        var text: String {
            "\(name) (\(constraints) constraints): median \(String(format: "%.4f", stats.medianMs)) ms, min \(String(format: "%.4f", stats.minMs)) ms, \(stats.iterations) runs"
        }
    }

    struct Screen {
        let root: UIView
        let constraints: [NSLayoutConstraint]
        let heights: [NSLayoutConstraint]
    }

    static let rows = 100

    /// The views of the screen (not yet constrained) and its constraints.
    static func makeScreen(width: CGFloat) -> Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 5000))
        var cs: [NSLayoutConstraint] = []
        var heights: [NSLayoutConstraint] = []
        var previous: UIView?
        for i in 0..<rows {
            let row = UIView()
            let title = UILabel(), value = UILabel()
            title.text = "Setting \(i)"
            value.text = "Value \(i * 7)"
            for v in [row, title, value] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(title)
            row.addSubview(value)
            let height = row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
            heights.append(height)
            cs += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 1),
                height,
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                title.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
                title.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -11),
                value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                value.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            ]
            previous = row
        }
        return Screen(root: root, constraints: cs, heights: heights)
    }

    static func run(iterations: Int, budget: Double) -> [Figure] {
        var out: [Figure] = []
        // From scratch: a new screen each run (made before the clock starts).
        var pending: [Screen] = []
        func next() -> Screen {
            if pending.isEmpty { pending = (0..<4).map { _ in makeScreen(width: 800) } }
            return pending.removeLast()
        }
        var count = 0
        var samples: [Double] = []
        let deadline = Date().addingTimeInterval(budget)
        for i in 0..<(iterations + 3) {
            let s = next()
            count = s.constraints.count
            let t0 = DispatchTime.now().uptimeNanoseconds
            NSLayoutConstraint.activate(s.constraints)
            s.root.layoutIfNeeded()
            let t1 = DispatchTime.now().uptimeNanoseconds
            if i >= 3 { samples.append(Double(t1 - t0) / 1e9) }
            if samples.count >= 20 && Date() > deadline { break }
        }
        out.append(Figure(name: "layout-solve", constraints: count, stats: FrameStats(samples: samples)))

        // Edits on one screen.
        let s = makeScreen(width: 800)
        NSLayoutConstraint.activate(s.constraints)
        s.root.layoutIfNeeded()
        var wide = false
        let edit = FrameTimer.measure(warmup: 5, iterations: iterations * 5, budget: budget) {
            wide.toggle()
            s.root.frame = CGRect(x: 0, y: 0, width: wide ? 480 : 800, height: 5000)
            s.root.layoutIfNeeded()
        }
        out.append(Figure(name: "layout-edit", constraints: s.constraints.count, stats: edit))
        var tall = false
        let one = FrameTimer.measure(warmup: 5, iterations: iterations * 5, budget: budget) {
            tall.toggle()
            s.heights[50].constant = tall ? 88 : 44
            s.root.layoutIfNeeded()
        }
        out.append(Figure(name: "layout-edit-one", constraints: s.constraints.count, stats: one))
        return out
    }
}
