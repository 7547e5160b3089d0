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
public struct Expression: Hashable, Sendable {
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

public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public prefix func - (x: Variable) -> Expression { x * -1 }
public prefix func - (x: Expression) -> Expression { x * -1 }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

/// What can stand on either side of a constraint: a variable, an expression or a number.
public protocol LinearExpressible {
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    public var linearExpression: Expression { self }
}

extension Double: LinearExpressible {
    public var linearExpression: Expression { Expression(constant: self) }
}
