/// Changing a held constraint's constant without removing it: the change moves the
/// constraint's marker symbol, so only the rows that hold the marker change, and the dual
/// simplex restores feasibility (what kiwi's `suggestValue` does for edit constraints,
/// for any constraint).
extension Solver {
    /// Sets the constant of a held constraint's expression (`expression.constant`) and
    /// re-solves. Throws `unsatisfiableConstraint` (and keeps the old constant) when a
    /// required constraint cannot take the new one.
    public func setConstant(_ constraint: Constraint, to constant: Double) throws {
        guard var r = record(constraint) else { throw SolverError.unknownConstraint(constraint) }
        let delta = constant - r.expression.constant
        guard delta != 0, constant.isFinite else { return }
        r.expression.constant = constant
        records[Int(constraint.id)] = r
        do {
            try shiftMarker(r, by: delta)
        } catch {
            // Put the old constant back (the tableau is equivalent, then feasible again).
            r.expression.constant -= delta
            records[Int(constraint.id)] = r
            infeasible.removeAll(keepingCapacity: true)
            try? shiftMarker(r, by: -delta)
            throw SolverError.unsatisfiableConstraint(conflicting: [])
        }
    }

    /// The constraint's original row `rest + s·m + c = 0` becomes `rest + s·m' + c + Δ = 0`:
    /// with `m = m' + Δ/s`, every row holding `m` changes its constant by `a·Δ/s`, and the
    /// row of a basic `m` by `-Δ/s`.
    private func shiftMarker(_ r: ConstraintRecord, by delta: Double) throws {
        let shift = delta / r.markerSign
        let m = r.marker
        if let row = rows[Int(m)] {
            if kinds[Int(m)] == .dummy { throw SolverError.unsatisfiableConstraint(conflicting: []) }
            row.constant -= shift
            if row.constant < 0 { infeasible.append(m) }
        } else {
            for b in columns[Int(m)] {
                guard let row = rows[Int(b)] else { continue }
                let a = row.coefficient(for: m)
                row.constant += a * shift
                if kinds[Int(b)] != .external && row.constant < 0 { infeasible.append(b) }
            }
            objective.constant += objective.coefficient(for: m) * shift
        }
        try dualOptimize()
    }
}
