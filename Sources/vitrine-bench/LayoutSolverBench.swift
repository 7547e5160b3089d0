import Foundation
import VitrineLayout

/// The solver figures (VitrineLayout alone, without the UIKit layer): a layout-like system
/// of 1,002 constraints built and solved from scratch in a fresh solver
/// (`layout-solver-solve`), and one constant of it changed and re-solved, the container
/// width as on every frame of a rotation (`layout-solver-edit`).
///
/// The system: a container (width, height: 2 required equalities) and 100 rows of views
/// (left, width, top, height), each with 10 constraints: leading and trailing margins
/// (required), top spacing to the row above (required), height 44 at defaultHigh (750),
/// height at least 30 (required), width at least 100 at 999, height at most 60 at
/// defaultLow (250), centred at defaultLow, width twice the height at fittingSizeLevel (50),
/// and the bottom inside the container at 500 (which the lower rows cannot keep).
enum LayoutSolverBench {
    struct Figure {
        let name: String
        let constraints: Int
        let stats: FrameStats
        let detail: String

        var json: String {
            String(format: "{\"name\":\"%@\",\"constraints\":%d,\"median_ms\":%.4f,\"min_ms\":%.4f,\"p99_ms\":%.4f,\"iterations\":%d}",
                   name, constraints, stats.medianMs, stats.minMs, stats.p99Ms, stats.iterations)
        }

        var text: String {
            "\(name): median \(String(format: "%.4f", stats.medianMs)) ms, min \(String(format: "%.4f", stats.minMs)) ms, "
                + "p99 \(String(format: "%.4f", stats.p99Ms)) ms over \(stats.iterations) runs (\(detail))"
        }
    }

    /// A built system: the solver, its variables and the container width's constraint.
    struct System {
        let solver: Solver
        let variables: [Variable]
        let width: Constraint
        let constraints: Int
    }

    typealias E = LinearExpression

    static func build(rows: Int = 100, width: Double = 800, height: Double = 600) throws -> System {
        let s = Solver()
        let W = s.makeVariable("W"), H = s.makeVariable("H")
        var variables = [W, H]
        let widthConstraint = try s.add(E(W), .equal, width)
        try s.add(E(H), .equal, height)
        var count = 2
        var previousBottom: E = E(constant: 0)
        for i in 0..<rows {
            let l = s.makeVariable("l\(i)"), w = s.makeVariable("w\(i)"), t = s.makeVariable("t\(i)"), h = s.makeVariable("h\(i)")
            variables += [l, w, t, h]
            try s.add(E(l), .equal, 16.0)
            try s.add(l + w, .equal, W - 16)
            try s.add(E(t), .equal, previousBottom + 8)
            try s.add(E(h), .equal, 44.0, strength: Strength(priority: 750))
            try s.add(E(h), .greaterThanOrEqual, 30.0)
            try s.add(E(w), .greaterThanOrEqual, 100.0, strength: Strength(priority: 999))
            try s.add(E(h), .lessThanOrEqual, 60.0, strength: Strength(priority: 250))
            try s.add(l + 0.5 * w, .equal, 0.5 * W, strength: Strength(priority: 250))
            try s.add(E(w), .equal, 2 * h, strength: Strength(priority: 50))
            try s.add(t + h, .lessThanOrEqual, E(H), strength: Strength(priority: 500))
            count += 10
            previousBottom = t + h
        }
        return System(solver: s, variables: variables, width: widthConstraint, constraints: count)
    }

    @MainActor
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [Figure] {
        var out: [Figure] = []
        var sink = 0.0
        var failed = false
        let solve = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            do {
                let system = try build()
                for v in system.variables { sink += system.solver.value(of: v) }
            } catch {
                failed = true
            }
        }
        guard !failed, let system = try? build() else {
            fail("layout-solver: the benchmark system could not be built")
            return out
        }
        out.append(Figure(name: "layout-solver-solve", constraints: system.constraints, stats: solve,
                          detail: "\(system.constraints) constraints over \(system.variables.count) variables, fresh solver, values read"))
        // A rotation's frames: the container width moves every frame (back and forth, so the
        // tableau does not drift), all values read.
        var frame = 0
        let edit = FrameTimer.measure(warmup: 20, iterations: iterations * 50, budget: budget) {
            frame += 1
            let w = 800 + Double(frame % 200 < 100 ? frame % 100 : 100 - frame % 100) * 2.8
            do { try system.solver.setConstant(system.width, to: -w) } catch { failed = true }
            for v in system.variables { sink += system.solver.value(of: v) }
        }
        if failed { fail("layout-solver-edit: setConstant failed") }
        out.append(Figure(name: "layout-solver-edit", constraints: system.constraints, stats: edit,
                          detail: "the container width's constant changed (800...1080) and re-solved, values read"))
        if sink.isNaN { fail("layout-solver: NaN values") }
        return out
    }
}
