import XCTest
@testable import VitrineLayout

/// The solver tests issue 13 lists (required/optional conflicts, edits, removal, inequality
/// chains, priority order), the refusal contract (an unsatisfiable change leaves the solver
/// unchanged and names the conflicting constraints), and regression tests for bugs found in
/// review. Expected values are worked out by hand in the comments.
final class SolverIssueTests: XCTestCase {
    typealias E = LinearExpression

    // MARK: Required and optional conflicts

    func testRequiredWinsOverAnyOptional() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(E(x), .equal, 50.0, strength: Strength(priority: 999))
        try s.add(E(x), .equal, 40.0, strength: .strong)
        try s.add(E(x), .lessThanOrEqual, 30.0)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)  // the required bound, not 50 or 40
    }

    func testOptionalConflictGoesToTheStronger() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let weak = try s.add(E(x), .equal, 10.0, strength: .weak)
        let medium = try s.add(E(x), .equal, 20.0, strength: .medium)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        try s.add(E(x), .equal, 30.0, strength: .strong)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        _ = weak
        try s.remove(medium)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
    }

    // MARK: Edits

    func testEditVariableWithinRequiredBounds() throws {
        // left = 10, right = left + width, right <= 300: a suggested width of 500 can only be 290.
        let s = Solver()
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        try s.add(E(left), .equal, 10.0)
        try s.add(E(right), .equal, left + width)
        try s.add(E(right), .lessThanOrEqual, 300.0)
        try s.addEditVariable(width, strength: .strong)
        try s.suggestValue(120, for: width)
        XCTAssertEqual(s.value(of: right), 130, accuracy: 1e-9)
        try s.suggestValue(500, for: width)
        XCTAssertEqual(s.value(of: width), 290, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 300, accuracy: 1e-9)
        try s.suggestValue(40, for: width)
        XCTAssertEqual(s.value(of: right), 50, accuracy: 1e-9)
        XCTAssertThrowsError(try s.addEditVariable(width, strength: .medium)) { error in
            XCTAssertEqual(error as? SolverError, .duplicateEditVariable(width))
        }
        try s.removeEditVariable(width)
        XCTAssertThrowsError(try s.suggestValue(1, for: width)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(width))
        }
    }

    // MARK: Removal

    func testRemovalRestoresWhatTheConstraintOverrode() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(E(x), .equal, 10.0, strength: .weak)
        try s.add(E(y), .equal, x + 5)
        let floor = try s.add(E(x), .greaterThanOrEqual, 40.0)
        let pull = try s.add(E(y), .equal, 100.0, strength: .medium)
        XCTAssertEqual(s.value(of: y), 100, accuracy: 1e-9)   // medium beats weak: x = 95
        try s.remove(pull)
        XCTAssertEqual(s.value(of: x), 40, accuracy: 1e-9)    // the required floor beats the weak 10
        try s.remove(floor)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        XCTAssertFalse(s.has(floor))
        XCTAssertThrowsError(try s.remove(floor)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(floor)) }
    }

    // MARK: Inequality chains

    func testInequalityChainPushesAlong() throws {
        // x1 >= 0, x2 >= x1 + 10, x3 >= x2 + 10, x3 <= 100; every x weakly at 0.
        let s = Solver()
        let x = (1...3).map { s.makeVariable("x\($0)") }
        try s.add(E(x[0]), .greaterThanOrEqual, 0.0)
        try s.add(E(x[1]), .greaterThanOrEqual, x[0] + 10)
        try s.add(E(x[2]), .greaterThanOrEqual, x[1] + 10)
        try s.add(E(x[2]), .lessThanOrEqual, 100.0)
        for v in x { try s.add(E(v), .equal, 0.0, strength: .weak) }
        XCTAssertEqual(x.map { s.value(of: $0) }, [0, 10, 20])
        // x1 strongly at 90: the chain lets it reach 80 only (80 + 10 + 10 = 100).
        let push = try s.add(E(x[0]), .equal, 90.0, strength: .strong)
        XCTAssertEqual(s.value(of: x[0]), 80, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: x[1]), 90, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: x[2]), 100, accuracy: 1e-9)
        try s.setConstant(push, to: -30)  // x1 - 30 == 0
        XCTAssertEqual(x.map { s.value(of: $0) }, [30, 40, 50])
    }

    // MARK: Priority order (UIKit priorities)

    /// UILayoutPriority: "required" is 1000, "defaultHigh" (750) is "the priority level with
    /// which a button resists compressing its content", "defaultLow" (250) "the priority
    /// level at which a button hugs its contents horizontally", "fittingSizeLevel" (50) is
    /// "quite low"; any value 1–999 is an optional priority, higher wins.
    func testHigherUIKitPriorityWins() throws {
        for (high, low) in [(Float(1000), Float(999)), (999, 998), (750, 250), (750, 749), (251, 250), (250, 50),
                            (51, 50), (50, 1), (2, 1)] {
            let s = Solver()
            let w = s.makeVariable("width")
            try s.add(E(w), .equal, 100.0, strength: Strength(priority: low))
            try s.add(E(w), .equal, 200.0, strength: Strength(priority: high))
            XCTAssertEqual(s.value(of: w), 200, accuracy: 1e-9, "\(high) over \(low)")
        }
    }

    /// A label's hugging (width <= intrinsic at 250) gives way to a defaultHigh (750)
    /// stretch, and its compression resistance (width >= intrinsic at 750) beats a
    /// defaultLow (250) squeeze.
    func testHuggingAndCompressionResistance() throws {
        let s = Solver()
        let w = s.makeVariable("width")
        try s.add(E(w), .lessThanOrEqual, 80.0, strength: Strength(priority: 250))
        try s.add(E(w), .greaterThanOrEqual, 80.0, strength: Strength(priority: 750))
        let stretch = try s.add(E(w), .equal, 120.0, strength: Strength(priority: 750.5))
        XCTAssertEqual(s.value(of: w), 120, accuracy: 1e-9)
        try s.remove(stretch)
        try s.add(E(w), .equal, 50.0, strength: Strength(priority: 250.5))
        XCTAssertEqual(s.value(of: w), 80, accuracy: 1e-9)
    }

    // MARK: Unsatisfiable changes

    /// A required constraint that cannot hold is refused: the solver keeps its constraints
    /// and values, and the error names the held constraints it conflicts with.
    func testUnsatisfiableInequalityChainLeavesSolverUnchanged() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let ab = try s.add(E(b), .greaterThanOrEqual, a + 10)
        let bc = try s.add(E(c), .greaterThanOrEqual, b + 10)
        let pin = try s.add(E(a), .equal, 5.0, strength: .medium)
        let before = [a, b, c].map { s.value(of: $0) }
        XCTAssertEqual(before, [5, 15, 25])
        // c <= a + 15 contradicts c >= a + 20.
        XCTAssertThrowsError(try s.add(E(c), .lessThanOrEqual, a + 15)) { error in
            guard case SolverError.unsatisfiableConstraint(let conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicting), [ab, bc])
        }
        XCTAssertEqual([a, b, c].map { s.value(of: $0) }, before)
        XCTAssertEqual(s.constraintCount, 3)
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
        // Still working: the pin moves everything.
        try s.setConstant(pin, to: -50)
        XCTAssertEqual([a, b, c].map { s.value(of: $0) }, [50, 60, 70])
    }

    /// Changing a required constraint's constant so that it cannot hold throws, keeps the
    /// old constant, and leaves a consistent solver.
    func testSetConstantOnRequiredThatBecomesUnsatisfiable() throws {
        let s = Solver()
        let container = s.makeVariable("container"), width = s.makeVariable("width")
        let size = try s.add(E(container), .equal, 300.0)
        let inside = try s.add(E(width), .lessThanOrEqual, E(container))
        let minimum = try s.add(E(width), .greaterThanOrEqual, 100.0)  // width - 100 >= 0
        try s.add(E(width), .equal, 0.0, strength: .weak)
        XCTAssertEqual(s.value(of: width), 100, accuracy: 1e-9)
        XCTAssertThrowsError(try s.setConstant(minimum, to: -400)) { error in  // width >= 400 > 300
            guard case SolverError.unsatisfiableConstraint(let conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(conflicting), [size, inside])
        }
        XCTAssertEqual(s.expression(of: minimum)?.constant, -100)
        XCTAssertEqual(s.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
        try s.setConstant(minimum, to: -250)
        XCTAssertEqual(s.value(of: width), 250, accuracy: 1e-9)
        // The container's own constant: 200 is too small for width >= 250.
        XCTAssertThrowsError(try s.setConstant(size, to: -200))
        XCTAssertEqual(s.value(of: container), 300, accuracy: 1e-9)
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
    }

    /// The refused constant is given back exactly: -0.7 stayed -0.6999999999999886 when put
    /// back as new - (new - old).
    func testRefusedConstantIsKeptExactly() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(E(x), .lessThanOrEqual, 300.0)
        let floor = try s.add(E(x), .greaterThanOrEqual, 0.7)
        XCTAssertEqual(s.expression(of: floor)?.constant, -0.7)
        XCTAssertThrowsError(try s.setConstant(floor, to: -400.3))
        XCTAssertEqual(s.expression(of: floor)?.constant, -0.7)
    }

    /// Bad input gets a clear error and loses nothing: a NaN or infinite coefficient,
    /// constant or suggestion is refused and the values stay as they were (a NaN reaching the
    /// tableau made every value it touched NaN).
    func testNonFiniteInputIsRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c = try s.add(E(y), .equal, x + 10)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(5, for: x)
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try s.add(E(x), .equal, bad)) { error in
                guard case SolverError.nonFiniteValue(let v) = error else { return XCTFail("\(error)") }
                XCTAssertFalse(v.isFinite)
            }
            XCTAssertThrowsError(try s.add(bad * x, .lessThanOrEqual, 3.0))
            XCTAssertThrowsError(try s.setConstant(c, to: bad))
            XCTAssertThrowsError(try s.suggestValue(bad, for: x))
        }
        XCTAssertEqual(s.constraintCount, 2)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
    }

    // MARK: Regressions

    /// A required equality added twice: the second is redundant (its marker becomes basic).
    /// Changing the first one's constant contradicts the second, so it must be refused; it
    /// was accepted when the twin's row went positive, leaving the twin violated.
    func testSetConstantContradictingARedundantTwinIsRefused() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let first = try s.add(x - y, .equal, 10.0)
        let twin = try s.add(x - y, .equal, 10.0)
        try s.add(E(y), .equal, 0.0, strength: .weak)
        // Both directions: the twin's row would go negative for one and positive for the other.
        for k in [-25.0, 5.0] {
            XCTAssertThrowsError(try s.setConstant(first, to: k), "\(k)") { error in
                guard case SolverError.unsatisfiableConstraint(let conflicting) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(conflicting, [twin])
            }
            XCTAssertThrowsError(try s.setConstant(twin, to: k), "\(k)")
        }
        XCTAssertEqual(s.value(of: x) - s.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
    }

    /// Removing one of two identical required equalities must leave the other in force.
    /// Kiwi's choice of row to pivot the removed marker through preferred a slack's row over
    /// the redundant twin's (both ratio-feasible), which put slacks into the twin's dummy
    /// row; the twin then only held as "≥", and x - y became -95.
    func testRemovingOneOfTwinEqualitiesKeepsTheOther() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let first = try s.add(x - y, .equal, 0.0)
        try s.add(x - y, .equal, 0.0)
        try s.add(E(x), .greaterThanOrEqual, 5.0)
        try s.add(E(y), .lessThanOrEqual, 100.0)
        try s.add(E(x), .equal, 50.0, strength: .weak)
        try s.remove(first)
        XCTAssertEqual(SolverCheck.violatedRequired(s), [])
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 50, accuracy: 1e-9)
    }

    /// A constant change that leaves a row negative by rounding only (0.3 against 0.1 + 0.2)
    /// is feasible, as kiwi's dual simplex treats it; it was refused as unsatisfiable.
    func testSetConstantToleratesRoundingNoise() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(E(x), .lessThanOrEqual, 0.3)
        let floor = try s.add(E(x), .greaterThanOrEqual, 0.0)
        try s.setConstant(floor, to: -(0.1 + 0.2))  // x >= 0.30000000000000004
        XCTAssertEqual(s.value(of: x), 0.3, accuracy: 1e-9)
    }
}
