/// An unknown of a linear system, made by a `Solver` (`Solver.makeVariable(_:)`) and valid in
/// that solver only. Its value is read with `Solver.value(of:)`.
///
/// Kiwi's `Variable`, except that the solver owns the value (variables are plain indices,
/// so building and reading a layout allocates nothing per variable).
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's index of this variable.
    public let id: Int32

    init(id: Int32) { self.id = id }

    public var description: String { "v\(id)" }
}

/// A variable times a coefficient.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: the sum of `terms` plus `constant`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }
}

// MARK: Operators (what kiwi's symbolics give: `x + 2 * y - 10`)

public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
public prefix func - (x: Variable) -> LinearExpression { x * -1 }
public prefix func - (x: LinearExpression) -> LinearExpression { x * -1 }

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

/// What can stand on either side of a constraint: a variable, an expression or a number.
public protocol LinearExpressible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressible {
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}
