/// The simplex steps (kiwi's `SolverImpl` internals).
extension Solver {
    /// Builds the tableau row of a new constraint with the current basic variables
    /// substituted, adds its slack/error/dummy symbols and records the constraint.
    func createRow(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength, id: Int32) -> Row {
        let row = Row(constant: expression.constant)
        row.cells.reserveCapacity(expression.terms.count + 3)
        for t in expression.terms where !nearZero(t.coefficient) {
            if let basic = rows[Int(t.variable.id)] {
                add(row, basic, times: t.coefficient)
            } else {
                add(row, t.variable.id, t.coefficient)
            }
        }
        var marker: Int32 = -1, other: Int32 = -1, sign = 1.0
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            marker = slack
            sign = k
            add(row, slack, k)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                other = error
                add(row, error, -k)
                add(objective, error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                marker = plus
                other = minus
                sign = -1
                add(row, plus, -1)
                add(row, minus, 1)
                add(objective, plus, strength.value)
                add(objective, minus, strength.value)
            } else {
                let dummy = makeSymbol(.dummy)
                marker = dummy
                add(row, dummy, 1)
            }
        }
        owners[Int(marker)] = id
        if other >= 0 { owners[Int(other)] = id }
        records[Int(id)] = ConstraintRecord(expression: expression, relation: relation, strength: strength,
                                            marker: marker, other: other, markerSign: sign)
        if row.constant < 0 {
            row.constant = -row.constant
            for j in row.cells.indices { row.cells[j].coefficient = -row.cells[j].coefficient }
        }
        return row
    }

    /// Puts a new constraint's row into the tableau (kiwi's `addConstraint` after
    /// `createRow`).
    func insert(_ row: Row, for id: Int32) throws {
        guard let r = records[Int(id)] else { return }
        if let subject = chooseSubject(row, r) {
            solve(row, for: subject)
            substitute(subject, row)
            install(row, basic: subject)
            return
        }
        if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard nearZero(row.constant) else {
                throw SolverError.unsatisfiableConstraint(conflicting: constraints(markedIn: row).filter { $0.id != id })
            }
            // Redundant with the required equalities already held: the marker is basic.
            solve(row, for: r.marker)
            substitute(r.marker, row)
            install(row, basic: r.marker)
            return
        }
        try insertWithArtificialVariable(row, for: id)
    }

    /// The symbol a new row is solved for: an external variable if any, else a negative
    /// slack or error of its own constraint.
    func chooseSubject(_ row: Row, _ r: ConstraintRecord) -> Int32? {
        var best: Int32?
        for c in row.cells where kinds[Int(c.symbol)] == .external {
            // The lowest id, as kiwi's ordered map finds first (keeps results independent of
            // the cells' order).
            if best == nil || c.symbol < best! { best = c.symbol }
        }
        if let best { return best }
        for s in [r.marker, r.other] where s >= 0 {
            let k = kinds[Int(s)]
            if (k == .slack || k == .error) && row.coefficient(for: s) < 0 { return s }
        }
        return nil
    }

    /// Adds a row that has no obvious subject through an artificial variable (phase one).
    func insertWithArtificialVariable(_ row: Row, for id: Int32) throws {
        let art = makeSymbol(.slack)
        install(Row(copying: row), basic: art)
        let a = Row(copying: row)
        artificial = a
        try optimize(a)
        let success = nearZero(a.constant)
        let conflict = success ? [] : constraints(markedIn: a).filter { $0.id != id }
        artificial = nil
        if !success {
            // Take the artificial variable's definition out again: what remains is the
            // tableau of the constraints held before (kiwi leaves it half-added).
            if uninstall(art) == nil, let leaving = markerLeavingRow(art), let def = uninstall(leaving) {
                solve(def, lhs: leaving, rhs: art)
                substitute(art, def)
            }
            for b in columns[Int(art)] { if let r = rows[Int(b)], let i = r.position(of: art) { removeCell(r, at: i) } }
            if let i = objective.position(of: art) { removeCell(objective, at: i) }
            freeSymbol(art)
            try optimize(objective)
            throw SolverError.unsatisfiableConstraint(conflicting: conflict)
        }
        if let def = uninstall(art), !def.isConstant {
            guard let entering = anyPivotableSymbol(def) else {
                freeSymbol(art)
                throw SolverError.unsatisfiableConstraint(conflicting: conflict)
            }
            solve(def, lhs: art, rhs: entering)
            substitute(entering, def)
            install(def, basic: entering)
        }
        // The artificial variable is zero from now on: drop it everywhere.
        for b in columns[Int(art)] {
            if let r = rows[Int(b)], let i = r.position(of: art) {
                // removeCell edits columns[art] while we iterate a copy.
                removeCell(r, at: i)
            }
        }
        if let i = objective.position(of: art) { removeCell(objective, at: i) }
        freeSymbol(art)
    }

    /// The constraints whose markers (slack or dummy: required ones) a row mentions.
    func constraints(markedIn row: Row) -> [Constraint] {
        var out: [Constraint] = []
        for c in row.cells {
            let k = kinds[Int(c.symbol)]
            guard k == .slack || k == .dummy else { continue }
            let owner = owners[Int(c.symbol)]
            if owner >= 0, !out.contains(Constraint(id: owner)) { out.append(Constraint(id: owner)) }
        }
        return out
    }

    func anyPivotableSymbol(_ row: Row) -> Int32? {
        var best: Int32?
        for c in row.cells {
            let k = kinds[Int(c.symbol)]
            if (k == .slack || k == .error) && (best == nil || c.symbol < best!) { best = c.symbol }
        }
        return best
    }

    /// Replaces `symbol` by `definition` in every row that holds it, the objective and the
    /// artificial objective; restricted rows that go negative are queued for the dual
    /// simplex.
    func substitute(_ symbol: Int32, _ definition: Row) {
        let holders = columns[Int(symbol)]
        for b in holders {
            guard let r = rows[Int(b)] else { continue }
            substitute(in: r, symbol, by: definition)
            if kinds[Int(b)] != .external && r.constant < 0 { infeasible.append(b) }
        }
        if kinds[Int(symbol)] == .external {
            // A non-basic variable is in no restricted row, so its objective coefficient is 0
            // in exact arithmetic: anything there is rounding noise, not to be spread.
            if let i = objective.position(of: symbol) { removeCell(objective, at: i) }
        } else {
            substitute(in: objective, symbol, by: definition)
        }
        if let a = artificial { substitute(in: a, symbol, by: definition) }
    }

    /// Primal simplex: pivots until no symbol in `objective` has a negative coefficient.
    ///
    /// Both objectives are bounded below (by 0: they are sums of non-negative errors, or the
    /// artificial variable's value), so a symbol with a negative coefficient that no
    /// restricted row bounds cannot exist in exact arithmetic: its coefficient is rounding
    /// noise (typically on a variable pivoted out of the basis when a constraint was removed,
    /// with strengths near 10⁹), and is dropped. Kiwi stops with "The objective is
    /// unbounded" there.
    func optimize(_ objective: Row) throws {
        while true {
            guard let entering = enteringSymbol(objective) else { return }
            guard let leaving = leavingRow(entering) else {
                guard let i = objective.position(of: entering) else {
                    throw SolverError.internalError("the objective is unbounded")
                }
                removeCell(objective, at: i)
                continue
            }
            guard let row = uninstall(leaving) else { throw SolverError.internalError("missing row") }
            solve(row, lhs: leaving, rhs: entering)
            substitute(entering, row)
            install(row, basic: entering)
        }
    }

    /// The lowest-numbered non-dummy symbol with a negative coefficient in the objective
    /// (Bland's rule, so the simplex cannot cycle).
    func enteringSymbol(_ objective: Row) -> Int32? {
        if objective === self.objective && objectiveNegatives == 0 { return nil }
        var best: Int32?
        for c in objective.cells where c.coefficient < 0 && kinds[Int(c.symbol)] != .dummy {
            if best == nil || c.symbol < best! { best = c.symbol }
        }
        return best
    }

    /// The restricted row that limits `entering` most (the minimum ratio test).
    func leavingRow(_ entering: Int32) -> Int32? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Int32?
        for b in columns[Int(entering)] where kinds[Int(b)] != .external {
            guard let r = rows[Int(b)] else { continue }
            let k = r.coefficient(for: entering)
            if k < 0 {
                let t = -r.constant / k
                if t < ratio || (t == ratio && found.map { b < $0 } == true) { ratio = t; found = b }
            }
        }
        return found
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Rows negative by no more than rounding noise (kiwi's `nearZero`) count as feasible.
    /// A row that stays negative whatever its symbols do proves the required constraints
    /// marked in it cannot hold: `unsatisfiableConstraint` with those constraints.
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                var conflicting = constraints(markedIn: row)
                if kinds[Int(leaving)] == .slack, owners[Int(leaving)] >= 0 {
                    conflicting.append(Constraint(id: owners[Int(leaving)]))
                }
                throw SolverError.unsatisfiableConstraint(conflicting: conflicting)
            }
            uninstall(leaving)
            solve(row, lhs: leaving, rhs: entering)
            substitute(entering, row)
            install(row, basic: entering)
        }
    }

    func dualEnteringSymbol(_ row: Row) -> Int32? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Int32?
        for c in row.cells where c.coefficient > 0 && kinds[Int(c.symbol)] != .dummy {
            let t = objective.coefficient(for: c.symbol) / c.coefficient
            if t < ratio || (t == ratio && found.map { c.symbol < $0 } == true) { ratio = t; found = c.symbol }
        }
        return found
    }

    /// The row to pivot a non-basic marker into when its constraint is removed (kiwi's
    /// `getMarkerLeavingRow`), except that the row of a basic dummy comes first.
    ///
    /// A basic dummy marks a required equality found redundant when it was added: its row
    /// holds only other dummies, and must, because the simplex keeps basic symbols ≥ 0 and
    /// not = 0. Pivoting a removed equality's dummy through another row (kiwi's choice when
    /// that row's ratio is as small) would put slacks into the dummy's row, and the equality
    /// would then no longer hold. A dummy's row has constant 0, so pivoting through it
    /// changes no constant elsewhere.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Int32?, second: Int32?, third: Int32?
        for b in columns[Int(marker)] {
            guard let row = rows[Int(b)] else { continue }
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if kinds[Int(b)] == .dummy { return b }
            if kinds[Int(b)] == .external {
                third = b
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = b }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = b }
            }
        }
        return first ?? second ?? third
    }

    /// Takes an optional constraint's errors out of the objective.
    func removeErrorEffects(_ r: ConstraintRecord) {
        for s in [r.marker, r.other] where s >= 0 && kinds[Int(s)] == .error {
            if let row = rows[Int(s)] {
                add(objective, row, times: -r.strength.value)
            } else {
                add(objective, s, -r.strength.value)
            }
        }
    }

    /// Takes a never-inserted constraint's error symbols out of the objective.
    func objectiveRemoveErrors(_ r: ConstraintRecord) {
        for s in [r.marker, r.other] where s >= 0 && kinds[Int(s)] == .error {
            if let i = objective.position(of: s) { removeCell(objective, at: i) }
        }
    }
}
