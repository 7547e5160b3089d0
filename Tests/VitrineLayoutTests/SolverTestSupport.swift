import Foundation
import XCTest
@testable import VitrineLayout

/// Checks shared by the solver tests: what every solution must satisfy, and a solver built
/// from scratch with the same constraints to compare an incremental one with.
enum SolverCheck {
    /// The held required constraints whose relation does not hold (within `tolerance`) at the
    /// solver's current values.
    static func violatedRequired(_ s: Solver, tolerance: Double = 1e-6) -> [Constraint] {
        var out: [Constraint] = []
        for (i, r) in s.records.enumerated() {
            guard let r, r.strength.isRequired else { continue }
            let v = evaluate(r.expression, in: s)
            let ok: Bool
            switch r.relation {
            case .equal: ok = abs(v) <= tolerance
            case .lessThanOrEqual: ok = v <= tolerance
            case .greaterThanOrEqual: ok = v >= -tolerance
            }
            if !ok { out.append(Constraint(id: Int32(i))) }
        }
        return out
    }

    /// The solver's bookkeeping agrees with its tables: the count of negative objective
    /// coefficients, the column lists (exactly the installed rows holding each symbol), and
    /// the long rows' indexes.
    static func bookkeepingErrors(_ s: Solver) -> [String] {
        var out: [String] = []
        let negatives = s.objective.cells.filter { $0.coefficient < 0 && s.kinds[Int($0.symbol)] != .dummy }.count
        if negatives != s.objectiveNegatives { out.append("objectiveNegatives \(s.objectiveNegatives), counted \(negatives)") }
        var holders = [Set<Int32>](repeating: [], count: s.kinds.count)
        for (b, row) in s.rows.enumerated() {
            guard let row else { continue }
            if row.basic != Int32(b) { out.append("row of \(b) says basic \(row.basic)") }
            for c in row.cells { holders[Int(c.symbol)].insert(Int32(b)) }
        }
        for (symbol, column) in s.columns.enumerated() where Set(column) != holders[symbol] || column.count != holders[symbol].count {
            out.append("column of \(symbol): \(column.sorted()) against rows \(holders[symbol].sorted())")
        }
        for row in s.rows.compactMap({ $0 }) + [s.objective] where row.isIndexed {
            for (i, c) in row.cells.enumerated() where row.position(of: c.symbol) != i {
                out.append("index of \(c.symbol) in a long row")
            }
        }
        return out
    }

    /// The expression's value at the solver's current values.
    static func evaluate(_ e: LinearExpression, in s: Solver) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    }

    /// The objective the solver minimises: Σ strength × error over the optional constraints
    /// (an equality's error is |expression|, an inequality's the amount it is violated by).
    static func objective(_ s: Solver) -> Double {
        var total = 0.0
        for r in s.records {
            guard let r, !r.strength.isRequired else { continue }
            let v = evaluate(r.expression, in: s)
            switch r.relation {
            case .equal: total += r.strength.value * abs(v)
            case .lessThanOrEqual: total += r.strength.value * max(0, v)
            case .greaterThanOrEqual: total += r.strength.value * max(0, -v)
            }
        }
        return total
    }

    /// A new solver holding the same constraints (in id order) and edit variables (with their
    /// suggested values) as `s`, over variables with the same ids; `map` takes each of `s`'s
    /// constraints to its copy.
    static func fromScratch(_ s: Solver) throws -> (solver: Solver, map: [Constraint: Constraint]) {
        let fresh = Solver()
        for _ in 0..<s.kinds.count { _ = fresh.makeVariable() }
        let editConstraints = Set(s.edits.values.map { $0.constraint })
        var map: [Constraint: Constraint] = [:]
        for (i, r) in s.records.enumerated() {
            guard let r else { continue }
            let c = Constraint(id: Int32(i))
            if editConstraints.contains(c) { continue }
            map[c] = try fresh.add(r.expression, r.relation, strength: r.strength)
        }
        for (v, e) in s.edits.sorted(by: { $0.key < $1.key }) {
            let variable = Variable(id: v)
            try fresh.addEditVariable(variable, strength: s.strength(of: e.constraint) ?? .strong)
            try fresh.suggestValue(e.value, for: variable)
            if let c = fresh.edits[v]?.constraint { map[e.constraint] = c }
        }
        return (fresh, map)
    }
}
