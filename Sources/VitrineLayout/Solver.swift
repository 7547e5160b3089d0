/// An incremental Cassowary solver: the dual simplex of Badros, Borning and Stuckey as
/// refined by kiwi (edit variables with suggested values, strengths as ordered numbers, no
/// stays), ported from kiwi's `SolverImpl`.
///
/// The solver always holds an optimal solution: every change (adding or removing a
/// constraint, changing a constant, suggesting an edit value) re-solves incrementally, and
/// `value(of:)` reads the result. Each symbol keeps the list of rows that hold it, so a change
/// touches only the rows it concerns, not the whole tableau.
///
/// Where it departs from kiwi, for robustness (each with a test in VitrineLayoutTests):
/// an objective coefficient that no restricted row bounds is rounding noise and dropped
/// (kiwi stops with "The objective is unbounded" on such sequences); rows negative by noise
/// only are feasible in the dual simplex too; a removed constraint's symbols are purged
/// of leftover noise and recycled; a removed equality's marker pivots through a redundant
/// twin's dummy row first (so the twin keeps holding as an equality); a constant change
/// that contradicts a redundant twin equality is refused.
public final class Solver {
    struct ConstraintRecord {
        var expression: LinearExpression
        var relation: Relation
        var strength: Strength
        /// The symbol that tracks this constraint in the tableau (slack, error or dummy).
        var marker: Int32
        /// The second error symbol of an optional equality, or the error of an optional
        /// inequality; -1 when none.
        var other: Int32
        /// The marker's coefficient in the constraint's original row (±1).
        var markerSign: Double
    }

    struct EditRecord {
        var constraint: Constraint
        var value: Double
    }

    /// Per symbol: its kind, its row when basic, the installed rows that hold it, and the
    /// constraint it marks (-1 when none).
    /// (The solver is single-threaded and never overlaps accesses to its tables, so Swift's
    /// dynamic exclusivity checks are turned off for them: see `Row`.)
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    @exclusivity(unchecked) var rows: [Row?] = []
    @exclusivity(unchecked) var columns: [[Int32]] = []
    @exclusivity(unchecked) var owners: [Int32] = []
    @exclusivity(unchecked) var freeSymbols: [Int32] = []

    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) var freeConstraints: [Int32] = []
    @exclusivity(unchecked) var edits: [Int32: EditRecord] = [:]
    @exclusivity(unchecked) var infeasible: [Int32] = []
    let objective = Row()
    /// How many symbols other than dummies have a negative coefficient in `objective` (kept
    /// by the row arithmetic): when none, the objective is optimal without a scan.
    @exclusivity(unchecked) var objectiveNegatives = 0
    @exclusivity(unchecked) var artificial: Row?
    var names: [Int32: String] = [:]

    public init() {}

    // MARK: Variables

    /// A new variable (value 0 until constraints say otherwise). `name` is for descriptions.
    public func makeVariable(_ name: String = "") -> Variable {
        let v = Variable(id: makeSymbol(.external))
        if !name.isEmpty { names[v.id] = name }
        return v
    }

    /// Frees a variable's slot for reuse when no constraint or edit holds it any longer;
    /// otherwise it stays (and keeps its value).
    public func releaseVariable(_ v: Variable) {
        let s = v.id
        guard s >= 0, Int(s) < kinds.count, kinds[Int(s)] == .external, edits[s] == nil,
              rows[Int(s)] == nil, columns[Int(s)].isEmpty else { return }
        // In no row, a variable's objective coefficient is rounding noise.
        if let i = objective.position(of: s) { removeCell(objective, at: i) }
        names[s] = nil
        freeSymbol(s)
    }

    /// The variable's value in the current solution.
    public func value(of v: Variable) -> Double {
        guard v.id >= 0, Int(v.id) < rows.count, let row = rows[Int(v.id)] else { return 0 }
        return row.constant
    }

    /// The name given to `makeVariable(_:)`.
    public func name(of v: Variable) -> String { names[v.id] ?? v.description }

    // MARK: Constraints

    /// Adds `expression relation 0` at `strength`. Throws `unsatisfiableConstraint` when a
    /// required constraint cannot hold with the required ones already held (the solver is
    /// unchanged then).
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) throws -> Constraint {
        for t in expression.terms where !isExternal(t.variable.id) { throw SolverError.unknownVariable(t.variable) }
        for t in expression.terms where !t.coefficient.isFinite { throw SolverError.nonFiniteValue(t.coefficient) }
        guard expression.constant.isFinite else { throw SolverError.nonFiniteValue(expression.constant) }
        let id = makeConstraintSlot()
        let constraint = Constraint(id: id)
        let row = createRow(expression, relation, strength, id: id)
        do {
            try insert(row, for: id)
        } catch {
            // Leave the solver as it was: the row never entered the tableau; free its symbols.
            if let r = records[Int(id)] {
                objectiveRemoveErrors(r)
                for s in [r.marker, r.other] where s >= 0 { freeSymbolIfUnused(s) }
            }
            records[Int(id)] = nil
            freeConstraints.append(id)
            throw error
        }
        try optimize(objective)
        infeasible.removeAll(keepingCapacity: true)
        return constraint
    }

    /// Adds `lhs relation rhs` at `strength`.
    @discardableResult
    public func add(_ lhs: some LinearExpressible, _ relation: Relation, _ rhs: some LinearExpressible,
                    strength: Strength = .required) throws -> Constraint {
        try add(lhs.linearExpression - rhs.linearExpression, relation, strength: strength)
    }

    /// Removes a constraint; the solution re-optimises without it.
    public func remove(_ constraint: Constraint) throws {
        guard let r = record(constraint) else { throw SolverError.unknownConstraint(constraint) }
        records[Int(constraint.id)] = nil
        freeConstraints.append(constraint.id)
        removeErrorEffects(r)
        if uninstall(r.marker) == nil {
            guard let leaving = markerLeavingRow(r.marker) else {
                throw SolverError.internalError("no row to remove marker \(r.marker) from")
            }
            guard let row = uninstall(leaving) else { throw SolverError.internalError("missing row") }
            solve(row, lhs: leaving, rhs: r.marker)
            substitute(r.marker, row)
            if kinds[Int(leaving)] == .external {
                // The marker's definition came from a variable's row: the variables it holds
                // are unrestricted and in no restricted row, so their objective coefficients
                // are 0 in exact arithmetic (else the objective would be unbounded); what the
                // substitution left there is rounding noise.
                for c in row.cells where kinds[Int(c.symbol)] == .external {
                    if let i = objective.position(of: c.symbol) { removeCell(objective, at: i) }
                }
                if let i = objective.position(of: leaving) { removeCell(objective, at: i) }
            }
        }
        // The constraint's symbols appear nowhere else in exact arithmetic (they were in its
        // row only, now dropped): what is left of them is rounding noise. Purge and free them.
        for s in [r.marker, r.other] where s >= 0 {
            purge(s)
            freeSymbol(s)
        }
        try optimize(objective)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Whether the solver holds the constraint.
    public func has(_ constraint: Constraint) -> Bool { record(constraint) != nil }

    /// The expression of a held constraint (its constant as last set).
    public func expression(of constraint: Constraint) -> LinearExpression? { record(constraint)?.expression }

    /// The strength of a held constraint.
    public func strength(of constraint: Constraint) -> Strength? { record(constraint)?.strength }

    /// How many constraints the solver holds.
    public var constraintCount: Int { records.count - freeConstraints.count }

    func record(_ c: Constraint) -> ConstraintRecord? {
        guard c.id >= 0, Int(c.id) < records.count else { return nil }
        return records[Int(c.id)]
    }

    // MARK: Edit variables (kiwi's API)

    /// Makes `v` an edit variable: `suggestValue(_:for:)` then asks for values at `strength`
    /// (which cannot be required).
    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        guard edits[v.id] == nil else { throw SolverError.duplicateEditVariable(v) }
        guard !strength.isRequired else { throw SolverError.badRequiredStrength }
        let c = try add(LinearExpression(v), .equal, strength: strength)
        edits[v.id] = EditRecord(constraint: c, value: 0)
    }

    /// Stops editing `v`.
    public func removeEditVariable(_ v: Variable) throws {
        guard let e = edits.removeValue(forKey: v.id) else { throw SolverError.unknownEditVariable(v) }
        try remove(e.constraint)
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    /// Asks for `value` for the edit variable `v` (as strongly as its strength); re-solves.
    public func suggestValue(_ value: Double, for v: Variable) throws {
        guard var e = edits[v.id] else { throw SolverError.unknownEditVariable(v) }
        guard value.isFinite else { throw SolverError.nonFiniteValue(value) }
        e.value = value
        edits[v.id] = e
        try setConstant(e.constraint, to: -value)
    }

    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        owners.append(-1)
        return s
    }

    func freeSymbol(_ s: Int32) {
        kinds[Int(s)] = .free
        owners[Int(s)] = -1
        freeSymbols.append(s)
    }

    /// Takes a symbol out of every row and the objective (where only noise can be left of it).
    func purge(_ s: Int32) {
        if rows[Int(s)] != nil { uninstall(s) }
        for b in columns[Int(s)] {
            if let row = rows[Int(b)], let i = row.position(of: s) { removeCell(row, at: i) }
        }
        if let i = objective.position(of: s) { removeCell(objective, at: i) }
    }

    /// Frees a marker symbol of a removed constraint if nothing in the tableau mentions it.
    func freeSymbolIfUnused(_ s: Int32) {
        guard kinds[Int(s)] != .free, rows[Int(s)] == nil, columns[Int(s)].isEmpty,
              objective.position(of: s) == nil, artificial?.position(of: s) == nil else { return }
        freeSymbol(s)
    }

    func isExternal(_ s: Int32) -> Bool { s >= 0 && Int(s) < kinds.count && kinds[Int(s)] == .external }

    func makeConstraintSlot() -> Int32 {
        if let id = freeConstraints.popLast() { return id }
        records.append(nil)
        return Int32(records.count - 1)
    }
}
