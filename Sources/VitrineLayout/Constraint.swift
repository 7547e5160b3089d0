/// How an expression compares with zero in a constraint.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// A constraint held by a `Solver`: `expression relation 0` at `strength`. A handle: the
/// solver keeps the constraint itself (see `Solver.expression(of:)` and friends).
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The solver's index of this constraint.
    public let id: Int32

    public var description: String { "c\(id)" }
}

/// Why the solver refused a change. The solver is left as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver; `conflicting` are the ones (already held) that, with it, leave no solution.
    case unsatisfiableConstraint(conflicting: [Constraint])
    /// The constraint is not (or no longer) in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (their suggestions would be constraints that can fail).
    case badRequiredStrength
    /// The variable belongs to no solver (or another one).
    case unknownVariable(Variable)
    /// A coefficient, constant or suggested value is not finite (NaN or infinite), which
    /// would poison every value it reaches.
    case nonFiniteValue(Double)
    /// A bug: the tableau reached a state the algorithm never produces.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): return "unsatisfiable constraint (conflicts with \(c))"
        case .unknownConstraint(let c): return "unknown constraint \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable \(v)"
        case .badRequiredStrength: return "an edit variable cannot be required"
        case .unknownVariable(let v): return "unknown variable \(v)"
        case .nonFiniteValue(let x): return "non-finite value \(x)"
        case .internalError(let s): return "internal solver error: \(s)"
        }
    }
}
