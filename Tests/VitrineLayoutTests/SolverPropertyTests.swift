import XCTest
@testable import VitrineLayout

/// Properties of the solver checked after every random operation, without an oracle: the
/// required constraints hold, the values equal those of a solver built from scratch with the
/// same constraints (the problems have unique optima: every variable is pinned weakly with
/// its own weight), a constant change equals removing the constraint and adding it back with
/// the new constant, and removing everything leaves the symbol tables reusable.
final class SolverPropertyTests: XCTestCase {
    /// SplitMix64: a small deterministic generator (the same sequence on every platform).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func pick<T>(_ xs: [T]) -> T { xs[int(0...(xs.count - 1))] }
    }

    /// A random layout-like constraint over views (left, width, top, height) in a container
    /// (`w`, `h`): the shapes of `Fixtures/make-kiwi-fixtures.py`, with constants that are not
    /// whole numbers (tenths), so rounding leaves noise in the tableau.
    struct Generator {
        var rng: Random
        let views: Int
        var container: (w: Variable, h: Variable)
        var view: [(l: Variable, w: Variable, t: Variable, h: Variable)]

        init(seed: UInt64, solver s: Solver, views: Int) {
            rng = Random(state: seed)
            self.views = views
            container = (s.makeVariable("W"), s.makeVariable("H"))
            view = (0..<views).map { i in
                (s.makeVariable("l\(i)"), s.makeVariable("w\(i)"), s.makeVariable("t\(i)"), s.makeVariable("h\(i)"))
            }
        }

        var variables: [Variable] {
            [container.w, container.h] + view.flatMap { [$0.l, $0.w, $0.t, $0.h] }
        }

        mutating func strength() -> Strength {
            switch rng.int(0...9) {
            case 0...2: return .required
            case 3: return .strong
            case 4: return .medium
            case 5: return .weak
            case 6: return Strength(priority: rng.pick([999, 750, 251, 250, 50, 1]))
            case 7: return Strength(priority: Float(rng.int(1...999)))
            default: return Strength(1 + rng.unit() * 5e6)
            }
        }

        mutating func constant() -> Double { Double(rng.int(-3000...3000)) / 10 }

        mutating func constraint() -> (LinearExpression, Relation, Strength) {
            let i = rng.int(0...(views - 1))
            var j = rng.int(0...(views - 1))
            if j == i { j = (i + 1) % views }
            let a = view[i], b = view[j], W = container.w, H = container.h
            let rel = rng.pick([Relation.lessThanOrEqual, .equal, .greaterThanOrEqual])
            switch rng.int(0...9) {
            case 0: return (a.l + a.w - W + constant(), .lessThanOrEqual, strength())
            case 1: return (a.l + constant(), .greaterThanOrEqual, strength())
            case 2: return (a.w + constant(), rel, strength())
            case 3: return (b.l - a.l - a.w + constant(), rng.pick([.greaterThanOrEqual, .equal]), strength())
            case 4: return (a.t - b.t + constant(), .equal, strength())
            case 5: return (a.l + 0.5 * a.w - 0.5 * W, .equal, strength())
            case 6: return (a.h - rng.pick([0.75, 0.5, 1.5]) * a.w, .equal, strength())
            case 7: return (a.w - rng.pick([1.0, 2.0]) * b.w, rel, strength())
            case 8: return (a.t + a.h - H + constant(), .lessThanOrEqual, strength())
            default: return (a.h + constant(), rel, strength())
            }
        }
    }

    /// Adds the base of every problem: the pins (each variable weakly, with its own weight),
    /// the container, and the views non-negative and inside it.
    static func addBase(_ s: Solver, _ g: inout Generator) throws -> Constraint {
        for v in g.variables {
            try s.add(LinearExpression(v) - Double(g.rng.int(0...4000)) / 10, .equal, strength: Strength(1 + 2 * g.rng.unit()))
        }
        let width = try s.add(LinearExpression(g.container.w), .equal, 800.0)
        try s.add(LinearExpression(g.container.h), .equal, 480.0, strength: .strong)
        for v in g.view {
            for x in [v.l, v.w, v.t, v.h] { try s.add(LinearExpression(x), .greaterThanOrEqual, 0.0) }
            try s.add(v.l + v.w, .lessThanOrEqual, g.container.w)
        }
        return width
    }

    /// Compares two solvers' values of the same variables.
    static func firstDifference(_ a: Solver, _ b: Solver, _ vars: [Variable], tolerance: Double = 1e-6) -> String? {
        for v in vars where abs(a.value(of: v) - b.value(of: v)) > tolerance {
            return "\(a.name(of: v)) = \(a.value(of: v)) against \(b.value(of: v))"
        }
        return nil
    }

    /// Issue 13 (solver tests: conflicts, edits, removal): random adds, removals, constant
    /// changes and edits on two solvers in step, one changing constants with
    /// `setConstant(_:to:)`, the other by removing and re-adding; after each step both agree
    /// with each other and with a from-scratch solver, and the required constraints hold.
    func testRandomOperationsMatchFromScratchAndRemoveReadd() throws {
        try Self.randomOperations(seeds: 1...30)
    }

    static func randomOperations(seeds: ClosedRange<UInt64>) throws {
        var steps = 0, refused = 0, failures = 0
        for seed in seeds {
            let a = Solver(), b = Solver()
            var ga = Generator(seed: seed, solver: a, views: 2 + Int(seed % 5))
            var gb = Generator(seed: seed, solver: b, views: 2 + Int(seed % 5))
            let wa = try Self.addBase(a, &ga), wb = try Self.addBase(b, &gb)
            var held: [(Constraint, Constraint)] = [(wa, wb)]
            var edited: [Variable] = []
            for step in 0..<150 {
                steps += 1
                let r = ga.rng.unit()
                var what = ""
                if r < 0.3 {
                    let (e, rel, st) = ga.constraint()
                    what = "add \(e) \(rel) \(st)"
                    let ca = try? a.add(e, rel, strength: st)
                    let cb = try? b.add(e, rel, strength: st)
                    XCTAssertEqual(ca == nil, cb == nil, "seed \(seed) step \(step)")
                    if let ca, let cb { held.append((ca, cb)) } else { refused += 1 }
                } else if r < 0.45, held.count > 1 {
                    let k = ga.rng.int(1...(held.count - 1))
                    what = "remove \(held[k].0)"
                    try a.remove(held[k].0)
                    try b.remove(held[k].1)
                    held.remove(at: k)
                } else if r < 0.75 {
                    let (ca, cb) = ga.rng.pick(held)
                    guard let e = a.expression(of: ca), let st = b.strength(of: cb), let old = b.expression(of: cb),
                          let rel = a.records[Int(ca.id)]?.relation else { return XCTFail("lost a constraint") }
                    let k = e.constant + Double(ga.rng.int(-2000...2000)) / 10
                    what = "set \(ca) \(e) \(rel) \(st) to \(k)"
                    var aFailed = false
                    do { try a.setConstant(ca, to: k) } catch SolverError.unsatisfiableConstraint {
                        aFailed = true
                        refused += 1
                        what += " (refused)"
                        XCTAssertEqual(a.expression(of: ca)?.constant, e.constant, "the old constant is kept exactly")
                    }
                    try b.remove(cb)
                    var ne = old
                    ne.constant = k
                    let nb: Constraint
                    do { nb = try b.add(ne, rel, strength: st) } catch SolverError.unsatisfiableConstraint {
                        XCTAssertTrue(aFailed, "seed \(seed) step \(step): setConstant succeeded, remove + add failed")
                        nb = try b.add(old, rel, strength: st)
                    }
                    if !aFailed { XCTAssertEqual(b.expression(of: nb)?.constant, k) }
                    held = held.map { $0.0 == ca ? (ca, nb) : $0 }
                } else {
                    let v = ga.rng.pick(ga.variables)
                    if edited.contains(v), ga.rng.unit() < 0.2 {
                        what = "unedit \(v)"
                        try a.removeEditVariable(v)
                        try b.removeEditVariable(v)
                        edited.removeAll { $0 == v }
                    } else if edited.contains(v) {
                        let x = Double(ga.rng.int(-1000...12000)) / 10
                        what = "suggest \(x) for \(v)"
                        try a.suggestValue(x, for: v)
                        try b.suggestValue(x, for: v)
                    } else {
                        let st = Strength(priority: Float(ga.rng.int(500...999)))
                        what = "edit \(v)"
                        try a.addEditVariable(v, strength: st)
                        try b.addEditVariable(v, strength: st)
                        edited.append(v)
                    }
                }
                guard failures < 5 else { continue }
                let violated = SolverCheck.violatedRequired(a) + SolverCheck.violatedRequired(b)
                if !violated.isEmpty {
                    failures += 1
                    XCTFail("seed \(seed) step \(step) (\(what)): required constraints violated: \(violated)")
                }
                let bookkeeping = SolverCheck.bookkeepingErrors(a) + SolverCheck.bookkeepingErrors(b)
                if !bookkeeping.isEmpty {
                    failures += 1
                    XCTFail("seed \(seed) step \(step) (\(what)): \(bookkeeping.prefix(3))")
                }
                if let d = Self.firstDifference(a, b, ga.variables) {
                    failures += 1
                    XCTFail("seed \(seed) step \(step) (\(what)): setConstant against remove + add: \(d)")
                }
                let scratch = try SolverCheck.fromScratch(a).solver
                if let d = Self.firstDifference(a, scratch, ga.variables) {
                    failures += 1
                    XCTFail("seed \(seed) step \(step) (\(what)): incremental against from scratch: \(d)")
                }
            }
        }
        XCTAssertGreaterThan(refused, seeds.count / 3, "the sequences exercise unsatisfiable changes")
        XCTAssertEqual(steps, seeds.count * 150)
    }

    /// Removing every constraint and edit leaves all variables at 0, an empty tableau and
    /// every other symbol slot free for reuse.
    func testRemovingEverythingEmptiesTheTableau() throws {
        for seed in 1...10 as ClosedRange<UInt64> {
            let s = Solver()
            var g = Generator(seed: seed, solver: s, views: 4)
            var held = [try Self.addBase(s, &g)]
            held += s.records.indices.compactMap { i in s.records[i] != nil ? Constraint(id: Int32(i)) : nil }
            held = Array(Set(held))
            for _ in 0..<60 {
                let (e, rel, st) = g.constraint()
                if let c = try? s.add(e, rel, strength: st) { held.append(c) }
            }
            try s.addEditVariable(g.container.w, strength: .strong)
            try s.suggestValue(1024, for: g.container.w)
            var order = held
            for i in order.indices.reversed() { order.swapAt(i, g.rng.int(0...i)) }
            for c in order { try s.remove(c) }
            try s.removeEditVariable(g.container.w)
            XCTAssertEqual(s.constraintCount, 0)
            for v in g.variables { XCTAssertEqual(s.value(of: v), 0, "seed \(seed) \(s.name(of: v))") }
            XCTAssertTrue(s.rows.allSatisfy { $0 == nil }, "seed \(seed): no rows left")
            XCTAssertTrue(s.columns.allSatisfy { $0.isEmpty }, "seed \(seed): no column entries left")
            XCTAssertTrue(s.objective.cells.isEmpty, "seed \(seed): objective empty")
            let externals = s.kinds.filter { $0 == .external }.count
            XCTAssertEqual(externals, g.variables.count)
            XCTAssertEqual(s.freeSymbols.count, s.kinds.count - externals, "seed \(seed): every other symbol is free")
            XCTAssertEqual(s.freeConstraints.count, s.records.count)
        }
    }

    /// Symbols and constraint slots are recycled: 10,000 cycles of adding and removing
    /// constraints (with edits and constant changes) do not grow the solver's tables beyond
    /// what the largest moment needed.
    func testChurnKeepsTablesBounded() throws {
        let s = Solver()
        var g = Generator(seed: 99, solver: s, views: 5)
        _ = try Self.addBase(s, &g)
        try s.addEditVariable(g.container.h, strength: .strong)
        var live: [Constraint] = []
        var peak = (kinds: 0, records: 0)
        for cycle in 0..<10_000 {
            let (e, rel, st) = g.constraint()
            if let c = try? s.add(e, rel, strength: st) { live.append(c) }
            if live.count > 20 {
                try s.remove(live.remove(at: g.rng.int(0...(live.count - 1))))
            }
            if cycle % 7 == 0, let c = live.last, let k = s.expression(of: c)?.constant {
                try? s.setConstant(c, to: k + 10)
            }
            if cycle % 5 == 0 { try s.suggestValue(Double(cycle % 600), for: g.container.h) }
            if cycle == 1000 { peak = (s.kinds.count, s.records.count) }
        }
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
        // After the first 1,000 cycles (20 live constraints at most on top of the base) the
        // tables have their working size; 9,000 more cycles must not add to it.
        XCTAssertLessThanOrEqual(s.kinds.count, peak.kinds + 8)
        XCTAssertLessThanOrEqual(s.records.count, peak.records + 2)
        XCTAssertLessThan(s.kinds.count, 400)
        XCTAssertLessThanOrEqual(s.objective.cells.count, 2 * (s.constraintCount + 1))
        XCTAssertLessThanOrEqual(s.infeasible.capacity, 1024)
    }
}
