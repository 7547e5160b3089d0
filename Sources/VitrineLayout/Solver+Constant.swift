/// Changing a held constraint's constant without removing it: the change moves the
/// constraint's marker symbol, so only the rows that hold the marker change, and the dual
/// simplex restores feasibility (what kiwi's `suggestValue` does for edit constraints,
/// for any constraint).
extension Solver {
    /// Sets the constant of a held constraint's expression (`expression.constant`) and
    /// re-solves. Throws `unsatisfiableConstraint` (and keeps the old constant) when a
    /// required constraint cannot take the new one, `nonFiniteValue` for NaN or infinity.
    public func setConstant(_ constraint: Constraint, to constant: Double) throws {
        guard var r = record(constraint) else { throw SolverError.unknownConstraint(constraint) }
        let old = r.expression.constant
        let delta = constant - old
        guard constant.isFinite else { throw SolverError.nonFiniteValue(constant) }
        guard delta != 0 else { return }
        if let row = rows[Int(r.marker)], kinds[Int(r.marker)] == .dummy {
            // A required equality found redundant when added: its row holds only other
            // required equalities' markers, so any other constant contradicts them.
            throw SolverError.unsatisfiableConstraint(conflicting: constraints(markedIn: row))
        }
        r.expression.constant = constant
        records[Int(constraint.id)] = r
        do {
            try shiftMarker(r, by: delta)
        } catch {
            // Put the old constant back. The dual simplex may have pivoted before it failed:
            // the tableau is an equivalent one whose basis is still optimal but may be
            // infeasible for the old constants in any row (not only those holding the
            // marker), so every restricted row is checked again.
            r.expression.constant = old
            records[Int(constraint.id)] = r
            infeasible.removeAll(keepingCapacity: true)
            shiftMarkerConstants(r, by: -delta)
            for (b, row) in rows.enumerated() {
                if let row, row.constant < 0, kinds[b] != .external { infeasible.append(Int32(b)) }
            }
            try dualOptimize()
            guard case SolverError.unsatisfiableConstraint(let conflicting) = error else { throw error }
            var seen = Set<Constraint>()
            throw SolverError.unsatisfiableConstraint(conflicting: conflicting.filter {
                $0 != constraint && seen.insert($0).inserted
            })
        }
    }

    /// The constraint's original row `rest + s·m + c = 0` becomes `rest + s·m' + c + Δ = 0`:
    /// with `m = m' + Δ/s`, every row holding `m` changes its constant by `a·Δ/s`, and the
    /// row of a basic `m` by `-Δ/s`.
    private func shiftMarker(_ r: ConstraintRecord, by delta: Double) throws {
        shiftMarkerConstants(r, by: delta)
        // Rows of other redundant required equalities must stay at 0 (dummies are never
        // pivoted, so the dual simplex would not see them).
        for b in columns[Int(r.marker)] where kinds[Int(b)] == .dummy {
            guard let row = rows[Int(b)], !nearZero(row.constant) else { continue }
            var conflicting = constraints(markedIn: row)
            if owners[Int(b)] >= 0 { conflicting.append(Constraint(id: owners[Int(b)])) }
            throw SolverError.unsatisfiableConstraint(conflicting: conflicting)
        }
        try dualOptimize()
    }

    /// The constant changes of `shiftMarker`, queueing rows that become infeasible.
    private func shiftMarkerConstants(_ r: ConstraintRecord, by delta: Double) {
        let shift = delta / r.markerSign
        let m = r.marker
        if let row = rows[Int(m)] {
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
    }
}
